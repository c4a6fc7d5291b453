/**
 * PUT classes/{id}/cancel (spec §7; classes.cancel and payments.refund; decisions 020, 021): the
 * class is canceled and each paid registration refunded (services/class-cancel.ts). 207 when a
 * refund failed: running it again retries those and refunds nobody twice. PUT
 * classes/{id}/run-anyway (classes.update; decision 065): the class runs whatever its count.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import { cancelClass } from "../services/class-cancel";
import { runAnyway } from "../services/go-no-go-state";
import { raiseSeatVersion } from "../services/seats";

const idPath = z.object({ id: idParam });

export const classCancelRoutes = new Hono<ApiContext>()
  .put("/:id{[0-9]+}/cancel", requirePermission(PERMISSIONS.classesCancel, PERMISSIONS.paymentsRefund), validate("param", idPath), async (c) => {
    const ctx = { db: database(c.env.DB), gateway: () => paymentGateway(c.env), actor: c.var.caller, seats: c.env, now: new Date() };
    const answer = await cancelClass(ctx, c.req.valid("param").id);
    return c.json(answer, answer.failed_registrations.length ? 207 : 200);
  })
  // Decision 065: staff confirm a class with a minimum to run whatever its count, before its decision time.
  .put("/:id{[0-9]+}/run-anyway", requirePermission(PERMISSIONS.classesUpdate), validate("param", idPath), async (c) => {
    const answer = await runAnyway(database(c.env.DB), c.var.caller, c.req.valid("param").id, new Date());
    // The class page's "needs N more" goes: its caches are told as for a change of seats.
    await raiseSeatVersion(c.env);
    return c.json(answer);
  });
