import type { Database } from "./db";

/** Bindings and variables of the api worker (workers/api/wrangler.toml). */
export interface ApiEnv {
  DB: D1Database;
  /**
   * The graphql worker's edge cache (the same D1 database): the api raises its seat version after
   * every seat change (services/seats.ts, decision 036). Optional so a missing binding only
   * costs freshness.
   */
  EDGE_CACHE?: D1Database;
  /** Pictures (decision 024): written here, served by the web worker at /media/<key>. */
  MEDIA: R2Bucket;
  ENVIRONMENT: "development" | "test" | "production";
  FIREBASE_PROJECT_ID: string;
  /** Set only where the Firebase Auth emulator stands in for Google (development, tests). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /**
   * The Firebase web API key, for Identity Toolkit calls to Google (e-mail sign-in links).
   * Not needed with the emulator.
   */
  FIREBASE_API_KEY?: string;
  /**
   * A secret in production: the JSON key file of a Google service account with the Firebase
   * Authentication Admin role (client_email, private_key, token_uri). Its OAuth2 token makes the
   * api the privileged Identity Toolkit caller that e-mail verification codes need (decision 068);
   * without it they answer 503. Not used with the emulator.
   */
  FIREBASE_SERVICE_ACCOUNT?: string;
  /**
   * The base64 of 32 random bytes: the AES-GCM key of staff's TOTP secrets in D1 (decision 078).
   * A secret in production (`wrangler secret put SECOND_FACTOR_KEY`); a fixed development key otherwise.
   */
  SECOND_FACTOR_KEY?: string;
  /** Stripe's secret key (`sk_…`): card payments go through Stripe Checkout (decision 012). */
  STRIPE_SECRET_KEY?: string;
  /** Stripe's webhook signing secret (`whsec_…`); the sandbox has a fixed development one. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Tests only: where the Stripe client sends its calls instead of https://api.stripe.com. */
  STRIPE_API_BASE?: string;
  /** The shop's public origin (https://…) for Stripe's return addresses; else `x-shop-origin`. */
  PUBLIC_ORIGIN?: string;
  /** The e-mail queue (decision 058): the ids of outbox rows to send. */
  EMAILS?: Queue<{ id: number }>;
  /** The e-mail provider's API key (Resend, `re_…`); a secret in production. */
  RESEND_API_KEY?: string;
  /** Development and tests: the local stand-in of the provider's API; else Resend's own. */
  RESEND_API_BASE?: string;
  /** The secret Resend signs its webhooks with (`whsec_…`). */
  RESEND_WEBHOOK_SECRET?: string;
  /** The sender, an address of the provider's verified domain: `Name <address>`. */
  EMAIL_FROM?: string;
  /** The first retry's delay in seconds, doubled each time (default 30; tests 0). */
  EMAIL_RETRY_BASE_SECONDS?: string;
}

/** What the api's first middleware puts on every request's context (app.ts). */
export interface ApiVariables {
  /** The request's Drizzle database over `DB`, made once per request. */
  db: Database;
}

/** The Hono environment every api route is typed with. */
export interface ApiContext {
  Bindings: ApiEnv;
  Variables: ApiVariables;
}
