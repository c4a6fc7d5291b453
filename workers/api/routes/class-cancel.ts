/**
 * PUT classes/{id}/cancel (spec §7; classes.cancel and payments.refund; decisions 020, 021): the
 * class is canceled and each paid registration refunded (services/class-cancel.ts), with staff's
 * message in each customer's e-mail (decision 077). 207 when a refund failed: running it again
 * retries those and refunds nobody twice. GET classes/{id}/cancel: what it would do — bookings,
 * the money to refund, the dates everyone could move to instead — and POST classes/{id}/move
 * (classes.cancel and registrations.update): everyone moved there, the class canceled, no money
 * moved (services/class-move.ts; decision 077). PUT
 * classes/{id}/run-anyway (classes.update; decision 065): the class runs whatever its count.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import { MESSAGE_TEXT_MAX } from "../../core/class-message";
import { cancelClass } from "../services/class-cancel";
import { classCancelPlan } from "../services/class-cancel-plan";
import { moveClassGuests } from "../services/class-move";
import { runAnyway } from "../services/go-no-go-state";
import { raiseSeatVersion } from "../services/seats";

const idPath = z.object({ id: idParam });

const message = z
  .string()
  .trim()
  .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`)
  .optional();
const guestsVersion = z.string().regex(/^[0-9a-f]{16}$/, "must be the guest list's version the confirm step showed");
const cancelBody = z.object({ message, guests_version: guestsVersion.optional() }).strict();
const moveBody = z.object({ class_id: z.number({ error: "must be a class id" }).int("must be a class id").positive("must be a class id"), guests_version: guestsVersion, message }).strict();

export const classCancelRoutes = new Hono<ApiContext>()
  .put("/:id{[0-9]+}/cancel", requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.paymentsRefund), validate("param", idPath), validate("json", cancelBody), async (c) => {
    const ctx = { db: c.var.db, gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env, now: new Date() };
    const answer = await cancelClass(ctx, c.req.valid("param").id, c.req.valid("json"));
    return c.json(answer, answer.failed_registrations.length ? 207 : 200);
  })
  .get("/:id{[0-9]+}/cancel", requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.paymentsRefund), validate("param", idPath), async (c) => {
    const { moving: _moving, blocked: _blocked, ...plan } = await classCancelPlan(c.env.DB, c.req.valid("param").id);
    return c.json(plan);
  })
  .post(
    "/:id{[0-9]+}/move",
    requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.registrationsUpdate),
    validate("param", idPath),
    validate("json", moveBody),
    async (c) => {
      const ctx = { db: c.var.db, gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env, now: new Date() };
      const answer = await moveClassGuests(ctx, c.req.valid("param").id, c.req.valid("json"));
      return c.json(answer, answer.failed_registrations.length ? 207 : 200);
    },
  )
  // Decision 065: staff confirm a class with a minimum to run whatever its count, before its decision time.
  .put("/:id{[0-9]+}/run-anyway", requirePermission(PERMISSIONS.classesUpdate), validate("param", idPath), async (c) => {
    const answer = await runAnyway(c.var.db, c.var.caller, c.req.valid("param").id, new Date());
    // The class page's "needs N more" goes: its caches are told as for a change of seats.
    await raiseSeatVersion(c.env);
    return c.json(answer);
  });
