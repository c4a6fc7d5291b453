/**
 * A new class type from the console (decision 050): POST class-types — who may, field messages
 * with nothing inserted, a name another type has (409), the key made from the name, a portions
 * type's portion prices copied, the audit record in the insert's batch, and the type offered by
 * the class form's choices.
 */
import { describe, expect, it } from "vitest";
import { keyOfName } from "../../../workers/api/services/class-type-admin";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { all, first } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface StaffClassType {
  id: number;
  key: string;
  name: string;
  description: string;
  offer: "portions" | "seats" | "pairs";
  seat_price_cents: number | null;
  pair_price_cents: number | null;
  prices: Array<{ portion_size_id: number; portion_quantity_id: number; price_cents: number }>;
  picture: unknown;
  upcoming_classes: number;
}

const typesNamed = async (name: string) => (await first<{ n: number }>("SELECT count(*) AS n FROM class_types WHERE lower(name) = lower(?1)", name)).n;
const createAudits = async () => (await first<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE action = 'class-types.create'")).n;

const body = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: "Roll, fill and fold by hand.",
  offer: "seats",
  seat_price_cents: 5900,
  ...overrides,
});

describe("staff create class types", () => {
  it("answers 401 without a token and 403 to a customer and to staff without classes.create, inserting nothing", async () => {
    const name = `Dumplings ${unique()}`;
    const customer = (await registerCustomer()).token;
    for (const token of [undefined, customer, KITCHEN, STAFF]) {
      const answer = await call("POST", "/class-types", { token, body: body(name) });
      expectError(answer, token === undefined ? 401 : 403, token === undefined ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    expect(await typesNamed(name)).toBe(0);
  });

  it("refuses bad input with field messages and inserts nothing", async () => {
    const name = `Dumplings ${unique()}`;
    // Every case carries this description, so a type any of them inserted would be found by it.
    const description = `Refused ${unique()}`;
    const auditsBefore = await createAudits();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "   " }, "name", "is required"],
      [{ name: "x".repeat(81) }, "name", "must be at most 80 characters"],
      [{ seat_price_cents: null }, "seat_price_cents", "is needed when the class sells seats"],
      [{ offer: "pairs" }, "pair_price_cents", "is needed when the class sells seats for couples"],
      [{ offer: "dinner" }, "offer", "must be portions, seats or pairs"],
      [{ seat_price_cents: 59.5 }, "seat_price_cents", "must be whole cents"],
      [{ seat_price_cents: -100 }, "seat_price_cents", "must be at least $1.00"],
    ];
    for (const [overrides, field, message] of cases) {
      const error = expectError(await call("POST", "/class-types", { token: MANAGER, body: body(name, { description, ...overrides }) }), 400, "BAD_REQUEST", field);
      expect(error.error.fields?.[field]).toEqual([message]);
    }
    expect(await typesNamed(name)).toBe(0);
    expect((await first<{ n: number }>("SELECT count(*) AS n FROM class_types WHERE description = ?1", description)).n).toBe(0);
    // Only this file creates types through the api in its project: no create was recorded.
    expect(await createAudits()).toBe(auditsBefore);
  });

  it("creates a seats type with its key and audit record in one batch, offered by the class form", async () => {
    const name = `Dumplings & Bao ${unique()}`;
    const created = await call<StaffClassType>("POST", "/class-types", { token: MANAGER, body: body(`  ${name} `, { pair_price_cents: 9900 }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name, description: "Roll, fill and fold by hand.", offer: "seats", seat_price_cents: 5900, picture: null, upcoming_classes: 0 });
    // The price the offer does not use is not kept; a seats type has no portion prices.
    expect(created.body.pair_price_cents).toBeNull();
    expect(created.body.prices).toEqual([]);
    const row = await first<{ key: string; name: string; offer: string }>("SELECT key, name, offer FROM class_types WHERE id = ?1", created.body.id);
    expect(row).toEqual({ key: keyOfName(name), name, offer: "seats" });
    expect(row.key).toMatch(/^dumplings-and-bao-[a-z0-9-]+$/);

    const records = await all<{ actor_email: string; resource: string; before: string | null; after: string }>(
      "SELECT actor_email, resource, before, after FROM audit_log WHERE action = 'class-types.create' AND resource_id = ?1",
      String(created.body.id),
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ actor_email: "daniel.olsen@cachevalleykitchen.com", resource: "class-types", before: null });
    expect(JSON.parse(records[0]!.after)).toEqual({
      key: row.key,
      name,
      description: "Roll, fill and fold by hand.",
      offer: "seats",
      seat_price_cents: 5900,
      pair_price_cents: null,
      reminder_hours: 48,
      min_seats: 0,
      decision_hours: 72,
      portion_prices_from: null,
    });

    const choices = await call<{ class_types: Array<{ id: number; name: string }> }>("GET", "/classes/choices", { token: MANAGER });
    expect(choices.body.class_types).toContainEqual({ id: created.body.id, name });
    const listed = await call<{ data: StaffClassType[] }>("GET", `/class-types?ids=${created.body.id}`, { token: KITCHEN });
    expect(listed.body.data.map((type) => type.name)).toEqual([name]);
  });

  it("refuses a name another type has (case and spaces aside) with 409 on name, inserting nothing", async () => {
    const name = `Sourdough ${unique()}`;
    expect((await call("POST", "/class-types", { token: MANAGER, body: body(name) })).status).toBe(201);
    const auditsBefore = await createAudits();
    for (const again of [name, ` ${name.toUpperCase()}  `]) {
      const refused = expectError(await call("POST", "/class-types", { token: MANAGER, body: body(again, { offer: "pairs", pair_price_cents: 12_900 }) }), 409, "CLASS_TYPE_EXISTS", "name");
      expect(refused.error.fields?.name?.[0]).toMatch(/is taken by another class type/);
    }
    // With another field wrong too, the 400 names both.
    const both = expectError(await call("POST", "/class-types", { token: MANAGER, body: body(name, { seat_price_cents: null }) }), 400, "BAD_REQUEST", "seat_price_cents");
    expect(both.error.fields?.name?.[0]).toMatch(/is taken by another class type/);
    // The seed's types too.
    expectError(await call("POST", "/class-types", { token: MANAGER, body: body("date night") }), 409, "CLASS_TYPE_EXISTS", "name");
    expect(await typesNamed(name)).toBe(1);
    expect(await createAudits()).toBe(auditsBefore);
  });

  it("gives a name whose key is taken the next free key", async () => {
    const suffix = unique();
    const keys: string[] = [];
    // Three names, one key: pho-night-<suffix>, then -2 and -3.
    for (const name of [`Pho Night ${suffix}`, `Pho-Night ${suffix}`, `Pho night! ${suffix}`]) {
      const created = await call<StaffClassType>("POST", "/class-types", { token: MANAGER, body: body(name) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      keys.push((await first<{ key: string }>("SELECT key FROM class_types WHERE id = ?1", created.body.id)).key);
    }
    const base = keyOfName(`Pho Night ${suffix}`);
    expect(keys).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it("starts a portions type with the standard portions type's prices", async () => {
    const name = `Freezer Meals ${unique()}`;
    const created = await call<StaffClassType>("POST", "/class-types", { token: MANAGER, body: body(name, { offer: "portions", seat_price_cents: 5900 }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ offer: "portions", seat_price_cents: null, pair_price_cents: null });
    // Meal Assembly (id 1) is the first type selling portions that has portion prices.
    const standard = await all<{ portion_size_id: number; portion_quantity_id: number; price_cents: number }>(
      "SELECT portion_size_id, portion_quantity_id, price_cents FROM portion_prices WHERE class_type_id = 1 ORDER BY portion_size_id, portion_quantity_id",
    );
    const copied = await all<{ portion_size_id: number; portion_quantity_id: number; price_cents: number }>(
      "SELECT portion_size_id, portion_quantity_id, price_cents FROM portion_prices WHERE class_type_id = ?1 ORDER BY portion_size_id, portion_quantity_id",
      created.body.id,
    );
    expect(standard.length).toBeGreaterThan(0);
    expect(copied).toEqual(standard);
    expect(created.body.prices).toHaveLength(standard.length);
    const record = await first<{ after: string }>("SELECT after FROM audit_log WHERE action = 'class-types.create' AND resource_id = ?1", String(created.body.id));
    expect(JSON.parse(record.after)).toMatchObject({ offer: "portions", portion_prices_from: { id: 1, name: "Meal Assembly" } });
  });
});

describe("keyOfName", () => {
  it("makes lowercase words joined by dashes, and a key for a name with none", () => {
    expect(keyOfName("Knife Skills!")).toBe("knife-skills");
    expect(keyOfName("  Crème Brûlée & Co. ")).toBe("creme-brulee-and-co");
    expect(keyOfName("🍣🍣")).toBe("class-type");
    expect(keyOfName("a".repeat(100))).toHaveLength(60);
  });
});
