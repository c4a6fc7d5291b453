/** The console's e-mail area over GraphQL (issue 26 part 5): the list with its tabs' counts, one message, send again, suppressions; refusals with codes. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ok, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const EMAIL = "id to subject kind delivery { state attempts lastError providerId } createdAt sentAt text html";

interface Email {
  id: string;
  to: string;
  delivery: { state: string; attempts: number; lastError: string | null; providerId: string | null };
  text: string | null;
  html: string | null;
}

async function failedEmail(to: string): Promise<string> {
  const row = await env.DB.prepare(
    `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at, state, attempts, last_error, enqueued_at)
     VALUES (?1, 'Your gift card', 'Here it is', '<p>Here it is</p>', 'gift_card', 'gift_card:1', ?2, 'failed', 12, 'gave up', ?2) RETURNING id`,
  )
    .bind(to, new Date().toISOString())
    .first<{ id: number }>();
  return String(row!.id);
}

describe("the e-mail area over GraphQL", () => {
  it("lists the dead letters with the tabs' counts, shows one with its bodies, and sends it again", async () => {
    const to = `graphql-mail-${unique()}@example.com`;
    const id = await failedEmail(to);
    const { adminEmails } = await ok<{ adminEmails: { total: number; emails: Email[]; states: Array<{ state: string; count: number }> } }>(
      `query ($filter: AdminEmailFilter) { adminEmails(filter: $filter) { total emails { ${EMAIL} } states { state count } } }`,
      { filter: { state: "FAILED", to } },
      STAFF,
    );
    expect(adminEmails.total).toBe(1);
    expect(adminEmails.emails).toEqual([
      expect.objectContaining({ id, to, delivery: { state: "FAILED", attempts: 12, lastError: "gave up", providerId: null }, text: null, html: null }),
    ]);
    expect(adminEmails.states.map((tab) => tab.state)).toEqual(["QUEUED", "RETRYING", "SENT", "DELIVERED", "BOUNCED", "COMPLAINED", "FAILED", "SUPPRESSED"]);
    expect(adminEmails.states.find((tab) => tab.state === "FAILED")!.count).toBe(1);

    const { adminEmail } = await ok<{ adminEmail: Email }>(`query ($id: ID!) { adminEmail(id: $id) { ${EMAIL} } }`, { id }, STAFF);
    expect(adminEmail).toMatchObject({ text: "Here it is", html: "<p>Here it is</p>" });
    expect((await ok<{ adminEmail: Email | null }>(`{ adminEmail(id: "999999999") { id } }`, {}, STAFF)).adminEmail).toBeNull();

    // The development mailbox reads the same delivery of the same row.
    const { mailbox } = await ok<{ mailbox: Array<Pick<Email, "delivery">> }>(
      `query ($to: String) { mailbox(to: $to) { delivery { state attempts lastError providerId } } }`,
      { to },
    );
    expect(mailbox).toEqual([{ delivery: { state: "FAILED", attempts: 12, lastError: "gave up", providerId: null } }]);

    const { resendEmail } = await ok<{ resendEmail: Email }>(`mutation ($id: ID!) { resendEmail(id: $id) { ${EMAIL} } }`, { id }, MANAGER);
    expect(resendEmail).toMatchObject({ to, delivery: { state: "QUEUED", attempts: 0, lastError: null } });
    expect(Number(resendEmail.id)).toBeGreaterThan(Number(id));

    const forbidden = await refused(`mutation ($id: ID!) { resendEmail(id: $id) { id } }`, { id }, STAFF);
    expect(forbidden.extensions.code).toBe("FORBIDDEN");
    const missing = await refused(`mutation { resendEmail(id: "999999999") { id } }`, {}, MANAGER);
    expect(missing.extensions.code).toBe("NOT_FOUND");
  });

  it("suppresses an address and lets mail go to it again; bad input is BAD_USER_INPUT naming the field", async () => {
    const email = `graphql-suppress-${unique()}@example.com`;
    const { suppressEmailAddress } = await ok<{ suppressEmailAddress: { email: string; reason: string; detail: string } }>(
      `mutation ($email: String!, $detail: String) { suppressEmailAddress(email: $email, detail: $detail) { email reason detail } }`,
      { email, detail: "Asked by phone" },
      MANAGER,
    );
    expect(suppressEmailAddress).toEqual({ email, reason: "STAFF", detail: "Asked by phone" });
    const { emailSuppressions } = await ok<{ emailSuppressions: Array<{ email: string }> }>("{ emailSuppressions { email reason createdAt } }", {}, STAFF);
    expect(emailSuppressions.map((row) => row.email)).toContain(email);

    const unsuppress = `mutation ($email: String!) { unsuppressEmailAddress(email: $email) }`;
    expect(await ok(unsuppress, { email }, MANAGER)).toEqual({ unsuppressEmailAddress: true });
    expect((await refused(unsuppress, { email }, MANAGER)).extensions.code).toBe("NOT_FOUND");

    for (const [document, variables] of [
      [`mutation ($email: String!) { suppressEmailAddress(email: $email) { email } }`, { email: "not an address" }],
      [unsuppress, { email: "nobody/../../x" }],
    ] as const) {
      const bad = await refused(document, variables, MANAGER);
      expect(bad.extensions.code).toBe("BAD_USER_INPUT");
      expect(bad.extensions.fields).toEqual({ email: ["Enter an e-mail address like name@example.com"] });
    }
    const badState = await refused(`{ adminEmails(filter: { kind: "Not a kind" }) { total } }`, {}, STAFF);
    expect(badState.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(badState.extensions.fields as object)).toEqual(["kind"]);
  });
});
