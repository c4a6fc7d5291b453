import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

const FALLBACK_MARKETING_BASE_URL = "https://www.cachevalleykitchen.com";

/** The marketing site's base URL from the root loader (docs/decisions/002-brand-defaults.md). */
export function useMarketingBaseUrl(): string {
  return (
    useRouteLoaderData<typeof rootLoader>("root")?.config.marketingBaseUrl ?? FALLBACK_MARKETING_BASE_URL
  );
}
