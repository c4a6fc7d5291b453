/**
 * The console's class types (decision 047): GET and PUT class-types, the type's picture and a
 * kitchen's — who may, field messages with nothing changed, the audit record, the refusal to
 * change the offer of a type whose upcoming classes hold seats, and the cart charging the new price.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bandedPng } from "../../support/png";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { cartWith, first, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface StaffClassType {
  id: number;
  name: string;
  description: string;
  offer: "portions" | "seats" | "pairs";
  seat_price_cents: number | null;
  pair_price_cents: number | null;
  prices: unknown[];
  picture: { key: string; alt: string; width: number; height: number } | null;
  upcoming_classes: number;
  booked_classes: number;
  reminder_hours: number;
}

type TypeRow = { name: string; description: string; offer: string; seat_price_cents: number | null; pair_price_cents: number | null };
const typeRow = (id: number) => first<TypeRow>("SELECT name, description, offer, seat_price_cents, pair_price_cents FROM class_types WHERE id = ?1", id);
const audits = async (id: number, action = "class-types.update") =>
  (await first<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE action = ?1 AND resource_id = ?2", action, String(id))).n;

/** A class type of its own (the seeded ones belong to other tests), selling seats at $50. */
async function seatsType(): Promise<number> {
  const key = `test-${unique()}`;
  return (
    await first<{ id: number }>(
      "INSERT INTO class_types (key, name, description, offer, seat_price_cents) VALUES (?1, ?2, 'Knife skills', 'seats', 5000) RETURNING id",
      key,
      `Test type ${key}`,
    )
  ).id;
}

/** A public class of the type, `days` from now, with `seatsTaken` seats taken. */
async function classOf(typeId: number, { days = 10, seatsTaken = 0, canceled = false } = {}): Promise<number> {
  const template = await first<{ id: number }>("SELECT id FROM classes WHERE fulfillment_id = 1 ORDER BY id LIMIT 1");
  return (
    await first<{ id: number }>(
      `INSERT INTO classes (sku, name, description, date, duration_minutes, location_id, fulfillment_id, class_type_id,
         reservation_size_id, seats_taken, host_id, menu_id, class_is_public, canceled, published, status)
       SELECT ?2, 'Typed class', description, ?3, duration_minutes, location_id, fulfillment_id, ?4, reservation_size_id, ?5,
         host_id, menu_id, 1, ?6, 1, 'scheduled' FROM classes WHERE id = ?1 RETURNING id`,
      template.id,
      `CT-${unique()}`.slice(0, 30).toUpperCase(),
      new Date(Date.now() + days * 86_400_000).toISOString(),
      typeId,
      seatsTaken,
      canceled ? 1 : 0,
    )
  ).id;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Knife Skills Night",
  description: "Slice, dice, julienne.",
  offer: "seats",
  seat_price_cents: 6500,
  ...overrides,
});

describe("staff edit class types", () => {
  it("answers 401 without a token and 403 to a customer and to staff without classes.create, changing nothing", async () => {
    const id = await seatsType();
    const before = await typeRow(id);
    const customer = (await registerCustomer()).token;
    expectError(await call("GET", "/class-types"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/class-types", { token: customer }), 403, "FORBIDDEN");
    // The kitchen reads classes (classes.view), so it reads the types too.
    expect((await call("GET", "/class-types", { token: KITCHEN })).status).toBe(200);
    for (const token of [undefined, customer, KITCHEN, STAFF]) {
      const status = token === undefined ? 401 : 403;
      expect((await call("PUT", `/class-types/${id}`, { token, body: body() })).status).toBe(status);
      const form = new FormData();
      form.set("picture", new File([await bandedPng(40, 30)], "x.png", { type: "image/png" }));
      form.set("alt", "A knife");
      expect((await call("PUT", `/class-types/${id}/picture`, { token, body: form })).status).toBe(status);
      expect((await call("DELETE", `/class-types/${id}/picture`, { token })).status).toBe(status);
    }
    expect(await typeRow(id)).toEqual(before);
    expect(await audits(id)).toBe(0);
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const id = await seatsType();
    const before = await typeRow(id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ seat_price_cents: null }, "seat_price_cents", "is needed when the class sells seats"],
      [{ offer: "pairs", seat_price_cents: 6500 }, "pair_price_cents", "is needed when the class sells seats for couples"],
      [{ offer: "portions" }, "offer", "cannot be portions: this class type has no portion prices (sell seats or couples instead)"],
      [{ offer: "dinner" }, "offer", "must be portions, seats or pairs"],
      [{ seat_price_cents: 65.5 }, "seat_price_cents", "must be whole cents"],
      [{ seat_price_cents: 50 }, "seat_price_cents", "must be at least $1.00"],
      [{ name: "   " }, "name", "is required"],
      [{ reminder_hours: 0 }, "reminder_hours", "must be at least 1 hour"],
      [{ reminder_hours: 337 }, "reminder_hours", "must be at most 336 hours (two weeks)"],
      [{ reminder_hours: 1.5 }, "reminder_hours", "must be whole hours"],
      [{ min_seats: -1 }, "min_seats", "must be 0 (no minimum) or more"],
      [{ min_seats: 101 }, "min_seats", "must be at most 100 seats"],
      [{ decision_hours: 12 }, "decision_hours", "must be at least 24 hours"],
      [{ decision_hours: 400 }, "decision_hours", "must be at most 336 hours (two weeks)"],
    ];
    for (const [overrides, field, message] of cases) {
      const error = expectError(await call("PUT", `/class-types/${id}`, { token: MANAGER, body: body(overrides) }), 400, "BAD_REQUEST", field);
      expect(error.error.fields?.[field]).toEqual([message]);
    }
    expectError(await call("PUT", "/class-types/999999", { token: MANAGER, body: body() }), 404, "NOT_FOUND");
    expect(await typeRow(id)).toEqual(before);
    expect(await audits(id)).toBe(0);
  });

  it("keeps the reminder hours staff give, 48 unless given (decision 063)", async () => {
    const id = await seatsType();
    const reminded = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ reminder_hours: 72 }) });
    expect(reminded.body).toMatchObject({ reminder_hours: 72 });
    expect(await first("SELECT reminder_hours FROM class_types WHERE id = ?1", id)).toEqual({ reminder_hours: 72 });
    const defaulted = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body() });
    expect(defaulted.body).toMatchObject({ reminder_hours: 48 });
  });

  it("keeps the minimum and decision hours staff give, none and 72 unless given (decision 065)", async () => {
    const id = await seatsType();
    const set = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ min_seats: 6, decision_hours: 96 }) });
    expect(set.body).toMatchObject({ min_seats: 6, decision_hours: 96 });
    expect(await first("SELECT min_seats, decision_hours FROM class_types WHERE id = ?1", id)).toEqual({ min_seats: 6, decision_hours: 96 });
    const defaulted = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body() });
    expect(defaulted.body).toMatchObject({ min_seats: 0, decision_hours: 72 });
  });

  it("saves name, description and price with its audit record, and the cart charges the new price", async () => {
    const id = await seatsType();
    const classId = await classOf(id);
    const uuid = await cartWith([{ id: classId, name: "", seats: 12, portion: { portion_size_id: 1, portion_quantity_id: 1 }, price_cents: 5000, offer: "seats", guests: 2 }]);
    const cartBefore = await call<{ classes: Array<{ price_cents: number }> }>("GET", `/carts/${uuid}`);
    expect(cartBefore.body.classes[0]?.price_cents).toBe(10_000);

    const seatVersion = async () =>
      (await env.EDGE_CACHE!.prepare("SELECT version FROM seat_versions WHERE scope = 'seats'").first<{ version: number }>())?.version ?? 0;
    const versionBefore = await seatVersion();
    const saved = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ pair_price_cents: 9900 }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Cached class pages and lists that showed the old price are built again.
    expect(await seatVersion()).toBeGreaterThan(versionBefore);
    expect(saved.body).toMatchObject({ id, name: "Knife Skills Night", description: "Slice, dice, julienne.", offer: "seats", seat_price_cents: 6500, upcoming_classes: 1 });
    // The price the offer does not use is cleared.
    expect(saved.body.pair_price_cents).toBeNull();
    expect(await typeRow(id)).toEqual({ name: "Knife Skills Night", description: "Slice, dice, julienne.", offer: "seats", seat_price_cents: 6500, pair_price_cents: null });
    const record = await first<{ actor_email: string; before: string; after: string }>(
      "SELECT actor_email, before, after FROM audit_log WHERE action = 'class-types.update' AND resource = 'class-types' AND resource_id = ?1",
      String(id),
    );
    expect(record.actor_email).toBe("daniel.olsen@cachevalleykitchen.com");
    expect(JSON.parse(record.before)).toMatchObject({ offer: "seats", seat_price_cents: 5000 });
    expect(JSON.parse(record.after)).toMatchObject({ name: "Knife Skills Night", seat_price_cents: 6500 });

    const cart = await call<{ classes: Array<{ price_cents: number; unit_price_cents: number }> }>("GET", `/carts/${uuid}`);
    expect(cart.body.classes[0]).toMatchObject({ unit_price_cents: 6500, price_cents: 13_000 });
    const page = await call<{ class_type: { seat_price_cents: number } }>("GET", `/classes/${classId}`);
    expect(page.body.class_type.seat_price_cents).toBe(6500);

    // No seat taken yet: the offer may change, to couples at their price.
    const pairs = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ offer: "pairs", seat_price_cents: null, pair_price_cents: 12_900 }) });
    expect(pairs.status).toBe(200);
    expect(pairs.body).toMatchObject({ offer: "pairs", pair_price_cents: 12_900, seat_price_cents: null });
    expect(await audits(id)).toBe(2);
  });

  it("refuses to change the offer while an upcoming class of the type holds seats or registrations, but lets the price change", async () => {
    const held = await seatsType();
    await classOf(held, { seatsTaken: 2 });
    // A past class and a canceled one with seats do not hold the offer.
    const free = await seatsType();
    await classOf(free, { days: -3, seatsTaken: 4 });
    await classOf(free, { seatsTaken: 4, canceled: true });
    const registered = await seatsType();
    const registeredClass = await classOf(registered);
    // A registration whose seat count was not raised (as a hand-made one): the offer stays too.
    const { orderId } = await paidOrder();
    await run(
      `INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id,
         price_cents, discount_cents, tax_cents, total_cents, status)
       VALUES (?1, ?2, 'Ada', 'Guest', 'ada@example.com', '[]', 1, 1, 5000, 0, 0, 5000, 'registered')`,
      orderId,
      registeredClass,
    );

    for (const id of [held, registered]) {
      const before = await typeRow(id);
      const refused = expectError(
        await call("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ offer: "pairs", pair_price_cents: 12_900 }) }),
        409,
        "CLASS_TYPE_BOOKED",
        "offer",
      );
      expect(refused.error.message).toMatch(/registrations or held seats/);
      expect(await typeRow(id)).toEqual(before);
      expect(await audits(id)).toBe(0);
      const listed = await call<{ data: StaffClassType[] }>("GET", `/class-types?ids=${id}`, { token: MANAGER });
      expect(listed.body.data[0]?.booked_classes).toBe(1);
      // The same offer at a new price is fine: paid seats keep what they paid.
      const repriced = await call<StaffClassType>("PUT", `/class-types/${id}`, { token: MANAGER, body: body({ seat_price_cents: 5500 }) });
      expect(repriced.status).toBe(200);
      expect((await typeRow(id)).seat_price_cents).toBe(5500);
    }

    const changed = await call<StaffClassType>("PUT", `/class-types/${free}`, { token: MANAGER, body: body({ offer: "pairs", pair_price_cents: 12_900 }) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ offer: "pairs", booked_classes: 0 });
  });
});

describe("pictures of class types and kitchens", () => {
  const upload = async (alt: string, width = 64) => {
    const form = new FormData();
    form.set("picture", new File([await bandedPng(width, 48)], "p.png", { type: "image/png" }));
    form.set("alt", alt);
    return form;
  };
  const keys = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);

  it("needs alt text and a picture; stores, shows, replaces and removes a class type's picture, audited", async () => {
    const id = await seatsType();
    const missingAlt = expectError(await call("PUT", `/class-types/${id}/picture`, { token: MANAGER, body: await upload("  ") }), 400, "BAD_REQUEST", "alt");
    expect(missingAlt.error.fields?.alt).toEqual(["is required: say what the picture shows, for people who cannot see it"]);
    const noFile = new FormData();
    noFile.set("alt", "A knife");
    expectError(await call("PUT", `/class-types/${id}/picture`, { token: MANAGER, body: noFile }), 400, "BAD_REQUEST", "picture");
    expect(await keys(`class-types/${id}/`)).toEqual([]);
    expect(await audits(id, "class-types.picture")).toBe(0);

    const set = await call<StaffClassType>("PUT", `/class-types/${id}/picture`, { token: MANAGER, body: await upload("A chef's knife on a board") });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.picture).toMatchObject({ alt: "A chef's knife on a board", width: 64, height: 48 });
    expect(set.body.picture?.key).toMatch(new RegExp(`^class-types/${id}/[0-9a-f]{32}\\.png$`));
    const shown = await call<{ class_types: Record<string, { key: string; alt: string }> }>("GET", "/catalog-pictures");
    expect(shown.body.class_types[String(id)]).toMatchObject({ key: set.body.picture?.key, alt: "A chef's knife on a board" });

    const replaced = await call<StaffClassType>("PUT", `/class-types/${id}/picture`, { token: MANAGER, body: await upload("Two knives", 80) });
    expect(await keys(`class-types/${id}/`)).toEqual([replaced.body.picture?.key]);
    const removed = await call<StaffClassType>("DELETE", `/class-types/${id}/picture`, { token: MANAGER });
    expect(removed.body.picture).toBeNull();
    expect(await keys(`class-types/${id}/`)).toEqual([]);
    expect(await audits(id, "class-types.picture")).toBe(3);
  });

  it("lets locations.update set a kitchen's picture (staff may not), shown in catalog-pictures", async () => {
    const location = await first<{ id: number; picture_key: string | null }>("SELECT id, picture_key FROM locations ORDER BY id DESC LIMIT 1");
    expectError(await call("PUT", `/locations/${location.id}/picture`, { body: await upload("A kitchen") }), 401, "UNAUTHENTICATED");
    expectError(await call("PUT", `/locations/${location.id}/picture`, { token: STAFF, body: await upload("A kitchen") }), 403, "FORBIDDEN");
    expectError(await call("DELETE", `/locations/${location.id}/picture`, { token: STAFF }), 403, "FORBIDDEN");
    expectError(await call("PUT", `/locations/${location.id}/picture`, { token: MANAGER, body: await upload("") }), 400, "BAD_REQUEST", "alt");
    expect((await first<{ picture_key: string | null }>("SELECT picture_key FROM locations WHERE id = ?1", location.id)).picture_key).toBe(location.picture_key);

    const set = await call("PUT", `/locations/${location.id}/picture`, { token: MANAGER, body: await upload("The storefront at dusk") });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const shown = await call<{ locations: Record<string, { key: string; alt: string }> }>("GET", "/catalog-pictures");
    expect(shown.body.locations[String(location.id)]).toMatchObject({ alt: "The storefront at dusk" });
    expect(shown.body.locations[String(location.id)]?.key).toMatch(new RegExp(`^locations/${location.id}/`));
    await call("DELETE", `/locations/${location.id}/picture`, { token: MANAGER });
    expect((await call<{ locations: Record<string, unknown> }>("GET", "/catalog-pictures")).body.locations[String(location.id)]).toBeUndefined();
    expect(await audits(location.id, "locations.picture")).toBe(2);
  });
});
