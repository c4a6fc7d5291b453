import type { YogaInitialContext } from "graphql-yoga";
import { edgeCacheFor } from "./cache/edge-cache";
import { ApiClient, type D1Bookmark } from "./datasources/api";
import type { GraphQLEnv } from "./env";
import { createLoaders, type Loaders } from "./loaders";

/** What Yoga is given per request by the worker's fetch handler. */
export interface ServerContext {
  env: GraphQLEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The request's D1 bookmark (decision 080): what the caller sent, then what the api answered. */
  bookmark?: D1Bookmark;
}

/** What every resolver receives: built once per request, never shared between requests. */
export interface GraphQLContext extends ServerContext {
  /** The request itself (its headers name the client for the public forms' limits). */
  request: Request;
  api: ApiClient;
  /** DataLoaders of this request (workers/graphql/loaders.ts). */
  loaders: Loaders;
  /**
   * The shop's public origin as the web worker saw it (`x-shop-origin`), passed on (withShopOrigin)
   * to the calls whose answers or e-mails hold addresses, for when the api has no PUBLIC_ORIGIN
   * (decisions 012, 061).
   */
  shopOrigin: string | null;
}

/**
 * The options of an api call that passes the shop's origin on, for the addresses the api writes
 * (Stripe's return pages, the links and pictures of e-mails): the one way every resolver sends it.
 */
export const withShopOrigin = (shopOrigin: string | null | undefined) => ({ headers: shopOrigin ? { "x-shop-origin": shopOrigin } : undefined });

export function createContext(initial: YogaInitialContext & ServerContext): GraphQLContext {
  const authorization = initial.request.headers.get("authorization") ?? "";
  const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : undefined;
  const api = new ApiClient(initial.env, token, edgeCacheFor(initial), initial.bookmark);
  const shopOrigin = initial.request.headers.get("x-shop-origin");
  return { env: initial.env, ctx: initial.ctx, request: initial.request, api, loaders: createLoaders(api), shopOrigin };
}
