/**
 * The reports' bench case (issue 10, decision 029): a year of data before today written into
 * the bench's local D1 — 8 classes a day with hosts (a quarter of them delivery classes, 6 paid
 * orders each with an address), 3,000 gift cards with their issue, spending and refunds — then
 * each report asked for the whole year through GraphQL as a manager, timed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { print } from "graphql";
import {
  DeliveryAddressesReportDocument,
  ManagementPayrollReportDocument,
  OutstandingGiftCardBalanceReportDocument,
} from "../../app/lib/admin/report-documents.server";
import { FIREBASE_PROJECT_ID, ROOT, run } from "../../scripts/stack";

export const YEAR_CLASSES = 8 * 365;
export const YEAR_GIFT_CARDS = 3000;

const range = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;

/** The statements, all relative to the database's own clock ('now'). */
export function reportYearSql(): string {
  return `
${range(YEAR_CLASSES)},
hosts(k, user_id) AS (SELECT row_number() OVER (ORDER BY user_id) - 1, user_id FROM (SELECT DISTINCT user_id FROM user_roles))
INSERT INTO classes (sku, name, date, duration_minutes, location_id, fulfillment_id, class_type_id, reservation_size_id, host_id, status, seats_taken)
SELECT 'BENCH-' || i, 'Bench class ' || i,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (1 + i / 8) || ' days', '-' || (i % 8) || ' hours'),
       90 + (i % 3) * 30, 1, CASE WHEN i % 4 = 0 THEN 3 ELSE 1 END, 1, 1,
       h.user_id, 'completed', 6
FROM n JOIN hosts h ON h.k = n.i % 5;

INSERT INTO orders (number, checkout_id, email, first_name, last_name, subtotal_cents, discount_cents, tax_cents, donation_cents,
  gift_card_cents, total_cents, amount_paid_cents, payment_provider, notes, address, created_at)
SELECT 'BENCH-' || c.id || '-' || k.k, 'bench-' || c.id || '-' || k.k, 'bench' || k.k || '@example.com', 'Bench', 'Customer ' || k.k,
       8900, 0, 0, 0, 0, 8900, 8900, 'sandbox', CAST(c.id AS TEXT),
       json_object('name', 'Bench Customer ' || k.k, 'street', (100 + k.k) || ' Main St', 'street2', '', 'city', 'Logan', 'state', 'UT',
                   'zipcode', '8432' || k.k, 'phone', '435555010' || k.k),
       c.date
FROM classes c, (SELECT value AS k FROM json_each('[1, 2, 3, 4, 5, 6]')) k
WHERE c.sku LIKE 'BENCH-%' AND c.fulfillment_id = 3;

INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id,
  price_cents, discount_cents, tax_cents, total_cents)
SELECT o.id, CAST(o.notes AS INTEGER), o.first_name, o.last_name, o.email, '[]', 1 + (o.id % 2), 1, 8900, 0, 0, 8900
FROM orders o WHERE o.number LIKE 'BENCH-%';

${range(YEAR_GIFT_CARDS)}
INSERT INTO gift_cards (code, initial_cents, balance_cents, status, created_at)
SELECT 'BNCH-' || printf('%04d', i) || '-GIFT-' || printf('%04d', i), 2500 * (1 + i % 4), 2500 * (1 + i % 4),
       CASE WHEN i % 50 = 0 THEN 'disabled' ELSE 'active' END,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (365 - (i * 365) / ${YEAR_GIFT_CARDS}) || ' days')
FROM n;

INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, created_at)
SELECT id, initial_cents, 'issue', created_at FROM gift_cards WHERE code LIKE 'BNCH-%';
INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, created_at)
SELECT id, -initial_cents / 2, 'capture', strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 30) || ' days')
FROM gift_cards WHERE code LIKE 'BNCH-%' AND id % 2 = 0 AND strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 30) || ' days') < strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, created_at)
SELECT id, -initial_cents / 4, 'capture', strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 60) || ' days')
FROM gift_cards WHERE code LIKE 'BNCH-%' AND id % 3 = 0 AND strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 60) || ' days') < strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, created_at)
SELECT id, initial_cents / 8, 'refund', strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 90) || ' days')
FROM gift_cards WHERE code LIKE 'BNCH-%' AND id % 6 = 0 AND strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 90) || ' days') < strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE gift_cards SET balance_cents = (SELECT sum(amount_cents) FROM gift_card_transactions t WHERE t.gift_card_id = gift_cards.id)
WHERE code LIKE 'BNCH-%';
`;
}

/** Writes the year into the local api database of `persistDir` (before the workers start). */
export function fillReportYear(persistDir: string): void {
  const dir = mkdtempSync(join(tmpdir(), "report-year-"));
  const file = join(dir, "year.sql");
  writeFileSync(file, reportYearSql());
  try {
    run(join(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "-c", "workers/api/wrangler.toml", "--persist-to", persistDir, "--file", file, "-y"], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ID token of a seeded staff member from the Auth emulator (an e-mail link sign-in). */
export async function staffIdToken(authPort: number, email: string): Promise<string> {
  const accounts = `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts`;
  const post = async (method: string, body: unknown) => {
    const response = await fetch(`${accounts}:${method}?key=fake-api-key`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  await post("sendOobCode", { requestType: "EMAIL_SIGNIN", email, continueUrl: "http://localhost/login/link", canHandleCodeInApp: true });
  const codes = (await (await fetch(`http://127.0.0.1:${authPort}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = codes.oobCodes.filter((entry) => entry.email === email && entry.requestType === "EMAIL_SIGNIN").at(-1);
  if (!code) throw new Error(`no sign-in link for ${email}`);
  return (await post("signInWithEmailLink", { email, oobCode: code.oobCode })).idToken!;
}

/** The console's own operations (app/lib/admin/report-documents.server.ts), over the year. */
export const REPORT_QUERIES = (from: string, to: string): Record<string, { query: string; variables: Record<string, string> }> => ({
  "delivery addresses (a year)": { query: print(DeliveryAddressesReportDocument), variables: { from, to } },
  "outstanding gift-card balance (as of today, a year of trend)": { query: print(OutstandingGiftCardBalanceReportDocument), variables: { asOf: to, from } },
  "management payroll (a year)": { query: print(ManagementPayrollReportDocument), variables: { from, to } },
});
