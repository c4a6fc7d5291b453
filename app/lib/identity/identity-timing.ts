/**
 * Spec §9's identity timing, in one place (decision 035): requests to the identity service time
 * out after 30 s (short) or 60 s (long), and a token refresh that failed for our reasons is
 * retried no sooner than after a back-off that starts at 30 s and doubles up to 960 s.
 * Pure, with the clock and timers passed in so tests use fake ones.
 */

/** Spec §9: "timeouts 30s short and 60s long". */
export const IDENTITY_TIMEOUT_MS = { short: 30_000, long: 60_000 } as const;
export type IdentityTimeout = keyof typeof IDENTITY_TIMEOUT_MS;

/** Spec §9: "error backoff from 30s doubling to 960s". */
export const REFRESH_BACKOFF_MIN_MS = 30_000;
export const REFRESH_BACKOFF_MAX_MS = 960_000;

/**
 * The wait after a failed refresh: 30 s after the first failure, then twice the previous wait,
 * never more than 960 s (30, 60, 120, 240, 480, 960, 960 … seconds).
 */
export function nextRefreshBackoff(previousMs: number | null | undefined): number {
  if (!previousMs || previousMs < REFRESH_BACKOFF_MIN_MS) return REFRESH_BACKOFF_MIN_MS;
  return Math.min(previousMs * 2, REFRESH_BACKOFF_MAX_MS);
}

/** What the session keeps about failed refreshes: the last wait and when the next try may run. */
export interface RefreshBackoff {
  waitMs: number;
  retryAt: number;
}

export function backoffAfterFailure(previous: RefreshBackoff | null | undefined, now: number): RefreshBackoff {
  const waitMs = nextRefreshBackoff(previous?.waitMs);
  return { waitMs, retryAt: now + waitMs };
}

/** True while a back-off holds further refresh attempts. */
export function refreshHeldBack(backoff: RefreshBackoff | null | undefined, now: number): boolean {
  return backoff !== null && backoff !== undefined && now < backoff.retryAt;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * An AbortSignal that aborts with a TimeoutError after `ms` (like AbortSignal.timeout, but on
 * the given timers, so fake timers drive it), and `clear` to drop the timer once answered.
 */
export function timeoutSignal(
  ms: number,
  timers: Timers = globalThis as unknown as Timers,
): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const handle = timers.setTimeout(() => {
    controller.abort(new DOMException(`The identity service did not answer within ${ms / 1000} s`, "TimeoutError"));
  }, ms);
  return { signal: controller.signal, clear: () => timers.clearTimeout(handle as never) };
}
