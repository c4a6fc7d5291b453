/**
 * The forms of /cart (STYLE: Hydrogen's cart, one action switching on `intent`). Every form on
 * the cart page, and the add-to-cart form of the class pages, posts here first. Their schema is in
 * cart-forms.server.ts.
 */
import { formatUsd, parseMoneyInput } from "../../../workers/core/money";
import type { ShopAlert } from "../core/alerts";
import type { FieldErrors } from "../core/form-data";

export const CART_INTENTS = [
  "add",
  "update-portion",
  "remove",
  "apply-promotion",
  "remove-promotion",
  "apply-gift-card",
  "remove-gift-card",
  "set-donation",
  // Decision 040: a seats or pairs class's number of guests (couples).
  "add-guests",
  // Decision 083: the zip a delivery goes to, asked before the checkout.
  "set-delivery-zip",
] as const;

export type CartIntent = (typeof CART_INTENTS)[number];

/** Decision 009: a donation is at most $1,000. */
export const MAX_DONATION_CENTS = 100_000;

export const PROMOTION_CODE_MESSAGE = "Enter a code of 3 to 32 letters, digits, dashes or underscores";
export const GIFT_CARD_CODE_MESSAGE = "Enter the 16-character code from your gift card";
export const DELIVERY_ZIP_MESSAGE = "Enter the 5-digit zip code we deliver to";

/** Spec §5 money input: "$50", "50.00", "1,000" — dollar signs and commas are stripped. */
export function parseDonation(input: string): { cents: number } | { error: string } {
  const cents = parseMoneyInput(input);
  if (cents === null) return { error: "Enter an amount like $10 or 12.50" };
  if (cents > MAX_DONATION_CENTS) return { error: `A donation can be at most ${formatUsd(MAX_DONATION_CENTS)}` };
  return { cents };
}

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (CART_INTENTS as readonly string[]).includes(value);
}

/** What the action answers a fetcher (and renders the page with, without JavaScript). */
export interface CartActionData {
  intent: CartIntent | null;
  /** The line, code or card the form was about, so only that form shows the message. */
  target: string | null;
  ok: boolean;
  errors: FieldErrors;
  /** The success alert, also flashed for the next page. */
  alert: ShopAlert | null;
}

