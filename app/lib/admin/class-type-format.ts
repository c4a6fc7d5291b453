/** How the console words a class type's offer and price (decision 047); shared by its list and page. */
import { formatUsd } from "../../../workers/core/money";

interface Priced {
  offer: "PORTIONS" | "SEATS" | "PAIRS";
  seatPriceCents?: number | null;
  pairPriceCents?: number | null;
  prices: ReadonlyArray<{ priceCents: number }>;
}

export function offerPrice(type: Priced): { offer: string; price: string } {
  if (type.offer === "SEATS") return { offer: "Seats", price: type.seatPriceCents == null ? "No price" : `${formatUsd(type.seatPriceCents)} a guest` };
  if (type.offer === "PAIRS") return { offer: "Couples", price: type.pairPriceCents == null ? "No price" : `${formatUsd(type.pairPriceCents)} a couple` };
  const cents = type.prices.map((price) => price.priceCents);
  return {
    offer: "Portions",
    price: cents.length === 0 ? "No portion prices" : `${formatUsd(Math.min(...cents))} – ${formatUsd(Math.max(...cents))} (${cents.length} options)`,
  };
}

/** Cents as the form's dollars ("69.00"), empty for none. */
export const dollarsOf = (cents: number | null | undefined): string => (cents === null || cents === undefined ? "" : (cents / 100).toFixed(2));
