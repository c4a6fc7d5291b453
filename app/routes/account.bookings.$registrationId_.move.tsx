import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { bookingPath, classOnDate, partyWords, ScopeField, scopeQuery } from "~/components/account/BookingParts";
import { ConfirmForm } from "~/components/core/ConfirmAction";
import { FormError } from "~/components/core/FormError";
import { loadChanges, moveAction } from "~/lib/account/self-service.server";
import { pageMeta } from "~/components/core/layout-kit";
import { differenceSentence } from "../../workers/core/self-service";

export const meta = pageMeta("Move your class");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const data = await loadChanges(request, context, params.registrationId);
  const classId = new URL(request.url).searchParams.get("classId") ?? "";
  return json({ ...data, choice: data.changes.moveOptions.find((option) => option.class.id === classId) ?? null });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => moveAction(request, context, params.registrationId ?? "");

/** The move's confirm step: whose seats, from which date of the class to which, and the price difference. */
export default function MoveBooking() {
  const { account, changes, choice } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { registration, party } = changes;
  const back = `${bookingPath(registration.id)}${scopeQuery(party.scope)}`;
  return (
    <AccountLayout account={account} title="Move your class">
      <div className="card admin-confirm">
        <FormError messages={refused ? [refused.formError] : null} />
        {!changes.canMove ? (
          <p>{changes.moveRefusal}</p>
        ) : !choice ? (
          <p>That date is no longer open for this class. Choose another on your class’s page.</p>
        ) : !choice.allowed ? (
          <p>{differenceSentence(choice.differenceCents)} Cancel and book the new date, or call us.</p>
        ) : (
          <ConfirmForm
            label="Move to this date"
            action={`${bookingPath(registration.id)}/move`}
            intent="move"
            fields={
              <>
                <input type="hidden" name="classId" value={choice.class.id} />
                <ScopeField scope={party.scope} />
              </>
            }
            consequence={
              <>
                <p>Moving {partyWords(party, registration.offer, registration.firstName)}:</p>
                <p>
                  From {classOnDate(registration.class)}
                  <br />
                  to <strong>{classOnDate(choice.class)}</strong>.
                </p>
                <p>{differenceSentence(choice.differenceCents)}</p>
                <p>A registration can be moved only once.</p>
              </>
            }
          >
            <Link to={back}>Keep it as it is</Link>
          </ConfirmForm>
        )}
        {(!changes.canMove || !choice || !choice.allowed) && <Link to={back}>Back to your class</Link>}
      </div>
    </AccountLayout>
  );
}
