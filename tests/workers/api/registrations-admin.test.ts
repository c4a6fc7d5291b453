/**
 * Registrations for staff (spec §7): GET and PUT registrations/{id}, POST /status by the table
 * of workers/core/registration-status.ts (seats follow), GET registrationStatuses, POST /totals,
 * /confirmation and /reminder (e-mails in the outbox). 401 without a token, 403 to a customer and
 * to the kitchen; bad input is 400 by field and changes nothing; each change is audited.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first, seatsTaken } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

const registrationRow = (id: number) =>
  first<{ status: string; first_name: string; allergies: string; spice_tolerance: string }>(
    "SELECT status, first_name, allergies, spice_tolerance FROM registrations WHERE id = ?1",
    id,
  );
const outboxTo = async (email: string) =>
  (await env.DB.prepare(`SELECT kind, subject FROM outbox_emails WHERE "to" = ?1 ORDER BY id`).bind(email).all<{ kind: string; subject: string }>()).results;
const audits = async (id: number) =>
  (await env.DB.prepare("SELECT action FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1 ORDER BY id").bind(String(id)).all<{ action: string }>()).results.map(
    (row) => row.action,
  );

describe("who may", () => {
  it("answers 401 without a token and 403 to a customer or the kitchen on every route, changing nothing", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    const customer = (await registerCustomer()).token;
    const routes: Array<[string, string, unknown?]> = [
      ["GET", `/registrations/${id}`],
      ["PUT", `/registrations/${id}`, { first_name: "Mallory" }],
      ["POST", `/registrations/${id}/status`, { status: "canceled" }],
      ["POST", `/registrations/${id}/totals`],
      ["POST", `/registrations/${id}/confirmation`],
      ["POST", `/registrations/${id}/reminder`],
      ["GET", "/registrationStatuses"],
      ["GET", `/registrations?search=${order.email}`],
    ];
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    expect(await registrationRow(id)).toMatchObject({ status: "registered", first_name: "Riley" });
    expect(await outboxTo(order.email)).toEqual([]);
    expect(await audits(id)).toEqual([]);
  });
});

describe("GET registrations (the console's list)", () => {
  it("finds registrations by the guest's or the order's e-mail, class and status, with the total for paging", async () => {
    const order = await paidOrder({ seats: 2 });
    const [one, two] = order.registrationIds;
    const byEmail = await call<{ data: Array<{ id: number; status: string; class: { id: number } }>; meta: { count: number; total: number } }>(
      "GET",
      `/registrations?search=${encodeURIComponent(order.email)}`,
      { token: STAFF },
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((row) => row.id).sort()).toEqual([one, two].sort());
    expect(byEmail.body.meta).toEqual({ count: 2, total: 2 });
    const classId = byEmail.body.data[0]!.class.id;

    expect((await call("POST", `/registrations/${one}/status`, { token: STAFF, body: { status: "attended" } })).status).toBe(200);
    const attended = await call<{ data: Array<{ id: number }>; meta: { total: number } }>("GET", `/registrations?class_id=${classId}&status=attended`, { token: STAFF });
    expect(attended.body.data.map((row) => row.id)).toEqual([one]);
    const paged = await call<{ data: Array<{ id: number }>; meta: { count: number; total: number } }>("GET", `/registrations?class_id=${classId}&limit=1`, { token: STAFF });
    expect(paged.body.meta).toEqual({ count: 1, total: 2 });
    // The order number finds it too; a word nobody has finds nothing; % is a character, not a wildcard.
    const byNumber = await call<{ meta: { total: number } }>("GET", `/registrations?search=${order.orderNumber}`, { token: STAFF });
    expect(byNumber.body.meta.total).toBe(2);
    const none = await call<{ meta: { total: number } }>("GET", `/registrations?search=${encodeURIComponent("%")}&class_id=${classId}`, { token: STAFF });
    expect(none.body.meta.total).toBe(0);
  });

  it("finds a long e-mail address (D1 refuses LIKE patterns over 50 bytes), and every staff list takes a long search", async () => {
    const order = await paidOrder();
    const long = `a-guest-with-a-rather-long-name.${crypto.randomUUID()}@example-kitchen-partners.com`;
    expect(long.length).toBeGreaterThan(80);
    await env.DB.prepare("UPDATE orders SET email = ?1 WHERE number = ?2").bind(long, order.orderNumber).run();
    await env.DB.prepare("UPDATE registrations SET email = ?1 WHERE order_id = (SELECT id FROM orders WHERE number = ?2)").bind(long, order.orderNumber).run();
    const found = await call<{ data: Array<{ id: number }> }>("GET", `/registrations?search=${encodeURIComponent(long.toUpperCase())}`, { token: STAFF });
    expect(found.status).toBe(200);
    expect(found.body.data.map((row) => row.id)).toEqual(order.registrationIds);
    const orders = await call<{ data: Array<{ number: string }> }>("GET", `/orders?search=${encodeURIComponent(long)}`, { token: STAFF });
    expect(orders.status).toBe(200);
    expect(orders.body.data.map((row) => row.number)).toEqual([order.orderNumber]);
    for (const path of ["/users", "/classes/staff"]) {
      const answer = await call<{ data: unknown[] }>("GET", `${path}${path.endsWith("&") ? "" : "?"}search=${encodeURIComponent(long)}`, { token: STAFF });
      expect(answer.status, path).toBe(200);
      expect(answer.body.data, path).toEqual([]);
    }
  });

  it("refuses a bad filter by field", async () => {
    const bad = await call("GET", "/registrations?status=lost&limit=0&from=yesterday", { token: STAFF });
    expect(Object.keys(expectError(bad, 400, "BAD_REQUEST").error.fields ?? {}).sort()).toEqual(["from", "limit", "status"]);
  });
});

describe("reading and changing one", () => {
  it("reads it with its class, order and totals", async () => {
    const order = await paidOrder({ priceCents: 4200 });
    const id = order.registrationIds[0]!;
    const answer = await call<Record<string, unknown>>("GET", `/registrations/${id}`, { token: STAFF });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      order_id: order.orderId,
      order_number: order.orderNumber,
      status: "registered",
      allergies: [],
      class: { id: order.classId },
      totals: { price_cents: 4200, total_cents: 4200, refunded_cents: 0, refundable_cents: 4200 },
    });
    const totals = await call("POST", `/registrations/${id}/totals`, { token: STAFF });
    expect(totals.body).toEqual({ price_cents: 4200, discount_cents: 0, tax_cents: 0, total_cents: 4200, refunded_cents: 0, refundable_cents: 4200 });
    expectError(await call("GET", "/registrations/99999999", { token: STAFF }), 404, "NOT_FOUND");
  });

  it.each([
    [{ spice_tolerance: "volcanic" }, "spice_tolerance"],
    [{ allergies: "peanuts" }, "allergies"],
    [{ allergies: ["no-such-allergy"] }, "allergies"],
    [{ first_name: "" }, "first_name"],
    [{ allergy_notes: "x".repeat(1001) }, "allergy_notes"],
  ])("refuses %j naming %s, and changes nothing", async (body, field) => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    expectError(await call("PUT", `/registrations/${id}`, { body, token: STAFF }), 400, "BAD_REQUEST", field);
    expect(await registrationRow(id)).toEqual({ status: "registered", first_name: "Riley", allergies: "[]", spice_tolerance: "" });
    expect(await audits(id)).toEqual([]);
  });

  it("changes the guest's names, allergies and spice tolerance, audited", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    const allergy = await first<{ key: string }>("SELECT key FROM allergies ORDER BY id LIMIT 1");
    const answer = await call("PUT", `/registrations/${id}`, {
      body: { first_name: "Jo", last_name: "Baker", allergies: [allergy.key], allergy_notes: "No cilantro", spice_tolerance: "hot" },
      token: STAFF,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ first_name: "Jo", last_name: "Baker", allergies: [allergy.key], allergy_notes: "No cilantro", spice_tolerance: "hot" });
    expect(await audits(id)).toEqual(["registrations.update"]);
  });
});

describe("status", () => {
  it("marks attendance and undoes it, without touching seats", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    const seats = await seatsTaken(order.classId);
    for (const status of ["attended", "registered", "no_show", "attended"]) {
      const answer = await call<{ status: string }>("POST", `/registrations/${id}/status`, { body: { status }, token: STAFF });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).toBe(status);
    }
    expect(await seatsTaken(order.classId)).toBe(seats);
    expect(await audits(id)).toEqual(["registrations.status", "registrations.status", "registrations.status", "registrations.status"]);
  });

  it("frees the seat on cancel and takes it back on restore, only while one is free", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    const seats = await seatsTaken(order.classId);
    expect((await call("POST", `/registrations/${id}/status`, { body: { status: "canceled" }, token: STAFF })).status).toBe(200);
    expect(await seatsTaken(order.classId)).toBe(seats - 1);
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "attended" }, token: STAFF }), 409, "INVALID_TRANSITION");

    await env.DB.prepare("UPDATE classes SET seats_taken = (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id) WHERE id = ?1").bind(order.classId).run();
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "registered" }, token: STAFF }), 409, "CLASS_FULL");
    expect((await registrationRow(id)).status).toBe("canceled");

    await env.DB.prepare("UPDATE classes SET seats_taken = seats_taken - 1 WHERE id = ?1").bind(order.classId).run();
    const full = await seatsTaken(order.classId);
    expect((await call("POST", `/registrations/${id}/status`, { body: { status: "registered" }, token: STAFF })).status).toBe(200);
    expect(await seatsTaken(order.classId)).toBe(full + 1);
  });

  it("keeps refunded final, sends refunds to the refund call, and refuses an unknown status by field", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "refunded" }, token: STAFF }), 409, "INVALID_TRANSITION");
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "gone" }, token: STAFF }), 400, "BAD_REQUEST", "status");
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "registered" }, token: STAFF }), 409, "INVALID_TRANSITION");
    await env.DB.prepare("UPDATE registrations SET status = 'refunded' WHERE id = ?1").bind(id).run();
    expectError(await call("POST", `/registrations/${id}/status`, { body: { status: "registered" }, token: STAFF }), 409, "INVALID_TRANSITION");
    expect(await audits(id)).toEqual([]);
  });

  it("lists the statuses with the changes each allows", async () => {
    const answer = await call<{ data: Array<{ key: string; next: string[] }> }>("GET", "/registrationStatuses", { token: STAFF });
    expect(answer.body.data.find((status) => status.key === "attended")?.next).toContain("registered");
    expect(answer.body.data.find((status) => status.key === "refunded")?.next).toEqual([]);
  });
});

describe("e-mails", () => {
  it("resends the confirmation and sends a reminder to the guest, audited; none for a canceled seat", async () => {
    const order = await paidOrder();
    const id = order.registrationIds[0]!;
    const confirmation = await call<{ kind: string; to: string }>("POST", `/registrations/${id}/confirmation`, { token: STAFF });
    expect(confirmation.status, JSON.stringify(confirmation.body)).toBe(201);
    expect(confirmation.body).toMatchObject({ kind: "registration_confirmation", to: order.email });
    expect((await call("POST", `/registrations/${id}/reminder`, { token: STAFF })).status).toBe(201);
    expect(await outboxTo(order.email)).toEqual([
      { kind: "registration_confirmation", subject: expect.stringContaining(order.orderNumber) },
      { kind: "class_reminder", subject: expect.stringContaining("Reminder") },
    ]);
    expect(await audits(id)).toEqual(["registrations.confirmation", "registrations.reminder"]);

    await call("POST", `/registrations/${id}/status`, { body: { status: "canceled" }, token: STAFF });
    expectError(await call("POST", `/registrations/${id}/reminder`, { token: STAFF }), 409, "INVALID_TRANSITION");
    expect(await outboxTo(order.email)).toHaveLength(2);
  });
});
