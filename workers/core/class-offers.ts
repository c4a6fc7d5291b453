/**
 * What a class type sells (decision 040): `portions` (portion size × number of meals), `seats`
 * (guests, a price each) or `pairs` (couples, two seats and one price each). Shared by the api,
 * the GraphQL worker and the web.
 */
export const CLASS_OFFERS = ["portions", "seats", "pairs"] as const;
export type ClassOffer = (typeof CLASS_OFFERS)[number];

/** The most guests (or couples) one cart line may take; the class's free seats limit it further. */
export const MAX_GUESTS = 12;

/** The seats a line takes: a guest one, a couple two; a portions line one. */
export function seatsOf(offer: string, guests: number): number {
  if (offer === "pairs") return guests * 2;
  if (offer === "seats") return guests;
  return 1;
}

/** "2 guests", "1 couple": the unit a seats or pairs line counts. */
export function guestsLabel(offer: string, count: number): string {
  if (offer === "pairs") return `${count} ${count === 1 ? "couple" : "couples"}`;
  return `${count} ${count === 1 ? "guest" : "guests"}`;
}

/** Splits whole cents into `parts` whole-cent shares that add up exactly, the remainder on the first. */
export function splitCents(cents: number, parts: number): number[] {
  if (parts < 1) return [];
  const share = Math.floor(cents / parts);
  const shares = Array<number>(parts).fill(share);
  shares[0] = cents - share * (parts - 1);
  return shares;
}
