/**
 * Gift cards on a chosen day (issue 28 part 4, decision 063): the day is checked (today to a year
 * ahead), the card is kept unsent until 8 am that day in the kitchen's zone and then e-mailed
 * once by the scheduler, however often or concurrently it runs; until then the buyer may move the
 * day or correct the address without anything being sent early.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { kitchenToday, SEND_DAY_MESSAGES, sendMoment } from "../../../workers/core/gift-card-delivery";
import type { ApiEnv } from "../../../workers/api/env";
import { sendDatedGiftCards } from "../../../workers/api/services/dated-gift-cards";
import { JOBS, runJobs } from "../../../workers/api/services/scheduler";
import { all, api, db, expectError, first, paidOrderId, type CheckoutJson } from "./checkout-fixtures";

const apiEnv = env as unknown as ApiEnv;
const job = JOBS.filter((entry) => entry.name === "send-dated-gift-cards");
const unique = () => crypto.randomUUID().slice(0, 8);

/** YYYY-MM-DD `days` after the kitchen's today. */
function dayAhead(days: number): string {
  const [year, month, date] = kitchenToday(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

interface Confirmation {
  order: { gift_card: { recipient_email: string; send_on: string | null; scheduled: boolean; recipient_editable: boolean } | null };
}

const startCard = (overrides: Record<string, unknown>) =>
  api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
    body: {
      amount: "$60",
      recipient_name: "Grandma Jo",
      recipient_email: `jo-${unique()}@example.com`,
      sender_name: "Ana",
      message: "Happy birthday!",
      purchaser_email: `ana-${unique()}@example.com`,
      idempotency_key: `gift-${crypto.randomUUID()}`,
      success_url: "/gift-cards/thank-you",
      cancel_url: "/gift-cards",
      ...overrides,
    },
  });

async function datedCard(sendOn: string) {
  const recipient = `jo-${unique()}@example.com`;
  const started = await startCard({ send_on: sendOn, recipient_email: recipient });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const orderId = await paidOrderId(started.body.checkout);
  return { orderId, checkout: started.body.checkout, recipient };
}

const cardEmails = (orderId: number) =>
  all<{ to: string; kind: string; text: string }>(`SELECT "to", kind, text FROM outbox_emails WHERE ref = ?1 ORDER BY id`, `order:${orderId}`);
const confirmation = async (orderId: number, checkoutId: string) =>
  (await api<Confirmation>("GET", `/orders/${orderId}/confirmation?checkout=${checkoutId}`)).body.order.gift_card;

describe("gift cards on a chosen day", () => {
  it("refuse a day in the past, more than a year ahead or not a day, on the field", async () => {
    for (const [day, message] of [
      [dayAhead(-1), SEND_DAY_MESSAGES.past],
      [dayAhead(366), SEND_DAY_MESSAGES.tooFar],
      ["2026-02-30", SEND_DAY_MESSAGES.format],
      ["next friday", SEND_DAY_MESSAGES.format],
    ] as const) {
      const error = expectError(await startCard({ send_on: day }), 400, "BAD_REQUEST", "send_on");
      expect(error.error.fields?.send_on).toEqual([message]);
    }
    // Today and a year ahead are both days to choose.
    expect((await startCard({ send_on: dayAhead(0) })).status).toBe(201);
    expect((await startCard({ send_on: dayAhead(365) })).status).toBe(201);
  });

  it("keep the card unsent until 8 am of its day in the kitchen's zone, then e-mail it once", async () => {
    const day = dayAhead(10);
    const { orderId, checkout, recipient } = await datedCard(day);
    // Paid: the buyer's receipt says when; the recipient has nothing yet.
    const paid = await cardEmails(orderId);
    expect(paid.map((email) => email.kind)).toEqual(["gift_card_receipt"]);
    expect(paid[0]!.text).toContain(`on ${new Date(sendMoment(day)).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "America/Denver" })} at 8:00 AM`);
    expect(await confirmation(orderId, checkout.id)).toMatchObject({ send_on: day, scheduled: true, recipient_editable: true });

    const eight = sendMoment(day);
    expect(eight.toISOString()).toMatch(/T1[45]:00:00\.000Z$/); // 8 am in Denver: 15:00Z in winter, 14:00Z in summer
    await runJobs(db(), apiEnv, new Date(eight.getTime() - 60_000), job);
    expect((await cardEmails(orderId)).filter((email) => email.kind === "gift_card")).toEqual([]);

    await Promise.all([runJobs(db(), apiEnv, eight, job), sendDatedGiftCards(db(), apiEnv, eight, 200), sendDatedGiftCards(db(), apiEnv, eight, 200)]);
    await runJobs(db(), apiEnv, new Date(eight.getTime() + 3_600_000), job);
    const sent = (await cardEmails(orderId)).filter((email) => email.kind === "gift_card");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(recipient);
    expect(sent[0]!.text).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(await confirmation(orderId, checkout.id)).toMatchObject({ scheduled: false });
  });

  it("send a card for today or without a day when paid", async () => {
    const started = await startCard({});
    const orderId = await paidOrderId(started.body.checkout);
    expect((await cardEmails(orderId)).map((email) => email.kind).sort()).toEqual(["gift_card", "gift_card_receipt"]);
    expect(await first(`SELECT send_on, delivered_at IS NOT NULL AS delivered FROM gift_cards WHERE order_id = ?1`, orderId)).toEqual({ send_on: null, delivered: 1 });
  });

  it("let the buyer move the day and correct the address until it is sent, and not after", async () => {
    const { orderId, checkout } = await datedCard(dayAhead(20));
    const moveTo = (sendOn: string) =>
      api<Confirmation>("POST", `/orders/${orderId}/gift-card/send-day`, { body: { send_on: sendOn, checkout: checkout.id } });
    const moved = await moveTo(dayAhead(5));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.order.gift_card).toMatchObject({ send_on: dayAhead(5), scheduled: true });
    expectError(await moveTo(dayAhead(-2)), 400, "BAD_REQUEST", "send_on");
    // Without the checkout's proof (or the buyer's sign-in) the order is not found.
    expectError(await api("POST", `/orders/${orderId}/gift-card/send-day`, { body: { send_on: dayAhead(3), checkout: `cs_${unique()}` } }), 404, "NOT_FOUND");

    const fixed = `grandma-${unique()}@example.com`;
    const corrected = await api<Confirmation>("POST", `/orders/${orderId}/gift-card/recipient`, { body: { recipient_email: fixed, checkout: checkout.id } });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // Nothing goes early: the new address gets the card on its day.
    expect((await cardEmails(orderId)).filter((email) => email.kind === "gift_card")).toEqual([]);
    await runJobs(db(), apiEnv, sendMoment(dayAhead(5)), job);
    expect((await cardEmails(orderId)).filter((email) => email.kind === "gift_card").map((email) => email.to)).toEqual([fixed]);

    expectError(await moveTo(dayAhead(30)), 409, "CONFLICT");
  });
});
