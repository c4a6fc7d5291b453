/**
 * The per-client rate limit (decision 007): a fixed window per client in EDGE_CACHE, one UPSERT
 * per operation. A client is its `x-api-key` (an opaque name, not a credential), else its
 * `cf-connecting-ip`, else "anonymous"; both are stored hashed. The web worker's own operations
 * (`x-shop-client: web`, stripped by the web worker from forwarded partner requests) are exempt.
 */
import { lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { rateLimits } from "../../../drizzle/edge/schema";
import { requestClock } from "../cache/clock";
import type { GraphQLContext, ServerContext } from "../context";
import type { GraphQLEnv } from "../env";
import { fromWebClient } from "../../core/web-client";
import { limitError } from "./limit-error";
import { partnerLimits } from "./limits-config";

export const API_KEY_HEADER = "x-api-key";
/**
 * The visitor's address, which the web worker sends with its public forms (decision 030). Read
 * only on requests marked as the web worker's, which it strips from forwarded partner requests.
 */
export const VISITOR_HEADER = "x-shop-visitor";
const MAX_API_KEY_LENGTH = 100;
/** Counters of clients idle for a day are pruned. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The client an operation counts against, or undefined for the web worker's own operations. */
export async function rateLimitClient(headers: Headers): Promise<string | undefined> {
  if (fromWebClient(headers)) return undefined;
  const apiKey = headers.get(API_KEY_HEADER)?.trim();
  if (apiKey) {
    if (apiKey.length > MAX_API_KEY_LENGTH) {
      throw new GraphQLError(`The ${API_KEY_HEADER} header may hold at most ${MAX_API_KEY_LENGTH} characters.`, {
        extensions: { code: "BAD_USER_INPUT", http: { status: 400, spec: false } },
      });
    }
    return `key:${await sha256(apiKey)}`;
  }
  const ip = headers.get("cf-connecting-ip");
  return ip ? `ip:${await sha256(ip)}` : "anonymous";
}

/** Counts one operation for `client` in the window containing `now`; answers the count so far. */
export async function countOperation(
  env: Pick<GraphQLEnv, "EDGE_CACHE">,
  ctx: Pick<ExecutionContext, "waitUntil">,
  client: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; windowStart: number }> {
  const db = drizzle(env.EDGE_CACHE);
  const windowStart = Math.floor(now / windowMs) * windowMs;
  // One statement: a new window resets the count, the same window adds one (SQLite evaluates
  // every SET expression against the row as it was).
  const row = await db
    .insert(rateLimits)
    .values({ client, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.client,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  const count = row?.count ?? 1;
  if (count === 1) {
    ctx.waitUntil(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.window_start, windowStart - KEEP_MS))
        .run()
        .catch((error: unknown) => console.error("graphql: rate limit pruning failed", error)),
    );
  }
  return { count, windowStart };
}

/** Who sent a public form: the visitor the web worker names, else the caller itself. */
export async function formClient(headers: Headers): Promise<string> {
  if (fromWebClient(headers)) {
    const visitor = headers.get(VISITOR_HEADER)?.slice(0, MAX_API_KEY_LENGTH);
    return visitor ? `visitor:${await sha256(visitor)}` : "visitor:unknown";
  }
  return (await rateLimitClient(headers)) ?? "anonymous";
}

/**
 * A public form's own limit (newsletter signups, contact messages): at most `limit` posts of
 * `form` per client per window, counted like the partner limit. RATE_LIMITED beyond it, as a
 * GraphQL error in a 200 answer so the form can say it under its fields.
 */
export async function limitFormPosts(
  context: Pick<GraphQLContext, "env" | "ctx" | "request">,
  form: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<void> {
  const client = await formClient(context.request.headers);
  const now = requestClock(context.request, context.env)();
  let counted: { count: number; windowStart: number };
  try {
    counted = await countOperation(context.env, context.ctx, `${form}:${client}`, now, windowMs);
  } catch (error) {
    console.error("graphql: form limit unavailable", error);
    return;
  }
  if (counted.count <= limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((counted.windowStart + windowMs - now) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new GraphQLError(`Too many tries from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    extensions: { code: "RATE_LIMITED", limit, retryAfterSeconds },
  });
}

export function rateLimitPlugin(): Plugin<GraphQLContext, ServerContext> {
  const states = new WeakMap<Request, RateLimitState>();
  return {
    async onParams({ request, context, setResult }) {
      const { env, ctx } = context;
      let client: string | undefined;
      try {
        client = await rateLimitClient(request.headers);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResult({ errors: [error] });
        return;
      }
      if (client === undefined) return;
      const { rateLimit, rateLimitWindowMs } = partnerLimits(env);
      const now = requestClock(request, env)();
      let counted: { count: number; windowStart: number };
      try {
        counted = await countOperation(env, ctx, client, now, rateLimitWindowMs);
      } catch (error) {
        // The limiter is a courtesy to the api, not a gate: a failing EDGE_CACHE lets operations through.
        console.error("graphql: rate limit unavailable", error);
        return;
      }
      const resetSeconds = Math.max(1, Math.ceil((counted.windowStart + rateLimitWindowMs - now) / 1000));
      const state = { limit: rateLimit, remaining: Math.max(0, rateLimit - counted.count), resetSeconds };
      states.set(request, state);
      if (counted.count > rateLimit) {
        setResult({
          errors: [
            limitError(
              `Too many operations: at most ${rateLimit} per ${rateLimitWindowMs / 1000} seconds. Retry in ${resetSeconds} seconds.`,
              "RATE_LIMITED",
              { limit: rateLimit, retryAfterSeconds: resetSeconds },
              { status: 429, headers: { "retry-after": String(resetSeconds) } },
            ),
          ],
        });
      }
    },
    onExecutionResult({ request, result, setResult }) {
      const state = states.get(request);
      if (!state || !result || Symbol.asyncIterator in result) return;
      const headers = {
        "ratelimit-limit": String(state.limit),
        "ratelimit-remaining": String(state.remaining),
        "ratelimit-reset": String(state.resetSeconds),
      };
      const http = (result.extensions?.http ?? {}) as { headers?: Record<string, string> };
      setResult({ ...result, extensions: { ...result.extensions, http: { ...http, headers: { ...http.headers, ...headers } } } });
    },
  };
}
