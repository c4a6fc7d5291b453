// Class skus: readable for public classes ("LOG-20261205-1830-IP": kitchen, local date and time,
// fulfillment), and for a private class the same with ten random characters after it, because its
// sku is the link its host shares (decision 018).

/** Two-letter code of each fulfillment id (1 class, 2 pickup, 3 delivery, 4 shipping). */
export const FULFILLMENT_CODES: Readonly<Record<number, string>> = { 1: "IP", 2: "PU", 3: "DL", 4: "SH" };

/**
 * Ten random capital letters and digits (32 symbols, no I, O, 0 or 1): 50 bits nobody guesses.
 * Capitals, because skus are compared as the cart writes them: upper case.
 */
export function privateLinkKey(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** "LOG-20261205-1830-IP" from a kitchen code, a local date (YYYY-MM-DD) and time (HH:MM), a fulfillment id. */
export function classSku(kitchenCode: string, localDate: string, localTime: string, fulfillmentId: number): string {
  const code = kitchenCode.replace(/[^A-Za-z0-9]/g, "").slice(0, 3).toUpperCase() || "CVK";
  return `${code}-${localDate.replaceAll("-", "")}-${localTime.replace(":", "")}-${FULFILLMENT_CODES[fulfillmentId] ?? "XX"}`;
}

const LINK_KEY_SUFFIX = /-[A-HJ-NP-Z2-9]{10}$/;

/**
 * The sku of a class made private: its link key kept when it already has one (the host's link
 * still works), else a new one appended — a private class is never reachable by a readable sku.
 */
export function privateSku(sku: string): string {
  return LINK_KEY_SUFFIX.test(sku) ? sku : `${sku}-${privateLinkKey()}`;
}
