/** The partner limits with their defaults (decision 007), read from the worker's variables. */
import { z } from "zod";
import type { GraphQLEnv } from "../env";

const whole = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const limitsSchema = z.object({
  GRAPHQL_MAX_DEPTH: whole(8),
  GRAPHQL_MAX_ALIASES: whole(15),
  GRAPHQL_MAX_COST: whole(50_000),
  GRAPHQL_MAX_QUERY_BYTES: whole(10_000),
  GRAPHQL_RATE_LIMIT: whole(120),
  GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: whole(60),
});

export interface PartnerLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxQueryBytes: number;
  rateLimit: number;
  rateLimitWindowMs: number;
}

/** A list field without a `first` argument counts as this many items in the cost. */
export const DEFAULT_LIST_SIZE = 50;

/** Largest request body (query, variables and all) Yoga reads, in bytes. */
export const MAX_REQUEST_BODY_BYTES = 100_000;

const parsed = new WeakMap<object, PartnerLimits>();

/** Parsed once per env object; a malformed variable fails loudly rather than lifting a limit. */
export function partnerLimits(env: GraphQLEnv): PartnerLimits {
  let limits = parsed.get(env);
  if (!limits) {
    const vars = limitsSchema.parse(env);
    limits = {
      maxDepth: vars.GRAPHQL_MAX_DEPTH,
      maxAliases: vars.GRAPHQL_MAX_ALIASES,
      maxCost: vars.GRAPHQL_MAX_COST,
      maxQueryBytes: vars.GRAPHQL_MAX_QUERY_BYTES,
      rateLimit: vars.GRAPHQL_RATE_LIMIT,
      rateLimitWindowMs: vars.GRAPHQL_RATE_LIMIT_WINDOW_SECONDS * 1000,
    };
    parsed.set(env, limits);
  }
  return limits;
}
