import { countOf } from "../../../workers/core/counts";

/**
 * A class's seats as the console's class page says them. Seats can be taken by more than sold
 * registrations and checkouts being paid: carts and waitlist offers hold seats too, and bookings
 * made before the shop's records (the seed's) count without a registration. Whatever is taken
 * beyond sold and held is said, so the line always adds up to the capacity.
 */
export function seatsInWords({ seats, sold, held, left }: { seats: number; sold: number; held: number; left: number }): string {
  const otherwise = Math.max(0, seats - left - sold - held);
  const parts = [`${sold} sold`, `${held} held by checkouts`];
  if (otherwise > 0) parts.push(`${otherwise} taken otherwise (carts, waitlist offers, earlier bookings)`);
  return `${parts.join(", ")}, ${countOf(left, "seat")} left of ${seats}`;
}
