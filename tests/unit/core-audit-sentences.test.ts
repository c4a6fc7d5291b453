/** The audit log in words (decision 074): a sentence rule per audited action, a generic one for the rest. */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { auditSentence, changesInWords, emailSentence, fieldChanges, type AuditClassFacts } from "../../workers/core/audit-sentences";
import { AUDITED_RECORDS } from "../../workers/core/audited-records";
import { formatShortDate, formatStamp } from "../../workers/core/dates";

// 6 PM in Logan on Dec 11 is 01:00 UTC on Dec 12: the sentence says the kitchen's day.
const PASTA: AuditClassFacts = { name: "Pasta Lab", date: "2026-12-12T01:00:00.000Z", timeZone: "America/Denver" };
const SUSHI: AuditClassFacts = { name: "Sushi Night", date: "2026-12-19T01:00:00.000Z", timeZone: "America/Denver" };
const change = (action: string, resource: string, before: unknown, after: unknown, resourceId = "12") => ({ action, resource, resourceId, before, after });

describe("auditSentence", () => {
  it("says a refund with the money in dollars, the customer, and the class with its day in the kitchen's zone", () => {
    const refund = change("payments.refund", "orders", { status: "paid", refunded_cents: 0 }, { status: "refunded", refunded_cents: 7414, amount_cents: 7414 });
    expect(auditSentence(refund, { actor: "Daniel Olsen", customer: "Ana Ruiz", record: "CVK-1042", class: PASTA })).toBe(
      "Daniel Olsen refunded $74.14 to Ana Ruiz for Pasta Lab, Dec 11",
    );
    const seat = change("registrations.refund", "registrations", { status: "registered" }, { status: "refunded", amount_cents: 3707 });
    expect(auditSentence(seat, { actor: "Daniel Olsen", customer: "Ana Ruiz", guest: "Leo Ruiz", class: PASTA })).toBe(
      "Daniel Olsen refunded $37.07 to Ana Ruiz for Pasta Lab, Dec 11",
    );
    // An order without a class (a meal kit) is named by its number; an old record without the amount reads its totals.
    const old = change("payments.refund", "orders", { refunded_cents: 1000 }, { refunded_cents: 2500 });
    expect(auditSentence(old, { actor: "megan@example.com", customer: "Ana Ruiz", record: "CVK-7" })).toBe(
      "megan@example.com refunded $15.00 to Ana Ruiz for order CVK-7",
    );
  });

  it("says a phone booking: who booked how many seats for whom, and how it was paid (decision 081)", () => {
    const check = change("orders.phone_booking", "orders", null, { payment: "check", note: "#1042", guests: 2, amount_cents: 14828 });
    expect(auditSentence(check, { actor: "Ana Morales", customer: "Lucy Caller", record: "CVK-7", class: PASTA })).toBe(
      "Ana Morales booked 2 seats of Pasta Lab, Dec 11 by phone for Lucy Caller, paid by check (#1042) at the counter: $148.28",
    );
    const link = change("orders.phone_booking", "orders", null, { payment: "pay_link", guests: 1, amount_cents: 7414 });
    expect(auditSentence(link, { actor: "Ana Morales", customer: "Lucy Caller", class: PASTA })).toBe(
      "Ana Morales booked 1 seat of Pasta Lab, Dec 11 by phone for Lucy Caller, paid by card through a pay link: $74.14",
    );
    const held = change("classes.pay_link", "classes", null, { customer: "Lucy Caller", seats: 2, amount_cents: 14828 });
    expect(auditSentence(held, { actor: "Ana Morales", class: PASTA })).toBe("Ana Morales held 2 seats of Pasta Lab, Dec 11 for Lucy Caller and e-mailed a pay link for $148.28");
  });

  it("says a move from one class to another, by staff or by the guest, with the money", () => {
    const moved = change(
      "registrations.self_move",
      "registrations",
      { class_id: 4, scope: "seat", seats: 1 },
      { class_id: 9, new_total_cents: 7000, refund_cents: 414 },
    );
    const classes = { "4": PASTA, "9": SUSHI };
    expect(auditSentence(moved, { actor: "Ana Ruiz", guest: "Ana Ruiz", class: PASTA, classes })).toBe(
      "Ana Ruiz moved their seat from Pasta Lab, Dec 11 to Sushi Night, Dec 18, refunding $4.14",
    );
    const byStaff = change("registrations.move", "registrations", { class_id: 4 }, { class_id: 9, charge_cents: 500 });
    expect(auditSentence(byStaff, { actor: "Daniel Olsen", guest: "Ana Ruiz", class: SUSHI, classes })).toBe(
      "Daniel Olsen moved Ana Ruiz from Pasta Lab, Dec 11 to Sushi Night, Dec 18, charging $5.00",
    );
    // Decision 082: staff's move, past the policy with a reason, a dearer date's difference collected or waived.
    const counter = change("registrations.move", "registrations", { class_id: 4 }, { class_id: 9, refund_cents: 0, collect_cents: 1075, waived_cents: 0 });
    expect(auditSentence(counter, { actor: "Daniel Olsen", guest: "Ana Ruiz", class: SUSHI, classes })).toBe(
      "Daniel Olsen moved Ana Ruiz from Pasta Lab, Dec 11 to Sushi Night, Dec 18, $10.75 to collect at the counter",
    );
    const waived = change(
      "registrations.move",
      "registrations",
      { class_id: 4 },
      { class_id: 9, refund_cents: 0, collect_cents: 0, waived_cents: 1075, past_policy: ["the class starts within 72 hours"], reason: "Flu" },
    );
    expect(auditSentence(waived, { actor: "Daniel Olsen", guest: "Ana Ruiz", class: SUSHI, classes })).toBe(
      "Daniel Olsen moved Ana Ruiz from Pasta Lab, Dec 11 to Sushi Night, Dec 18 past the self-service policy, waiving $10.75 (reason: “Flu”)",
    );
    // Decision 089: the difference asked by pay link, then the move when it was paid.
    const asked = change("registrations.move_pay_link", "registrations", { class_id: 4 }, { class_id: 9, pay_link_cents: 1075, expires_at: "2026-12-10T18:00:00Z" });
    expect(auditSentence(asked, { actor: "Daniel Olsen", guest: "Ana Ruiz", class: PASTA, classes })).toBe(
      "Daniel Olsen held Ana Ruiz's seat on Sushi Night, Dec 18 and e-mailed a pay link for $10.75 to move it from Pasta Lab, Dec 11",
    );
    const paid = change("registrations.move", "registrations", { class_id: 4 }, { class_id: 9, refund_cents: 0, collect_cents: 0, waived_cents: 0, pay_link_paid_cents: 1075 });
    expect(auditSentence(paid, { actor: "Daniel Olsen", guest: "Ana Ruiz", class: SUSHI, classes })).toBe(
      "Daniel Olsen moved Ana Ruiz from Pasta Lab, Dec 11 to Sushi Night, Dec 18, $10.75 paid by card through a pay link",
    );
    // Decision 091: the paid difference is the order's money.
    const money = change("orders.move_difference", "orders", { total_cents: 5000 }, { total_cents: 6075, amount_cents: 1075, class_id: 9 });
    expect(auditSentence(money, { actor: "Daniel Olsen", customer: "Ana Ruiz", record: "CVK-1042", classes })).toBe(
      "Ana Ruiz paid $10.75 by card through Daniel Olsen's pay link for the move to Sushi Night, Dec 18, added to order CVK-1042 (total now $60.75)",
    );
  });

  it("says an e-mail of an order's history with where it is (decision 082)", () => {
    expect(emailSentence({ to: "ana@example.com", subject: "Moved: Pasta Lab", state: "DELIVERED" })).toBe("E-mailed ana@example.com “Moved: Pasta Lab” (delivered)");
    expect(emailSentence({ to: "ana@example.com", subject: "Hi", state: "suppressed" })).toBe("E-mailed ana@example.com “Hi” (not sent: the address is suppressed)");
  });

  it("says a cancel: of a class, of a seat by staff, of a seat by its guest with the money back", () => {
    expect(auditSentence(change("classes.cancel", "classes", { canceled: false }, { canceled: true }), { actor: "Daniel Olsen", class: PASTA })).toBe(
      "Daniel Olsen canceled Pasta Lab, Dec 11",
    );
    // Decision 077: canceled by moving everyone to another date.
    const moved = change("classes.cancel", "classes", { canceled: false }, { canceled: true, moved_to_class_id: 9, moved_guests: 3 });
    expect(auditSentence(moved, { actor: "Daniel Olsen", class: PASTA, classes: { "9": SUSHI } })).toBe(
      "Daniel Olsen canceled Pasta Lab, Dec 11, moving its 3 guests to Sushi Night, Dec 18",
    );
    const status = change("registrations.status", "registrations", { status: "registered" }, { status: "canceled" });
    expect(auditSentence(status, { actor: "Daniel Olsen", guest: "Leo Ruiz", class: PASTA })).toBe(
      "Daniel Olsen canceled Leo Ruiz's seat in Pasta Lab, Dec 11",
    );
    const checkIn = change("registrations.status", "registrations", { status: "registered" }, { status: "attended" });
    expect(auditSentence(checkIn, { actor: "Daniel Olsen", guest: "Leo Ruiz", class: PASTA })).toBe("Daniel Olsen checked in Leo Ruiz at Pasta Lab, Dec 11");
    const own = change("registrations.self_cancel", "registrations", { status: "registered", class_id: 4 }, { status: "refunded", refund_cents: 7414 });
    expect(auditSentence(own, { actor: "Ana Ruiz", guest: "Ana Ruiz", class: PASTA })).toBe(
      "Ana Ruiz canceled their seat in Pasta Lab, Dec 11, refunding $74.14",
    );
  });

  it("says a change of capacity alone as such, and any other change of a class generically", () => {
    const capacity = change(
      "classes.update",
      "classes",
      { name: "Pasta Lab", capacity: 8, seats_taken: 3 },
      { name: "Pasta Lab", capacity: 12, seats_taken: 3 },
    );
    expect(auditSentence(capacity, { actor: "Ana Ruiz", class: PASTA, record: "Pasta Lab, Dec 11" })).toBe(
      "Ana Ruiz changed the capacity of Pasta Lab, Dec 11: 8 → 12 seats",
    );
    const more = change("classes.update", "classes", { capacity: 8, price_cents: 4000 }, { capacity: 12, price_cents: 4500 });
    expect(auditSentence(more, { actor: "Ana Ruiz", class: PASTA, record: "Pasta Lab, Dec 11" })).toBe(
      "Ana Ruiz changed class Pasta Lab, Dec 11: capacity 8 → 12, price $40.00 → $45.00",
    );
  });

  it("says a gift card's code revealed, naming the card by its last letters and its recipient, never the code", () => {
    const reveal = change("gift-cards.reveal", "gift-cards", null, null, "31");
    expect(auditSentence(reveal, { actor: "Megan Larsen", record: "••••-••••-••••-WXYZ", customer: "Ana Ruiz" })).toBe(
      "Megan Larsen revealed the whole code of gift card ••••-••••-••••-WXYZ for Ana Ruiz",
    );
    const issue = change("gift-cards.issue", "gift-cards", null, { initial_cents: 5000, reason: "comp" }, "31");
    expect(auditSentence(issue, { actor: "Megan Larsen", record: "••••-••••-••••-WXYZ", customer: "Ana Ruiz" })).toBe(
      "Megan Larsen issued gift card ••••-••••-••••-WXYZ worth $50.00 to Ana Ruiz",
    );
  });

  it("says a promotion's edit with its changed fields in words, and its codes", () => {
    const edit = change(
      "promotions.update",
      "promotions",
      { name: "Spring", percent_off: 10, active: true },
      { name: "Spring", percent_off: 15, active: true },
      "3",
    );
    expect(auditSentence(edit, { actor: "Daniel Olsen", record: "Spring" })).toBe("Daniel Olsen edited promotion Spring: percent off 10 → 15");
    const codes = change("codes.create", "promotions", null, { count: 25, usage_limit: 1, codes: [] }, "3");
    expect(auditSentence(codes, { actor: "Daniel Olsen", record: "Spring" })).toBe("Daniel Olsen added 25 codes to promotion Spring");
  });

  it("says the inbox's reads, replies and states, and a subscriber's unsubscribe", () => {
    const read = change("contact-messages.read", "contact-messages", { read: false }, { read: true }, "4");
    const reply = change(
      "contact-messages.reply",
      "contact-messages",
      { replied_at: null },
      { replied_at: "x", subject: "Re: Parking", to: "ana@example.com" },
      "4",
    );
    const done = change("contact-messages.done", "contact-messages", null, null, "4");
    const unsubscribe = change(
      "newsletter-subscribers.unsubscribe",
      "newsletter-subscribers",
      { status: "subscribed" },
      { status: "unsubscribed" },
      "ana@example.com",
    );
    const facts = { actor: "Ana Morales", record: "“Parking”" };
    expect(auditSentence(read, facts)).toMatch(/^Ana Morales read .+ “Parking”$/);
    expect(auditSentence(reply, facts)).toMatch(/^Ana Morales replied to .+ “Parking” by e-mail to ana@example\.com: “Re: Parking”$/);
    expect(auditSentence(done, facts)).toMatch(/^Ana Morales marked .+ as done$/);
    expect(auditSentence(unsubscribe, { actor: "Daniel Olsen" })).toBe("Daniel Olsen unsubscribed ana@example.com from the newsletter");
  });

  it("says a second factor set up and reset (decision 078)", () => {
    const enrol = change("users.second-factor-enrol", "users", { second_factor: "none" }, { second_factor: "enrolled" }, "6");
    const reset = change("users.second-factor-reset", "users", { second_factor: "enrolled" }, { second_factor: "none" }, "6");
    expect(auditSentence(enrol, { actor: "Daniel Olsen", record: "Daniel Olsen" })).toBe("Daniel Olsen set up their second factor");
    expect(auditSentence(reset, { actor: "Megan Larsen", record: "Daniel Olsen" })).toBe("Megan Larsen reset the second factor of Daniel Olsen");
  });

  it("falls back to '<who> <did> <kind> <name>: <changes>' for any other action, and says an unknown verb as written", () => {
    const kitchen = change("locations.update", "locations", { name: "Logan", phone: "" }, { name: "Logan", phone: "435-555-0100" }, "1");
    expect(auditSentence(kitchen, { actor: "Megan Larsen", record: "Logan" })).toBe("Megan Larsen changed kitchen Logan: phone — → 435-555-0100");
    const many = change("meals.update", "meals", { a: 1, b: 2, c: 3, d: 4, e: 5 }, { a: 2, b: 3, c: 4, d: 5, e: 6 }, "8");
    expect(auditSentence(many, { actor: "Megan Larsen" })).toBe("Megan Larsen changed meal #8: a 1 → 2, b 2 → 3, c 3 → 4 and 2 more changes");
    expect(auditSentence(change("menus.delete", "menus", { name: "June" }, null, "2"), { actor: "scheduler", record: "June" })).toBe(
      "scheduler deleted menu June",
    );
    expect(auditSentence(change("reviews.frobnicate", "reviews", null, null, "5"), { actor: "Megan Larsen" })).toBe(
      "Megan Larsen recorded “reviews.frobnicate” on review #5",
    );
  });
});

describe("the words of changes and times", () => {
  it("lists the fields that differ, with money in dollars and nothing as —", () => {
    expect(fieldChanges({ a: 1, b: [1] }, { a: 1, b: [2], c: null })).toEqual([
      { field: "b", before: [1], after: [2] },
      { field: "c", before: undefined, after: null },
    ]);
    expect(changesInWords({ total_cents: 100, open: true, id: 3 }, { total_cents: 250, open: false, id: 4 })).toBe("total $1.00 → $2.50, open yes → no");
  });

  it("reads a day and a time in the kitchen's zone, naming the zone", () => {
    expect(formatShortDate("2026-12-12T01:00:00.000Z", "America/Denver")).toBe("Dec 11");
    expect(formatShortDate("2026-12-12T01:00:00.000Z", "America/New_York")).toBe("Dec 11");
    expect(formatShortDate("2026-12-12T06:00:00.000Z", "America/New_York")).toBe("Dec 12");
    expect(formatStamp("2026-12-12T01:05:00.000Z", "America/Denver")).toBe("Dec 11, 2026, 6:05 PM MST");
    expect(formatStamp("2026-07-12T01:05:00.000Z", "America/Los_Angeles")).toBe("Jul 11, 2026, 6:05 PM PDT");
    expect(formatStamp("not a time", "America/Denver")).toBe("");
  });
});

/** Every file under a folder, recursively. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(folder, entry.name)) : entry.name.endsWith(".ts") ? [join(folder, entry.name)] : [],
  );
}

describe("the audited kinds", () => {
  const sources = sourcesUnder(resolve(import.meta.dirname, "../../workers/api")).map((path) => readFileSync(path, "utf8"));
  // Typed writers name `resource: "<kind>"` (checked by tsc against AuditedRecord); raw SQL writers
  // put `'<action>', '<kind>'` into audit_log, which no type checks: both are read here.
  const typed = sources.flatMap((source) =>
    /audit(Insert|Statement|InsertIfChanged)\(/.test(source) ? [...source.matchAll(/resource: "([a-z-]+)"/g)].map((m) => m[1]!) : [],
  );
  const raw = sources.flatMap((source) =>
    source.includes("INSERT INTO audit_log") ? [...source.matchAll(/'[a-z-]+\.[a-z_-]+', '([a-z_-]+)'/g)].map((m) => m[1]!) : [],
  );

  it("lists every kind a service writes, so the console's filter offers each", () => {
    const written = new Set([...typed, ...raw]);
    expect(written.size).toBeGreaterThan(15);
    expect(raw).toContain("gift-cards");
    expect([...written].filter((kind) => !Object.hasOwn(AUDITED_RECORDS, kind))).toEqual([]);
  });

  it("has a sentence for every action a service writes by name, never the generic 'recorded'", () => {
    const actions = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/action: "([a-z-]+\.[a-z_-]+)"/g), ...source.matchAll(/'([a-z-]+\.[a-z_-]+)', '[a-z-]+'/g)].map((m) => m[1]!),
      ),
    );
    expect(actions.size).toBeGreaterThan(30);
    const unsaid = [...actions].filter((action) => auditSentence(change(action, "classes", { a: 1 }, { a: 2 }), { actor: "A" }).includes("recorded “"));
    expect(unsaid).toEqual([]);
  });
});
