import type { GraphQLEnv } from "./env";
import { consumeTracking } from "./tracking-queue";
import { yoga } from "./yoga";

export default {
  fetch: (request, env, ctx) => yoga.fetch(request, { env, ctx }),
  // The web's tracking events (decision 053).
  queue: (batch, env) => consumeTracking(batch, env),
} satisfies ExportedHandler<GraphQLEnv>;
