/**
 * E-mails for staff (issue 26 part 5, decision 058), read with orders.view and changed with
 * orders.update (the people who answer for orders answer for their confirmations):
 * GET emails/staff (by state, address, kind; paged; counts per state), GET emails/staff/{id}
 * (with its bodies), POST emails/{id}/resend, GET/POST emails/suppressions and
 * DELETE emails/suppressions/{email}. Each route checks its permission before it reads the body.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { emailRule } from "../../core/field-schemas";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { pageQuery } from "../lib/user-input";
import {
  EMAIL_STATES,
  findStaffEmail,
  listStaffEmails,
  listSuppressions,
  resendAsStaff,
  suppressAsStaff,
  unsuppressAsStaff,
} from "../services/email-admin";

const idPath = z.object({ id: idParam });
/** Stored addresses are lower-case (email-delivery lower-cases them too). */
const address = emailRule().transform((email) => email.toLowerCase());

const listQuery = pageQuery.extend({
  state: z.enum(EMAIL_STATES, { message: `must be one of ${EMAIL_STATES.join(", ")}` }).optional(),
  to: z.string().trim().max(254, "must be at most 254 characters").optional(),
  kind: z
    .string()
    .trim()
    .max(50, "must be at most 50 characters")
    .regex(/^[a-z0-9_]*$/, "must be an e-mail kind, like order_confirmation")
    .optional(),
});

const suppressionBody = z
  .object({
    email: address,
    detail: z.string({ error: "must be text" }).trim().max(500, "must be at most 500 characters").default(""),
  })
  .strict();

export const emailAdminRoutes = new Hono<ApiContext>()
  .get("/staff", requirePermission(PERMISSIONS.ordersView), validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total, states } = await listStaffEmails(c.var.db, {
      state: query.state,
      to: query.to || undefined,
      kind: query.kind || undefined,
      limit: query.limit,
      offset: query.offset,
    });
    return c.json({ data: rows, meta: { count: rows.length, total, states } });
  })
  .get("/staff/:id{[0-9]+}", requirePermission(PERMISSIONS.ordersView), validate("param", idPath), async (c) =>
    c.json(await findStaffEmail(c.var.db, c.req.valid("param").id)),
  )
  .post("/:id{[0-9]+}/resend", requirePermission(PERMISSIONS.ordersUpdate), validate("param", idPath), async (c) =>
    c.json(await resendAsStaff(c.var.db, c.env.EMAILS, c.var.caller, c.req.valid("param").id, new Date()), 201),
  )
  .get("/suppressions", requirePermission(PERMISSIONS.ordersView), async (c) => {
    const suppressions = await listSuppressions(c.var.db);
    return c.json({ data: suppressions, meta: { count: suppressions.length } });
  })
  .post("/suppressions", requirePermission(PERMISSIONS.ordersUpdate), validate("json", suppressionBody), async (c) => {
    const { email, detail } = c.req.valid("json");
    return c.json(await suppressAsStaff(c.var.db, c.var.caller, email, detail, new Date()), 201);
  })
  .delete("/suppressions/:email", requirePermission(PERMISSIONS.ordersUpdate), validate("param", z.object({ email: address })), async (c) => {
    await unsuppressAsStaff(c.var.db, c.var.caller, c.req.valid("param").email);
    return c.json({ ok: true });
  });
