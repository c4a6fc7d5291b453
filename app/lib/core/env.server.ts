/** Bindings and variables of the web worker (root wrangler.toml), checked once per request. */
import type { TrackedEventMessage } from "../../../workers/core/tracking-events";
import { z } from "zod";

export interface WebEnv {
  ASSETS: Fetcher;
  GRAPHQL: Fetcher;
  /** The api, reached from the web worker only to forward the payment webhook. */
  API: Fetcher;
  /** The api's picture bucket, read to serve /media/<key> (decision 024). */
  MEDIA: R2Bucket;
  /** Spec §7 tracking events, consumed by the graphql worker (decision 053). */
  TRACKING: Queue<TrackedEventMessage>;
  ENVIRONMENT?: string;
  BRAND_NAME?: string;
  BRAND_TAGLINE?: string;
  MARKETING_BASE_URL?: string;
  /** Comma-separated cookie-signing secrets, newest first (required in production). */
  SESSION_SECRETS?: string;
  /** Firebase's public web API key (Identity Toolkit); "fake-api-key" with the emulator. */
  FIREBASE_API_KEY?: string;
  FIREBASE_PROJECT_ID?: string;
  /** host:port of the Firebase Auth emulator; development and tests only (decision 014). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /**
   * How a page with JavaScript signs in with Google, Apple, Microsoft, Facebook, GitHub or X:
   * "popup" (default) or "redirect" (decision 035). Without JavaScript it is always the redirect.
   */
  SIGN_IN_FLOW?: string;
}

const configSchema = z.object({
  environment: z.enum(["development", "test", "production"]).default("production"),
  brandName: z.string().min(1).default("Cache Valley Kitchen"),
  brandTagline: z.string().min(1).default("Cook together, eat well"),
  marketingBaseUrl: z.url().default("https://www.cachevalleykitchen.com"),
});

/** The shop's public configuration (docs/decisions/002-brand-defaults.md). */
export type ShopConfig = z.infer<typeof configSchema>;

export function shopConfig(env: WebEnv): ShopConfig {
  return configSchema.parse({
    environment: env.ENVIRONMENT || undefined,
    brandName: env.BRAND_NAME || undefined,
    brandTagline: env.BRAND_TAGLINE || undefined,
    marketingBaseUrl: env.MARKETING_BASE_URL?.replace(/\/$/, "") || undefined,
  });
}
