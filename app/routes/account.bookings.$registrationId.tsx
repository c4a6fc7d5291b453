import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import {
  bookingPath,
  CancelConsequence,
  ChangePolicy,
  classOnDate,
  partyWords,
  ScopeField,
  scopeQuery,
  whenAndWhere,
} from "~/components/account/BookingParts";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { SubmitButton, pageMeta } from "~/components/core/layout-kit";
import { loadChanges } from "~/lib/account/self-service.server";
import { formatUsd } from "../../workers/core/money";
import { differenceSentence } from "../../workers/core/self-service";
import { registrationStatusWords } from "../../workers/core/status-words";

export const meta = pageMeta("Your class");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return json(await loadChanges(request, context, params.registrationId));
}

/**
 * One registration of the account (decisions 033 and 054): where it stands, who is booked with
 * it, and — up to 72 hours before the class — Cancel (a confirm step stating the refund) and Move
 * to another date of the same class (choose a date, then a confirm step stating the price
 * difference), for the whole party unless the customer chose one guest. Works without JavaScript.
 */
export default function Booking() {
  const { account, changes } = useLoaderData<typeof loader>();
  const { registration, party } = changes;
  const path = bookingPath(registration.id);
  const query = scopeQuery(party.scope);
  const who = partyWords(party, registration.offer, registration.firstName);
  const choices = changes.moveOptions;
  return (
    <AccountLayout account={account} title={registration.class.name}>
      <p>
        <Link to="/account/orders">All your orders</Link>
      </p>
      <section className="card" aria-labelledby="booking-state">
        <h2 id="booking-state">
          {registration.firstName}’s seat · <span className="badge">{registrationStatusWords(registration.status)}</span>
        </h2>
        <p>{classOnDate(registration.class)}</p>
        {changes.movedFrom && <p className="muted">Moved from {whenAndWhere(changes.movedFrom)}.</p>}
        {party.guests.length > 1 && (
          <p>
            Booked together in this order: {party.guests.length} seats ({party.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).join(", ")}).
          </p>
        )}
        <p>
          Order {registration.orderNumber} · this seat {formatUsd(registration.totalCents)}
          {registration.refundedCents > 0 && <> · refunded {formatUsd(registration.refundedCents)}</>}
        </p>
      </section>

      {party.guestScopeAllowed && (changes.canCancel || changes.canMove) && (
        <nav className="card" aria-labelledby="booking-scope">
          <h2 id="booking-scope">Whose seats to change</h2>
          <p>Seats booked together are moved or canceled together, unless you choose one guest.</p>
          <ul>
            <li>
              {party.scope === "PARTY" ? <strong aria-current="page">All {party.guests.length} seats together</strong> : <Link to={path}>All {party.guests.length} seats together</Link>}
            </li>
            <li>
              {party.scope === "GUEST" ? (
                <strong aria-current="page">Only {registration.firstName}’s seat</strong>
              ) : (
                <Link to={`${path}?scope=guest`}>Only {registration.firstName}’s seat</Link>
              )}
            </li>
          </ul>
        </nav>
      )}

      <section className="card" aria-labelledby="booking-cancel">
        <h2 id="booking-cancel">Cancel</h2>
        {changes.canCancel ? (
          <ConfirmAction
            label={party.seats > 1 ? `Cancel all ${party.seats} seats` : "Cancel this class"}
            confirmHref={`${path}/cancel${query}`}
            action={`${path}/cancel`}
            intent="cancel"
            danger
            fields={<ScopeField scope={party.scope} />}
            consequence={<CancelConsequence refundCents={changes.cancelRefundCents} who={who} />}
          />
        ) : (
          <p>{changes.cancelRefusal}</p>
        )}
      </section>

      <section className="card" aria-labelledby="booking-move">
        <h2 id="booking-move">Move to another date</h2>
        {!changes.canMove ? (
          <p>{changes.moveRefusal}</p>
        ) : choices.length === 0 ? (
          <p>
            No other date of {registration.class.name} has room for {party.seats === 1 ? "one more guest" : `${party.seats} guests`} right now.
          </p>
        ) : (
          <Form method="get" action={`${path}/move`}>
            <ScopeField scope={party.scope} />
            <fieldset>
              <legend>
                Choose the new date for {who}: only dates of {registration.class.name} with room for {party.seats === 1 ? "one guest" : `all ${party.seats}`}
              </legend>
              {choices.map((choice) => (
                <div key={choice.class.id} className="radio-row">
                  <input type="radio" name="classId" id={`date-${choice.class.id}`} value={choice.class.id} disabled={!choice.allowed} required />
                  <label htmlFor={`date-${choice.class.id}`}>
                    {classOnDate(choice.class)} — {choice.seatsLeft} {choice.seatsLeft === 1 ? "seat" : "seats"} left. {differenceSentence(choice.differenceCents)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="actions">
              <SubmitButton color="white">Move to another date</SubmitButton>
            </div>
          </Form>
        )}
      </section>
      <ChangePolicy />
    </AccountLayout>
  );
}
