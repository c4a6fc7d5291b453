/**
 * Minimum headcount, go or no-go (issue 28 part 3, decision 065), driven through the api's cron
 * handler (scheduled()) and the scheduler with a controlled clock: three classes under, at and over their minimum are decided at their
 * decision time — the one under canceled, every paid seat refunded once, its party's seats held on
 * the next date; the others told it's on — whatever the number of runs, overlapping or not. Staff
 * may run a class anyway before its decision time, not after.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../../../workers/api/env";
import { decideClasses } from "../../../workers/api/services/go-no-go";
import { JOBS, runJobs } from "../../../workers/api/services/scheduler";
import { call, expectError, seededToken } from "../support/api";
import { createCart } from "../support/cart";
import { all, cartWith, contact, db, first, freshClass, paidOrderId, run, runScheduledSweep, startedCheckout, type TestClass } from "./checkout-fixtures";

const HOUR = 3_600_000;
const ORIGIN = "https://shop.test";
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const decideJob = JOBS.filter((job) => job.name === "decide-classes");
const apiEnv = env as unknown as ApiEnv;

/** Each test's classes in a year of their own, so no other class is due at its clock. */
let year = 2050;

/** A class type of the test's own (a copy of a seats type) needing `minSeats`, and `count` fresh classes of it. */
async function classesOfOwnType(count: number, minSeats: number): Promise<TestClass[]> {
  const made: TestClass[] = [];
  for (let index = 0; index < count; index += 1) made.push(await freshClass({ offer: "seats" }));
  const type = await first<{ id: number }>(
    `INSERT INTO class_types (key, name, offer, seat_price_cents, min_seats) SELECT key || '-go' || ?2, name, offer, seat_price_cents, ?3 FROM class_types
     WHERE id = (SELECT class_type_id FROM classes WHERE id = ?1) RETURNING id`,
    made[0]!.id,
    year,
    minSeats,
  );
  await run(`UPDATE classes SET class_type_id = ?2 WHERE id IN (SELECT value FROM json_each(?1))`, JSON.stringify(made.map((shopClass) => shopClass.id)), type.id);
  return made;
}

/** A paid booking of `guests` seats by a fresh customer; answers the buyer's address. */
async function book(shopClass: TestClass, guests: number): Promise<{ email: string; orderId: number }> {
  const lines = Array.from({ length: guests }, (_, index) => ({ class_id: shopClass.id, first_name: `Guest${index}`, last_name: "Lund", allergies: [] }));
  const buyer = contact({ guests: lines });
  const orderId = await paidOrderId(await startedCheckout(await cartWith([{ ...shopClass, guests }]), buyer));
  await run(`UPDATE checkouts SET details = json_set(details, '$.origin', ?2) WHERE order_id = ?1`, orderId, ORIGIN);
  return { email: String(buyer.email).toLowerCase(), orderId };
}

const at = async (shopClass: TestClass, start: Date) => run(`UPDATE classes SET date = ?2 WHERE id = ?1`, shopClass.id, start.toISOString());
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR);
const emails = (kind: string, ref: string) => all<{ to: string; subject: string; text: string }>(`SELECT "to", subject, text FROM outbox_emails WHERE kind = ?1 AND ref = ?2 ORDER BY "to"`, kind, ref);
const classRow = (id: number) => first<{ canceled: number; go_decision: string | null; go_settled_at: string | null; seats_taken: number }>(`SELECT canceled, go_decision, go_settled_at, seats_taken FROM classes WHERE id = ?1`, id);
const seatVersion = async () => (await env.EDGE_CACHE!.prepare("SELECT version FROM seat_versions WHERE scope = 'seats'").first<{ version: number }>())?.version ?? 0;

describe("go or no-go", () => {
  it("decides three classes under, at and over their minimum once, however often and however concurrently the job runs", async () => {
    const [under, atMinimum, over, next] = await classesOfOwnType(4, 3);
    const start = new Date(Date.UTC((year += 1), 5, 10, 17, 0));
    for (const shopClass of [under!, atMinimum!, over!]) await at(shopClass, start);
    await at(next!, new Date(start.getTime() + 7 * 24 * HOUR));
    const lone = await book(under!, 2);
    const trio = await book(atMinimum!, 3);
    const pairs = [await book(over!, 2), await book(over!, 2)];
    const nextTaken = (await classRow(next!.id)).seats_taken;

    // Before the decision time (72 hours before): nothing is decided.
    await runJobs(db(), apiEnv, hoursBefore(start, 73), decideJob);
    expect((await classRow(under!.id)).go_decision).toBeNull();
    expect((await call<{ go_no_go: { seats_needed: number; decide_at: string } }>("GET", `/classes/${under!.id}`)).body.go_no_go).toMatchObject({
      seats_needed: 1,
      decide_at: hoursBefore(start, 72).toISOString(),
    });

    // At it: the api's cron handler, two overlapping calls and a later cron run.
    const version = await seatVersion();
    const when = hoursBefore(start, 71);
    await Promise.all([runScheduledSweep(when), decideClasses(db(), apiEnv, when, 5), decideClasses(db(), apiEnv, when, 5)]);
    await runScheduledSweep(hoursBefore(start, 70));
    expect(await seatVersion()).toBeGreaterThan(version);

    // Under: canceled, each of its two paid seats refunded once, in full.
    expect(await classRow(under!.id)).toMatchObject({ canceled: 1, go_decision: "off", go_settled_at: expect.any(String) });
    const refunds = await all<{ amount_cents: number; status: string }>(`SELECT amount_cents, status FROM refunds WHERE order_id = ?1`, lone.orderId);
    expect(refunds).toHaveLength(2);
    expect(refunds.every((refund) => refund.status === "succeeded")).toBe(true);
    const order = await first<{ amount_paid_cents: number; gift_card_cents: number; refunded_cents: number }>(`SELECT amount_paid_cents, gift_card_cents, refunded_cents FROM orders WHERE id = ?1`, lone.orderId);
    expect(order.refunded_cents).toBe(order.amount_paid_cents + order.gift_card_cents);
    // Its party's two seats held on the next date for 24 hours, and one e-mail with the link.
    const offer = await all<{ class_id: number; seats: number; status: string; claim_expires_at: string }>(
      `SELECT class_id, seats, status, claim_expires_at FROM waitlist_entries WHERE from_class_id = ?1`,
      under!.id,
    );
    expect(offer).toEqual([{ class_id: next!.id, seats: 2, status: "offered", claim_expires_at: new Date(when.getTime() + 24 * HOUR).toISOString() }]);
    expect((await classRow(next!.id)).seats_taken).toBe(nextTaken + 2);
    const canceled = await emails("class_canceled", `class:${under!.id}`);
    expect(canceled.map((email) => email.to)).toEqual([lone.email]);
    expect(canceled[0]!.text).toContain("did not get the 3 cooks it needs");
    expect(canceled[0]!.text).toMatch(/holding 2 seats for you .* until /);
    expect((await emails("class_no_go_staff", `class:${under!.id}`)).length).toBe(1);

    // At and over: on, one e-mail per customer, no refund, the kitchen told once each.
    for (const [shopClass, customers] of [
      [atMinimum!, [trio]],
      [over!, pairs],
    ] as const) {
      expect(await classRow(shopClass.id)).toMatchObject({ canceled: 0, go_decision: "on" });
      expect((await emails("class_on", `class:${shopClass.id}`)).map((email) => email.to)).toEqual(customers.map((customer) => customer.email).sort());
      expect((await emails("class_go_staff", `class:${shopClass.id}`)).length).toBe(1);
      for (const customer of customers) expect(await all(`SELECT 1 FROM refunds WHERE order_id = ?1`, customer.orderId)).toEqual([]);
    }

    // The held seats are claimed into a cart with the party's guests, and its checkout takes them over rather than taking two more.
    const token = /waitlist\/claim\/([0-9a-f]+)/.exec(canceled[0]!.text)![1]!;
    expect((await call("GET", `/waitlist/claims/${token}`)).body).toMatchObject({ status: "offered", seats: 2, from_canceled_class: true, class: { id: next!.id } });
    const cart = await createCart();
    expect((await call("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } })).status).toBe(201);
    const line = await first<{ guests: number }>(`SELECT guests FROM cart_classes WHERE cart_uuid = ?1`, cart.uuid);
    expect(line.guests).toBe(2);
    const guests = [0, 1].map((index) => ({ class_id: next!.id, first_name: `Again${index}`, last_name: "Lund", allergies: [] }));
    await startedCheckout(cart.uuid, contact({ email: lone.email, guests }));
    expect((await classRow(next!.id)).seats_taken).toBe(nextTaken + 2);
  });

  it("holds each party's seats on the first next date with room for it after the parties before it", async () => {
    const [under, next, later] = await classesOfOwnType(3, 5);
    const start = new Date(Date.UTC((year += 1), 5, 10, 17, 0));
    await at(under!, start);
    await at(next!, new Date(start.getTime() + 7 * 24 * HOUR));
    await at(later!, new Date(start.getTime() + 14 * 24 * HOUR));
    const parties = [await book(under!, 2), await book(under!, 2)];
    // Three seats left on the next date: room for one party of two, not both; the other goes a week later.
    await run(`UPDATE classes SET seats_taken = (SELECT seats FROM reservation_sizes WHERE id = classes.reservation_size_id) - 3 WHERE id = ?1`, next!.id);
    await runJobs(db(), apiEnv, hoursBefore(start, 71), decideJob);
    const offers = await all<{ email: string; class_id: number; seats: number }>(
      `SELECT email, class_id, seats FROM waitlist_entries WHERE from_class_id = ?1 ORDER BY class_id`,
      under!.id,
    );
    expect(offers.map((offer) => [offer.class_id, offer.seats])).toEqual([
      [next!.id, 2],
      [later!.id, 2],
    ]);
    expect(offers.map((offer) => offer.email).sort()).toEqual(parties.map((party) => party.email).sort());
    const sent = await emails("class_canceled", `class:${under!.id}`);
    expect(sent).toHaveLength(2);
    expect(sent.every((email) => email.text.includes("holding 2 seats for you"))).toBe(true);
  });

  it("lets staff run a class anyway before its decision time, and refuses it after", async () => {
    const [kept, late] = await classesOfOwnType(2, 4);
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    await at(kept!, start);
    await at(late!, new Date(Date.now() + 48 * HOUR));
    await book(kept!, 1);
    expect((await call("PUT", `/classes/${kept!.id}/run-anyway`, { token: MANAGER })).body).toEqual({ id: kept!.id, go_decision: "run" });
    expectError(await call("PUT", `/classes/${late!.id}/run-anyway`, { token: MANAGER }), 409, "INVALID_TRANSITION");
    expectError(await call("PUT", `/classes/${kept!.id}/run-anyway`, {}), 401, "UNAUTHENTICATED");
    // At its decision time it is left to run: nothing canceled, refunded or e-mailed.
    await runJobs(db(), apiEnv, hoursBefore(start, 71), decideJob);
    expect(await classRow(kept!.id)).toMatchObject({ canceled: 0, go_decision: "run" });
    expect(await emails("class_canceled", `class:${kept!.id}`)).toEqual([]);
  });
});
