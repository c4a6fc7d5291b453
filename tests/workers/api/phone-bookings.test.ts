/**
 * Phone bookings and pay links (issue 27 part 4, decision 081): staff book seats for a caller
 * with the shop's own seat holds, paid at the counter (cash or check, recorded and audited) or by
 * a pay link e-mailed to the caller, paid on the sandbox page like a checkout; bad input is a 400
 * with field messages and changes nothing; a stale, used or expired link is a clear 4xx; and two
 * staff booking the last seat while a customer checks out never oversell it.
 */
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { all, card, cartWith, contact, first, freshClass, run, seatsTaken, startCheckout, type TestClass } from "./checkout-fixtures";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const OTHER_STAFF = seededToken("jake.petersen@cachevalleykitchen.com");
const EMPLOYEE = seededToken("sam.nguyen@cachevalleykitchen.com");
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

interface Booked {
  checkout: { id: string; status: string; amount_due_cents: number; expires_at: string; totals: { tax_cents: number; subtotal_cents: number } };
  order_id: number | null;
  pay_link: { path: string; expires_at: string } | null;
}

function booking(cls: TestClass, overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: `phone-${crypto.randomUUID()}`,
    class_id: cls.id,
    first_name: "Lucy",
    last_name: "Caller",
    email: `lucy-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "(435) 555-0199",
    guests: [
      { first_name: "Lucy", last_name: "Caller" },
      { first_name: "Max", last_name: "Caller" },
    ],
    payment: "cash",
    ...overrides,
  };
}

const book = (body: unknown, token = STAFF) => call<Booked>("POST", "/phone-bookings", { token, body });
const tokenOf = (path: string) => path.slice("/pay-link/".length);

describe("POST phone-bookings: staff book seats for a caller", () => {
  it("books two guests paid in cash at the counter: an order with their names, the seats taken, the payment recorded and audited, the confirmation queued", async () => {
    const cls = await freshClass({ seatsLeft: 5, offer: "seats" });
    const before = await seatsTaken(cls.id);
    const body = booking(cls, { payment: "check", note: "Check #1042" });
    const answer = await book(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.pay_link).toBeNull();
    const orderId = answer.body.order_id!;
    expect(orderId).toEqual(expect.any(Number));
    expect(await seatsTaken(cls.id)).toBe(before + 2);
    const order = await first<{
      payment_provider: string;
      payment_note: string;
      total_cents: number;
      tax_cents: number;
      subtotal_cents: number;
      email: string;
    }>("SELECT payment_provider, payment_note, total_cents, tax_cents, subtotal_cents, email FROM orders WHERE id = ?1", orderId);
    expect(order).toMatchObject({ payment_provider: "check", payment_note: "Check #1042", email: body.email, subtotal_cents: 2 * cls.price_cents });
    expect(order.total_cents).toBe(order.subtotal_cents + order.tax_cents);
    const guests = await all<{ first_name: string }>("SELECT first_name FROM registrations WHERE order_id = ?1 ORDER BY id", orderId);
    expect(guests.map((guest) => guest.first_name)).toEqual(["Lucy", "Max"]);
    const audit = await all<{ action: string; actor_email: string; after: string }>(
      "SELECT action, actor_email, after FROM audit_log WHERE resource = 'orders' AND resource_id = ?1",
      String(orderId),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "orders.phone_booking", actor_email: "ana.morales@cachevalleykitchen.com" });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ payment: "check", note: "Check #1042", guests: 2 });
    const mail = await all<{ kind: string }>('SELECT kind FROM outbox_emails WHERE "to" = ?1', body.email);
    expect(mail.map((row) => row.kind)).toEqual(["order_confirmation"]);

    // The same post again (a double click) is the same booking: nothing taken twice.
    const again = await book(body);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(orderId);
    expect(await seatsTaken(cls.id)).toBe(before + 2);
  });

  it("gives the order to the account with the caller's e-mail", async () => {
    const cls = await freshClass({ seatsLeft: 3, offer: "seats" });
    const customer = await registerCustomer();
    const answer = await book(booking(cls, { email: customer.email.toUpperCase(), guests: [{ first_name: "Test", last_name: "Cook" }] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await first<{ user_id: number }>("SELECT user_id FROM orders WHERE id = ?1", answer.body.order_id)).user_id).toBe(customer.id);
  });

  it("refuses bad input with 400 and a message per field, and changes nothing", async () => {
    const cls = await freshClass({ seatsLeft: 3, offer: "seats" });
    const before = await seatsTaken(cls.id);
    const checkoutsBefore = await first<{ n: number }>("SELECT count(*) AS n FROM checkouts");
    const bad = await book(booking(cls, { email: "not an address", phone: "12", first_name: "", guests: [], payment: "card" }));
    const error = expectError(bad, 400, "BAD_REQUEST");
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual(["email", "first_name", "guests", "payment", "phone"]);
    expectError(await book(booking(cls, { payment: "check" })), 400, "BAD_REQUEST", "note");
    expectError(await book(booking(cls, { class_id: 999_999_999 })), 404, "NOT_FOUND", "class_id");
    expectError(await book("{not json"), 400, "BAD_REQUEST");
    // More guests than seats left: the cart's own refusal, under guests.
    const many = Array.from({ length: 4 }, (_, index) => ({ first_name: `Guest${index}`, last_name: "Caller" }));
    expectError(await book(booking(cls, { guests: many })), 409, "NOT_ENOUGH_SEATS", "guests");
    expect(await seatsTaken(cls.id)).toBe(before);
    expect((await first<{ n: number }>("SELECT count(*) AS n FROM checkouts")).n).toBe(checkoutsBefore.n);
  });

  it("refunds an order paid at the counter at the counter: no card gateway, the refund recorded as cash, the e-mail says so", async () => {
    const cls = await freshClass({ seatsLeft: 3, offer: "seats" });
    const body = booking(cls, { guests: [{ first_name: "Lucy", last_name: "Caller" }] });
    const orderId = (await book(body)).body.order_id!;
    const refund = await call<{ amount_cents: number; gateway_reference: string | null; status: string }>("POST", `/payments/${orderId}/refund`, {
      body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}` },
      token: MANAGER,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ status: "succeeded", gateway_reference: "counter-cash" });
    const order = await first<{ status: string; refunded_cents: number; amount_paid_cents: number }>(
      "SELECT status, refunded_cents, amount_paid_cents FROM orders WHERE id = ?1",
      orderId,
    );
    expect(order).toMatchObject({ status: "refunded", refunded_cents: order.amount_paid_cents });
    const mail = await first<{ text: string }>("SELECT text FROM outbox_emails WHERE \"to\" = ?1 AND kind = 'refund'", body.email);
    expect(mail.text).toContain("Given back in cash at the counter");
    expect(mail.text).not.toContain("Back to your card");
  });

  it("needs orders.create and registrations.update", async () => {
    const cls = await freshClass({ seatsLeft: 3, offer: "seats" });
    expectError(await book(booking(cls), EMPLOYEE), 403, "FORBIDDEN");
    expectError(await call("POST", "/phone-bookings", { body: booking(cls) }), 401, "UNAUTHENTICATED");
  });
});

describe("pay links: e-mailed, paid on the sandbox page, then closed", () => {
  it("holds the seats for a day, e-mails the link, and the caller pays it by card: the order appears once, and the link says it is paid", async () => {
    const cls = await freshClass({ seatsLeft: 4, offer: "seats" });
    const before = await seatsTaken(cls.id);
    const body = booking(cls, { payment: "pay_link" });
    const answer = await book(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.order_id).toBeNull();
    const link = answer.body.pay_link!;
    expect(link.path).toMatch(/^\/pay-link\/[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await seatsTaken(cls.id)).toBe(before + 2);
    const mail = await first<{ kind: string; text: string }>('SELECT kind, text FROM outbox_emails WHERE "to" = ?1', body.email);
    expect(mail.kind).toBe("pay_link");
    expect(mail.text).toContain(link.path);
    const classAudit = await first<{ action: string }>(
      "SELECT action FROM audit_log WHERE resource = 'classes' AND resource_id = ?1 ORDER BY id DESC",
      String(cls.id),
    );
    expect(classAudit.action).toBe("classes.pay_link");

    const token = tokenOf(link.path);
    const open = await call<{ status: string; amount_due_cents: number; lines: { seats: number }[] }>("GET", `/pay-links/${token}`);
    expect(open.body).toMatchObject({ status: "open", amount_due_cents: answer.body.checkout.amount_due_cents, lines: [{ seats: 2 }] });
    const page = await call<{ url: string }>("POST", `/pay-links/${token}/pay`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.url).toMatch(/^\/pay\/cs_sandbox_/);
    const paid = await call<{ order_id: number; redirect_url: string }>("POST", `/payments/sandbox/${page.body.url.slice("/pay/".length)}`, { body: card() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.redirect_url).toContain(link.path);
    const order = await first<{ payment_provider: string; email: string }>("SELECT payment_provider, email FROM orders WHERE id = ?1", paid.body.order_id);
    expect(order).toMatchObject({ payment_provider: "sandbox", email: body.email });
    const audit = await first<{ after: string; actor_email: string }>(
      "SELECT after, actor_email FROM audit_log WHERE resource = 'orders' AND resource_id = ?1 AND action = 'orders.phone_booking'",
      String(paid.body.order_id),
    );
    expect(audit.actor_email).toBe("ana.morales@cachevalleykitchen.com");
    expect(JSON.parse(audit.after)).toMatchObject({ payment: "pay_link" });
    expect(await seatsTaken(cls.id)).toBe(before + 2);

    const after = await call<{ status: string; order_number: string }>("GET", `/pay-links/${token}`);
    expect(after.body.status).toBe("paid");
    expect(after.body.order_number).toMatch(/^CVK-/);
    expectError(await call("POST", `/pay-links/${token}/pay`), 409, "ALREADY_PAID");
  });

  it("an expired link gives its seats back and answers 410 to paying; an unknown or malformed one 404", async () => {
    const cls = await freshClass({ seatsLeft: 4, offer: "seats" });
    const before = await seatsTaken(cls.id);
    const answer = await book(booking(cls, { payment: "pay_link" }));
    expect(answer.status).toBe(201);
    const token = tokenOf(answer.body.pay_link!.path);
    await run("UPDATE checkouts SET expires_at = ?2 WHERE id = ?1", answer.body.checkout.id, new Date(Date.now() - 60_000).toISOString());
    const read = await call<{ status: string }>("GET", `/pay-links/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("expired");
    expect(await seatsTaken(cls.id)).toBe(before);
    expectError(await call("POST", `/pay-links/${token}/pay`), 410, "PAY_LINK_EXPIRED");
    expectError(await call("GET", `/pay-links/${"A".repeat(43)}`), 404, "NOT_FOUND");
    expectError(await call("GET", "/pay-links/%3Cscript%3E"), 404, "NOT_FOUND");
    expectError(await call("POST", `/pay-links/${"x".repeat(101)}/pay`), 400, "BAD_REQUEST");
  });
});

describe("the last seat, booked by staff on the phone while customers check out", { timeout: 120_000 }, () => {
  /** Books the class's last seat from every side at once; answers the statuses. */
  async function race(cls: TestClass, staffBookings: number, customerCheckouts: number): Promise<number[]> {
    const one = [{ first_name: "Solo", last_name: "Guest" }];
    const carts = await Promise.all(Array.from({ length: customerCheckouts }, () => cartWith([{ ...cls, guests: 1 }])));
    const answers = await Promise.all([
      ...Array.from({ length: staffBookings }, (_, index) =>
        book(booking(cls, { guests: one, payment: index % 2 === 0 ? "cash" : "pay_link" }), index % 2 === 0 ? STAFF : OTHER_STAFF),
      ),
      ...carts.map((uuid) => startCheckout(uuid, contact({ guests: [{ class_id: cls.id, first_name: "Cora", last_name: "Customer", allergies: [] }] }))),
    ]);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    }
    const row = await first<{ seats_taken: number; seats: number }>(
      "SELECT c.seats_taken, r.seats FROM classes c JOIN reservation_sizes r ON r.id = c.reservation_size_id WHERE c.id = ?1",
      cls.id,
    );
    expect(row.seats_taken).toBe(row.seats);
    const registrations = await first<{ n: number }>("SELECT count(*) AS n FROM registrations WHERE class_id = ?1 AND status = 'registered'", cls.id);
    expect(registrations.n).toBeLessThanOrEqual(1);
    return answers.map((answer) => answer.status);
  }

  it("two staff and a customer at once: exactly one gets it, the others hear 409; never oversold", async () => {
    for (let round = 0; round < 5; round++) {
      const statuses = await race(await freshClass({ seatsLeft: 1, offer: "seats", name: `Last Seat ${round}` }), 2, 1);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    }
  });

  it("ten staff bookings and ten customer checkouts at once: exactly one gets it", async () => {
    const statuses = await race(await freshClass({ seatsLeft: 1, offer: "seats", name: "Last Seat Crowd" }), 10, 10);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  });
});
