/**
 * GET outbox (decision 012): the development mailbox. The e-mails queued for one address
 * (`?to=`), or the latest 50, newest first, each with what the local provider received of it.
 * Only in development and tests: production has no such route (404), as the outbox holds gift
 * card codes.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { developmentOnly } from "../lib/development-only";
import { validate } from "../lib/validate";
import { localProviderInbox } from "../email-provider/local-inbox";
import { listOutbox } from "../services/outbox";

export const outboxRoutes = new Hono<ApiContext>().get(
  "/",
  developmentOnly,
  validate("query", z.object({ to: z.string().trim().max(254, "must be an e-mail address").optional() })),
  async (c) => {
    const { to } = c.req.valid("query");
    const received = await localProviderInbox({ apiKey: c.env.RESEND_API_KEY, baseUrl: c.env.RESEND_API_BASE }, to);
    const emails = await listOutbox(c.var.db, to, received);
    return c.json({ data: emails, meta: { count: emails.length } });
  },
);
