import { app } from "./app";
import type { ApiEnv } from "./env";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<ApiEnv>;
