import type { YogaInitialContext } from "graphql-yoga";
import { edgeCacheFor } from "./cache/edge-cache";
import { ApiClient } from "./datasources/api";
import type { GraphQLEnv } from "./env";
import { createLoaders, type Loaders } from "./loaders";

/** What Yoga is given per request by the worker's fetch handler. */
export interface ServerContext {
  env: GraphQLEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
}

/** What every resolver receives: built once per request, never shared between requests. */
export interface GraphQLContext extends ServerContext {
  /** The request itself (its headers name the client for the public forms' limits). */
  request: Request;
  api: ApiClient;
  /** DataLoaders of this request (workers/graphql/loaders.ts). */
  loaders: Loaders;
  /**
   * The shop's public origin as the web worker saw it (`x-shop-origin`), passed on to the
   * checkout calls for Stripe's return addresses when the api has no PUBLIC_ORIGIN (decision 012).
   */
  shopOrigin: string | null;
}

export function createContext(initial: YogaInitialContext & ServerContext): GraphQLContext {
  const authorization = initial.request.headers.get("authorization") ?? "";
  const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : undefined;
  const api = new ApiClient(initial.env, token, edgeCacheFor(initial));
  const shopOrigin = initial.request.headers.get("x-shop-origin");
  return { env: initial.env, ctx: initial.ctx, request: initial.request, api, loaders: createLoaders(api), shopOrigin };
}
