import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { bookingPath, CancelConsequence, ChangePolicy, whenAndWhere } from "~/components/account/BookingParts";
import { ConfirmAction } from "~/components/admin/ConfirmAction";
import { SubmitButton } from "~/components/core/Button";
import { loadChanges } from "~/lib/account/self-service.server";
import { pageMeta } from "~/lib/core/meta";
import { formatUsd } from "../../workers/core/money";
import { differenceSentence } from "../../workers/core/self-service";

export const meta = pageMeta("Your class");

const STATUS: Record<string, string> = { REGISTERED: "Booked", CANCELED: "Canceled", REFUNDED: "Canceled and refunded", ATTENDED: "Attended", NO_SHOW: "Missed" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return json(await loadChanges(request, context, params.registrationId));
}

/**
 * One registration of the account (decision 033): where it stands, and — up to 72 hours before
 * the class — Cancel (a confirm step stating the refund) and Move to another date (choose a date,
 * then a confirm step stating the price difference). Works without JavaScript.
 */
export default function Booking() {
  const { account, changes } = useLoaderData<typeof loader>();
  const { registration } = changes;
  const path = bookingPath(registration.id);
  const choices = changes.moveOptions;
  return (
    <AccountLayout account={account} title={registration.class.name}>
      <p>
        <Link to="/account/orders">All your orders</Link>
      </p>
      <section className="card" aria-labelledby="booking-state">
        <h2 id="booking-state">
          {registration.firstName}’s seat · <span className="badge">{STATUS[registration.status] ?? registration.status}</span>
        </h2>
        <p>{whenAndWhere(registration.class)}</p>
        {changes.movedFrom && <p className="muted">Moved from {whenAndWhere(changes.movedFrom)}.</p>}
        <p>
          Order {registration.orderNumber} · this seat {formatUsd(registration.totalCents)}
          {registration.refundedCents > 0 && <> · refunded {formatUsd(registration.refundedCents)}</>}
        </p>
      </section>

      <section className="card" aria-labelledby="booking-cancel">
        <h2 id="booking-cancel">Cancel</h2>
        {changes.canCancel ? (
          <ConfirmAction
            label="Cancel this class"
            confirmHref={`${path}/cancel`}
            action={`${path}/cancel`}
            intent="cancel"
            danger
            consequence={<CancelConsequence refundCents={changes.cancelRefundCents} />}
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
          <p>No other date of this class has a free seat right now.</p>
        ) : (
          <Form method="get" action={`${path}/move`}>
            <fieldset>
              <legend>Choose the new date</legend>
              {choices.map((choice) => (
                <div key={choice.class.id} className="radio-row">
                  <input type="radio" name="classId" id={`date-${choice.class.id}`} value={choice.class.id} disabled={!choice.allowed} required />
                  <label htmlFor={`date-${choice.class.id}`}>
                    {whenAndWhere(choice.class)} — {choice.seatsLeft} {choice.seatsLeft === 1 ? "seat" : "seats"} left. {differenceSentence(choice.differenceCents)}
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
