/**
 * E-mail in the end-to-end tests (issue 26, decision 058): a gift card bought and paid through
 * the public GraphQL endpoint (its e-mails are written at payment), and what the stack's local
 * e-mail provider received (scripts/resend-local.ts; its address comes from the stack).
 */
import { expect, type APIRequestContext, type Page } from "./fixtures";
import { uniqueEmail } from "./cart-helpers";

export interface ProviderMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
  events: string[];
}

async function call(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Buys a $10 gift card for `recipient` as `purchaser` and pays it in the sandbox. */
export async function buyGiftCard(
  request: APIRequestContext,
  { recipient = uniqueEmail("card-recipient"), purchaser = uniqueEmail("card-buyer") }: { recipient?: string; purchaser?: string } = {},
): Promise<{ recipient: string; purchaser: string }> {
  const bought = await call(request, `mutation Buy($input: GiftCardPurchaseInput!) { buyGiftCard(input: $input) { checkout { paymentUrl } } }`, {
    input: {
      amountCents: 1000,
      recipientName: "Mail Recipient",
      recipientEmail: recipient,
      senderName: "Mail Sender",
      purchaserEmail: purchaser,
      idempotencyKey: `emails-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      successUrl: "/checkout/success",
      cancelUrl: "/gift-cards/checkout",
    },
  });
  const sessionId = String(bought.buyGiftCard.checkout.paymentUrl).split("/").pop();
  const paid = await call(
    request,
    `mutation Pay($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Test" }) { status } }`,
    { sessionId },
  );
  expect(paid.paySandboxSession.status).toBe("PAID");
  return { recipient, purchaser };
}

/** What the local provider has received for `to` so far, newest first (one look, no waiting). */
export async function inboxOf(request: APIRequestContext, to: string): Promise<ProviderMessage[]> {
  const provider = process.env.SHOP_EMAIL_PROVIDER_URL;
  expect(provider, "the stack's local e-mail provider").toBeTruthy();
  const answer = await request.get(`${provider}/_local/inbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: ProviderMessage[] }).messages;
}

/** What the local provider received for `to`, newest first, once `ready` holds (within 20 s). */
export async function receivedBy(
  request: APIRequestContext,
  to: string,
  ready: (messages: ProviderMessage[]) => boolean = (messages) => messages.length > 0,
): Promise<ProviderMessage[]> {
  let messages: ProviderMessage[] = [];
  await expect(async () => {
    messages = await inboxOf(request, to);
    expect(ready(messages), `${to}'s messages at the provider: ${messages.map((message) => `${message.subject} [${message.events.join(", ")}]`).join("; ")}`).toBe(true);
  }).toPass({ timeout: 20_000 });
  return messages;
}

/** The /verify-email link of the newest verification e-mail to `email`, as the development mailbox shows it. */
export async function verificationLink(page: Page, email: string): Promise<string> {
  let path = "";
  await expect(async () => {
    const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const match = /Verify my e-mail: https?:\/\/[^/\s]+(\/verify-email\?oobCode=[A-Za-z0-9_%-]+)/.exec(mailbox);
    expect(match, `a /verify-email link in ${email}'s mailbox`).not.toBeNull();
    path = match![1]!;
  }).toPass({ timeout: 20_000 });
  return path;
}
