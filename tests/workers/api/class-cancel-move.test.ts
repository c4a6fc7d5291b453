/**
 * Canceling a class from the console's confirm step (issue 27 part 5, decision 077): the plan it
 * shows (bookings, the money to refund, the dates everyone may move to), a cancel with a message
 * for the customers, and moving everyone to another date of the same class instead — seats taken
 * there and given back here, nothing refunded, each booking e-mailed, audited in words — refused
 * (4xx, nothing changed) for a date that cannot take every party, another class, or a stale post.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, seededToken } from "../support/api";
import { all, first, freshClass, run, seatsTaken } from "./checkout-fixtures";
import { makeSameClass, paidOrder } from "./paid-orders";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface Plan {
  bookings: Array<{
    order_id: number;
    order_number: string;
    booker: { email: string };
    guests: Array<{ id: number }>;
    seats: number;
    paid_cents: number;
    refund_cents: number;
  }>;
  seats: number;
  refund_cents: number;
  guests_version: string;
  move: { allowed: boolean; refusal: string | null; dates: Array<{ class: { id: number; name: string; location: { name: string } }; seats_left: number }> };
}

/** A class two days out with two bookings: a party of two ($50 each) and one guest ($50). */
async function bookedClass() {
  const couple = await paidOrder({ seats: 2 });
  const single = await paidOrder({ seats: 1 });
  // The single guest's booking joins the couple's class (its own class gives the seat back).
  await run("UPDATE registrations SET class_id = ?1 WHERE order_id = ?2", couple.classId, single.orderId);
  await run("UPDATE classes SET seats_taken = seats_taken - 1 WHERE id = ?1", single.classId);
  await run("UPDATE classes SET seats_taken = seats_taken + 1 WHERE id = ?1", couple.classId);
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", couple.classId, inHours(48));
  return { classId: couple.classId, couple, single, registrationIds: [...couple.registrationIds, ...single.registrationIds] };
}

/** Another date of the same class (same type, title, fulfillment and kitchen) with `seatsLeft` free seats. */
async function otherDate(classId: number, seatsLeft: number, hours = 24 * 9) {
  const target = await freshClass({ seatsLeft });
  await makeSameClass(target.id, classId, inHours(hours));
  return target.id;
}

const plan = async (classId: number, token = MANAGER) => call<Plan>("GET", `/classes/${classId}/cancel`, { token });
const outbox = async (to: string, kind: string) =>
  (await env.DB.prepare(`SELECT subject, text FROM outbox_emails WHERE "to" = ?1 AND kind = ?2`).bind(to, kind).all<{ subject: string; text: string }>())
    .results;
const classesOf = async (ids: number[]) =>
  (
    await all<{ class_id: number; status: string }>(
      "SELECT class_id, status FROM registrations WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY id",
      JSON.stringify(ids),
    )
  ).map((row) => `${row.class_id}:${row.status}`);
const refundsOf = async (orderIds: number[]) =>
  (await first<{ n: number }>("SELECT count(*) AS n FROM refunds WHERE order_id IN (SELECT value FROM json_each(?1))", JSON.stringify(orderIds))).n;
const canceled = async (classId: number) => (await first<{ canceled: number }>("SELECT canceled FROM classes WHERE id = ?1", classId)).canceled;

describe("the confirm step's plan", () => {
  it("lists each booking with its booker, guests, what they paid and what comes back, the total, and only dates that take everyone at the same price", async () => {
    const booked = await bookedClass();
    const roomy = await otherDate(booked.classId, 5);
    const tooSmall = await otherDate(booked.classId, 2);
    const otherTitle = await freshClass({ seatsLeft: 5 });
    await makeSameClass(otherTitle.id, booked.classId, inHours(24 * 10));
    await run("UPDATE classes SET name = name || ' (another menu)' WHERE id = ?1", otherTitle.id);
    const otherTax = await otherDate(booked.classId, 5, 24 * 11);
    await run(
      "UPDATE classes SET location_id = (SELECT id FROM locations WHERE tax_rate_bps != (SELECT l.tax_rate_bps FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?2) LIMIT 1) WHERE id = ?1",
      otherTax,
      booked.classId,
    );

    const answer = await plan(booked.classId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.bookings.map((booking) => [booking.order_id, booking.guests.length, booking.seats, booking.paid_cents, booking.refund_cents])).toEqual([
      [booked.couple.orderId, 2, 2, 10_000, 10_000],
      [booked.single.orderId, 1, 1, 5_000, 5_000],
    ]);
    expect(answer.body.bookings[0]!.booker.email).toBe(booked.couple.email);
    expect(answer.body).toMatchObject({ seats: 3, refund_cents: 15_000, move: { allowed: true, refusal: null } });
    expect(answer.body.guests_version).toMatch(/^[0-9a-f]{16}$/);
    const offered = answer.body.move.dates.map((date) => date.class.id);
    expect(offered).toContain(roomy);
    for (const refused of [tooSmall, otherTitle.id, otherTax]) expect(offered).not.toContain(refused);
    expect(answer.body.move.dates.find((date) => date.class.id === roomy)?.seats_left).toBe(5);
  });

  it("is for staff who may cancel and refund: 403 to staff without, 404 for no class", async () => {
    const booked = await bookedClass();
    expectError(await plan(booked.classId, STAFF), 403, "FORBIDDEN");
    expectError(await plan(99_999_999), 404, "NOT_FOUND");
  });
});

describe("cancel with a message", () => {
  it("refunds every seat (the total the plan showed) and e-mails each customer once, with the message", async () => {
    const booked = await bookedClass();
    const { guests_version } = (await plan(booked.classId)).body;
    const message = "Our oven broke this week.\n\nWe are so sorry, and hope to see you soon.";
    const answer = await call<{ refunded_registrations: number[] }>("PUT", `/classes/${booked.classId}/cancel`, {
      body: { message, guests_version },
      token: MANAGER,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.refunded_registrations).toEqual(booked.registrationIds);
    const refunded = await first<{ sum: number }>(
      "SELECT sum(amount_cents) AS sum FROM refunds WHERE order_id IN (?1, ?2) AND status = 'succeeded'",
      booked.couple.orderId,
      booked.single.orderId,
    );
    expect(refunded.sum).toBe(15_000);
    for (const [email, money] of [
      [booked.couple.email, "$100.00"],
      [booked.single.email, "$50.00"],
    ] as const) {
      const mails = await outbox(email, "class_canceled");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("Our oven broke this week.");
      expect(mails[0]!.text).toContain("hope to see you soon");
      expect(mails[0]!.text).toContain(`We refunded ${money}`);
    }
    const record = await first<{ after: string }>(
      "SELECT after FROM audit_log WHERE resource = 'classes' AND resource_id = ?1 AND action = 'classes.cancel'",
      String(booked.classId),
    );
    expect(JSON.parse(record.after)).toMatchObject({ canceled: true, message });
  });

  it("refuses a message that is too long and a stale guest list, changing nothing", async () => {
    const booked = await bookedClass();
    const { guests_version } = (await plan(booked.classId)).body;
    expectError(await call("PUT", `/classes/${booked.classId}/cancel`, { body: { message: "x".repeat(5001) }, token: MANAGER }), 400, "BAD_REQUEST", "message");
    // Someone booked meanwhile: the list the page showed is no longer the class's.
    const late = await paidOrder({ seats: 1 });
    await run("UPDATE registrations SET class_id = ?1 WHERE order_id = ?2", booked.classId, late.orderId);
    expectError(await call("PUT", `/classes/${booked.classId}/cancel`, { body: { guests_version }, token: MANAGER }), 409, "STALE");
    expect(await canceled(booked.classId)).toBe(0);
    expect(await refundsOf([booked.couple.orderId, booked.single.orderId, late.orderId])).toBe(0);
  });
});

describe("moving everyone to another date instead", () => {
  it("moves every registration, takes the seats there and gives them back here, refunds nothing, e-mails each booking and audits it in words", async () => {
    const booked = await bookedClass();
    const target = await otherDate(booked.classId, 4);
    const [sourceSeats, targetSeats] = [await seatsTaken(booked.classId), await seatsTaken(target)];
    const { guests_version } = (await plan(booked.classId)).body;
    const message = "The kitchen floods on Tuesday; same class, a week later.";
    const answer = await call<{ moved_registrations: number[]; to_class_id: number }>("POST", `/classes/${booked.classId}/move`, {
      body: { class_id: target, guests_version, message },
      token: MANAGER,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ moved_registrations: booked.registrationIds, to_class_id: target });
    expect(await classesOf(booked.registrationIds)).toEqual(booked.registrationIds.map(() => `${target}:registered`));
    expect(await seatsTaken(target)).toBe(targetSeats + 3);
    expect(await seatsTaken(booked.classId)).toBe(sourceSeats - 3);
    expect(await canceled(booked.classId)).toBe(1);
    expect(await refundsOf([booked.couple.orderId, booked.single.orderId])).toBe(0);
    const totals = await all<{ total_cents: number }>(
      "SELECT total_cents FROM registrations WHERE id IN (SELECT value FROM json_each(?1))",
      JSON.stringify(booked.registrationIds),
    );
    expect(totals.map((row) => row.total_cents)).toEqual([5000, 5000, 5000]);
    for (const email of [booked.couple.email, booked.single.email]) {
      const mails = await outbox(email, "class_moved");
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(message);
      expect(mails[0]!.text).toContain("Nothing was charged and nothing was refunded");
      expect(await outbox(email, "class_canceled")).toHaveLength(0);
    }
    // The order's history (its registrations' records) says the move in words.
    const history = await call<{ data: Array<{ action: string; summary: string }> }>(
      "GET",
      `/audit?records=${booked.registrationIds.map((id) => `registrations:${id}`).join(",")}`,
      { token: MANAGER },
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const moves = history.body.data.filter((record) => record.action === "registrations.move");
    expect(moves).toHaveLength(3);
    expect(moves[0]!.summary).toMatch(/^Daniel Olsen moved Riley Refund from .+ to .+$/);
    const classRecord = await call<{ data: Array<{ action: string; summary: string }> }>("GET", `/audit?resource=classes&resource_id=${booked.classId}`, {
      token: MANAGER,
    });
    expect(classRecord.body.data.find((record) => record.action === "classes.cancel")?.summary).toMatch(
      /^Daniel Olsen canceled .+, moving its 3 guests to .+$/,
    );
  });

  it("refuses, changing nothing: a date without room for every party, another class, this class, a stale post, bad input, staff without the permission", async () => {
    const booked = await bookedClass();
    const tooSmall = await otherDate(booked.classId, 2);
    const otherClass = (await freshClass({ seatsLeft: 6 })).id;
    const roomy = await otherDate(booked.classId, 6);
    const { guests_version } = (await plan(booked.classId)).body;
    const before = {
      registrations: await classesOf(booked.registrationIds),
      seats: [await seatsTaken(booked.classId), await seatsTaken(tooSmall), await seatsTaken(otherClass), await seatsTaken(roomy)],
    };
    const move = (body: Record<string, unknown>, token = MANAGER) => call("POST", `/classes/${booked.classId}/move`, { body, token });
    expectError(await move({ class_id: tooSmall, guests_version }), 409, "CLASS_NOT_AVAILABLE", "class_id");
    expectError(await move({ class_id: otherClass, guests_version }), 409, "CLASS_NOT_AVAILABLE", "class_id");
    expectError(await move({ class_id: booked.classId, guests_version }), 400, "BAD_REQUEST", "class_id");
    expectError(await move({ class_id: "soon", guests_version }), 400, "BAD_REQUEST", "class_id");
    expectError(await move({ class_id: roomy }), 400, "BAD_REQUEST", "guests_version");
    expectError(await move({ class_id: roomy, guests_version, message: "x".repeat(5001) }), 400, "BAD_REQUEST", "message");
    expectError(await move({ class_id: roomy, guests_version }, STAFF), 403, "FORBIDDEN");
    // A guest canceled by staff since the page was shown: the post is stale.
    await run("UPDATE registrations SET status = 'canceled' WHERE id = ?1", booked.single.registrationIds[0]);
    expectError(await move({ class_id: roomy, guests_version }), 409, "STALE", "guests_version");
    await run("UPDATE registrations SET status = 'registered' WHERE id = ?1", booked.single.registrationIds[0]);
    // The party no longer fits: the date filled up after the page was shown.
    await run("UPDATE classes SET seats_taken = seats_taken + 4 WHERE id = ?1", roomy);
    expectError(await move({ class_id: roomy, guests_version }), 409, "CLASS_NOT_AVAILABLE", "class_id");
    await run("UPDATE classes SET seats_taken = seats_taken - 4 WHERE id = ?1", roomy);

    expect(await classesOf(booked.registrationIds)).toEqual(before.registrations);
    expect([await seatsTaken(booked.classId), await seatsTaken(tooSmall), await seatsTaken(otherClass), await seatsTaken(roomy)]).toEqual(before.seats);
    expect(await canceled(booked.classId)).toBe(0);
    expect(await refundsOf([booked.couple.orderId, booked.single.orderId])).toBe(0);
    expect(await outbox(booked.couple.email, "class_moved")).toHaveLength(0);
  });
});
