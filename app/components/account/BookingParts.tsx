import { Link } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { SELF_SERVICE_POLICY, SELF_SERVICE_POLICY_PATH } from "../../../workers/core/self-service";

/** A registration's own page in the account (decision 033). */
export const bookingPath = (id: string) => `/account/bookings/${id}`;

/** Whom a change applies to (decision 054): the party booked together, or one guest. */
export type Scope = "PARTY" | "GUEST";

/** The address's `?scope=guest` when one guest is being changed; nothing for the party. */
export const scopeQuery = (scope: Scope) => (scope === "GUEST" ? "?scope=guest" : "");

/** The form's scope field, so a change without JavaScript applies to whom the page said. */
export const ScopeField = ({ scope }: { scope: Scope }) => (scope === "GUEST" ? <input type="hidden" name="scope" value="guest" /> : null);

export interface Party {
  scope: Scope;
  seats: number;
  guests: ReadonlyArray<{ id: string; firstName: string; lastName: string }>;
}

/** "Ana Cruz and Ben Cruz" */
const names = (guests: Party["guests"]) => {
  const full = guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim());
  return full.length > 1 ? `${full.slice(0, -1).join(", ")} and ${full.at(-1)}` : (full[0] ?? "");
};

/** Who a cancel or move applies to, in words: "both seats of your couple (…)", "all 3 seats (…)", "Ana's seat only". */
export function partyWords(party: Party, offer: string, firstName: string): string {
  if (party.scope === "GUEST" || party.guests.length <= 1) return party.guests.length > 1 ? `${firstName}’s seat only` : "your seat";
  const couple = offer === "PAIRS" && party.guests.length === 2;
  return `${couple ? "both seats of your couple" : `all ${party.guests.length} seats booked together`} (${names(party.guests)})`;
}

export interface BookingClass {
  name: string;
  date: string;
  location: { name: string; city: string; timezone: string };
}

/** "Cooking Class: Steakhouse at Home — Saturday, December 12, 2026, 6:00 PM · Logan Kitchen, Logan": a date named with its class. */
export const classOnDate = (shopClass: BookingClass) => `${shopClass.name} — ${whenAndWhere(shopClass)}`;

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

/** What a cancel gives up and gives back, said before it happens; `who` from partyWords. */
export function CancelConsequence({ refundCents, who = "your seat" }: { refundCents: number; who?: string }) {
  const given = `${who.charAt(0).toUpperCase()}${who.slice(1)}`;
  return refundCents > 0 ? (
    <p>
      {given} will be given up and we refund <strong>{formatUsd(refundCents)}</strong> to your original payment: the card first, then any gift card that
      paid. This cannot be undone.
    </p>
  ) : (
    <p>{given} will be given up. Nothing was paid, so nothing is refunded. This cannot be undone.</p>
  );
}
