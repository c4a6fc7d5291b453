/** Waitlists of full classes (decision 037): join, offers on freed seats, claim, expiry. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sweepExpiredCheckouts } from "../../../workers/api/services/holds";
import { seatsChanged } from "../../../workers/api/services/seats";
import { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../../workers/api/services/waitlist";
import { call, createCart, db, type ErrorBody, getCart, makeClass } from "../support/cart";
import { api, checkoutRow, paidOrderId, startedCheckout } from "./checkout-fixtures";

interface Seats {
  seats_taken: number;
  seats: number;
}

const seatsOf = (classId: number) =>
  env.DB.prepare(
    `SELECT c.seats_taken, r.seats FROM classes c JOIN reservation_sizes r ON r.id = c.reservation_size_id WHERE c.id = ?1`,
  )
    .bind(classId)
    .first<Seats>() as Promise<Seats>;

const entries = (classId: number) =>
  env.DB.prepare(`SELECT email, status, claim_expires_at FROM waitlist_entries WHERE class_id = ?1 ORDER BY id`)
    .bind(classId)
    .all<{ email: string; status: string; claim_expires_at: string | null }>()
    .then((rows) => rows.results);

async function offerTokens(classId: number): Promise<Map<string, string>> {
  const { results } = await env.DB.prepare(
    `SELECT o."to" AS "to", o.text FROM outbox_emails o JOIN waitlist_entries w ON o.ref = 'waitlist:' || w.id
     WHERE w.class_id = ?1 AND o.kind = 'waitlist_offer'`,
  )
    .bind(classId)
    .all<{ to: string; text: string }>();
  return new Map(results.map((row) => [row.to, /\/waitlist\/claim\/([0-9a-f]{32})/.exec(row.text)![1]!]));
}

/** The leave link's token of each join e-mail of the class. */
async function leaveTokens(classId: number): Promise<Map<string, string>> {
  const { results } = await env.DB.prepare(
    `SELECT o."to" AS "to", o.text FROM outbox_emails o JOIN waitlist_entries w ON o.ref = 'waitlist:' || w.id
     WHERE w.class_id = ?1 AND o.kind = 'waitlist_join'`,
  )
    .bind(classId)
    .all<{ to: string; text: string }>();
  return new Map(results.map((row) => [row.to, /\/waitlist\/leave\/([0-9a-f]{32})/.exec(row.text)![1]!]));
}

/** A class whose first waiting e-mail has claimed the freed seat into a fresh cart. */
async function claimedSeat(emails = ["claimer@example.com", "next@example.com"]) {
  const id = await fullClassWith(emails);
  await freeSeats(id, 1);
  const token = (await offerTokens(id)).get(emails[0]!)!;
  const cart = await createCart();
  expect((await call("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } })).status).toBe(201);
  return { id, token, cart };
}

/** Gives back `count` seats of the class as a refund or cancel does, then announces them. */
async function freeSeats(classId: number, count: number) {
  await env.DB.prepare(`UPDATE classes SET seats_taken = seats_taken - ?2 WHERE id = ?1`).bind(classId, count).run();
  await seatsChanged(env, [classId]);
}

const join = (body: object) => call<ErrorBody & { email: string }>("POST", "/waitlist", { body });

async function fullClassWith(emails: string[]) {
  const id = await makeClass({ full: true });
  for (const email of emails) expect((await join({ class_id: id, email })).status).toBe(201);
  return id;
}

describe("POST waitlist", () => {
  it("puts an e-mail on a full class's waitlist once, lower-cased, e-mailing a leave link once", async () => {
    const id = await makeClass({ full: true });
    const first = await join({ class_id: id, email: "Ann@Example.com" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ email: "ann@example.com", already_on_list: false });
    const again = await join({ class_id: id, email: "ann@example.com" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ already_on_list: true });
    expect(await entries(id)).toEqual([{ email: "ann@example.com", status: "waiting", claim_expires_at: null }]);
    const { results } = await env.DB.prepare(`SELECT text FROM outbox_emails WHERE kind = 'waitlist_join' AND ref = (
        SELECT 'waitlist:' || id FROM waitlist_entries WHERE class_id = ?1)`)
      .bind(id)
      .all<{ text: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.text).toContain(`${WAITLIST_CLAIM_HOURS} hours`);
    expect((await leaveTokens(id)).size).toBe(1);
  });

  it("refuses a class with seats (409), unknown (404), canceled, and bad input (400), writing nothing", async () => {
    const open = await makeClass();
    const notFull = await join({ class_id: open, email: "bo@example.com" });
    expect(notFull.status).toBe(409);
    expect(notFull.body.error.code).toBe("CLASS_NOT_FULL");
    expect((await join({ class_id: 999_999, email: "bo@example.com" })).status).toBe(404);
    const canceled = await makeClass({ full: true, canceled: true });
    expect((await join({ class_id: canceled, email: "bo@example.com" })).status).toBe(409);
    const bad = await join({ class_id: open, email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.email).toBeDefined();
    expect(await entries(open)).toEqual([]);
    expect(await entries(canceled)).toEqual([]);
  });
});

describe("offers on freed seats", () => {
  it("offers a freed seat to the first in line, taking it, with an e-mail naming the 12 hours and the link", async () => {
    const id = await fullClassWith(["first@example.com", "second@example.com"]);
    const before = await seatsOf(id);
    await freeSeats(id, 1);
    expect(await seatsOf(id)).toEqual(before); // the offer holds the seat
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["offered", "waiting"]);
    const { results } = await env.DB.prepare(`SELECT "to", subject, text FROM outbox_emails WHERE kind = 'waitlist_offer' AND "to" = ?1`)
      .bind("first@example.com")
      .all<{ to: string; subject: string; text: string }>();
    const mail = results.find((row) => /\/waitlist\/claim\/[0-9a-f]{32}/.test(row.text));
    expect(mail?.text).toContain(`${WAITLIST_CLAIM_HOURS} hours`);
  });

  it("never offers more seats than are free, however many frees and announcements run at once", async () => {
    const emails = Array.from({ length: 6 }, (_, index) => `c${index}@example.com`);
    const id = await fullClassWith(emails);
    const { seats } = await seatsOf(id);
    await env.DB.prepare(`UPDATE classes SET seats_taken = seats_taken - 3 WHERE id = ?1`).bind(id).run();
    await Promise.all(Array.from({ length: 8 }, () => seatsChanged(env, [id])));
    const statuses = (await entries(id)).map((entry) => entry.status);
    expect(statuses.filter((status) => status === "offered")).toHaveLength(3);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    expect((await offerTokens(id)).size).toBe(3);
  });
});

describe("POST waitlist/claims", () => {
  it("puts the offered class in the cart and keeps its seat held for the cart; a second claim is 410", async () => {
    const id = await fullClassWith(["claim@example.com"]);
    await freeSeats(id, 1);
    const token = (await offerTokens(id)).get("claim@example.com")!;
    const shown = await call<{ status: string; class: { id: number } }>("GET", `/waitlist/claims/${token}`);
    expect(shown.body).toMatchObject({ status: "offered", class: { id } });
    const cart = await createCart();
    const taken = (await seatsOf(id)).seats_taken;
    const claim = await call("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } });
    expect(claim.status).toBe(201);
    expect((await getCart(cart.uuid)).classes.map((line) => line.class.id)).toEqual([id]);
    expect((await seatsOf(id)).seats_taken).toBe(taken);
    const [entry] = await entries(id);
    expect(entry!.status).toBe("claimed");
    const holdMs = new Date(entry!.claim_expires_at!).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan((WAITLIST_CART_HOLD_MINUTES - 1) * 60_000);
    expect(holdMs).toBeLessThanOrEqual(WAITLIST_CART_HOLD_MINUTES * 60_000);
    const again = await call<ErrorBody>("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } });
    expect(again.status).toBe(410);
    expect((await seatsOf(id)).seats_taken).toBe(taken);
  });

  it("refuses a bad token (400), an unknown one (410) and an unknown cart (404), changing nothing", async () => {
    const cart = await createCart();
    expect((await call("POST", "/waitlist/claims", { body: { token: "x", cart_uuid: cart.uuid } })).status).toBe(400);
    const unknown = "0".repeat(32);
    expect((await call("POST", "/waitlist/claims", { body: { token: unknown, cart_uuid: cart.uuid } })).status).toBe(410);
    expect((await call("GET", `/waitlist/claims/${unknown}`)).status).toBe(404);
    expect((await call("POST", "/waitlist/claims", { body: { token: unknown, cart_uuid: crypto.randomUUID() } })).status).toBe(404);
    expect((await getCart(cart.uuid)).classes).toEqual([]);
  });

  it("lets one of many concurrent claims of the same link win", async () => {
    const id = await fullClassWith(["race@example.com"]);
    await freeSeats(id, 1);
    const token = (await offerTokens(id)).get("race@example.com")!;
    const taken = (await seatsOf(id)).seats_taken;
    const carts = await Promise.all(Array.from({ length: 4 }, () => createCart()));
    const answers = await Promise.all(
      carts.map((cart) => call("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410]);
    expect((await seatsOf(id)).seats_taken).toBe(taken);
  });

  it("never holds more offers and claims than free seats while frees, announcements and claims run at once", async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `mix${index}@example.com`);
    const id = await fullClassWith(emails);
    const { seats } = await seatsOf(id);
    const carts = await Promise.all(Array.from({ length: 8 }, () => createCart()));
    // Three rounds: free a seat and announce it, while every offer made so far is claimed at once.
    for (let round = 0; round < 3; round += 1) {
      const tokens = [...(await offerTokens(id)).values()];
      await Promise.all([
        freeSeats(id, 1),
        seatsChanged(env, [id]),
        ...tokens.map((token, index) => call("POST", "/waitlist/claims", { body: { token, cart_uuid: carts[index]!.uuid } })),
      ]);
      const holding = (await entries(id)).filter((entry) => entry.status === "offered" || entry.status === "claimed");
      expect(holding).toHaveLength(round + 1);
      expect((await seatsOf(id)).seats_taken).toBe(seats);
    }
  });
});

describe("a claimed seat and the checkout", () => {
  it("is taken over by the cart's checkout (no second seat), paid into an order, and nobody else gets it meanwhile", async () => {
    const { id, cart } = await claimedSeat();
    const { seats } = await seatsOf(id);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    // Another cart cannot get the held seat.
    const other = await createCart();
    const refused = await call<ErrorBody>("POST", `/carts/${other.uuid}/classes`, {
      body: { class_id: id, portion_size_id: 1, portion_quantity_id: 1 },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const checkout = await startedCheckout(cart.uuid);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["checkout", "waiting"]);
    const holds = await env.DB.prepare(`SELECT kind, ref_id FROM checkout_holds WHERE checkout_id = ?1 AND released = 0`)
      .bind(checkout.id)
      .all<{ kind: string; ref_id: number }>();
    expect(holds.results).toEqual([{ kind: "waitlist", ref_id: id }]);
    expect(await paidOrderId(checkout)).toEqual(expect.any(Number));
    expect((await checkoutRow(checkout.id)).status).toBe("paid");
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["checkout", "waiting"]);
  });

  it("goes back to the claim when the checkout is let go, and a new checkout takes it over again", async () => {
    const { id, cart } = await claimedSeat();
    const { seats } = await seatsOf(id);
    const checkout = await startedCheckout(cart.uuid);
    const cancel = await api("POST", `/checkouts/${checkout.id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["claimed", "waiting"]);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    await startedCheckout(cart.uuid);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["checkout", "waiting"]);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
  });

  it("passes on when the cart hold runs out before a checkout: the next in line is offered the seat", async () => {
    const { id, token } = await claimedSeat();
    const { seats } = await seatsOf(id);
    await sweepExpiredCheckouts(db(), new Date(Date.now() + (WAITLIST_CART_HOLD_MINUTES + 1) * 60_000), env);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["passed", "offered"]);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    expect((await offerTokens(id)).has("next@example.com")).toBe(true);
    expect((await call("GET", `/waitlist/claims/${token}`)).body).toMatchObject({ status: "passed" });
  });
});

describe("leaving the waitlist", () => {
  it("takes a waiting e-mail off the list with the join e-mail's link, twice the same, seats unchanged", async () => {
    const id = await fullClassWith(["stay@example.com", "go@example.com"]);
    const token = (await leaveTokens(id)).get("go@example.com")!;
    const before = await seatsOf(id);
    const shown = await call<{ status: string; class: { id: number } }>("GET", `/waitlist/entries/${token}`);
    expect(shown.body).toMatchObject({ status: "waiting", class: { id } });
    for (let time = 0; time < 2; time += 1) {
      const left = await call<{ status: string }>("POST", "/waitlist/leave", { body: { token } });
      expect(left.status).toBe(200);
      expect(left.body.status).toBe("left");
    }
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["waiting", "left"]);
    expect(await seatsOf(id)).toEqual(before);
  });

  it("gives an offered seat to the next in line when the offer's link leaves", async () => {
    const id = await fullClassWith(["first@example.com", "second@example.com"]);
    await freeSeats(id, 1);
    const token = (await offerTokens(id)).get("first@example.com")!;
    const { seats } = await seatsOf(id);
    expect((await call("POST", "/waitlist/leave", { body: { token } })).status).toBe(200);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["left", "offered"]);
    expect((await seatsOf(id)).seats_taken).toBe(seats);
    expect((await call("POST", "/waitlist/claims", { body: { token, cart_uuid: (await createCart()).uuid } })).status).toBe(410);
  });

  it("answers 404 for an unknown link and 400 for a malformed one, changing nothing", async () => {
    const id = await fullClassWith(["keep@example.com"]);
    expect((await call("POST", "/waitlist/leave", { body: { token: "0".repeat(32) } })).status).toBe(404);
    expect((await call("GET", `/waitlist/entries/${"0".repeat(32)}`)).status).toBe(404);
    const bad = await call<ErrorBody>("POST", "/waitlist/leave", { body: { token: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.token).toBeDefined();
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["waiting"]);
  });
});

describe("expired offers", () => {
  it("pass on from the checkout sweep: the seat goes to the next in line, and the old link is 410", async () => {
    const id = await fullClassWith(["late@example.com", "next@example.com"]);
    await freeSeats(id, 1);
    const token = (await offerTokens(id)).get("late@example.com")!;
    const taken = (await seatsOf(id)).seats_taken;
    const later = new Date(Date.now() + (WAITLIST_CLAIM_HOURS * 3600 + 60) * 1000);
    await sweepExpiredCheckouts(db(), later, env);
    expect((await entries(id)).map((entry) => entry.status)).toEqual(["passed", "offered"]);
    expect((await seatsOf(id)).seats_taken).toBe(taken);
    expect((await offerTokens(id)).has("next@example.com")).toBe(true);
    const cart = await createCart();
    expect((await call("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } })).status).toBe(410);
  });
});
