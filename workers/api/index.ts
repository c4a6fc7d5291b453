import { app } from "./app";
import { openSession, sessionDatabase, withBookmark } from "./d1-session";
import { database } from "./db";
import type { ApiEnv } from "./env";
import { buryEmails, deliverEmails, type EmailMessage } from "./services/email-delivery";
import { runJobs } from "./services/scheduler";

/** The dead-letter queue of e-mails (wrangler.toml): what the e-mail queue gave up on. */
const EMAIL_DEAD_LETTERS = "shop-emails-failed";

export default {
  // One D1 session per request, at the caller's bookmark (decision 080).
  fetch: async (request, env, ctx) => {
    const session = openSession(env.DB, request);
    return withBookmark(await app.fetch(request, { ...env, DB: sessionDatabase(env.DB, session) }, ctx), session);
  },
  // Cron (wrangler.toml [triggers]): the scheduler runs every job (decision 062), at the time the
  // cron fired (tests drive it with a controlled clock).
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runJobs(database(env.DB), env, new Date(controller.scheduledTime)));
  },
  // The e-mail queue and its dead letters (decision 058).
  queue: (batch, env) =>
    batch.queue === EMAIL_DEAD_LETTERS
      ? buryEmails(batch as MessageBatch<EmailMessage>, database(env.DB), new Date())
      : deliverEmails(batch as MessageBatch<EmailMessage>, env, database(env.DB)),
} satisfies ExportedHandler<ApiEnv, EmailMessage>;
