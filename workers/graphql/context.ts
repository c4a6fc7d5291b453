import type { YogaInitialContext } from "graphql-yoga";
import { ApiClient } from "./datasources/api";
import type { GraphQLEnv } from "./env";

/** What Yoga is given per request by the worker's fetch handler. */
export interface ServerContext {
  env: GraphQLEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
}

/** What every resolver receives: built once per request, never shared between requests. */
export interface GraphQLContext extends ServerContext {
  api: ApiClient;
}

export function createContext(initial: YogaInitialContext & ServerContext): GraphQLContext {
  const authorization = initial.request.headers.get("authorization") ?? "";
  const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : undefined;
  return { env: initial.env, ctx: initial.ctx, api: new ApiClient(initial.env, token) };
}
