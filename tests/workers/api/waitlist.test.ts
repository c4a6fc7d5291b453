/** Waitlists of full classes (decision 037): join, offers on freed seats, claim, expiry. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sweepExpiredCheckouts } from "../../../workers/api/services/holds";
import { seatsChanged } from "../../../workers/api/services/seats";
import { WAITLIST_CLAIM_HOURS } from "../../../workers/api/services/waitlist";
import { call, createCart, db, type ErrorBody, getCart, makeClass } from "../support/cart";

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
  it("puts an e-mail on a full class's waitlist once, lower-cased", async () => {
    const id = await makeClass({ full: true });
    expect((await join({ class_id: id, email: "Ann@Example.com" })).status).toBe(201);
    expect((await join({ class_id: id, email: "ann@example.com" })).status).toBe(201);
    expect(await entries(id)).toEqual([{ email: "ann@example.com", status: "waiting", claim_expires_at: null }]);
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
  it("puts the offered class in the cart and gives its seat back in one step; a second claim is 410", async () => {
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
    expect((await seatsOf(id)).seats_taken).toBe(taken - 1);
    expect((await entries(id))[0]!.status).toBe("claimed");
    const again = await call<ErrorBody>("POST", "/waitlist/claims", { body: { token, cart_uuid: cart.uuid } });
    expect(again.status).toBe(410);
    expect((await seatsOf(id)).seats_taken).toBe(taken - 1);
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
    expect((await seatsOf(id)).seats_taken).toBe(taken - 1);
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
