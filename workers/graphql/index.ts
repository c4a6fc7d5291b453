import type { GraphQLEnv } from "./env";
import { yoga } from "./yoga";

export default {
  fetch: (request, env, ctx) => yoga.fetch(request, { env, ctx }),
} satisfies ExportedHandler<GraphQLEnv>;
