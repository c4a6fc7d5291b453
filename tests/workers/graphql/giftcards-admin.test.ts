/** The Gift cards area over GraphQL (decision 026): the list masks, one card's ledger, status with a reason, a comp; refusals. */
import { describe, expect, it } from "vitest";
import { ok, operation, refused, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const CARD = "id code codeLast4 balanceCents status statusReason recipientName issuedByHand ledgerBalanceCents ledger { kind amountCents note }";

interface Card {
  id: string;
  code: string;
  codeLast4: string;
  balanceCents: number;
  status: string;
  statusReason: string;
  recipientName: string;
  issuedByHand: boolean;
  ledgerBalanceCents: number | null;
  ledger: Array<{ kind: string; amountCents: number; note: string }> | null;
}

describe("the Gift cards area over GraphQL", () => {
  it("issues a comp, finds it masked in the list, reads its ledger, disables and enables it", async () => {
    const email = `comp-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { issueGiftCard } = await ok<{ issueGiftCard: Card }>(
      `mutation ($input: GiftCardCompInput!) { issueGiftCard(input: $input) { ${CARD} } }`,
      { input: { amountCents: 3000, recipientName: "Pat Comp", recipientEmail: email, reason: "Apology for a late delivery" } },
      MANAGER,
    );
    expect(issueGiftCard).toMatchObject({ balanceCents: 3000, status: "ACTIVE", issuedByHand: true });
    expect(issueGiftCard.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const { adminGiftCards } = await ok<{ adminGiftCards: { total: number; giftCards: Card[] } }>(
      `query ($filter: AdminGiftCardFilter) { adminGiftCards(filter: $filter) { total giftCards { ${CARD} } } }`,
      { filter: { search: email, status: "ACTIVE" } },
      MANAGER,
    );
    expect(adminGiftCards.total).toBe(1);
    expect(adminGiftCards.giftCards[0]).toMatchObject({ id: issueGiftCard.id, code: `••••-••••-••••-${issueGiftCard.codeLast4}`, ledger: null });

    const read = async (token: string) =>
      (await ok<{ adminGiftCard: Card | null }>(`query ($id: ID!) { adminGiftCard(id: $id) { ${CARD} } }`, { id: issueGiftCard.id }, token)).adminGiftCard!;
    const card = await read(MANAGER);
    expect(card).toMatchObject({ code: issueGiftCard.code, ledgerBalanceCents: 3000, ledger: [{ kind: "ISSUE", amountCents: 3000, note: "Apology for a late delivery" }] });
    expect((await read(STAFF)).code).toBe(`••••-••••-••••-${issueGiftCard.codeLast4}`);

    const setStatus = `mutation ($id: ID!, $status: GiftCardStatus!, $reason: String!) { setGiftCardStatus(id: $id, status: $status, reason: $reason) { status statusReason } }`;
    expect((await ok<{ setGiftCardStatus: Card }>(setStatus, { id: card.id, status: "DISABLED", reason: "Sent to the wrong person" }, MANAGER)).setGiftCardStatus).toEqual({
      status: "DISABLED",
      statusReason: "Sent to the wrong person",
    });
    const again = await refused(setStatus, { id: card.id, status: "DISABLED", reason: "again" }, MANAGER);
    expect(again.extensions.code).toBe("CONFLICT");
    const blank = await refused(setStatus, { id: card.id, status: "ACTIVE", reason: " " }, MANAGER);
    expect(blank.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(blank.extensions.fields as object)).toEqual(["reason"]);
    const forbidden = await refused(setStatus, { id: card.id, status: "ACTIVE", reason: "staff" }, STAFF);
    expect(forbidden.extensions.code).toBe("FORBIDDEN");
    expect((await read(MANAGER)).status).toBe("DISABLED");
    expect((await ok<{ setGiftCardStatus: Card }>(setStatus, { id: card.id, status: "ACTIVE", reason: "Resent" }, MANAGER)).setGiftCardStatus.status).toBe("ACTIVE");
  });

  it("names bad comp fields as GraphQL names them, answers null for no such card and refuses a bad id", async () => {
    const bad = await refused(
      "mutation ($input: GiftCardCompInput!) { issueGiftCard(input: $input) { id } }",
      { input: { amountCents: 5, recipientName: "", recipientEmail: "x", reason: "" } },
      MANAGER,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object).sort()).toEqual(["amountCents", "reason", "recipientEmail", "recipientName"]);
    expect((await ok<{ adminGiftCard: Card | null }>('{ adminGiftCard(id: "999999") { id } }', {}, MANAGER)).adminGiftCard).toBeNull();
    const answer = await operation('{ adminGiftCard(id: "x") { id } }', {}, MANAGER);
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
