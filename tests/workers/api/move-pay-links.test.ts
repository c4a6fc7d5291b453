/**
 * Decision 089: staff move a booking to a dearer date and send a pay link for the difference. The
 * new date's seats are held at once (never oversold), nothing moves until the link is paid; paid, the
 * booking moves into the held seats with one e-mail and its audit records; expired, the held seats go
 * back and the booking stays; a booking changed meanwhile is not moved and the payment refunded.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, seededToken } from "../support/api";
import { all, card, first, freshClass, run, seatsTaken } from "./checkout-fixtures";
import { makeSameClass, paidOrder } from "./paid-orders";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface Asked {
  moved_registrations: number[];
  difference_cents: number;
  pay_link_cents: number;
  pay_link: { path: string; expires_at: string } | null;
}

/** A paid booking of `seats` guests, and a dearer date of its class with `seatsLeft` seats. */
async function dearerBooking(seats = 2, seatsLeft = 5) {
  const order = await paidOrder({ seats, offer: "seats" });
  await run("UPDATE classes SET date = ?2, price_cents = 5000 WHERE id = ?1", order.classId, inHours(24 * 10));
  const target = await freshClass({ seatsLeft, offer: "seats" });
  await makeSameClass(target.id, order.classId, inHours(24 * 14));
  await run("UPDATE classes SET price_cents = 6000 WHERE id = ?1", target.id);
  return { ...order, targetId: target.id, id: order.registrationIds[0]! };
}

const ask = (booked: { id: number; classId: number; targetId: number }) =>
  call<Asked>("POST", `/registrations/${booked.id}/move`, {
    token: STAFF,
    body: { class_id: booked.targetId, from_class_id: booked.classId, settlement: "pay_link" },
  });
const classesOf = async (ids: number[]) =>
  (await all<{ class_id: number }>("SELECT class_id FROM registrations WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY id", JSON.stringify(ids))).map(
    (row) => row.class_id,
  );
const mails = async (to: string, kind: string) =>
  (await env.DB.prepare(`SELECT subject, text FROM outbox_emails WHERE "to" = ?1 AND kind = ?2`).bind(to, kind).all<{ subject: string; text: string }>())
    .results;
const records = async (id: number, action: string) =>
  (await all<{ after: string }>("SELECT after FROM audit_log WHERE resource = 'registrations' AND resource_id = ?1 AND action = ?2", String(id), action)).map(
    (row) => JSON.parse(row.after) as Record<string, unknown>,
  );
const tokenOf = (path: string) => path.slice("/pay-link/".length);

async function pay(token: string) {
  const page = await call<{ url: string }>("POST", `/pay-links/${token}/pay`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return call<{ redirect_url: string }>("POST", `/payments/sandbox/${page.body.url.slice("/pay/".length)}`, { body: card() });
}

describe("a dearer move settled by pay link (decision 089)", () => {
  it("holds the new seats and moves nothing; paid, the party moves into them with one e-mail and its records", async () => {
    const booked = await dearerBooking(2);
    const [fromBefore, toBefore] = [await seatsTaken(booked.classId), await seatsTaken(booked.targetId)];
    const asked = await ask(booked);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.moved_registrations).toEqual([]);
    expect(asked.body.pay_link_cents).toBe(asked.body.difference_cents);
    expect(asked.body.pay_link_cents).toBeGreaterThan(1999);
    expect(asked.body.pay_link!.path).toMatch(/^\/pay-link\/[A-Za-z0-9_-]{43}$/);
    // Held, not moved: the new date's seats are taken, the old ones still the booking's.
    expect(await seatsTaken(booked.targetId)).toBe(toBefore + 2);
    expect(await seatsTaken(booked.classId)).toBe(fromBefore);
    expect(await classesOf(booked.registrationIds)).toEqual([booked.classId, booked.classId]);
    const link = await mails(booked.email, "pay_link");
    expect(link).toHaveLength(1);
    expect(link[0]!.text).toContain(asked.body.pay_link!.path);
    expect(link[0]!.text).toContain("your booking moves at once");
    expect(await records(booked.id, "registrations.move_pay_link")).toEqual([expect.objectContaining({ class_id: booked.targetId })]);
    const linkRow = await first<{ order_id: number }>("SELECT order_id FROM pay_links WHERE token = ?1", tokenOf(asked.body.pay_link!.path));
    expect(linkRow.order_id).toBe(booked.orderId);
    // A second link for the same booking while this one is open: refused, nothing more held.
    expectError(await ask(booked), 409, "CONFLICT", "settlement");
    expect(await seatsTaken(booked.targetId)).toBe(toBefore + 2);

    const token = tokenOf(asked.body.pay_link!.path);
    const page = await call<{ status: string; amount_due_cents: number; lines: { seats: number }[]; moving_from: { name: string } | null }>(
      "GET",
      `/pay-links/${token}`,
    );
    expect(page.body).toMatchObject({ status: "open", amount_due_cents: asked.body.pay_link_cents, lines: [{ seats: 2 }] });
    expect(page.body.moving_from).not.toBeNull();
    const paid = await pay(token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await classesOf(booked.registrationIds)).toEqual([booked.targetId, booked.targetId]);
    // The held seats became the booking's; the old ones went back.
    expect(await seatsTaken(booked.targetId)).toBe(toBefore + 2);
    expect(await seatsTaken(booked.classId)).toBe(fromBefore - 2);
    const moved = await mails(booked.email, "registration_moved");
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toContain("which you paid by card through our pay link");
    expect(await records(booked.id, "registrations.move")).toEqual([
      expect.objectContaining({ class_id: booked.targetId, pay_link_paid_cents: expect.any(Number) }),
    ]);
    const after = await call<{ status: string; order_number: string }>("GET", `/pay-links/${token}`);
    expect(after.body).toMatchObject({ status: "paid", order_number: booked.orderNumber });
    expectError(await call("POST", `/pay-links/${token}/pay`), 409, "ALREADY_PAID");
    // No new order was made for the difference.
    expect((await first<{ n: number }>("SELECT count(*) AS n FROM orders WHERE email = ?1", booked.email)).n).toBe(1);
  });

  it("an expired link gives the held seats back, answers 410, and the booking stays", async () => {
    const booked = await dearerBooking(1);
    const toBefore = await seatsTaken(booked.targetId);
    const asked = await ask(booked);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await seatsTaken(booked.targetId)).toBe(toBefore + 1);
    const token = tokenOf(asked.body.pay_link!.path);
    await run(
      "UPDATE checkouts SET expires_at = ?2 WHERE id = (SELECT checkout_id FROM pay_links WHERE token = ?1)",
      token,
      new Date(Date.now() - 60_000).toISOString(),
    );
    const read = await call<{ status: string }>("GET", `/pay-links/${token}`);
    expect(read.body.status).toBe("expired");
    expect(await seatsTaken(booked.targetId)).toBe(toBefore);
    expectError(await call("POST", `/pay-links/${token}/pay`), 410, "PAY_LINK_EXPIRED");
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    expect(await records(booked.id, "registrations.move")).toEqual([]);
    // Expired, the booking may be offered a new link.
    const again = await ask(booked);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("refuses a date without room for the party (nothing held, nothing sent); a booking changed before payment is not moved and the payment refunded", async () => {
    const full = await dearerBooking(2, 1);
    const fullBefore = await seatsTaken(full.targetId);
    expectError(await ask(full), 409, "CLASS_NOT_AVAILABLE", "class_id");
    expect(await seatsTaken(full.targetId)).toBe(fullBefore);
    expect(await mails(full.email, "pay_link")).toEqual([]);

    const booked = await dearerBooking(1);
    const toBefore = await seatsTaken(booked.targetId);
    const asked = await ask(booked);
    expect(asked.status).toBe(200);
    // Staff cancel the seat meanwhile: the link's payment moves nothing and goes back.
    await run("UPDATE registrations SET status = 'canceled' WHERE id = ?1", booked.id);
    const paid = await pay(tokenOf(asked.body.pay_link!.path));
    expect(paid.status).toBeLessThan(500);
    expect(await classesOf([booked.id])).toEqual([booked.classId]);
    expect(await seatsTaken(booked.targetId)).toBe(toBefore);
    const checkout = await first<{ status: string; failure_reason: string }>(
      "SELECT status, failure_reason FROM checkouts WHERE id = (SELECT checkout_id FROM pay_links WHERE token = ?1)",
      tokenOf(asked.body.pay_link!.path),
    );
    expect(checkout.status).toBe("failed");
    expect(checkout.failure_reason).toMatch(/^BOOKING_CHANGED/);
    expect(await mails(booked.email, "registration_moved")).toEqual([]);

    // A payment after the booked class began moves nothing either.
    const started = await dearerBooking(1);
    const link = await ask(started);
    expect(link.status).toBe(200);
    await run("UPDATE classes SET date = ?2 WHERE id = ?1", started.classId, inHours(-1));
    expect((await pay(tokenOf(link.body.pay_link!.path))).status).toBeLessThan(500);
    expect(await classesOf([started.id])).toEqual([started.classId]);
    expect(await records(started.id, "registrations.move")).toEqual([]);
  });
});
