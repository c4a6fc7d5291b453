/**
 * Promotions and codes for staff (spec §7, decision 025): GET/POST promotions, GET/PUT/DELETE
 * promotions/{id}, GET promotions/{id}/orders, GET/POST promotions/{id}/codes, GET/PUT/DELETE
 * codes/{id}. Codes belong to their promotion's permissions: reading them is promotions.view,
 * making them promotions.create, changing them promotions.update, deleting them promotions.delete.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { listSearch, pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import { createPromotion, deletePromotion, findPromotion, listPromotions, PROMOTION_STATUSES, promotionOrders, updatePromotion } from "../services/promotion-admin";
import { createCodes, deleteCode, findCode, listCodes, MAX_CODE_BATCH, type NewCodes, updateCode } from "../services/promotion-codes";

const text = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(min, `must be at least ${min.toLocaleString("en-US")}`)
    .max(max, `must be at most ${max.toLocaleString("en-US")}`);
const limit = (what: string) => whole(what, 1, 1_000_000).nullable();
const instant = z
  .string({ error: "must be a time, like 2026-12-01T07:00:00Z" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "must be a time with its zone, like 2026-12-01T07:00:00Z")
  .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real time")
  .nullable();

const promotionFields = {
  name: text(120).min(1, "is required"),
  description: text(2000),
  discount_type: z.enum(["percent", "fixed"], { message: "must be percent or fixed" }),
  // percent: basis points, 1 to 10,000 (checked with the type); fixed: cents.
  discount_value: whole("a whole number (basis points or cents)", 1, 1_000_000),
  applies_to: z.enum(["order", "classes"], { message: "must be order or classes" }),
  class_type_ids: z
    .array(z.number({ error: "must be class type ids" }).int("must be class type ids").positive("must be class type ids"), {
      error: "must be a list of class type ids",
    })
    .max(100, "may name at most 100 class types"),
  gift_cards: z.boolean({ error: "must be true or false" }),
  minimum_cents: whole("whole cents", 0, 10_000_000),
  starts_at: instant,
  ends_at: instant,
  usage_limit: limit("a number of uses"),
  per_customer_limit: limit("a number of uses"),
  active: z.boolean({ error: "must be true or false" }),
};

const promotionBody = z.object({
  ...promotionFields,
  description: promotionFields.description.default(""),
  applies_to: promotionFields.applies_to.default("order"),
  class_type_ids: promotionFields.class_type_ids.default([]),
  gift_cards: promotionFields.gift_cards.default(false),
  minimum_cents: promotionFields.minimum_cents.default(0),
  starts_at: promotionFields.starts_at.default(null),
  ends_at: promotionFields.ends_at.default(null),
  usage_limit: promotionFields.usage_limit.default(null),
  per_customer_limit: promotionFields.per_customer_limit.default(null),
  active: promotionFields.active.default(true),
});

/** PUT: every field may be left out (kept); `{ "active": false }` retires. */
const promotionPatch = z.object(promotionFields).partial().strict();

const listQuery = pageQuery.extend({
  search: listSearch.optional(),
  status: z.enum(PROMOTION_STATUSES, { message: `must be one of ${PROMOTION_STATUSES.join(", ")}` }).optional(),
});

const codeListQuery = pageQuery.extend({
  search: z.string().trim().max(40, "must be at most 40 characters").optional(),
  // The CSV download reads a whole batch at once.
  limit: z
    .string()
    .regex(/^\d{1,5}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 5000, "must be between 1 and 5000")
    .default(100),
});

/** One code typed by staff (`code`), or `count` random ones with an optional prefix. */
const newCodesBody = z
  .object({
    code: z.string({ error: "must be text" }).optional(),
    count: whole("a number of codes", 1, MAX_CODE_BATCH).optional(),
    prefix: z
      .string({ error: "must be text" })
      .trim()
      .max(20, "must be at most 20 characters")
      .regex(/^[A-Za-z0-9]*$/, "may hold letters and digits only")
      .transform((value) => value.toUpperCase())
      .default(""),
    usage_limit: limit("a number of uses").optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.code === undefined) === (body.count === undefined)) {
      ctx.addIssue({ code: "custom", path: ["count"], message: "give either a code, or a count of codes to make" });
    }
  })
  .transform((body): NewCodes =>
    body.code !== undefined
      ? { code: body.code, usage_limit: body.usage_limit ?? null }
      : // A batch is single use unless told otherwise (null: no limit of its own).
        { count: body.count ?? 0, prefix: body.prefix, usage_limit: body.usage_limit === undefined ? 1 : body.usage_limit },
  );

const codePatch = z
  .object({ usage_limit: limit("a number of uses").optional(), active: z.boolean({ error: "must be true or false" }).optional() })
  .strict();

const idPath = z.object({ id: idParam });

export const promotionAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.promotionsView), validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const { promotions, total } = await listPromotions(
      c.var.db,
      { search: query.search || undefined, status: query.status, limit: query.limit, offset: query.offset },
      new Date(),
    );
    return c.json({ data: promotions, meta: { count: promotions.length, total } });
  })
  .post("/", requirePermission(PERMISSIONS.promotionsCreate), validate("json", promotionBody), async (c) => {
    const db = c.var.db;
    const id = await createPromotion(db, c.var.caller, c.req.valid("json"));
    return c.json(await findPromotion(db, id, new Date()), 201);
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsView), validate("param", idPath), async (c) =>
    c.json(await findPromotion(c.var.db, c.req.valid("param").id, new Date())),
  )
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsUpdate), validate("param", idPath), validate("json", promotionPatch), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await updatePromotion(db, c.var.caller, id, c.req.valid("json"), new Date());
    return c.json(await findPromotion(db, id, new Date()));
  })
  .delete("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsDelete), validate("param", idPath), async (c) => {
    const { id } = c.req.valid("param");
    await deletePromotion(c.var.db, c.var.caller, id, new Date());
    return c.json({ id, deleted: true });
  })
  .get("/:id{[0-9]+}/orders", requirePermission(PERMISSIONS.promotionsView), validate("param", idPath), validate("query", pageQuery), async (c) => {
    const { orders, total } = await promotionOrders(c.env.DB, c.var.db, c.req.valid("param").id, c.req.valid("query"), new Date());
    return c.json({ data: orders, meta: { count: orders.length, total } });
  })
  .get("/:id{[0-9]+}/codes", requirePermission(PERMISSIONS.promotionsView), validate("param", idPath), validate("query", codeListQuery), async (c) => {
    const query = c.req.valid("query");
    const { codes, total } = await listCodes(
      c.var.db,
      c.req.valid("param").id,
      { search: query.search || undefined, limit: query.limit, offset: query.offset },
      new Date(),
    );
    return c.json({ data: codes, meta: { count: codes.length, total } });
  })
  .post("/:id{[0-9]+}/codes", requirePermission(PERMISSIONS.promotionsCreate), validate("param", idPath), validate("json", newCodesBody), async (c) => {
    const made = await createCodes(c.var.db, c.var.caller, c.req.valid("param").id, c.req.valid("json"), new Date());
    return c.json({ data: made, meta: { count: made.length } }, 201);
  });

export const codeAdminRoutes = new Hono<ApiContext>()
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsView), validate("param", idPath), async (c) =>
    c.json(await findCode(c.var.db, c.req.valid("param").id)),
  )
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsUpdate), validate("param", idPath), validate("json", codePatch), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await updateCode(db, c.var.caller, id, c.req.valid("json"));
    return c.json(await findCode(db, id));
  })
  .delete("/:id{[0-9]+}", requirePermission(PERMISSIONS.promotionsDelete), validate("param", idPath), async (c) => {
    const { id } = c.req.valid("param");
    await deleteCode(c.var.db, c.var.caller, id);
    return c.json({ id, deleted: true });
  });
