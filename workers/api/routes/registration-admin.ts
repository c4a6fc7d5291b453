/**
 * Registrations for staff (spec §7): GET registrations (the console's list), GET registrations/{id}, PUT registrations/{id} (the guest's
 * names and allergies), POST registrations/{id}/status (workers/core/registration-status.ts),
 * POST /totals, /confirmation, /reminder, /refund (decision 021), GET and POST /move (staff's move to
 * another date of the same class, decision 082), and GET registrationStatuses.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { REGISTRATION_STATUS_KEYS, REGISTRATION_STATUSES, REGISTRATION_TRANSITIONS } from "../../core/registration-status";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { dateParam, idParam } from "../lib/params";
import { shopOrigin } from "../lib/shop-origin";
import { listSearch, pageQuery, SPICE_TOLERANCES } from "../lib/user-input";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import {
  emailRegistration,
  findRegistration,
  listRegistrations,
  registrationJson,
  setRegistrationStatus,
  totalsJson,
  updateRegistration,
} from "../services/registration-admin";
import { refundPayment } from "../services/refunds";
import { moveRegistrationByStaff, staffMovePlan } from "../services/registration-move";
import { CHANGE_SCOPES } from "../../core/self-service";
import { STAFF_MOVE_REASON_MAX, STAFF_MOVE_SETTLEMENTS } from "../../core/staff-move";
import { refundBody, refundRequest } from "./refund-inputs";

const idPath = z.object({ id: idParam });

const guestName = z.string({ error: "must be text" }).trim().min(1, "is required").max(100, "must be at most 100 characters");

const registrationUpdateBody = z
  .object({
    first_name: guestName.optional(),
    last_name: guestName.optional(),
    allergies: z
      .array(z.string().max(50).regex(/^[a-z][a-z0-9-]*$/, "must name allergies by key"), { error: "must be a list of allergy keys" })
      .max(30, "may name at most 30 allergies")
      .optional(),
    allergy_notes: z.string({ error: "must be text" }).trim().max(1000, "must be at most 1000 characters").optional(),
    // Any text in (what a form sends), one of the tolerances out.
    spice_tolerance: z.string({ error: "must be mild, medium, hot or empty" }).pipe(z.enum([...SPICE_TOLERANCES, ""], { error: "must be mild, medium, hot or empty" })).optional(),
  })
  .strict();

const statusBody = z.object({
  status: z.enum(REGISTRATION_STATUS_KEYS, { error: `must be one of ${REGISTRATION_STATUS_KEYS.join(", ")}` }),
});

const scopeQuery = z.object({
  scope: z.enum(CHANGE_SCOPES, { error: `must be one of ${CHANGE_SCOPES.join(", ")}` }).default("party"),
});

const classId = z.number({ error: "must be a class id" }).int("must be a class id").positive("must be a class id");

/** POST registrations/{id}/move (decision 082). */
const staffMoveBody = z
  .object({
    class_id: classId,
    from_class_id: classId,
    scope: z.enum(CHANGE_SCOPES, { error: `must be one of ${CHANGE_SCOPES.join(", ")}` }).default("party"),
    reason: z.string({ error: "must be text" }).trim().max(STAFF_MOVE_REASON_MAX, `must be at most ${STAFF_MOVE_REASON_MAX} characters`).optional(),
    settlement: z.enum(STAFF_MOVE_SETTLEMENTS, { error: `must be one of ${STAFF_MOVE_SETTLEMENTS.join(", ")}` }).optional(),
  })
  .strict();

/** GET registrations (not in spec §7's list: the console's Registrations area, decision 021). */
const registrationListQuery = pageQuery.extend({
  search: listSearch.optional(),
  class_id: idParam.optional(),
  status: z.enum(REGISTRATION_STATUS_KEYS, { message: `must be one of ${REGISTRATION_STATUS_KEYS.join(", ")}` }).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
});

/** A bare date as the start of that UTC day; an instant as given. */
const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);

export const registrationStatusesRoutes = new Hono<ApiContext>().get("/", requirePermission(PERMISSIONS.registrationsView), (c) => {
  const data = REGISTRATION_STATUSES.map((status) => ({ ...status, next: REGISTRATION_TRANSITIONS[status.key] }));
  return c.json({ data, meta: { count: data.length } });
});

export const registrationAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.registrationsView), validate("query", registrationListQuery), async (c) => {
    const { search, class_id: classId, from, to, ...page } = c.req.valid("query");
    const { rows, total } = await listRegistrations(c.env.DB, { ...page, search: search || undefined, classId, from: instant(from), to: instant(to) });
    return c.json({ data: rows.map(registrationJson), meta: { count: rows.length, total } });
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.registrationsView), validate("param", idPath), async (c) =>
    c.json(registrationJson(await findRegistration(c.env.DB, c.req.valid("param").id))),
  )
  .put(
    "/:id{[0-9]+}",
    requirePermission(PERMISSIONS.registrationsUpdate),
    validate("param", idPath),
    validate("json", registrationUpdateBody),
    async (c) => c.json(registrationJson(await updateRegistration(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json")))),
  )
  .post(
    "/:id{[0-9]+}/status",
    requirePermission(PERMISSIONS.registrationsUpdate),
    validate("param", idPath),
    validate("json", statusBody),
    async (c) =>
      c.json(registrationJson(await setRegistrationStatus(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json").status, c.env))),
  )
  .post("/:id{[0-9]+}/totals", requirePermission(PERMISSIONS.registrationsView), validate("param", idPath), async (c) =>
    c.json(totalsJson(await findRegistration(c.env.DB, c.req.valid("param").id))),
  )
  .post("/:id{[0-9]+}/confirmation", requirePermission(PERMISSIONS.registrationsUpdate), validate("param", idPath), async (c) =>
    c.json(await emailRegistration(c.env.DB, c.var.caller, c.req.valid("param").id, "confirmation", shopOrigin(c)), 201),
  )
  .post("/:id{[0-9]+}/reminder", requirePermission(PERMISSIONS.registrationsUpdate), validate("param", idPath), async (c) =>
    c.json(await emailRegistration(c.env.DB, c.var.caller, c.req.valid("param").id, "reminder", shopOrigin(c)), 201),
  )
  .get("/:id{[0-9]+}/move", requirePermission(PERMISSIONS.registrationsUpdate), validate("param", idPath), validate("query", scopeQuery), async (c) =>
    c.json(await staffMovePlan(c.env.DB, c.req.valid("param").id, c.req.valid("query").scope, new Date())),
  )
  .post(
    "/:id{[0-9]+}/move",
    requirePermission(PERMISSIONS.registrationsUpdate),
    validate("param", idPath),
    validate("json", staffMoveBody),
    async (c) =>
      c.json(
        await moveRegistrationByStaff(
          {
            db: c.var.db,
            gateway: () => paymentGateway(c.env),
            actor: c.var.caller,
            seats: c.env,
            now: new Date(),
            payLinks: { env: c.env, origin: shopOrigin(c) },
          },
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  )
  .post(
    "/:id{[0-9]+}/refund",
    requirePermission(PERMISSIONS.registrationsUpdate, PERMISSIONS.paymentsRefund),
    validate("param", idPath),
    validate("json", refundBody),
    async (c) => {
      const registration = await findRegistration(c.env.DB, c.req.valid("param").id);
      const refund = await refundPayment(
        { db: c.var.db, gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env },
        { ...refundRequest(c.req.valid("json")), orderId: registration.order_id, registrationId: registration.id },
      );
      return c.json(refund, 201);
    },
  );
