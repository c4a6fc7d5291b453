/**
 * The graphql worker under test, with its API binding answered by the real api worker running
 * in the same workerd isolate on the same D1 (the e2e tests cover the real service binding).
 */
import api from "../../../workers/api/index";
import type { ApiEnv } from "../../../workers/api/env";
import graphql from "../../../workers/graphql/index";
import type { GraphQLEnv } from "../../../workers/graphql/env";

type TestEnv = ApiEnv & GraphQLEnv & { API_DOWN?: string };

/** Counts REST calls so tests can assert batching and caching. */
export const restCalls: string[] = [];
/** The D1 bookmark each REST call carried (decision 080), in the order of restCalls. */
export const restBookmarks: Array<string | null> = [];

export function apiBinding(env: ApiEnv, ctx: ExecutionContext, down = false): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      restCalls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      restBookmarks.push(request.headers.get("x-d1-bookmark"));
      if (down) return new Response("api down", { status: 503 });
      return api.fetch(request as Parameters<typeof api.fetch>[0], env, ctx);
    },
    connect: () => {
      throw new Error("not supported");
    },
  } as unknown as Fetcher;
}

export default {
  fetch(request, env, ctx) {
    const down = request.headers.get("x-test-api-down") === "1";
    return graphql.fetch(request, { ...env, API: apiBinding(env, ctx, down) }, ctx);
  },
} satisfies ExportedHandler<TestEnv>;
