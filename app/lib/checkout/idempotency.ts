/**
 * Idempotency keys of checkout attempts (decisions 009 and 012): the page makes one key per
 * render of a checkout form and keeps it in a hidden field, so a double click or the browser
 * re-posting the form on refresh sends the same key and the api answers the same checkout.
 * After a refused attempt the page renders a new key: the api answers a key the same way
 * forever, so retrying with the refused key could never succeed.
 */

/** The api's rule for a key: 8 to 100 printable ASCII characters, no spaces. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{8,100}$/;

export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** A new key for one attempt (a random v4 uuid). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The posted key when it is one the api accepts, else null (the form was tampered with or is stale). */
export function postedIdempotencyKey(value: unknown): string | null {
  return typeof value === "string" && IDEMPOTENCY_KEY_RE.test(value) ? value : null;
}
