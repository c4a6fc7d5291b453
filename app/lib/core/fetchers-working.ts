import { useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";

type FetcherState = "idle" | "loading" | "submitting";

/**
 * Whether any of these fetchers still works: while one posts, and while the page's data reloads
 * after its answer. The router can leave a fetcher "loading" for good when that reload meets a
 * redirect — the page was on its way elsewhere, as to the checkout, which sends a cart without a
 * zip back to /cart (remix-run/remix#10668; decision 092) — and its form would stay busy. Once
 * the page has landed on a newer location than the one the post left from, the reload is over.
 */
export function useFetchersWorking(fetchers: ReadonlyArray<{ state: FetcherState }>): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const [postedFrom, setPostedFrom] = useState<string | null>(null);
  const submitting = fetchers.some((fetcher) => fetcher.state === "submitting");
  // Kept while rendering (React's "state from the previous render"): no extra effect pass.
  if (submitting && postedFrom !== location.key) setPostedFrom(location.key);
  if (submitting) return true;
  if (!fetchers.some((fetcher) => fetcher.state === "loading")) return false;
  const landedSince = navigation.state === "idle" && postedFrom !== null && postedFrom !== location.key;
  return !landedSince;
}
