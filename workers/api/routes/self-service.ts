/**
 * A customer's own changes to a class registration (decision 033), for the signed-in owner of
 * its order (403 for anyone else, staff included: staff change registrations in the console):
 * GET self-service/registrations/{id} (what may be done now, the refund, the dates to move to),
 * POST …/cancel and POST …/move with { class_id }; each takes `?scope=party` (the default: every
 * seat of the order in that class, a couple, a group) or `?scope=guest` (only this one, never
 * half a couple; decision 054). Refusals are 409 with a code: CUTOFF_PASSED,
 * ALREADY_CANCELED, ALREADY_MOVED, CLASS_FULL, CLASS_NOT_AVAILABLE, PRICE_HIGHER.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireCaller } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { paymentGateway } from "../payments/gateway";
import { CHANGE_SCOPES } from "../../core/self-service";
import { cancelRegistration, moveRegistration, selfServiceState } from "../services/self-service";
import type { SelfServiceContext } from "../services/self-service-options";

const idPath = z.object({ id: idParam });
const scopeQuery = z.object({
  scope: z.enum(CHANGE_SCOPES, { error: `must be one of ${CHANGE_SCOPES.join(", ")}` }).default("party"),
});
const moveBody = z.object({ class_id: z.coerce.number({ error: "must be a class id" }).int("must be a class id").positive("must be a class id") });

export const selfServiceRoutes = new Hono<ApiContext>()
  .use(requireCaller)
  .get("/registrations/:id{[0-9]+}", validate("param", idPath), validate("query", scopeQuery), async (c) =>
    c.json(await selfServiceState(context(c.env, c.var.caller), c.req.valid("param").id, c.req.valid("query").scope)),
  )
  .post("/registrations/:id{[0-9]+}/cancel", validate("param", idPath), validate("query", scopeQuery), async (c) =>
    c.json(await cancelRegistration(context(c.env, c.var.caller), c.req.valid("param").id, c.req.valid("query").scope)),
  )
  .post("/registrations/:id{[0-9]+}/move", validate("param", idPath), validate("query", scopeQuery), validate("json", moveBody), async (c) =>
    c.json(await moveRegistration(context(c.env, c.var.caller), c.req.valid("param").id, c.req.valid("json").class_id, c.req.valid("query").scope)),
  );

function context(env: ApiContext["Bindings"], caller: SelfServiceContext["caller"]): SelfServiceContext {
  return { db: database(env.DB), gateway: () => paymentGateway(env), caller, seats: env };
}
