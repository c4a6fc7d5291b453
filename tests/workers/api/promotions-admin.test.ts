/** The Promotions and codes area of the console (decision 025): who may, validation, codes, orders, audit. */
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { all, cartWith, first, freshClass, paidOrderId, startedCheckout } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

interface Promotion {
  id: number;
  name: string;
  status: string;
  discount_type: string;
  discount_value: number;
  applies_to: string;
  class_type_ids: number[];
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  code_count: number;
}

interface Code {
  id: number;
  promotion_id: number;
  code: string;
  usage_limit: number | null;
  uses: number;
  active: boolean;
}

function promotionInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Harvest Week ${unique()}`,
    description: "20% off every class.",
    discount_type: "percent",
    discount_value: 2000,
    ...overrides,
  };
}

const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values)).n;
const promotionCount = () => count("SELECT count(*) AS n FROM promotions");
const codeCount = () => count("SELECT count(*) AS n FROM codes");
const auditCount = (action: string, id: number) =>
  count("SELECT count(*) AS n FROM audit_log WHERE action = ?1 AND resource = 'promotions' AND resource_id = ?2", action, String(id));

async function created(overrides: Record<string, unknown> = {}): Promise<Promotion> {
  const answer = await call<Promotion>("POST", "/promotions", { token: MANAGER, body: promotionInput(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("staff promotions: who may", () => {
  it("answers 401 signed out and 403 to a customer and to staff without promotions.*, changing nothing", async () => {
    const customer = (await registerCustomer()).token;
    const promotion = await created();
    const [code] = (await call<{ data: Code[] }>("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { count: 1 } })).body.data;
    const before = [await promotionCount(), await codeCount()];
    const routes = [
      ["GET", "/promotions", undefined],
      ["POST", "/promotions", promotionInput()],
      ["GET", `/promotions/${promotion.id}`, undefined],
      ["PUT", `/promotions/${promotion.id}`, { active: false }],
      ["DELETE", `/promotions/${promotion.id}`, undefined],
      ["GET", `/promotions/${promotion.id}/orders`, undefined],
      ["GET", `/promotions/${promotion.id}/codes`, undefined],
      ["POST", `/promotions/${promotion.id}/codes`, { count: 5 }],
      ["GET", `/codes/${code!.id}`, undefined],
      ["PUT", `/codes/${code!.id}`, { active: false }],
      ["DELETE", `/codes/${code!.id}`, undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: STAFF }), 403, "FORBIDDEN");
    }
    expect([await promotionCount(), await codeCount()]).toEqual(before);
    expect((await first<{ active: number }>("SELECT active FROM promotions WHERE id = ?1", promotion.id)).active).toBe(1);
    expect((await first<{ active: number }>("SELECT active FROM codes WHERE id = ?1", code!.id)).active).toBe(1);
  });
});

describe("staff promotions: rules", () => {
  it("answers bad input with a message per field and stores nothing", async () => {
    const before = await promotionCount();
    const shape = expectError(
      await call("POST", "/promotions", {
        token: MANAGER,
        body: promotionInput({ name: " ", discount_type: "free", discount_value: 0, minimum_cents: -5, starts_at: "tomorrow", usage_limit: 0 }),
      }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(shape.error.fields!).sort()).toEqual(["discount_type", "discount_value", "minimum_cents", "name", "starts_at", "usage_limit"]);
    const rules = expectError(
      await call("POST", "/promotions", {
        token: MANAGER,
        body: promotionInput({
          discount_value: 10_001,
          applies_to: "classes",
          class_type_ids: [],
          starts_at: "2026-12-10T07:00:00Z",
          ends_at: "2026-12-01T07:00:00Z",
        }),
      }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(rules.error.fields!).sort()).toEqual(["class_type_ids", "discount_value", "ends_at"]);
    expectError(
      await call("POST", "/promotions", { token: MANAGER, body: promotionInput({ applies_to: "classes", class_type_ids: [999_999] }) }),
      400,
      "BAD_REQUEST",
      "class_type_ids",
    );
    expect(await promotionCount()).toBe(before);
  });

  it("creates every kind of rule, edits it, retires it, and audits each change", async () => {
    const promotion = await created({
      discount_type: "fixed",
      discount_value: 1500,
      applies_to: "classes",
      class_type_ids: [3, 1],
      minimum_cents: 6000,
      starts_at: "2030-01-01T07:00:00Z",
      ends_at: "2030-02-01T07:00:00Z",
      usage_limit: 100,
      per_customer_limit: 1,
    });
    expect(promotion).toMatchObject({
      status: "scheduled",
      discount_type: "fixed",
      discount_value: 1500,
      class_type_ids: [1, 3],
      starts_at: "2030-01-01T07:00:00.000Z",
      ends_at: "2030-02-01T07:00:00.000Z",
      active: true,
    });
    expect(await auditCount("promotions.create", promotion.id)).toBe(1);

    // A partial PUT keeps the other fields; going back to "order" drops the class types.
    const update = await call<Promotion>("PUT", `/promotions/${promotion.id}`, {
      token: MANAGER,
      body: { applies_to: "order", gift_cards: true, starts_at: null, discount_type: "percent", discount_value: 2500 },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({ status: "active", applies_to: "order", class_type_ids: [], discount_value: 2500, ends_at: "2030-02-01T07:00:00.000Z" });
    const record = await first<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE action = 'promotions.update' AND resource_id = ?1",
      String(promotion.id),
    );
    expect(JSON.parse(record.before)).toMatchObject({ discount_type: "fixed", discount_value: 1500, class_type_ids: [1, 3] });
    expect(JSON.parse(record.after)).toMatchObject({ discount_type: "percent", discount_value: 2500, class_type_ids: [], gift_cards: true });

    // Bad input on update changes nothing; an unknown promotion is 404.
    expectError(await call("PUT", `/promotions/${promotion.id}`, { token: MANAGER, body: { discount_value: 20_000 } }), 400, "BAD_REQUEST", "discount_value");
    expectError(await call("PUT", `/promotions/${promotion.id}`, { token: MANAGER, body: { uses: 0 } }), 400, "BAD_REQUEST");
    expect((await first<{ discount_value: number }>("SELECT discount_value FROM promotions WHERE id = ?1", promotion.id)).discount_value).toBe(2500);
    expectError(await call("PUT", "/promotions/999999", { token: MANAGER, body: { active: false } }), 404, "NOT_FOUND");

    const retire = await call<Promotion>("PUT", `/promotions/${promotion.id}`, { token: MANAGER, body: { active: false } });
    expect(retire.body).toMatchObject({ status: "retired", active: false });
    expect(await auditCount("promotions.retire", promotion.id)).toBe(1);
  });

  it("lists by name or code and by status, with the total", async () => {
    const tag = unique().replace(/[^A-Za-z0-9]/g, "").toUpperCase();
    const scheduled = await created({ name: `Filter ${tag} later`, starts_at: "2031-01-01T07:00:00Z" });
    const ended = await created({ name: `Filter ${tag} over`, ends_at: "2020-01-01T07:00:00Z" });
    const live = await created({ name: "Plain name" });
    await call("POST", `/promotions/${live.id}/codes`, { token: MANAGER, body: { code: `FIND${tag}` } });
    const byName = await call<{ data: Promotion[]; meta: { total: number } }>("GET", `/promotions?search=filter ${tag.toLowerCase()}`, { token: MANAGER });
    expect(byName.body.data.map((row) => row.id).sort()).toEqual([scheduled.id, ended.id].sort());
    expect(byName.body.meta.total).toBe(2);
    const byCode = await call<{ data: Promotion[] }>("GET", `/promotions?search=find${tag.toLowerCase()}`, { token: MANAGER });
    expect(byCode.body.data.map((row) => row.id)).toEqual([live.id]);
    for (const [status, id] of [["scheduled", scheduled.id], ["ended", ended.id]] as const) {
      const list = await call<{ data: Promotion[] }>("GET", `/promotions?search=${tag}&status=${status}`, { token: MANAGER });
      expect(list.body.data.map((row) => row.id)).toEqual([id]);
    }
    // The seeded retired promotion (Chef's Pick) is retired; none of the active ones are.
    const retired = await call<{ data: Promotion[] }>("GET", "/promotions?status=retired&limit=100", { token: MANAGER });
    expect(retired.body.data.every((row) => row.status === "retired")).toBe(true);
    expect(retired.body.data.some((row) => row.id === 9)).toBe(true);
    expectError(await call("GET", "/promotions?status=sometimes", { token: MANAGER }), 400, "BAD_REQUEST", "status");
  });
});

describe("staff promotions: codes", () => {
  it("makes 500 unique single-use codes in one call, lists them for the CSV, and audits the batch", async () => {
    const promotion = await created();
    const before = await codeCount();
    const answer = await call<{ data: Code[]; meta: { count: number } }>("POST", `/promotions/${promotion.id}/codes`, {
      token: MANAGER,
      body: { count: 500, prefix: "harvest" },
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
    expect(answer.body.meta.count).toBe(500);
    const made = answer.body.data.map((code) => code.code);
    expect(new Set(made).size).toBe(500);
    expect(made.every((code) => /^HARVEST-[A-HJKMNP-Z2-9]{8}$/.test(code))).toBe(true);
    expect(answer.body.data.every((code) => code.usage_limit === 1 && code.active)).toBe(true);
    expect(await codeCount()).toBe(before + 500);
    // Unique across every code, not only this promotion's.
    expect(await count("SELECT count(*) AS n FROM codes WHERE code IN (SELECT value FROM json_each(?1))", JSON.stringify(made))).toBe(500);
    const record = await first<{ after: string }>("SELECT after FROM audit_log WHERE action = 'codes.create' AND resource_id = ?1", String(promotion.id));
    expect(JSON.parse(record.after)).toMatchObject({ count: 500, usage_limit: 1 });

    const list = await call<{ data: Code[]; meta: { total: number } }>("GET", `/promotions/${promotion.id}/codes?limit=5000`, { token: MANAGER });
    expect(list.body.meta.total).toBe(500);
    expect(list.body.data.map((code) => code.code)).toEqual(made);
    expect((await call<Promotion>("GET", `/promotions/${promotion.id}`, { token: MANAGER })).body.code_count).toBe(500);
  });

  it("refuses a taken or malformed code and a batch too large, storing nothing", async () => {
    const promotion = await created();
    const before = await codeCount();
    expectError(await call("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { code: "welcome10" } }), 400, "BAD_REQUEST", "code");
    expectError(await call("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { code: "no spaces!" } }), 400, "BAD_REQUEST", "code");
    expectError(await call("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { count: 1001 } }), 400, "BAD_REQUEST", "count");
    expectError(await call("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { count: 3, prefix: "no-dash" } }), 400, "BAD_REQUEST", "prefix");
    expectError(await call("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: {} }), 400, "BAD_REQUEST", "count");
    expectError(await call("POST", "/promotions/999999/codes", { token: MANAGER, body: { count: 3 } }), 404, "NOT_FOUND");
    expect(await codeCount()).toBe(before);
  });

  it("reads, switches off and deletes an unused code; a used code is refused", async () => {
    const promotion = await created();
    const named = await call<{ data: Code[] }>("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { code: `solo-${unique().slice(-6)}`.replace(/[^A-Za-z0-9-]/g, "") } });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const code = named.body.data[0]!;
    expect(code.code).toBe(code.code.toUpperCase());
    expect((await call<Code>("GET", `/codes/${code.id}`, { token: MANAGER })).body).toMatchObject({ id: code.id, usage_limit: null, active: true });

    expectError(await call("PUT", `/codes/${code.id}`, { token: MANAGER, body: { usage_limit: -1 } }), 400, "BAD_REQUEST", "usage_limit");
    const off = await call<Code>("PUT", `/codes/${code.id}`, { token: MANAGER, body: { active: false, usage_limit: 10 } });
    expect(off.body).toMatchObject({ active: false, usage_limit: 10 });
    expect(await auditCount("codes.update", promotion.id)).toBe(1);

    const seededUsed = await first<{ id: number }>("SELECT id FROM codes WHERE code = 'LIMITED1'");
    expectError(await call("DELETE", `/codes/${seededUsed.id}`, { token: MANAGER }), 409, "IN_USE");
    expect(await count("SELECT count(*) AS n FROM codes WHERE id = ?1", seededUsed.id)).toBe(1);

    const deleted = await call("DELETE", `/codes/${code.id}`, { token: MANAGER });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM codes WHERE id = ?1", code.id)).toBe(0);
    expect(await auditCount("codes.delete", promotion.id)).toBe(1);
    expectError(await call("GET", `/codes/${code.id}`, { token: MANAGER }), 404, "NOT_FOUND");
    expectError(await call("PUT", `/codes/${code.id}`, { token: MANAGER, body: { active: true } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/codes/${code.id}`, { token: MANAGER }), 404, "NOT_FOUND");
    for (const path of ["/promotions/999999", "/promotions/999999/orders", "/promotions/999999/codes"]) {
      expectError(await call("GET", path, { token: MANAGER }), 404, "NOT_FOUND");
    }
    expectError(await call("GET", "/promotions/abc", { token: MANAGER }), 404, "NOT_FOUND");
    expectError(await call("GET", `/promotions/${promotion.id}/codes?limit=5001`, { token: MANAGER }), 400, "BAD_REQUEST", "limit");
  });
});

describe("staff promotions: orders and deletion", () => {
  it("lists the paid orders with the discount given; later changes never alter them; a used promotion cannot be deleted", async () => {
    const promotion = await created({ discount_value: 2000 });
    const [code] = (await call<{ data: Code[] }>("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { count: 1 } })).body.data;
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass], { codeIds: [code!.id] });
    const checkout = await startedCheckout(uuid);
    expect(checkout.totals.discount_cents).toBeGreaterThan(0);
    const orderId = await paidOrderId(checkout);
    const order = await first<Record<string, number>>("SELECT * FROM orders WHERE id = ?1", orderId);

    const orders = await call<{ data: Array<{ order_id: number; code: string; discount_cents: number }>; meta: { total: number } }>(
      "GET",
      `/promotions/${promotion.id}/orders`,
      { token: MANAGER },
    );
    expect(orders.status).toBe(200);
    expect(orders.body.data).toEqual([expect.objectContaining({ order_id: orderId, code: code!.code, discount_cents: checkout.totals.discount_cents })]);

    // Halve the discount, change its kind, retire it: the paid order and its registrations stay as paid.
    const registrations = await all("SELECT * FROM registrations WHERE order_id = ?1 ORDER BY id", orderId);
    await call("PUT", `/promotions/${promotion.id}`, { token: MANAGER, body: { discount_type: "fixed", discount_value: 100, minimum_cents: 999_999 } });
    await call("PUT", `/codes/${code!.id}`, { token: MANAGER, body: { active: false } });
    await call("PUT", `/promotions/${promotion.id}`, { token: MANAGER, body: { active: false } });
    expect(await first("SELECT * FROM orders WHERE id = ?1", orderId)).toEqual(order);
    expect(await all("SELECT * FROM registrations WHERE order_id = ?1 ORDER BY id", orderId)).toEqual(registrations);
    const after = await call<{ data: Array<{ discount_cents: number }> }>("GET", `/promotions/${promotion.id}/orders`, { token: MANAGER });
    expect(after.body.data[0]!.discount_cents).toBe(checkout.totals.discount_cents);

    // Used: refused with the way out; nothing deleted.
    const refused = expectError(await call("DELETE", `/promotions/${promotion.id}`, { token: MANAGER }), 409, "IN_USE");
    expect(refused.error.message).toMatch(/Retire it instead/);
    expect(await count("SELECT count(*) AS n FROM promotions WHERE id = ?1", promotion.id)).toBe(1);
    expectError(await call("DELETE", `/codes/${code!.id}`, { token: MANAGER }), 409, "IN_USE");
  });

  it("deletes an unused promotion with its codes (and out of open carts), audited", async () => {
    const promotion = await created({ applies_to: "classes", class_type_ids: [1] });
    const made = (await call<{ data: Code[] }>("POST", `/promotions/${promotion.id}/codes`, { token: MANAGER, body: { count: 3 } })).body.data;
    const uuid = await cartWith([await freshClass()], { codeIds: [made[0]!.id] });
    expectError(await call("DELETE", "/promotions/999999", { token: MANAGER }), 404, "NOT_FOUND");
    const answer = await call("DELETE", `/promotions/${promotion.id}`, { token: MANAGER });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await count("SELECT count(*) AS n FROM promotions WHERE id = ?1", promotion.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM codes WHERE promotion_id = ?1", promotion.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM cart_promotions WHERE cart_uuid = ?1", uuid)).toBe(0);
    expect(await auditCount("promotions.delete", promotion.id)).toBe(1);
  });
});
