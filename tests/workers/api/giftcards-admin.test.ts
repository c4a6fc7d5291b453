/**
 * Gift cards for staff (spec §7; decision 026): GET giftcards, GET giftcards/{id} with its
 * ledger, PUT giftcards/{id}/status with a reason, POST giftcards (a card issued by hand). 401
 * signed out, 403 without the permission, 400 by field changing nothing, each change audited; the
 * ledger adds up to the balance through a purchase, a hold, a redemption and a refund.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { giftCardLedgerBalances } from "../../../workers/api/services/gift-card-admin";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { api, cartWith, contact, first, freshClass, paidOrderId, startedCheckout, type CheckoutJson } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface LedgerEntry {
  kind: string;
  amount_cents: number;
  note: string;
}
interface CardJson {
  id: number;
  code: string;
  balance_cents: number;
  status: string;
  status_reason: string;
  recipient_name: string;
  purchaser_email: string;
  issued_by_hand: boolean;
  ledger?: { entries: LedgerEntry[]; balance_cents: number };
}

const cardRow = (id: number) => first<{ status: string; status_reason: string; balance_cents: number }>("SELECT status, status_reason, balance_cents FROM gift_cards WHERE id = ?1", id);
const audits = async (id: number) =>
  (
    await env.DB.prepare("SELECT action, actor_email, before, after FROM audit_log WHERE resource = 'gift-cards' AND resource_id = ?1 ORDER BY id")
      .bind(String(id))
      .all<{ action: string; actor_email: string; before: string | null; after: string | null }>()
  ).results;
const count = async (query: string) => (await first<{ n: number }>(query)).n;

const comp = (changes: Record<string, unknown> = {}) => ({
  amount_cents: 2500,
  recipient_name: "Jo Comp",
  recipient_email: `jo-${crypto.randomUUID().slice(0, 8)}@example.com`,
  reason: "Class moved at short notice",
  ...changes,
});

/** A card bought in the shop: the gift-card checkout, paid in the sandbox. */
async function boughtCard(amount = "$10") {
  const purchaser = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const started = await api<{ checkout: CheckoutJson }>("POST", "/giftcards/checkout", {
    body: {
      amount,
      recipient_name: "Grandma Jo",
      recipient_email: `jo-${crypto.randomUUID().slice(0, 8)}@example.com`,
      sender_name: "Ana",
      message: "Enjoy",
      purchaser_email: purchaser,
      idempotency_key: `gift-${crypto.randomUUID()}`,
      success_url: "/gift-cards/thank-you",
      cancel_url: "/gift-cards",
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const orderId = await paidOrderId(started.body.checkout);
  const card = await first<{ id: number; code: string }>("SELECT id, code FROM gift_cards WHERE order_id = ?1", orderId);
  return { ...card, purchaser };
}

async function detail(id: number, token = MANAGER) {
  const answer = await call<CardJson>("GET", `/giftcards/${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The ledger's sum is the card's balance, in the answer and in the shared balance function. */
async function expectLedgerIsBalance(id: number, balance: number) {
  const card = await detail(id);
  expect(card.balance_cents).toBe(balance);
  expect(card.ledger!.balance_cents).toBe(balance);
  expect(card.ledger!.entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(balance);
  expect(await giftCardLedgerBalances(env.DB, { ids: [id] })).toEqual([{ gift_card_id: id, status: "active", balance_cents: balance }]);
  return card.ledger!.entries;
}

describe("who may", () => {
  it("answers 401 signed out and 403 to a customer, the kitchen, and staff for changes; nothing changes", async () => {
    const customer = (await registerCustomer()).token;
    const cards = await count("SELECT count(*) AS n FROM gift_cards");
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/giftcards"],
      ["GET", "/giftcards/2"],
      ["PUT", "/giftcards/2/status", { status: "disabled", reason: "test" }],
      ["POST", "/giftcards", comp()],
    ];
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    // Staff read gift cards (gift-cards.view) but change none.
    expect((await call("GET", "/giftcards", { token: STAFF })).status).toBe(200);
    expectError(await call("PUT", "/giftcards/2/status", { body: { status: "disabled", reason: "x" }, token: STAFF }), 403, "FORBIDDEN");
    expectError(await call("POST", "/giftcards", { body: comp(), token: STAFF }), 403, "FORBIDDEN");
    expect(await cardRow(2)).toMatchObject({ status: "active" });
    expect(await count("SELECT count(*) AS n FROM gift_cards")).toBe(cards);
    expect(await audits(2)).toEqual([]);
  });

  it("shows the whole code only to those who may change the card; lists mask it", async () => {
    const staffView = await detail(1, STAFF);
    expect(staffView.code).toBe("••••-••••-••••-FFTY");
    expect((await detail(1)).code).toBe("CVKG-FTCD-DEMS-FFTY");
    const list = await call<{ data: CardJson[] }>("GET", "/giftcards?search=FFTY", { token: MANAGER });
    expect(list.body.data.map((card) => card.code)).toEqual(["••••-••••-••••-FFTY"]);
  });
});

describe("GET giftcards", () => {
  it("finds a card by a code fragment (with or without dashes, any case), the buyer or the recipient, and by status", async () => {
    const card = await boughtCard();
    const search = async (query: string) =>
      (await call<{ data: CardJson[]; meta: { total: number } }>("GET", `/giftcards?${query}`, { token: MANAGER })).body.data.map((row) => row.id);
    const fragment = card.code.slice(5, 12); // e.g. "EFGH-JK"
    expect(await search(`search=${encodeURIComponent(fragment.toLowerCase())}`)).toContain(card.id);
    expect(await search(`search=${fragment.replace("-", "")}`)).toContain(card.id);
    expect(await search(`search=${encodeURIComponent(card.purchaser)}`)).toEqual([card.id]);
    expect(await search("search=grandma%20jo")).toContain(card.id);
    expect(await search("search=DSBL&status=disabled")).toEqual([4]);
    expect(await search("search=DSBL&status=active")).toEqual([]);
    // % and _ are taken literally.
    expect(await search("search=%25")).toEqual([]);
  });

  it("answers a bad filter or page with a message per field", async () => {
    const answer = expectError(await call("GET", "/giftcards?status=lost&limit=0", { token: MANAGER }), 400, "BAD_REQUEST");
    expect(Object.keys(answer.error.fields!).sort()).toEqual(["limit", "status"]);
    expectError(await call("GET", "/giftcards/999999", { token: MANAGER }), 404, "NOT_FOUND");
  });
});

describe("the ledger", () => {
  it("adds up to the balance through the purchase, a hold, the redemption, and a refund back to the card", async () => {
    const card = await boughtCard("$10");
    expect((await expectLedgerIsBalance(card.id, 1000)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([["issue", 1000]]);

    // A checkout holds the card's money until it is paid.
    const shopClass = await freshClass();
    const uuid = await cartWith([shopClass], { giftCardIds: [card.id] });
    const checkout = await startedCheckout(uuid, contact());
    expect((await expectLedgerIsBalance(card.id, 0)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ["issue", 1000],
      ["hold", -1000],
    ]);

    // Paid: the hold becomes the order's capture.
    const orderId = await paidOrderId(checkout);
    expect((await expectLedgerIsBalance(card.id, 0)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ["issue", 1000],
      ["capture", -1000],
    ]);

    // Refunded in full: the card gets its $10 back.
    const refund = await call("POST", `/payments/${orderId}/refund`, {
      body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}` },
      token: MANAGER,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect((await expectLedgerIsBalance(card.id, 1000)).map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ["issue", 1000],
      ["capture", -1000],
      ["refund", 1000],
    ]);

    // Disabled, it still owes its balance: the ledger does not move.
    await call("PUT", `/giftcards/${card.id}/status`, { body: { status: "disabled", reason: "Reported stolen" }, token: MANAGER });
    expect((await detail(card.id)).ledger!.balance_cents).toBe(1000);
    expect(await giftCardLedgerBalances(env.DB, { ids: [card.id] })).toEqual([{ gift_card_id: card.id, status: "disabled", balance_cents: 1000 }]);

    // As of before the card existed it owed nothing (the report's "as of a date").
    expect(await giftCardLedgerBalances(env.DB, { asOf: "2000-01-01T00:00:00.000Z", ids: [card.id] })).toEqual([]);
  });
});

describe("PUT giftcards/{id}/status", () => {
  it("disables with a reason (the shop then refuses the card), enables again; each audited", async () => {
    const card = await boughtCard();
    const disabled = await call<CardJson>("PUT", `/giftcards/${card.id}/status`, { body: { status: "disabled", reason: "  Reported stolen  " }, token: MANAGER });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body).toMatchObject({ status: "disabled", status_reason: "Reported stolen" });
    expect((await call("POST", "/giftcards/balance", { body: { code: card.code } })).status).toBe(404);

    expectError(await call("PUT", `/giftcards/${card.id}/status`, { body: { status: "disabled", reason: "again" }, token: MANAGER }), 409, "CONFLICT");

    const enabled = await call<CardJson>("PUT", `/giftcards/${card.id}/status`, { body: { status: "active", reason: "Found" }, token: MANAGER });
    expect(enabled.body).toMatchObject({ status: "active", status_reason: "Found" });
    expect((await call("POST", "/giftcards/balance", { body: { code: card.code } })).status).toBe(200);

    const records = await audits(card.id);
    expect(records.map((record) => [record.action, record.actor_email])).toEqual([
      ["gift-cards.disable", "daniel.olsen@cachevalleykitchen.com"],
      ["gift-cards.enable", "daniel.olsen@cachevalleykitchen.com"],
    ]);
    expect(JSON.parse(records[0]!.after!)).toMatchObject({ status: "disabled", status_reason: "Reported stolen", code: `••••-••••-••••-${card.code.slice(-4)}` });
    // No audit record holds a whole code.
    for (const record of records) expect(`${record.before}${record.after}`).not.toContain(card.code);
  });

  it("answers bad input by field and changes nothing", async () => {
    const before = await cardRow(5);
    const missing = expectError(await call("PUT", "/giftcards/5/status", { body: { status: "lost", reason: " " }, token: MANAGER }), 400, "BAD_REQUEST");
    expect(Object.keys(missing.error.fields!).sort()).toEqual(["reason", "status"]);
    expectError(await call("PUT", "/giftcards/5/status", { body: { status: "disabled", reason: "x".repeat(501) }, token: MANAGER }), 400, "BAD_REQUEST", "reason");
    expectError(await call("PUT", "/giftcards/999999/status", { body: { status: "disabled", reason: "x" }, token: MANAGER }), 404, "NOT_FOUND");
    expect(await cardRow(5)).toEqual(before);
    expect(await audits(5)).toEqual([]);
  });
});

describe("POST giftcards (issued by hand)", () => {
  it("issues a card with no order, its reason on the ledger, audited without the whole code", async () => {
    const input = comp();
    const answer = await call<CardJson>("POST", "/giftcards", { body: input, token: MANAGER });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ balance_cents: 2500, status: "active", recipient_name: "Jo Comp", issued_by_hand: true, purchaser_email: "daniel.olsen@cachevalleykitchen.com" });
    expect(answer.body.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const entries = await expectLedgerIsBalance(answer.body.id, 2500);
    expect(entries).toMatchObject([{ kind: "issue", amount_cents: 2500, note: "Class moved at short notice" }]);
    const [record] = await audits(answer.body.id);
    expect(record).toMatchObject({ action: "gift-cards.issue", actor_email: "daniel.olsen@cachevalleykitchen.com", before: null });
    expect(JSON.parse(record!.after!)).toMatchObject({ amount_cents: 2500, reason: "Class moved at short notice" });
    expect(record!.after).not.toContain(answer.body.code);
    // The shop takes it.
    expect((await call("POST", "/giftcards/balance", { body: { code: answer.body.code } })).body).toMatchObject({ balance_cents: 2500 });
  });

  it("answers bad input by field and stores nothing", async () => {
    const cards = await count("SELECT count(*) AS n FROM gift_cards");
    const issued = await count("SELECT count(*) AS n FROM audit_log WHERE action = 'gift-cards.issue'");
    const bad = expectError(
      await call("POST", "/giftcards", { body: comp({ amount_cents: 50, recipient_name: "", recipient_email: "nope", reason: "" }), token: MANAGER }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(bad.error.fields!).sort()).toEqual(["amount_cents", "reason", "recipient_email", "recipient_name"]);
    expectError(await call("POST", "/giftcards", { body: comp({ amount_cents: 50_001 }), token: MANAGER }), 400, "BAD_REQUEST", "amount_cents");
    expectError(await call("POST", "/giftcards", { body: comp({ amount_cents: 10.5 }), token: MANAGER }), 400, "BAD_REQUEST", "amount_cents");
    expectError(await call("POST", "/giftcards", { body: comp({ code: "CVKG-FTCD-DEMS-AAAA" }), token: MANAGER }), 400, "BAD_REQUEST");
    expect(await count("SELECT count(*) AS n FROM gift_cards")).toBe(cards);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'gift-cards.issue'")).toBe(issued);
  });
});
