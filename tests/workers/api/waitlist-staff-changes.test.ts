/**
 * Waitlists and the staff's changes of a class (decision 037, second session of 2026-11-26): a
 * canceled class ends its waitlist (one e-mail each, offered and claimed seats given back, links
 * 410); a class made smaller withdraws its newest open offers and never oversells, even with
 * claims running at once; a claimed class taken out of its cart gives its seat back at once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seatsChanged } from "../../../workers/api/services/seats";
import { registerCustomer, seededToken } from "../support/api";
import { call, createCart, type ErrorBody, getCart, makeClass } from "../support/cart";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface Seats {
  seats_taken: number;
  seats: number;
}

const seatsOf = (classId: number) =>
  env.DB.prepare(`SELECT c.seats_taken, r.seats FROM classes c JOIN reservation_sizes r ON r.id = c.reservation_size_id WHERE c.id = ?1`)
    .bind(classId)
    .first<Seats>() as Promise<Seats>;

const statuses = (classId: number) =>
  env.DB.prepare(`SELECT email, status FROM waitlist_entries WHERE class_id = ?1 ORDER BY id`)
    .bind(classId)
    .all<{ email: string; status: string }>()
    .then((rows) => Object.fromEntries(rows.results.map((row) => [row.email, row.status])));

const mails = (classId: number, kind: string) =>
  env.DB.prepare(
    `SELECT o."to" AS "to", o.text FROM outbox_emails o JOIN waitlist_entries w ON o.ref = 'waitlist:' || w.id
     WHERE w.class_id = ?1 AND o.kind = ?2 ORDER BY o."to"`,
  )
    .bind(classId, kind)
    .all<{ to: string; text: string }>()
    .then((rows) => rows.results);

async function offerTokens(classId: number): Promise<Map<string, string>> {
  const rows = await mails(classId, "waitlist_offer");
  return new Map(rows.map((row) => [row.to, /\/waitlist\/claim\/([0-9a-f]{32})/.exec(row.text)![1]!]));
}

async function freeSeats(classId: number, count: number) {
  await env.DB.prepare(`UPDATE classes SET seats_taken = seats_taken - ?2 WHERE id = ?1`).bind(classId, count).run();
  await seatsChanged(env, [classId]);
}

/** A full class (`size`: reservation size id; 1 = 8 seats, 2 = 12) with these e-mails waiting. */
async function fullClassWith(emails: string[], size?: number) {
  const id = await makeClass({ full: true });
  if (size !== undefined) {
    await env.DB.prepare(`UPDATE classes SET reservation_size_id = ?2, seats_taken = (SELECT seats FROM reservation_sizes WHERE id = ?2) WHERE id = ?1`)
      .bind(id, size)
      .run();
  }
  for (const email of emails) expect((await call("POST", "/waitlist", { body: { class_id: id, email } })).status).toBe(201);
  return id;
}

const claim = (token: string, cartUuid: string) => call<ErrorBody>("POST", "/waitlist/claims", { body: { token, cart_uuid: cartUuid } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** PUT classes/{id}'s body: the class with `reservation_size_id` (1 = 8 seats). */
const classBody = (reservationSizeId: number) => ({
  name: "Waitlisted Pasta Night",
  description: "Fresh pasta, two sauces.",
  class_type_id: 2,
  location_id: 1,
  fulfillment_id: 1,
  date: inDays(20),
  time: "18:30",
  duration_minutes: 120,
  reservation_size_id: reservationSizeId,
  host_id: 2,
  menu_id: null,
  class_is_public: true,
});

const resize = (id: number, reservationSizeId: number, token = MANAGER) =>
  call<ErrorBody>("PUT", `/classes/${id}`, { token, body: classBody(reservationSizeId) });

describe("a canceled class's waitlist", () => {
  it("ends every waiting, offered and claimed entry with one e-mail each, gives back their seats, and its links answer 410", async () => {
    const id = await fullClassWith(["claimer@example.com", "offered@example.com", "waiting@example.com"]);
    const full = await seatsOf(id);
    await freeSeats(id, 2);
    const tokens = await offerTokens(id);
    const cart = await createCart();
    expect((await claim(tokens.get("claimer@example.com")!, cart.uuid)).status).toBe(201);
    expect(await seatsOf(id)).toEqual(full); // the offer and the claim hold the two freed seats

    const canceled = await call("PUT", `/classes/${id}/cancel`, { token: MANAGER });
    expect(canceled.status).toBe(200);
    expect(await statuses(id)).toEqual({ "claimer@example.com": "canceled", "offered@example.com": "canceled", "waiting@example.com": "canceled" });
    // The offer's and the claim's seats went back with the cancel (nobody else gets them: canceled).
    expect((await seatsOf(id)).seats_taken).toBe(full.seats_taken - 2);
    const sent = await mails(id, "waitlist_canceled");
    expect(sent.map((mail) => mail.to)).toEqual(["claimer@example.com", "offered@example.com", "waiting@example.com"]);
    expect(sent[0]!.text).toContain("has been canceled");

    // The offered link: 410 to a claim, and the page's entry says canceled.
    const gone = await claim(tokens.get("offered@example.com")!, (await createCart()).uuid);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe("GONE");
    expect((await call<{ status: string }>("GET", `/waitlist/claims/${tokens.get("offered@example.com")!}`)).body.status).toBe("canceled");
    // Leaving changes nothing and gives no seat back twice.
    const left = await call<{ status: string }>("POST", "/waitlist/leave", { body: { token: tokens.get("claimer@example.com")! } });
    expect(left.body.status).toBe("canceled");
    expect((await seatsOf(id)).seats_taken).toBe(full.seats_taken - 2);

    // Running the cancel again (to finish refunds) e-mails nobody twice.
    expect((await call("PUT", `/classes/${id}/cancel`, { token: MANAGER })).status).toBe(200);
    expect(await mails(id, "waitlist_canceled")).toHaveLength(3);
  });

  it("is not ended by a caller without the permission (403) or without a sign-in (401)", async () => {
    const id = await fullClassWith(["stays@example.com"]);
    expect((await call("PUT", `/classes/${id}/cancel`, { token: STAFF })).status).toBe(403);
    expect((await call("PUT", `/classes/${id}/cancel`)).status).toBe(401);
    expect(await statuses(id)).toEqual({ "stays@example.com": "waiting" });
    expect(await mails(id, "waitlist_canceled")).toEqual([]);
  });
});

describe("a class made smaller", () => {
  it("withdraws the newest open offers beyond the new seats, e-mailed, back to waiting in their place", async () => {
    const emails = ["w1@example.com", "w2@example.com", "w3@example.com", "w4@example.com", "w5@example.com", "w6@example.com"];
    const id = await fullClassWith(emails, 2); // 12 seats, all taken
    await freeSeats(id, 5); // 7 taken by others, 5 offered
    const tokens = await offerTokens(id);
    expect(tokens.size).toBe(5);

    const resized = await resize(id, 1); // 8 seats: one offer fits, four are withdrawn
    expect(resized.status, JSON.stringify(resized.body)).toBe(200);
    expect(await seatsOf(id)).toEqual({ seats_taken: 8, seats: 8 });
    expect(await statuses(id)).toEqual({
      "w1@example.com": "offered",
      "w2@example.com": "waiting",
      "w3@example.com": "waiting",
      "w4@example.com": "waiting",
      "w5@example.com": "waiting",
      "w6@example.com": "waiting",
    });
    expect((await mails(id, "waitlist_withdrawn")).map((mail) => mail.to)).toEqual(["w2@example.com", "w3@example.com", "w4@example.com", "w5@example.com"]);
    expect((await claim(tokens.get("w3@example.com")!, (await createCart()).uuid)).status).toBe(410);
    expect((await claim(tokens.get("w1@example.com")!, (await createCart()).uuid)).status).toBe(201);

    // A freed seat goes to the first withdrawn (their place in line), with a new link.
    await freeSeats(id, 1);
    expect((await statuses(id))["w2@example.com"]).toBe("offered");
    expect(await seatsOf(id)).toEqual({ seats_taken: 8, seats: 8 });
  });

  it("is refused (400, nothing changed) below the seats taken by others and claims; 403 without the permission", async () => {
    const id = await fullClassWith(["c1@example.com", "c2@example.com"], 2);
    await freeSeats(id, 2);
    const tokens = await offerTokens(id);
    expect((await claim(tokens.get("c1@example.com")!, (await createCart()).uuid)).status).toBe(201);
    expect((await claim(tokens.get("c2@example.com")!, (await createCart()).uuid)).status).toBe(201);
    const refused = await resize(id, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.reservation_size_id).toEqual(["has 8 seats; 12 are taken"]);
    expect((await resize(id, 1, KITCHEN)).status).toBe(403);
    expect(await seatsOf(id)).toEqual({ seats_taken: 12, seats: 12 });
    expect(await statuses(id)).toEqual({ "c1@example.com": "claimed", "c2@example.com": "claimed" });
    expect(await mails(id, "waitlist_withdrawn")).toEqual([]);
  });

  it("never oversells while the offers are claimed at the same time", async () => {
    for (let round = 0; round < 3; round += 1) {
      const emails = ["a", "b", "c", "d", "e"].map((name) => `${name}${round}@example.com`);
      const id = await fullClassWith(emails, 2);
      await freeSeats(id, 5); // 7 taken by others, 5 offered
      const tokens = await offerTokens(id);
      const carts = await Promise.all(emails.map(() => createCart()));
      const claims = emails.map((email, index) => claim(tokens.get(email)!, carts[index]!.uuid));
      const [resized, ...claimed] = await Promise.all([resize(id, 1), ...claims]);
      const seats = await seatsOf(id);
      const held = Object.values(await statuses(id)).filter((status) => status === "offered" || status === "claimed").length;
      expect(seats.seats_taken).toBeLessThanOrEqual(seats.seats);
      expect(seats.seats_taken).toBe(7 + held);
      expect([200, 400, 409]).toContain(resized.status);
      if (resized.status === 200) expect(seats.seats).toBe(8);
      else expect(seats).toEqual({ seats_taken: 12, seats: 12 });
      // Each won claim has its line in its cart; each lost one is 410.
      for (const [index, answer] of claimed.entries()) {
        expect([201, 410]).toContain(answer.status);
        const lines = (await getCart(carts[index]!.uuid)).classes.length;
        expect(lines).toBe(answer.status === 201 ? 1 : 0);
      }
    }
  });
});

describe("a claimed class taken out of its cart", () => {
  async function claimedSeat(emails: string[]) {
    const id = await fullClassWith(emails);
    await freeSeats(id, 1);
    const cart = await createCart();
    expect((await claim((await offerTokens(id)).get(emails[0]!)!, cart.uuid)).status).toBe(201);
    return { id, cart };
  }

  it("gives the claimed seat to the next in line at once", async () => {
    const { id, cart } = await claimedSeat(["gives@example.com", "gets@example.com"]);
    const before = await seatsOf(id);
    expect((await call("DELETE", `/carts/${cart.uuid}/classes/${id}`)).status).toBe(200);
    expect(await statuses(id)).toEqual({ "gives@example.com": "left", "gets@example.com": "offered" });
    expect(await seatsOf(id)).toEqual(before); // freed, then taken by the new offer
    expect((await offerTokens(id)).has("gets@example.com")).toBe(true);
  });

  it("frees the seat when nobody waits, also when the cart is replaced without it; another line changes nothing", async () => {
    const { id, cart } = await claimedSeat(["alone@example.com"]);
    const other = await makeClass();
    expect((await call("POST", `/carts/${cart.uuid}/classes`, { body: { class_id: other, portion_size_id: 1, portion_quantity_id: 1 } })).status).toBe(200);
    const before = await seatsOf(id);
    expect((await call("DELETE", `/carts/${cart.uuid}/classes/${other}`)).status).toBe(200);
    expect(await seatsOf(id)).toEqual(before);
    expect(await statuses(id)).toEqual({ "alone@example.com": "claimed" });
    const replaced = await call("PUT", `/carts/${cart.uuid}`, { body: { classes: [] } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await statuses(id)).toEqual({ "alone@example.com": "left" });
    expect((await seatsOf(id)).seats_taken).toBe(before.seats_taken - 1);
  });

  it("answers 404 for a class not in the cart, freeing nothing", async () => {
    const { id, cart } = await claimedSeat(["keeps@example.com"]);
    const before = await seatsOf(id);
    expect((await call("DELETE", `/carts/${cart.uuid}/classes/999999`)).status).toBe(404);
    expect(await seatsOf(id)).toEqual(before);
    expect(await statuses(id)).toEqual({ "keeps@example.com": "claimed" });
  });
});

describe("the staff's view of a class's waitlist", () => {
  interface Entry {
    id: number;
    email: string;
    status: string;
    position: number | null;
    claim_expires_at: string | null;
  }
  const list = (id: number, token: string | null = STAFF) => call<{ data: Entry[] } & ErrorBody>("GET", `/classes/${id}/waitlist`, { token: token ?? undefined });
  const remove = (id: number, entryId: number | string, token: string | null = STAFF) =>
    call<ErrorBody & { status: string; seat_freed: boolean }>("POST", `/classes/${id}/waitlist/${entryId}/remove`, { token: token ?? undefined });
  const audits = (entryId: number) =>
    env.DB.prepare(`SELECT actor_email, action, before, after FROM audit_log WHERE resource = 'waitlist-entries' AND resource_id = ?1`)
      .bind(String(entryId))
      .all<{ actor_email: string; action: string; before: string; after: string }>()
      .then((rows) => rows.results);

  it("lists the seats held first with their deadline, then the waiting e-mails in order", async () => {
    const id = await fullClassWith(["one@example.com", "two@example.com", "three@example.com"]);
    await freeSeats(id, 1);
    const answer = await list(id, KITCHEN);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry) => [entry.email, entry.status, entry.position])).toEqual([
      ["one@example.com", "offered", null],
      ["two@example.com", "waiting", 1],
      ["three@example.com", "waiting", 2],
    ]);
    expect(Date.parse(answer.body.data[0]!.claim_expires_at!)).toBeGreaterThan(Date.now());
    expect((await list(999_999)).status).toBe(404);
    expect((await list(id, null)).status).toBe(401);
    expect((await list(id, (await registerCustomer()).token)).status).toBe(403);
  });

  it("removes a waiting entry with its audit record; an offered one gives its seat to the next in line", async () => {
    const id = await fullClassWith(["held@example.com", "next@example.com", "later@example.com"]);
    await freeSeats(id, 1);
    const before = await seatsOf(id);
    const [held, , later] = (await list(id)).body.data;
    const removedWaiting = await remove(id, later!.id);
    expect(removedWaiting.status).toBe(200);
    expect(removedWaiting.body).toMatchObject({ status: "removed", seat_freed: false });
    expect(await seatsOf(id)).toEqual(before);
    const removedOffer = await remove(id, held!.id);
    expect(removedOffer.body).toMatchObject({ status: "removed", seat_freed: true });
    expect(await statuses(id)).toEqual({ "held@example.com": "removed", "next@example.com": "offered", "later@example.com": "removed" });
    expect(await seatsOf(id)).toEqual(before); // given back, then offered to next@
    const [record] = await audits(held!.id);
    expect(record).toMatchObject({ actor_email: "ana.morales@cachevalleykitchen.com", action: "waitlist.remove" });
    expect(JSON.parse(record!.before)).toMatchObject({ email: "held@example.com", status: "offered" });
    expect(JSON.parse(record!.after)).toMatchObject({ status: "removed" });
    // The removed offer's link is gone; removing again is 409 with no second record.
    expect((await claim((await offerTokens(id)).get("held@example.com")!, (await createCart()).uuid)).status).toBe(410);
    expect((await remove(id, held!.id)).status).toBe(409);
    expect(await audits(held!.id)).toHaveLength(1);
    // Each removed person got one e-mail (none for a second removal), naming the class and its
    // date, with a link to the class list on the site they joined from.
    const cls = (await env.DB.prepare(`SELECT name FROM classes WHERE id = ?1`).bind(id).first<{ name: string }>())!;
    const removedMails = await mails(id, "waitlist_removed");
    expect(removedMails.map((mail) => mail.to)).toEqual(["held@example.com", "later@example.com"]);
    for (const mail of removedMails) {
      const { origin } = (await env.DB.prepare(`SELECT origin FROM waitlist_entries WHERE class_id = ?1 AND email = ?2`).bind(id, mail.to).first<{ origin: string }>())!;
      expect(mail.text).toContain(`taken you off the waitlist of ${cls.name} on `);
      expect(mail.text).toMatch(/ on \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
      expect(mail.text).toContain(`See other classes: ${origin}/classes\n`);
      expect(mail.text).not.toContain("{{ORIGIN}}");
    }
    expect(await mails(id, "waitlist_offer").then((rows) => rows.map((row) => row.to))).toEqual(["held@example.com", "next@example.com"]);
  });

  it("refuses without the permission (401, 403), an entry of another class (404) and a bad id (400), changing nothing", async () => {
    const id = await fullClassWith(["stay@example.com"]);
    const other = await fullClassWith(["elsewhere@example.com"]);
    const [entry] = (await list(id)).body.data;
    expect((await remove(id, entry!.id, null)).status).toBe(401);
    expect((await remove(id, entry!.id, KITCHEN)).status).toBe(403);
    expect((await remove(other, entry!.id)).status).toBe(404);
    const bad = await remove(id, "abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.entryId).toBeDefined();
    expect(await statuses(id)).toEqual({ "stay@example.com": "waiting" });
    expect(await audits(entry!.id)).toEqual([]);
    expect(await mails(id, "waitlist_removed")).toEqual([]);
    expect(await mails(other, "waitlist_removed")).toEqual([]);
  });
});
