/**
 * The time a request is handled at, for the edge cache and the rate limit. Tests pin it with
 * `x-test-now: <ms since the epoch>`, honoured only when ENVIRONMENT is "test".
 */
import type { GraphQLEnv } from "../env";

export type Clock = () => number;

export const TEST_NOW_HEADER = "x-test-now";

export function requestClock(request: Request, env: Pick<GraphQLEnv, "ENVIRONMENT">): Clock {
  const pinned = request.headers.get(TEST_NOW_HEADER);
  if (env.ENVIRONMENT === "test" && pinned !== null && /^\d{1,15}$/.test(pinned)) {
    const now = Number(pinned);
    return () => now;
  }
  return Date.now;
}
