/**
 * Class reminders (issue 28 part 2, decision 063), driven through the scheduler with a
 * controlled clock: a registration is reminded once, its class type's hours before its class, a
 * person's seats in one e-mail; runs repeated or overlapping write it once; canceled seats,
 * canceled classes and bookings made inside the window are not reminded.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../../../workers/api/env";
import { sendClassReminders } from "../../../workers/api/services/class-reminders";
import { JOBS, runJobs } from "../../../workers/api/services/scheduler";
import { all, cartWith, contact, db, first, freshClass, paidOrderId, run, startedCheckout, type TestClass } from "./checkout-fixtures";

const HOUR = 3_600_000;
const ORIGIN = "https://shop.test";
const reminderJob = JOBS.filter((job) => job.name === "send-class-reminders");
const apiEnv = env as unknown as ApiEnv;

/** Each test's class in a year of its own, so no other class is due at its clock. */
let year = 2040;

/** A class far ahead, booked (paid) by a fresh customer for `guests` seats (none: a portions class), `bookedBefore` hours before it. */
async function bookedClass(options: { guests?: number; bookedBefore?: number; reminderHours?: number } = {}) {
  // Guests come with a class that sells seats (decision 040).
  const shopClass: TestClass = { ...(await freshClass(options.guests ? { offer: "seats" } : {})), guests: options.guests ?? 0 };
  const start = new Date(Date.UTC((year += 1), 5, 10, 1, 0));
  if (options.reminderHours !== undefined) {
    // A type of its own, so other classes keep theirs.
    const type = await first<{ id: number }>(
      `INSERT INTO class_types (key, name, offer, reminder_hours) SELECT key || '-r' || ?2, name, offer, ?3 FROM class_types
       WHERE id = (SELECT class_type_id FROM classes WHERE id = ?1) RETURNING id`,
      shopClass.id,
      year,
      options.reminderHours,
    );
    await run(`INSERT INTO portion_prices SELECT ?2, portion_size_id, portion_quantity_id, price_cents FROM portion_prices WHERE class_type_id = (SELECT class_type_id FROM classes WHERE id = ?1)`, shopClass.id, type.id);
    await run(`UPDATE classes SET class_type_id = ?2 WHERE id = ?1`, shopClass.id, type.id);
  }
  const guests = Array.from({ length: options.guests ?? 0 }, (_, index) => ({ class_id: shopClass.id, first_name: `Guest${index}`, last_name: "Lund", allergies: [] }));
  const buyer = contact(guests.length > 0 ? { guests } : {});
  const orderId = await paidOrderId(await startedCheckout(await cartWith([shopClass]), buyer));
  await run(`UPDATE classes SET date = ?2 WHERE id = ?1`, shopClass.id, start.toISOString());
  await run(`UPDATE checkouts SET details = json_set(details, '$.origin', ?2) WHERE order_id = ?1`, orderId, ORIGIN);
  const booked = new Date(start.getTime() - (options.bookedBefore ?? 10 * 24) * HOUR).toISOString();
  await run(`UPDATE registrations SET created_at = ?2 WHERE order_id = ?1`, orderId, booked);
  return { shopClass, start, orderId, email: String(buyer.email).toLowerCase() };
}

const remindersTo = (email: string) => all<{ subject: string; text: string; ref: string }>(`SELECT subject, text, ref FROM outbox_emails WHERE "to" = ?1 AND kind = 'class_reminder'`, email);
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR);

describe("class reminders", () => {
  it("remind a booking once, 48 hours before its class, however often and however concurrently the job runs", async () => {
    const { start, email, orderId } = await bookedClass({ guests: 2 });
    // Before the window: nothing.
    await runJobs(db(), apiEnv, hoursBefore(start, 49), reminderJob);
    expect(await remindersTo(email)).toEqual([]);
    // Inside it: one e-mail for both seats, from the cron and from two overlapping calls alike.
    const at = hoursBefore(start, 47);
    await Promise.all([runJobs(db(), apiEnv, at, reminderJob), sendClassReminders(db(), apiEnv, at, 200), sendClassReminders(db(), apiEnv, at, 200)]);
    await runJobs(db(), apiEnv, hoursBefore(start, 46), reminderJob);
    const sent = await remindersTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("(2 seats)");
    expect(sent[0]!.text).toContain("Directions: https://www.google.com/maps/");
    const marks = await all<{ reminded_at: string | null }>(`SELECT reminded_at FROM registrations WHERE order_id = ?1`, orderId);
    expect(marks.map((row) => row.reminded_at)).toEqual([at.toISOString(), at.toISOString()]);
  });

  it("follow the class type's reminder hours", async () => {
    const { start, email } = await bookedClass({ reminderHours: 120 });
    await runJobs(db(), apiEnv, hoursBefore(start, 121), reminderJob);
    expect(await remindersTo(email)).toEqual([]);
    await runJobs(db(), apiEnv, hoursBefore(start, 119), reminderJob);
    const [reminder] = await remindersTo(email);
    // Five days ahead the policy still lets the customer cancel or move it.
    expect(reminder?.text).toMatch(/cancel or move this booking: https:\/\/shop\.test\/account\/bookings\/\d+/);
  });

  it("skip canceled seats, canceled classes, past classes and bookings made after the reminder time", async () => {
    const canceledSeat = await bookedClass();
    await run(`UPDATE registrations SET status = 'canceled' WHERE order_id = ?1`, canceledSeat.orderId);
    await runJobs(db(), apiEnv, hoursBefore(canceledSeat.start, 24), reminderJob);
    expect(await remindersTo(canceledSeat.email)).toEqual([]);

    const canceledClass = await bookedClass();
    await run(`UPDATE classes SET canceled = 1 WHERE id = ?1`, canceledClass.shopClass.id);
    await runJobs(db(), apiEnv, hoursBefore(canceledClass.start, 24), reminderJob);
    expect(await remindersTo(canceledClass.email)).toEqual([]);

    const late = await bookedClass({ bookedBefore: 30 });
    await runJobs(db(), apiEnv, hoursBefore(late.start, 24), reminderJob);
    expect(await remindersTo(late.email)).toEqual([]);

    const past = await bookedClass();
    await runJobs(db(), apiEnv, new Date(past.start.getTime() + HOUR), reminderJob);
    expect(await remindersTo(past.email)).toEqual([]);
    // The same booking inside its window is reminded: the skips above were the rules, not a broken job.
    await runJobs(db(), apiEnv, hoursBefore(past.start, 24), reminderJob);
    expect(await remindersTo(past.email)).toHaveLength(1);
  });

  it("stop at its bound with the rest left for the next run, a person's seats kept together", async () => {
    const a = await bookedClass({ guests: 3 });
    await run(`UPDATE classes SET date = ?2 WHERE id = ?1`, a.shopClass.id, a.start.toISOString());
    const b = await bookedClass();
    await run(`UPDATE classes SET date = ?2 WHERE id = ?1`, b.shopClass.id, new Date(a.start.getTime() + HOUR).toISOString());
    await run(`UPDATE registrations SET created_at = ?2 WHERE order_id = ?1`, b.orderId, hoursBefore(a.start, 240).toISOString());
    const at = hoursBefore(a.start, 47);
    // A bound of 4 reads a's three seats and b's one; b may have more seats past the bound, so it waits.
    expect(await sendClassReminders(db(), apiEnv, at, 4)).toEqual({ items: 3, more: true });
    expect(await remindersTo(a.email)).toHaveLength(1);
    expect(await remindersTo(b.email)).toEqual([]);
    expect(await sendClassReminders(db(), apiEnv, at, 4)).toEqual({ items: 1, more: false });
    expect(await remindersTo(b.email)).toHaveLength(1);
  });

  it("keep a person's seats in one e-mail when the bound cuts through them", async () => {
    const lone = await bookedClass();
    const party = await bookedClass({ guests: 3 });
    await run(`UPDATE classes SET date = ?2 WHERE id = ?1`, party.shopClass.id, new Date(lone.start.getTime() + HOUR).toISOString());
    await run(`UPDATE registrations SET created_at = ?2 WHERE order_id = ?1`, party.orderId, hoursBefore(lone.start, 240).toISOString());
    const at = hoursBefore(lone.start, 47);
    // A bound of 2 reads the lone seat and one of the party's three: the party waits whole.
    expect(await sendClassReminders(db(), apiEnv, at, 2)).toEqual({ items: 1, more: true });
    expect(await remindersTo(party.email)).toEqual([]);
    expect(await sendClassReminders(db(), apiEnv, at, 10)).toEqual({ items: 3, more: false });
    const [reminder] = await remindersTo(party.email);
    expect(reminder?.text).toContain("(3 seats)");
  });
});
