/**
 * Spec §2 "any other path": a promo check. A single path segment that has the shape of a
 * promotion code is tried on the visitor's cart; everything else is the 404 page. Pure helpers.
 */
import { normalizePromotionCode } from "../../../workers/core/promotions";

/** The code a splat path names ("WELCOME10", "welcome10/" too), or null when it can't be one. */
export function promotionCodeOfPath(splat: string | undefined): string | null {
  if (!splat) return null;
  const segment = splat.endsWith("/") ? splat.slice(0, -1) : splat;
  if (segment.includes("/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return normalizePromotionCode(decoded);
}

/**
 * Only a person's visit applies a code: a GET that is not a prefetch (Remix's `<Link prefetch>`
 * and the browser's speculative loads say so in Purpose / Sec-Purpose). HEAD never does.
 */
export function mayApplyCode(method: string, headers: Headers): boolean {
  if (method !== "GET") return false;
  const purpose = `${headers.get("purpose") ?? ""} ${headers.get("sec-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}
