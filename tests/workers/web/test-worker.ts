/**
 * The web worker as built (`build/index.js`, `npm run build`) inside workerd, with its GRAPHQL
 * binding answered by the real graphql worker, and that one's API by the real api worker, in the
 * same isolate on the same D1 (as tests/workers/graphql/test-worker.ts does for graphql). The
 * tracking queue is Miniflare's: the web produces to it and this worker consumes it with the
 * graphql worker's consumer. The e2e tests cover the real service bindings between processes.
 */
// @ts-expect-error -- the built worker has no type declarations; its handler is typed below.
import built from "../../../build/index.js";
import type { ApiEnv } from "../../../workers/api/env";
import type { GraphQLEnv } from "../../../workers/graphql/env";
import graphql from "../../../workers/graphql/index";
import { consumeTracking } from "../../../workers/graphql/tracking-queue";
import type { WebEnv } from "../../../app/lib/core/env.server";
import { apiBinding } from "../graphql/test-worker";

const web = built as ExportedHandler<WebEnv>;

type TestEnv = ApiEnv & GraphQLEnv & WebEnv;

function graphqlBinding(env: TestEnv, ctx: ExecutionContext): Fetcher {
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      graphql.fetch(new Request(input, init) as Parameters<typeof graphql.fetch>[0], { ...env, API: apiBinding(env, ctx) }, ctx),
    connect: () => {
      throw new Error("not supported");
    },
  } as unknown as Fetcher;
}

export default {
  fetch(request, env, ctx) {
    return web.fetch!(request as Parameters<NonNullable<typeof web.fetch>>[0], { ...env, GRAPHQL: graphqlBinding(env, ctx), API: apiBinding(env, ctx) }, ctx);
  },
  queue(batch, env, ctx) {
    return consumeTracking(batch, { ...env, API: apiBinding(env, ctx) });
  },
} satisfies ExportedHandler<TestEnv>;
