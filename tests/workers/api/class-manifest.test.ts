/**
 * A class's manifest (issue 27 part 3, decision 066): check-in, no-show and undo as the
 * registration's status (POST registrations/{id}/status: refused for a seat no longer held,
 * audited, registrations.update), the attendee list's booker and allergies marked against the
 * menu, POST classes/{id}/message (one e-mail per address, once), and the grocery list of a
 * class sold per guest, scaled from its own menu's recipes per guest.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

const statusOf = async (id: number) => (await first<{ status: string }>("SELECT status FROM registrations WHERE id = ?1", id)).status;
const audits = async (resource: string, id: number) =>
  (
    await env.DB.prepare("SELECT action, after FROM audit_log WHERE resource = ?1 AND resource_id = ?2 ORDER BY id").bind(resource, String(id)).all<{ action: string; after: string }>()
  ).results;
const status = (id: number, to: string, token = STAFF) => call("POST", `/registrations/${id}/status`, { token, body: { status: to } });

interface Attendee {
  id: number;
  status: string;
  booker_email: string;
  allergies: string[];
  allergies_on_menu: string[];
}

/** A menu of one meal (serves 4) that contains wheat, with one ingredient: 2 cups of flour a kit. */
async function ownMenu(): Promise<{ menuId: number; mealId: number }> {
  const key = crypto.randomUUID().slice(0, 8);
  const meal = await first<{ id: number }>(
    `INSERT INTO meals (slug, name, description, ingredients, meal_type_id, price_cents, serves) VALUES (?1, ?2, 'Test', 'flour', 1, 2000, 4) RETURNING id`,
    `fresh-pasta-${key}`,
    `Fresh Pasta ${key}`,
  );
  await run("INSERT INTO meal_ingredients (meal_id, name, quantity, unit, aisle) VALUES (?1, 'Flour', 2, 'cup', 'pantry')", meal.id);
  await run("INSERT INTO meal_allergies (meal_id, allergy_id) SELECT ?1, id FROM allergies WHERE key = 'wheat'", meal.id);
  const menu = await first<{ id: number }>(
    "INSERT INTO menus (slug, name, starts_on, ends_on) VALUES (?1, 'Pasta Lab', '2020-01-01', '2099-12-31') RETURNING id",
    `pasta-lab-${key}`,
  );
  await run("INSERT INTO menu_meals (menu_id, meal_id, position) VALUES (?1, ?2, 0)", menu.id, meal.id);
  return { menuId: menu.id, mealId: meal.id };
}

describe("check-in and no-show at the manifest: the registration's status (POST registrations/{id}/status)", () => {
  it("checks a guest in, marks a no-show and undoes it, each audited once, and the manifest's guests say so", async () => {
    const order = await paidOrder({ seats: 2, offer: "seats" });
    const [one, two] = order.registrationIds as [number, number];
    const seats = () => first<{ seats_taken: number }>("SELECT seats_taken FROM classes WHERE id = ?1", order.classId);
    const seatsBefore = await seats();
    expect((await status(one, "attended")).body).toMatchObject({ id: one, status: "attended" });
    expect((await status(two, "no_show")).body).toMatchObject({ id: two, status: "no_show" });
    const list = await call<{ data: Attendee[] }>("GET", `/classes/${order.classId}/attendees`, { token: STAFF });
    expect(Object.fromEntries(list.body.data.map((row) => [row.id, row.status]))).toEqual({ [one]: "attended", [two]: "no_show" });
    expect(list.body.data[0]).toMatchObject({ booker_email: order.email, booker_name: "Riley Refund" });
    // The same again is refused and writes no second record; undo is back to registered.
    expectError(await status(one, "attended"), 409, "INVALID_TRANSITION");
    expect((await status(two, "registered")).body).toMatchObject({ status: "registered" });
    expect((await audits("registrations", one)).map((row) => JSON.parse(row.after))).toEqual([{ status: "attended" }]);
    expect((await audits("registrations", two)).map((row) => JSON.parse(row.after))).toEqual([{ status: "no_show" }, { status: "registered" }]);
    // Attendance moves no seat.
    expect(await seats()).toEqual(seatsBefore);
  });

  it("is refused to the kitchen, who only reads the manifest, to a customer and without a token", async () => {
    const order = await paidOrder({ offer: "seats" });
    const id = order.registrationIds[0]!;
    const customer = (await registerCustomer()).token;
    expect((await call("GET", `/classes/${order.classId}/attendees`, { token: KITCHEN })).status).toBe(200);
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "attended" } }), 401, "UNAUTHENTICATED");
    expectError(await status(id, "attended", customer), 403, "FORBIDDEN");
    expectError(await status(id, "attended", KITCHEN), 403, "FORBIDDEN");
    expect(await statusOf(id)).toBe("registered");
    expect(await audits("registrations", id)).toEqual([]);
  });

  it("refuses a canceled or refunded seat with a 409 that says why, and bad input with a 400, changing nothing", async () => {
    const order = await paidOrder({ seats: 2, offer: "seats" });
    const [canceled, refunded] = order.registrationIds as [number, number];
    await run("UPDATE registrations SET status = 'canceled' WHERE id = ?1", canceled);
    await run("UPDATE registrations SET status = 'refunded' WHERE id = ?1", refunded);
    expect(expectError(await status(canceled, "attended"), 409, "INVALID_TRANSITION").error.message).toMatch(/canceled registration cannot become attended/);
    expect(expectError(await status(refunded, "no_show"), 409, "INVALID_TRANSITION").error.message).toMatch(/refunded registration cannot change/);
    expectError(await status(canceled, "late"), 400, "BAD_REQUEST", "status");
    expect(await statusOf(canceled)).toBe("canceled");
    expect(await statusOf(refunded)).toBe("refunded");
    expect([...(await audits("registrations", canceled)), ...(await audits("registrations", refunded))]).toEqual([]);
  });
});

describe("the manifest's allergies", () => {
  it("marks which of a guest's allergies the class's menu contains", async () => {
    const order = await paidOrder({ seats: 2, offer: "seats" });
    const { menuId } = await ownMenu();
    await run("UPDATE classes SET menu_id = ?2 WHERE id = ?1", order.classId, menuId);
    await run(`UPDATE registrations SET allergies = '["wheat","dairy"]' WHERE id = ?1`, order.registrationIds[0]);
    const list = await call<{ data: Attendee[] }>("GET", `/classes/${order.classId}/attendees`, { token: STAFF });
    const byId = new Map(list.body.data.map((row) => [row.id, row]));
    expect(byId.get(order.registrationIds[0]!)).toMatchObject({ allergies: ["Wheat", "Dairy"], allergies_on_menu: ["Wheat"] });
    expect(byId.get(order.registrationIds[1]!)).toMatchObject({ allergies: [], allergies_on_menu: [] });
  });
});

describe("POST classes/{id}/message", () => {
  const outbox = async (classId: number) =>
    (
      await env.DB.prepare(`SELECT "to", subject, text FROM outbox_emails WHERE kind = 'class_message' AND ref LIKE ?1 ORDER BY "to"`)
        .bind(`class:${classId}:message:%`)
        .all<{ to: string; subject: string; text: string }>()
    ).results;

  it("queues one e-mail per address (guests and bookers) once, audited, and refuses bad input by field", async () => {
    const order = await paidOrder({ seats: 3, offer: "seats" });
    const [, guest, canceled] = order.registrationIds as [number, number, number];
    await run("UPDATE registrations SET email = 'Guest.Two@Example.com' WHERE id = ?1", guest);
    await run("UPDATE registrations SET email = 'gone@example.com', status = 'canceled' WHERE id = ?1", canceled);
    const body = { subject: "Parking tonight", message: "Park behind the kitchen.\n\nSee you at six!" };
    const sent = await call<{ queued: number; recipients: number }>("POST", `/classes/${order.classId}/message`, { token: STAFF, body });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ queued: 2, recipients: 2 });
    const mails = await outbox(order.classId);
    expect(mails.map((mail) => mail.to)).toEqual(["guest.two@example.com", order.email].sort());
    expect(mails[0]?.subject).toBe("Parking tonight");
    expect(mails[0]?.text).toContain("Park behind the kitchen.\n\nSee you at six!");
    // The same message again queues nothing more.
    expect((await call("POST", `/classes/${order.classId}/message`, { token: STAFF, body })).body).toEqual({ queued: 0, recipients: 2 });
    expect(await outbox(order.classId)).toHaveLength(2);
    const records = await audits("classes", order.classId);
    expect(records[0]?.action).toBe("classes.message");
    expect(JSON.parse(records[0]!.after)).toMatchObject({ subject: "Parking tonight", recipients: 2 });

    expectError(await call("POST", `/classes/${order.classId}/message`, { token: STAFF, body: { subject: "", message: "x" } }), 400, "BAD_REQUEST", "subject");
    expectError(await call("POST", `/classes/${order.classId}/message`, { token: STAFF, body: { subject: "Hi", message: "x".repeat(5001) } }), 400, "BAD_REQUEST", "message");
    expectError(await call("POST", `/classes/${order.classId}/message`, { token: STAFF, body: { subject: "A\nB", message: "x" } }), 400, "BAD_REQUEST", "subject");
    expect(await outbox(order.classId)).toHaveLength(2);
  });

  it("is refused to the kitchen (no registrations.update) and for a class nobody holds a seat in", async () => {
    const order = await paidOrder({ offer: "seats" });
    const body = { subject: "Hello", message: "Hi there" };
    expectError(await call("POST", `/classes/${order.classId}/message`, { token: KITCHEN, body }), 403, "FORBIDDEN");
    expectError(await call("POST", `/classes/${order.classId}/message`, { body }), 401, "UNAUTHENTICATED");
    await run("UPDATE registrations SET status = 'canceled' WHERE order_id = ?1", order.orderId);
    expectError(await call("POST", `/classes/${order.classId}/message`, { token: STAFF, body }), 409, "NO_ATTENDEES");
    expect(await outbox(order.classId)).toEqual([]);
    expect(await audits("classes", order.classId)).toEqual([]);
  });
});

describe("GET classes/{id}/grocery of a class sold per guest", () => {
  it("scales its own menu's recipes per guest (a recipe serves 4: two guests take half of it), not kits", async () => {
    const order = await paidOrder({ seats: 2, offer: "seats" });
    const { menuId } = await ownMenu();
    await run("UPDATE classes SET menu_id = ?2 WHERE id = ?1", order.classId, menuId);
    const grocery = await call<{ per_guest: boolean; guests: number; kits: number; aisles: Array<{ aisle: string; items: Array<{ name: string; quantity: number }> }> }>(
      "GET",
      `/classes/${order.classId}/grocery`,
      { token: STAFF },
    );
    expect(grocery.status).toBe(200);
    expect(grocery.body).toMatchObject({ per_guest: true, guests: 2, kits: 0 });
    expect(grocery.body.aisles).toEqual([{ aisle: "pantry", items: [expect.objectContaining({ name: "Flour", quantity: 1 })] }]);
  });

  it("still plans kits for a class sold by portions", async () => {
    const order = await paidOrder({ seats: 2 });
    const { menuId } = await ownMenu();
    await run("UPDATE classes SET menu_id = ?2 WHERE id = ?1", order.classId, menuId);
    const grocery = await call<{ per_guest: boolean; kits: number; aisles: Array<{ items: Array<{ quantity: number }> }> }>("GET", `/classes/${order.classId}/grocery`, { token: STAFF });
    // Two half portions of 3 meals: 3 kits, all of the menu's one meal.
    expect(grocery.body).toMatchObject({ per_guest: false, kits: 3 });
    expect(grocery.body.aisles[0]?.items[0]?.quantity).toBe(6);
  });
});
