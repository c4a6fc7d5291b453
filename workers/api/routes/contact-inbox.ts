/**
 * The console's inbox (issue 27 part 6, decision 073), beside spec §7 POST contact-us, which lists
 * none of these: GET contact-us (status open, unanswered or done; search) and GET contact-us/{id}
 * with messages.view; POST contact-us/{id}/read (the first opening) too; POST contact-us/{id}/reply
 * and POST contact-us/{id}/status with messages.reply. Each change audited.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { CONTACT_MESSAGE_STATES, CONTACT_REPLY_MAX, CONTACT_REPLY_SUBJECT_MAX } from "../../core/marketing";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { listSearch, pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import {
  CONTACT_MESSAGE_FILTERS,
  findContactMessage,
  listContactMessages,
  markContactMessageRead,
  replyToContactMessage,
  setContactMessageState,
} from "../services/contact-inbox";

const idPath = z.object({ id: idParam });

const listQuery = pageQuery.extend({
  search: listSearch.optional(),
  status: z.enum(CONTACT_MESSAGE_FILTERS, { error: `must be one of ${CONTACT_MESSAGE_FILTERS.join(", ")}` }).optional(),
});

const replyBody = z
  .object({
    subject: z.string().trim().max(CONTACT_REPLY_SUBJECT_MAX, `must be at most ${CONTACT_REPLY_SUBJECT_MAX} characters`).optional().default(""),
    message: z.string({ error: "is required" }).max(CONTACT_REPLY_MAX, `must be at most ${CONTACT_REPLY_MAX} characters`).trim().min(1, "is required"),
  })
  .strict();

const statusBody = z.object({ status: z.enum(CONTACT_MESSAGE_STATES, { error: `must be one of ${CONTACT_MESSAGE_STATES.join(", ")}` }) }).strict();

export const contactInboxRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.messagesView), validate("query", listQuery), async (c) => {
    const { search, status, limit, offset } = c.req.valid("query");
    const page = await listContactMessages(c.env.DB, { search: search || undefined, status, limit, offset });
    return c.json({ data: page.data, meta: { total: page.total, limit, offset, counts: page.counts } });
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.messagesView), validate("param", idPath), async (c) =>
    c.json(await findContactMessage(c.env.DB, c.req.valid("param").id)),
  )
  .post("/:id{[0-9]+}/read", requirePermission(PERMISSIONS.messagesView), validate("param", idPath), async (c) =>
    c.json(await markContactMessageRead(c.env.DB, c.var.caller, c.req.valid("param").id, new Date())),
  )
  .post("/:id{[0-9]+}/reply", requirePermission(PERMISSIONS.messagesReply), validate("param", idPath), validate("json", replyBody), async (c) =>
    c.json(await replyToContactMessage(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json"), new Date())),
  )
  .post("/:id{[0-9]+}/status", requirePermission(PERMISSIONS.messagesReply), validate("param", idPath), validate("json", statusBody), async (c) =>
    c.json(await setContactMessageState(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json").status, new Date())),
  );
