import { app } from "./app";
import { database } from "./db";
import type { ApiEnv } from "./env";
import { buryEmails, deliverEmails, sweepEmails, type EmailMessage } from "./services/email-delivery";
import { sweepExpiredCheckouts } from "./services/holds";

/** The dead-letter queue of e-mails (wrangler.toml): what the e-mail queue gave up on. */
const EMAIL_DEAD_LETTERS = "shop-emails-failed";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // Cron (wrangler.toml [triggers]): give back the holds of checkouts nobody paid (decision 009)
  // and enqueue the e-mails no request enqueued (decision 058).
  scheduled: (_controller, env, ctx) => {
    const db = database(env.DB);
    ctx.waitUntil(
      sweepExpiredCheckouts(db, new Date(), env).then((released) => {
        if (released > 0) console.info(`api: released the holds of ${released} expired checkouts`);
      }),
    );
    ctx.waitUntil(
      sweepEmails(db, env.EMAILS, new Date()).then((swept) => {
        if (swept > 0) console.info(`api: put ${swept} unsent e-mails back on the queue`);
      }),
    );
  },
  // The e-mail queue and its dead letters (decision 058).
  queue: (batch, env) =>
    batch.queue === EMAIL_DEAD_LETTERS
      ? buryEmails(batch as MessageBatch<EmailMessage>, database(env.DB), new Date())
      : deliverEmails(batch as MessageBatch<EmailMessage>, env, database(env.DB)),
} satisfies ExportedHandler<ApiEnv, EmailMessage>;
