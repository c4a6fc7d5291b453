/**
 * One price everywhere (issue 30 part 4, decision 084): a class's price in its own terms, the
 * same words on the lists, the class page, /menu-options, the cart, the confirmation and its
 * e-mail. A class sold per guest says "$69 per guest"; one sold per couple "$149 per couple ·
 * $74.50 a person"; one sold by portions "From $47.99" (its cheapest portion option). Pure, so
 * the api, the graphql worker and the browser read the same words.
 */
import { seatsOf } from "./class-offers";
import { formatUsd } from "./money";

/** "$149", "$74.50": whole dollars without cents, as a price tag reads. */
export function priceTag(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, "");
}

/**
 * What one person pays of a class's unit price: a couple's price halved (rounded to the cent),
 * a guest's or a portion option's as it is. The lists' price filter compares this figure.
 */
export function perPersonCents(offer: string, unitCents: number): number {
  return Math.round(unitCents / seatsOf(offer.toLowerCase(), 1));
}

/**
 * The price of a class in words: its offer ("seats", "pairs", "portions", any case) and its
 * price — the unit price of a guest or couple, the cheapest portion option of a portions class.
 * Null without a price.
 */
export function classPriceWords(offer: string, cents: number | null | undefined): string | null {
  if (cents == null) return null;
  switch (offer.toLowerCase()) {
    case "seats":
      return `${priceTag(cents)} per guest`;
    case "pairs":
      return `${priceTag(cents)} per couple · ${priceTag(perPersonCents("pairs", cents))} a person`;
    default:
      return `From ${priceTag(cents)}`;
  }
}
