import { app } from "./app";
import { database } from "./db";
import type { ApiEnv } from "./env";
import { sweepExpiredCheckouts } from "./services/holds";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // Cron (wrangler.toml [triggers]): give back the holds of checkouts nobody paid (decision 009).
  scheduled: (_controller, env, ctx) => {
    ctx.waitUntil(
      sweepExpiredCheckouts(database(env.DB), new Date(), env).then((released) => {
        if (released > 0) console.info(`api: released the holds of ${released} expired checkouts`);
      }),
    );
  },
} satisfies ExportedHandler<ApiEnv>;
