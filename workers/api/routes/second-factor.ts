/**
 * Staff's second factor (issue 27 part 9, decision 078), which spec §7 does not list: the caller's
 * own — GET second-factor, POST second-factor/enrolment, /enrolment/confirm {code}, /verify
 * {code | recovery_code} — and another person's for their console page: GET second-factor/users/:id
 * (users.view), DELETE it (users.roles, audited). The web session remembers a pass; the api keeps
 * checking permissions on every call as before.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requireCaller, requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { secondFactorKey } from "../lib/second-factor-key";
import { validate } from "../lib/validate";
import { confirmEnrolment, resetSecondFactor, secondFactorStatus, startEnrolment, userSecondFactor, verifySecondFactor } from "../services/second-factor";

const codeField = z.string().trim().min(1, "Type the code").max(20, "must be at most 20 characters");
const userPath = z.object({ id: idParam });

export const secondFactorRoutes = new Hono<ApiContext>()
  .get("/", requireCaller, async (c) => c.json(await secondFactorStatus(c.env.DB, c.var.caller, new Date())))
  .post("/enrolment", requireCaller, async (c) => c.json(await startEnrolment(c.env.DB, await secondFactorKey(c.env), c.var.caller)))
  .post("/enrolment/confirm", requireCaller, validate("json", z.object({ code: codeField }).strict()), async (c) =>
    c.json(await confirmEnrolment(c.env.DB, await secondFactorKey(c.env), c.var.caller, c.req.valid("json").code, new Date())),
  )
  .post(
    "/verify",
    requireCaller,
    validate("json", z.union([z.object({ code: codeField }).strict(), z.object({ recovery_code: codeField }).strict()])),
    async (c) => c.json(await verifySecondFactor(c.env.DB, await secondFactorKey(c.env), c.var.caller, c.req.valid("json"), new Date())),
  )
  .get("/users/:id{[0-9]+}", requirePermission(PERMISSIONS.usersView), validate("param", userPath), async (c) =>
    c.json(await userSecondFactor(c.env.DB, c.req.valid("param").id, new Date())),
  )
  .delete("/users/:id{[0-9]+}", requirePermission(PERMISSIONS.usersRoles), validate("param", userPath), async (c) =>
    c.json(await resetSecondFactor(c.env.DB, c.var.caller, c.req.valid("param").id, new Date())),
  );
