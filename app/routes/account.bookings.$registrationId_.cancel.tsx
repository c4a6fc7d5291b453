import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { bookingPath, CancelConsequence, classOnDate, partyWords, ScopeField, scopeQuery } from "~/components/account/BookingParts";
import { ConfirmForm } from "~/components/core/ConfirmAction";
import { FormError } from "~/components/core/FormError";
import { cancelAction, loadChanges } from "~/lib/account/self-service.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("Cancel your class");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return json(await loadChanges(request, context, params.registrationId));
}

export const action = ({ request, context, params }: ActionFunctionArgs) => cancelAction(request, context, params.registrationId ?? "");

/** The cancel's confirm step without JavaScript: what is given up and what comes back. */
export default function CancelBooking() {
  const { account, changes } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { registration, party } = changes;
  const back = `${bookingPath(registration.id)}${scopeQuery(party.scope)}`;
  const label = party.seats > 1 ? `Cancel all ${party.seats} seats` : "Cancel this class";
  return (
    <AccountLayout account={account} title="Cancel your class">
      <div className="card admin-confirm">
        <p>{classOnDate(registration.class)}</p>
        <FormError messages={refused ? [refused.formError] : null} />
        {changes.canCancel ? (
          <ConfirmForm
            label={label}
            action={`${bookingPath(registration.id)}/cancel`}
            intent="cancel"
            danger
            fields={<ScopeField scope={party.scope} />}
            consequence={<CancelConsequence refundCents={changes.cancelRefundCents} who={partyWords(party, registration.offer, registration.firstName)} />}
          >
            <Link to={back}>Keep it as it is</Link>
          </ConfirmForm>
        ) : (
          <>
            <p>{changes.cancelRefusal}</p>
            <Link to={back}>Back to your class</Link>
          </>
        )}
      </div>
    </AccountLayout>
  );
}
