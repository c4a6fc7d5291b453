/**
 * Reviews of classes (issue 28 part 5, decision 064), the request job driven through the
 * scheduler with a controlled clock: from the kitchen's day after a class, each paid seat gets one
 * review link, however often and however concurrently the job runs; refunded or canceled seats,
 * canceled and old classes get none. The link writes one review, refuses forged, used and
 * refunded links and bad ratings with their field's message; staff publish, hide and answer; the
 * pages see only published reviews, with their average and count.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../../../workers/api/env";
import { requestReviews } from "../../../workers/api/services/reviews";
import { JOBS, runJobs } from "../../../workers/api/services/scheduler";
import { call, seededToken } from "../support/api";
import { all, api, cartWith, contact, db, expectError, first, freshClass, paidOrderId, run, type CheckoutAnswerBody, type TestClass } from "./checkout-fixtures";

const HOUR = 3_600_000;
const reviewJob = JOBS.filter((job) => job.name === "request-reviews");
const apiEnv = env as unknown as ApiEnv;
const SHOP = "https://shop.example";
const MANAGER = seededToken("megan.larsen@cachevalleykitchen.com");
const CUSTOMER = seededToken("jordan.thompson@example.com");

/** Each test's classes in a year of their own, so no other class is asked about at its clock. */
let year = 2070;

/**
 * A paid class of `seats` seats (one registration each) on June 10 at 01:00 UTC — June 9, 7 PM in Logan (America/Denver),
 * 90 minutes long — of a class type of its own (so its reviews' average is the test's alone).
 */
async function attendedClass(options: { seats?: number; start?: Date } = {}) {
  const seats = options.seats ?? 1;
  const shopClass: TestClass = { ...(await freshClass({ offer: "seats" })), guests: seats };
  const start = options.start ?? new Date(Date.UTC((year += 1), 5, 10, 1, 0));
  // Each seat's guest is named; Maria's is the first.
  const guests = [
    { first_name: "Maria", last_name: "Garcia", allergies: [] },
    { first_name: "Theo", last_name: "Lund", allergies: [] },
    { first_name: "Ivy", last_name: "Park", allergies: [] },
  ]
    .slice(0, seats)
    .map((guest) => ({ class_id: shopClass.id, ...guest }));
  const buyer = contact({ first_name: "Maria", last_name: "Garcia", guests });
  // Started from the shop's pages, which pass on their origin: the link's host.
  const started = await api<CheckoutAnswerBody>("POST", `/carts/${await cartWith([shopClass])}/checkout`, { body: buyer, headers: { "x-shop-origin": SHOP } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const orderId = await paidOrderId(started.body.checkout);
  // A class type of its own, so its reviews' average is this test's alone.
  const type = await first<{ id: number }>(
    `INSERT INTO class_types (key, name, offer) SELECT key || '-rv' || ?2, name || ' ' || ?2, offer FROM class_types
     WHERE id = (SELECT class_type_id FROM classes WHERE id = ?1) RETURNING id`,
    shopClass.id,
    `${year}-${crypto.randomUUID().slice(0, 6)}`,
  );
  await run(`UPDATE classes SET class_type_id = ?2 WHERE id = ?1`, shopClass.id, type.id);
  // Booked, then the class took place.
  await run(`UPDATE classes SET date = ?2, duration_minutes = 90 WHERE id = ?1`, shopClass.id, start.toISOString());
  return { shopClass, start, orderId, classTypeId: type.id, email: String(buyer.email).toLowerCase() };
}

const requestsTo = (email: string) =>
  all<{ subject: string; text: string; html: string; ref: string }>(`SELECT subject, text, html, ref FROM outbox_emails WHERE "to" = ?1 AND kind = 'review_request' ORDER BY id`, email);
const tokenOf = (text: string) => /\/reviews\/([0-9a-f]{32})/.exec(text)?.[1] ?? "";
const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

/** A class taken place and asked about: its link's token. */
async function reviewLink(options: { seats?: number } = {}) {
  const attended = await attendedClass(options);
  await runJobs(db(), apiEnv, hoursAfter(attended.start, 30), reviewJob);
  const [request] = await requestsTo(attended.email);
  expect(request).toBeTruthy();
  return { ...attended, token: tokenOf(request!.text) };
}

describe("review requests", () => {
  it("ask each paid seat once, from the kitchen's day after the class, however often and however concurrently the job runs", async () => {
    const { start, email, orderId } = await attendedClass({ seats: 2 });
    // 11 PM in Logan on the class's own evening: not yet.
    await runJobs(db(), apiEnv, hoursAfter(start, 4), reviewJob);
    expect(await requestsTo(email)).toEqual([]);
    // 1 AM there, the next day: one link per seat, from the cron and two overlapping calls alike.
    const at = hoursAfter(start, 6);
    await Promise.all([runJobs(db(), apiEnv, at, reviewJob), requestReviews(db(), apiEnv, at, 100), requestReviews(db(), apiEnv, at, 100)]);
    await runJobs(db(), apiEnv, hoursAfter(start, 30), reviewJob);
    const sent = await requestsTo(email);
    const registrations = await all<{ id: number }>(`SELECT id FROM registrations WHERE order_id = ?1 ORDER BY id`, orderId);
    expect(registrations).toHaveLength(2);
    expect(sent.map((row) => row.ref).sort()).toEqual(registrations.map((row) => `registration:${row.id}`).sort());
    expect(sent[0]!.subject).toMatch(/^How was .+\? Rate your class$/);
    expect(sent[0]!.text).toMatch(/^Hi Maria,/);
    expect(sent[0]!.text).toMatch(/on \w+day, June 9, \d{4} at 7:00 PM/);
    expect(sent[0]!.text).toMatch(/Rate your class: https:\/\/shop\.example\/reviews\/[0-9a-f]{32}/);
    expect(sent[0]!.html).toContain("/reviews/");
    // Two different links, each kept only as its hash.
    const tokens = sent.map((row) => tokenOf(row.text));
    expect(new Set(tokens).size).toBe(2);
    const stored = await all<{ token_hash: string }>(`SELECT token_hash FROM review_requests WHERE registration_id IN (SELECT id FROM registrations WHERE order_id = ?1)`, orderId);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(tokens).not.toContain(row.token_hash);
  });

  it("skip refunded and canceled seats, canceled classes and classes past the asking days", async () => {
    const refunded = await attendedClass();
    await run(`UPDATE registrations SET status = 'refunded' WHERE order_id = ?1`, refunded.orderId);
    await runJobs(db(), apiEnv, hoursAfter(refunded.start, 30), reviewJob);
    expect(await requestsTo(refunded.email)).toEqual([]);

    const canceledSeat = await attendedClass();
    await run(`UPDATE registrations SET status = 'canceled' WHERE order_id = ?1`, canceledSeat.orderId);
    await runJobs(db(), apiEnv, hoursAfter(canceledSeat.start, 30), reviewJob);
    expect(await requestsTo(canceledSeat.email)).toEqual([]);

    const refundedOrder = await attendedClass();
    await run(`UPDATE orders SET status = 'refunded' WHERE id = ?1`, refundedOrder.orderId);
    await runJobs(db(), apiEnv, hoursAfter(refundedOrder.start, 30), reviewJob);
    expect(await requestsTo(refundedOrder.email)).toEqual([]);

    const canceledClass = await attendedClass();
    await run(`UPDATE classes SET canceled = 1 WHERE id = ?1`, canceledClass.shopClass.id);
    await runJobs(db(), apiEnv, hoursAfter(canceledClass.start, 30), reviewJob);
    expect(await requestsTo(canceledClass.email)).toEqual([]);

    const old = await attendedClass();
    await runJobs(db(), apiEnv, hoursAfter(old.start, 8 * 24), reviewJob);
    expect(await requestsTo(old.email)).toEqual([]);
    // The same seat inside its days is asked: the skips above were the rules, not a broken job.
    await runJobs(db(), apiEnv, hoursAfter(old.start, 2 * 24), reviewJob);
    expect(await requestsTo(old.email)).toHaveLength(1);
  });

  it("stop at its bound with the rest left for the next run", async () => {
    const { start, email } = await attendedClass({ seats: 3 });
    const at = hoursAfter(start, 30);
    expect(await requestReviews(db(), apiEnv, at, 2)).toEqual({ items: 2, more: true });
    expect(await requestReviews(db(), apiEnv, at, 2)).toEqual({ items: 1, more: false });
    expect(await requestReviews(db(), apiEnv, at, 2)).toEqual({ items: 0, more: false });
    expect(await requestsTo(email)).toHaveLength(3);
  });
});

describe("a review link", () => {
  it("shows its class, takes one review, and refuses to be used twice, even at once", async () => {
    const { token, shopClass } = await reviewLink();
    const link = await api<{ class: { id: number; name: string; path: string }; author_name: string }>("GET", `/reviews/links/${token}`);
    expect(link.status).toBe(200);
    expect(link.body.class).toMatchObject({ id: shopClass.id, name: shopClass.name });
    expect(link.body.class.path).toMatch(/^\/\w+\/CHK-/);
    expect(link.body.author_name).toBe("Maria G.");

    const posts = await Promise.all([
      api("POST", "/reviews", { body: { token, rating: 5, comment: "  Loved the knife skills part.  " } }),
      api("POST", "/reviews", { body: { token, rating: 1, comment: "Twice?" } }),
    ]);
    expect(posts.map((answer) => answer.status).sort()).toEqual([201, 410]);
    const reviews = await all<{ rating: number; comment: string; status: string; author_name: string }>(
      `SELECT rating, comment, status, author_name FROM reviews WHERE class_id = ?1`,
      shopClass.id,
    );
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.status).toBe("pending");
    expect(reviews[0]!.author_name).toBe("Maria G.");
    expectError(await api("GET", `/reviews/links/${token}`), 410, "REVIEWED");
    expectError(await api("POST", "/reviews", { body: { token, rating: 4, comment: "" } }), 410, "REVIEWED");
  });

  it("refuses a forged link, a refunded seat, a rating outside 1–5 and an overlong comment, naming the field", async () => {
    const { token, orderId } = await reviewLink();
    const forged = "0123456789abcdef0123456789abcdef";
    expectError(await api("GET", `/reviews/links/${forged}`), 404, "NOT_FOUND");
    expectError(await api("POST", "/reviews", { body: { token: forged, rating: 5 } }), 404, "NOT_FOUND");
    expectError(await api("GET", `/reviews/links/not-a-token`), 400, "BAD_REQUEST", "token");

    expectError(await api("POST", "/reviews", { body: { token, rating: 6, comment: "" } }), 400, "BAD_REQUEST", "rating");
    expectError(await api("POST", "/reviews", { body: { token, rating: 0 } }), 400, "BAD_REQUEST", "rating");
    expectError(await api("POST", "/reviews", { body: { token, rating: 4.5 } }), 400, "BAD_REQUEST", "rating");
    expectError(await api("POST", "/reviews", { body: { token, rating: 4, comment: "x".repeat(2001) } }), 400, "BAD_REQUEST", "comment");
    expect((await first<{ n: number }>(`SELECT count(*) AS n FROM reviews WHERE registration_id IN (SELECT id FROM registrations WHERE order_id = ?1)`, orderId)).n).toBe(0);

    await run(`UPDATE registrations SET status = 'refunded' WHERE order_id = ?1`, orderId);
    expectError(await api("GET", `/reviews/links/${token}`), 410, "REFUNDED");
    expectError(await api("POST", "/reviews", { body: { token, rating: 5 } }), 410, "REFUNDED");
  });
});

describe("staff and the pages", () => {
  it("publish, hide and answer reviews (reviews.update, audited); the pages see only published ones with their average and count", async () => {
    const first5 = await reviewLink({ seats: 3 });
    const tokens = (await requestsTo(first5.email)).map((row) => tokenOf(row.text));
    expect(tokens).toHaveLength(3);
    const ids: number[] = [];
    for (const [index, rating] of [5, 4, 2].entries()) {
      const posted = await api<{ id: number }>("POST", "/reviews", { body: { token: tokens[index], rating, comment: `Rated ${rating}` } });
      expect(posted.status).toBe(201);
      ids.push(posted.body.id);
    }
    const summary = async () =>
      (await api<{ data: Array<{ class_type_id: number; average: number | null; count: number; latest: Array<{ rating: number; reply: string }> }> }>(
        "GET",
        `/reviews/summaries?class_type_ids=${first5.classTypeId}`,
      )).body.data[0]!;
    expect(await summary()).toMatchObject({ average: null, count: 0, latest: [] });

    // Customers may not moderate.
    expect((await call("GET", "/reviews?status=pending", { token: CUSTOMER })).status).toBe(403);
    expect((await call("POST", `/reviews/${ids[0]}/status`, { token: CUSTOMER, body: { status: "published" } })).status).toBe(403);

    const pending = await call<{ data: Array<{ id: number; class_name: string }>; meta: { counts: { pending: number } } }>("GET", "/reviews?status=pending&limit=100", { token: MANAGER });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((row) => row.id)).toEqual(expect.arrayContaining(ids));

    for (const id of ids) expect((await call("POST", `/reviews/${id}/status`, { token: MANAGER, body: { status: "published" } })).status).toBe(200);
    const hidden = await call<{ status: string }>("POST", `/reviews/${ids[2]}/status`, { token: MANAGER, body: { status: "hidden" } });
    expect(hidden.body.status).toBe("hidden");
    const replied = await call<{ reply: string }>("PUT", `/reviews/${ids[0]}/reply`, { token: MANAGER, body: { reply: " Thank you, Maria! " } });
    expect(replied.body.reply).toBe("Thank you, Maria!");
    expectError(await call("PUT", `/reviews/${ids[0]}/reply`, { token: MANAGER, body: { reply: "x".repeat(1001) } }), 400, "BAD_REQUEST", "reply");
    expectError(await call("POST", `/reviews/${ids[0]}/status`, { token: MANAGER, body: { status: "deleted" } }), 400, "BAD_REQUEST", "status");
    expectError(await call("POST", `/reviews/999999999/status`, { token: MANAGER, body: { status: "hidden" } }), 404, "NOT_FOUND");

    const shown = await summary();
    expect(shown.count).toBe(2);
    expect(shown.average).toBe(4.5);
    expect(shown.latest.map((row) => row.rating).sort()).toEqual([4, 5]);
    expect(shown.latest.find((row) => row.rating === 5)?.reply).toBe("Thank you, Maria!");

    const audit = await all<{ action: string }>(`SELECT action FROM audit_log WHERE resource = 'reviews' AND resource_id IN (?1, ?2, ?3) ORDER BY id`, ...ids.map(String));
    expect(audit.map((row) => row.action)).toEqual(["reviews.publish", "reviews.publish", "reviews.publish", "reviews.hide", "reviews.reply"]);
  });
});
