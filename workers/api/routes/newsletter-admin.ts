/**
 * Newsletter subscribers for staff (issue 27 part 6, decision 073), beside spec §7's marketing
 * calls, which list neither: GET marketing/subscribers (search, status; subscribers.view) and
 * POST marketing/subscribers/unsubscribe {email} (subscribers.manage, audited).
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { NEWSLETTER_STATUSES } from "../../../drizzle/api/marketing";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { emailField, listSearch, pageParam, pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import { listSubscribers, unsubscribeSubscriber } from "../services/newsletter-admin";

/** Pages of up to 500: the console's CSV reads every address a page at a time. */
export const SUBSCRIBERS_PAGE_MAX = 500;

const listQuery = pageQuery.extend({
  limit: pageParam(SUBSCRIBERS_PAGE_MAX, 25).refine((limit) => limit >= 1, "must be at least 1"),
  search: listSearch.optional(),
  status: z.enum(NEWSLETTER_STATUSES, { error: `must be one of ${NEWSLETTER_STATUSES.join(", ")}` }).optional(),
});

export const newsletterAdminRoutes = new Hono<ApiContext>()
  .get("/subscribers", requirePermission(PERMISSIONS.subscribersView), validate("query", listQuery), async (c) => {
    const { search, status, limit, offset } = c.req.valid("query");
    const page = await listSubscribers(c.env.DB, { search: search || undefined, status, limit, offset });
    return c.json({ data: page.data, meta: { total: page.total, limit, offset, counts: page.counts } });
  })
  .post("/subscribers/unsubscribe", requirePermission(PERMISSIONS.subscribersManage), validate("json", z.object({ email: emailField }).strict()), async (c) =>
    c.json(await unsubscribeSubscriber(c.env.DB, c.var.caller, c.req.valid("json").email, new Date())),
  );
