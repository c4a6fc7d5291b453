// Delivery areas and fees (issue 30 part 3, decision 083): where a kitchen delivers — within a
// radius of miles from the kitchen, or to a list of zip codes — and what delivery costs. Pure:
// the api reads the rows and the zip's centroid, these rules decide.
import { formatUsd } from "./money";
import { milesBetween, type Coordinates } from "./geo";
import { parseZipcode } from "./input-formats";

/** A kitchen's delivery area: a radius in whole miles from the kitchen, or named zip codes. */
export type DeliveryArea = { kind: "radius"; miles: number } | { kind: "zipcodes"; zipcodes: readonly string[] };

/** The fee of one delivery: flat, and free once that kitchen's classes come to `free_over_cents`. */
export interface DeliveryFeeRule {
  fee_cents: number;
  /** null: never free. */
  free_over_cents: number | null;
}

/** The columns a location keeps its area and fee in (drizzle/api/core.ts). */
export interface DeliveryAreaColumns {
  delivery_radius_miles: number | null;
  delivery_zipcodes: readonly string[] | null;
  delivery_fee_cents: number;
  delivery_free_over_cents: number | null;
}

/** Bounds the console holds an area and fee to. */
export const MAX_DELIVERY_RADIUS_MILES = 100;
export const MAX_DELIVERY_ZIPCODES = 300;
export const MAX_DELIVERY_FEE_CENTS = 10_000;
export const MAX_FREE_DELIVERY_OVER_CENTS = 1_000_000;

/** The area the columns describe: a zip list wins over a radius; null when neither is set. */
export function deliveryAreaOf(columns: Pick<DeliveryAreaColumns, "delivery_radius_miles" | "delivery_zipcodes">): DeliveryArea | null {
  if (columns.delivery_zipcodes && columns.delivery_zipcodes.length > 0) return { kind: "zipcodes", zipcodes: columns.delivery_zipcodes };
  if (columns.delivery_radius_miles !== null && columns.delivery_radius_miles > 0) return { kind: "radius", miles: columns.delivery_radius_miles };
  return null;
}

export interface ZipPlace extends Coordinates {
  zipcode: string;
}

/**
 * Whether the area takes the zip, and how far the zip's centroid is from the kitchen. On a radius
 * the edge counts as inside (exactly `miles` away is delivered to). No area: nothing is inside.
 */
export function deliversTo(area: DeliveryArea | null, kitchen: Coordinates, zip: ZipPlace): { inside: boolean; miles: number } {
  const miles = milesBetween(kitchen, zip);
  if (area === null) return { inside: false, miles };
  if (area.kind === "zipcodes") return { inside: area.zipcodes.includes(zip.zipcode), miles };
  return { inside: miles <= area.miles, miles };
}

/** The fee for `goods_cents` of a kitchen's classes (after discounts, before tax). */
export function deliveryFeeCents(rule: DeliveryFeeRule, goodsCents: number): number {
  if (rule.free_over_cents !== null && goodsCents >= rule.free_over_cents) return 0;
  return rule.fee_cents;
}

/** The fee rule in words, e.g. "$7.99, free over $150.00", "Free". */
export function feeRuleWords(rule: DeliveryFeeRule): string {
  if (rule.fee_cents === 0) return "Free";
  return rule.free_over_cents === null ? formatUsd(rule.fee_cents) : `${formatUsd(rule.fee_cents)}, free over ${formatUsd(rule.free_over_cents)}`;
}

/**
 * The console's zip list as typed: zip codes separated by commas, spaces or new lines, each 5
 * digits (a ZIP+4 keeps its 5); repeats dropped, sorted. Blank is an empty list.
 */
export function parseZipList(input: string): { zipcodes: string[] } | { error: string } {
  const words = input.split(/[\s,;]+/).filter((word) => word !== "");
  if (words.length > MAX_DELIVERY_ZIPCODES * 2) return { error: `Give at most ${MAX_DELIVERY_ZIPCODES} zip codes` };
  const bad = words.filter((word) => parseZipcode(word) === null);
  if (bad.length > 0)
    return {
      error: `${bad
        .slice(0, 3)
        .map((word) => `"${word.slice(0, 12)}"`)
        .join(", ")} ${bad.length === 1 ? "is not a zip code" : "are not zip codes"}: use 5 digits`,
    };
  const zipcodes = [...new Set(words.map((word) => parseZipcode(word)!))].sort();
  if (zipcodes.length > MAX_DELIVERY_ZIPCODES) return { error: `Give at most ${MAX_DELIVERY_ZIPCODES} zip codes` };
  return { zipcodes };
}

/** Another way to get a kitchen's classes to a zip the delivery area leaves out. */
export type OtherOption = { kind: "pickup"; kitchen: string; miles: number } | { kind: "shipping"; kitchen: string };

/**
 * The refusal a customer reads under the zip field, naming the nearest option (issue 30 part 3):
 * e.g. "Ogden doesn't deliver to 84532 (Moab, UT, 231 miles away). Pick up at our Provo kitchen,
 * 141 miles away, or have it shipped from Logan."
 */
export function outsideAreaMessage(
  kitchen: string,
  zip: { zipcode: string; city: string; state: string },
  miles: number,
  options: readonly OtherOption[],
): string {
  const refusal = `${kitchen} doesn't deliver to ${zip.zipcode} (${zip.city}, ${zip.state}, ${Math.round(miles)} miles away).`;
  const pickup = options.find((option) => option.kind === "pickup");
  const shipping = options.find((option) => option.kind === "shipping");
  const ways = [
    pickup && pickup.kind === "pickup" ? `pick up at our ${pickup.kitchen} kitchen, ${Math.round(pickup.miles)} miles away` : null,
    shipping ? `have it shipped from ${shipping.kitchen}` : null,
  ].filter((way): way is string => way !== null);
  if (ways.length === 0) return `${refusal} Choose a class at a kitchen near you.`;
  const sentence = ways.join(", or ");
  return `${refusal} Instead, ${sentence}.`;
}

/** The area and fee in words for the console, e.g. "Within 30 miles; $7.99, free over $150.00". */
export function deliveryAreaWords(columns: DeliveryAreaColumns): string {
  const area = deliveryAreaOf(columns);
  if (area === null) return "None: delivers nowhere";
  const where = area.kind === "radius" ? `Within ${area.miles} miles` : `${area.zipcodes.length} zip code${area.zipcodes.length === 1 ? "" : "s"}`;
  return `${where}; ${feeRuleWords({ fee_cents: columns.delivery_fee_cents, free_over_cents: columns.delivery_free_over_cents })}`;
}
