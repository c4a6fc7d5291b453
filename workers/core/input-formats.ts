// Shapes of what people type (spec §5) and the constants behind them (§9).

/** §5: five digits, optionally a hyphen and four more (§9: zip 5 or 9 digits). */
export const ZIP_RE = /^(\d{5})(?:-\d{4})?$/;

/** Canonical gift card code (§5, §9): 16 letters or digits in four dash-separated groups of four. */
export const GIFT_CARD_RE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * A postal address as checked and kept (spec §5): the state's two-letter code, the phone as ten
 * digits; street2 and phone "" when not given. The checkout form's, the api's and an order's.
 */
export type PostalAddress = {
  name: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
};

/** Just the address of a row that carries one among other fields (GraphQL's PostalAddress). */
export function postalAddressOf({ name, street, street2, city, state, zipcode, phone }: PostalAddress): PostalAddress {
  return { name, street, street2, city, state, zipcode, phone };
}

export type LocationQuery = { kind: "zip"; zipcode: string } | { kind: "city"; city: string };

/** The 5-digit zip of "84321" or "84321-1234" (surrounding whitespace ignored), else null. */
export function parseZipcode(input: string): string | null {
  return ZIP_RE.exec(input.trim())?.[1] ?? null;
}

/** §5: a zip (its 5-digit part) or, for anything else, a city name. Blank input is city "". */
export function classifyLocationQuery(input: string): LocationQuery {
  const zipcode = parseZipcode(input);
  return zipcode === null ? { kind: "city", city: input.trim() } : { kind: "zip", zipcode };
}

/** §5 numeric inputs: one or more ASCII digits and nothing else ("" is not digits). */
export function isDigitsOnly(input: string): boolean {
  return /^\d+$/.test(input);
}

// Digits with the usual separators; a "+" only as a leading country-code marker.
const PHONE_INPUT_RE = /^\+?[\d\s().-]+$/;

/**
 * §5 tel: a US number as its ten digits, or null. Accepts "(435) 555-0123", "435-555-0123",
 * "435.555.0123", "4355550123", "1 435 555 0123" and "+1 435 555 0123". Only the shape is
 * checked, not whether the area code exists. A "+" with any country code but 1 is rejected.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_INPUT_RE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  if (digits.length === 10 && !trimmed.startsWith("+")) return digits;
  return null;
}

/**
 * "(435) 555-0123" for anything normalizePhone accepts. Input that is not a US number is
 * returned unchanged, so a stored odd value is still shown rather than hidden.
 */
export function formatPhone(tenDigits: string): string {
  const digits = normalizePhone(tenDigits);
  if (digits === null) return tenDigits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Canonical "ABCD-EFGH-1234-5678" or null. Case is ignored, and spaces and dashes may appear
 * anywhere (codes are pasted from e-mails and read off cards), but exactly 16 letters or digits
 * must remain.
 */
export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  // Checked before upper-casing: "ß".toUpperCase() is "SS" and would change the length.
  if (!/^[A-Za-z0-9]{16}$/.test(compact)) return null;
  return compact.toUpperCase().match(/.{4}/g)?.join("-") ?? null;
}
