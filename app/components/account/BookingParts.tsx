import { Link } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { SELF_SERVICE_POLICY, SELF_SERVICE_POLICY_PATH } from "../../../workers/core/self-service";

/** A registration's own page in the account (decision 033). */
export const bookingPath = (id: string) => `/account/bookings/${id}`;

export interface BookingClass {
  name: string;
  date: string;
  location: { name: string; city: string; timezone: string };
}

/** "Saturday, December 12, 2026, 6:00 PM · Logan Kitchen" in the kitchen's own time zone. */
export const whenAndWhere = (shopClass: BookingClass) =>
  `${formatClassDate(shopClass.date, shopClass.location.timezone)}, ${formatClassTime(shopClass.date, shopClass.location.timezone)} · ${shopClass.location.name}, ${shopClass.location.city}`;

/** The cancel and move policy in the customer's words (decision 033), with its public address. */
export function ChangePolicy() {
  return (
    <section className="card" aria-labelledby="change-policy">
      <h2 id="change-policy">Canceling and moving a class</h2>
      <ul>
        {SELF_SERVICE_POLICY.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p>
        <Link to={SELF_SERVICE_POLICY_PATH}>Our class policy</Link>
      </p>
    </section>
  );
}

/** What a cancel gives up and gives back, said before it happens. */
export function CancelConsequence({ refundCents }: { refundCents: number }) {
  return refundCents > 0 ? (
    <p>
      Your seat is given up and we refund <strong>{formatUsd(refundCents)}</strong> to your original payment: the card first, then any gift card that
      paid. This cannot be undone.
    </p>
  ) : (
    <p>Your seat is given up. Nothing was paid for it, so nothing is refunded. This cannot be undone.</p>
  );
}
