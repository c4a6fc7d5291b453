/**
 * The sandbox payment page's card form (decision 012): card number, expiry (MMYY, MM/YY, MM / YY
 * or MM/YYYY, decision 069), CVC and
 * the name on the card. The api checks the number (Luhn, one of Stripe's test cards); this only
 * checks the shapes, so a person hears about a mistyped expiry before anything is sent. The schema
 * is in payment-form.server.ts.
 */

/** Stripe's test cards, as the page lists them (https://docs.stripe.com/testing). */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "pays" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "has insufficient funds" },
] as const;

/**
 * "12/28", "12 / 2028", "1/28", and without the slash "1228" or "122028" (what a phone's number
 * pad or a card reader's autofill gives, decision 069) → month and year; null for anything else.
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/-]\s*(\d{2}|\d{4})\s*$/.exec(input) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The api's card field names (REST or GraphQL) as this form's fields. */
export function cardFieldName(apiField: string): string {
  const field = apiField.replace(/^card\./, "").replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (field === "expMonth" || field === "expYear") return "expiry";
  return field;
}

/** The card number as typed, in groups of four ("4242 4242 4…"); at most 19 digits. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The expiry as typed: "1" stays, "4" → "04 / ", "122" → "12 / 2", "1229" → "12 / 29". */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 6);
  if (digits.length === 0) return "";
  const month = digits.length === 1 && digits > "1" ? `0${digits}` : digits.slice(0, 2);
  if (month.length < 2) return month;
  return `${month} / ${digits.length === 1 ? "" : digits.slice(2)}`;
}
