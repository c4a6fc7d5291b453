/**
 * Private-class requests (issue 9, decision 032; not in spec §7): POST class-requests and
 * GET class-requests/{token} need no sign-in (the token is the requester's secret); staff list
 * them (GET class-requests), read one (GET class-requests/{id}) and move its status
 * (PUT class-requests/{id}/status) with class-requests.view / .update.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import {
  CLASS_REQUEST_STATUSES,
  CLASS_REQUEST_TOKEN_RE,
  DECLINE_REASON_MAX,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  MENU_WISHES_MAX,
  OCCASION_MAX,
  PREFERRED_DATES_MAX,
} from "../../core/class-requests";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { shopOrigin } from "../lib/shop-origin";
import { emailField, pageQuery, phoneField } from "../lib/user-input";
import { validate } from "../lib/validate";
import { createClassRequest, findClassRequest, findClassRequestByToken, listClassRequests, setClassRequestStatus } from "../services/class-requests";

const ymd = z
  .string({ error: "must be dates (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be dates (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "must be real dates");

const optionalText = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max.toLocaleString("en-US")} characters`).trim().default("");

export const classRequestBody = z
  .object({
    location_id: z.number({ error: "choose a kitchen" }).int("choose a kitchen").positive("choose a kitchen"),
    preferred_dates: z
      .array(ymd, { error: "give one to three dates" })
      .min(1, "give at least one date")
      .max(PREFERRED_DATES_MAX, `give at most ${PREFERRED_DATES_MAX} dates`)
      .refine((dates) => new Set(dates).size === dates.length, "give each date once"),
    group_size: z
      .number({ error: `must be a number of people from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}` })
      .int(`must be a whole number of people`)
      .min(GROUP_SIZE_MIN, `must be at least ${GROUP_SIZE_MIN} people`)
      .max(GROUP_SIZE_MAX, `must be at most ${GROUP_SIZE_MAX} people (write to us about a bigger group)`),
    occasion: optionalText(OCCASION_MAX),
    menu_wishes: optionalText(MENU_WISHES_MAX),
    name: z.string({ error: "is required" }).max(100, "must be at most 100 characters").trim().min(1, "is required"),
    email: emailField,
    phone: z.union([z.literal(""), phoneField]).optional().default(""),
  })
  .strict();

const tokenPath = z.object({ token: z.string().regex(CLASS_REQUEST_TOKEN_RE, "is not a request's link") });
const idPath = z.object({ id: idParam });
const listQuery = pageQuery.extend({
  status: z.enum(CLASS_REQUEST_STATUSES, { error: `must be one of ${CLASS_REQUEST_STATUSES.join(", ")}` }).optional(),
  location: idParam.optional(),
});
const statusBody = z
  .object({
    status: z.enum(CLASS_REQUEST_STATUSES, { error: `must be one of ${CLASS_REQUEST_STATUSES.join(", ")}` }),
    reason: z.string({ error: "must be text" }).max(DECLINE_REASON_MAX, `must be at most ${DECLINE_REASON_MAX} characters`).trim().default(""),
    class_id: z.number({ error: "must be a class id" }).int("must be a class id").positive("must be a class id").nullable().default(null),
  })
  .strict();

export const classRequestsRoutes = new Hono<ApiContext>()
  .post("/", validate("json", classRequestBody), async (c) =>
    c.json(await createClassRequest(c.env.DB, c.req.valid("json"), shopOrigin(c) ?? "", new Date()), 201),
  )
  // Ten or more characters: a token (even one of only digits), never a staff id.
  .get("/:token{[0-9a-zA-Z]{10,}}", validate("param", tokenPath), async (c) => c.json(await findClassRequestByToken(c.env.DB, c.req.valid("param").token)))
  .get("/", requirePermission(PERMISSIONS.classRequestsView), validate("query", listQuery), async (c) => {
    const { status, location, limit, offset } = c.req.valid("query");
    const page = await listClassRequests(c.env.DB, { status, location_id: location, limit, offset });
    return c.json({ data: page.data, meta: { total: page.total, limit, offset } });
  })
  .get("/:id{[0-9]{1,9}}", requirePermission(PERMISSIONS.classRequestsView), validate("param", idPath), async (c) =>
    c.json(await findClassRequest(c.env.DB, c.req.valid("param").id)),
  )
  .put("/:id{[0-9]{1,9}}/status", requirePermission(PERMISSIONS.classRequestsUpdate), validate("param", idPath), validate("json", statusBody), async (c) =>
    c.json(await setClassRequestStatus(c.env.DB, c.var.caller, c.req.valid("param").id, c.req.valid("json"), shopOrigin(c) ?? "")),
  );
