import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { countOf } from "../../workers/core/counts";
import { moveMoneyWords, STAFF_MOVE_REASON_MAX } from "../../workers/core/staff-move";
import { SELF_SERVICE_CUTOFF_HOURS } from "../../workers/core/self-service";
import { AdminPage } from "~/components/admin/AdminLayout";
import { classOnDate } from "~/components/account/BookingParts";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { TextAreaField } from "~/components/core/TextAreaField";
import { formFields } from "~/lib/admin/form-fields";
import { loadRegistrationMove, registrationMoveAction, type RegistrationMoveActionData } from "~/lib/admin/registration-move.server";

export const meta = dataMeta<{ plan: { firstName: string } }>(({ plan }) => ({ title: `Move ${plan.firstName}'s booking`, noindex: true }));

/** Move a registration or its party to another date of the same class (issue 27 part 4, decision 082). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRegistrationMove(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => registrationMoveAction(request, context, params.id);

/** The errors of a fieldset, under it and named by it. */
function FieldsetErrors({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  return messages?.length ? (
    <p className="admin-error" id={id}>
      {messages.join(" ")}
    </p>
  ) : null;
}

export default function MoveRegistration() {
  const { plan } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as RegistrationMoveActionData | undefined;
  const field = formFields(posted?.values, posted?.errors);
  const here = `/admin/registrations/${plan.registrationId}`;
  const { party } = plan;
  const guests = party.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim());
  const moving = party.scope === "GUEST" ? [guests[party.guests.findIndex((guest) => guest.id === plan.registrationId)] ?? plan.firstName] : guests;
  const dearer = plan.dates.some((date) => date.differenceCents > 0);
  const from = { name: plan.className, date: plan.classDate, location: { name: plan.locationName, city: plan.locationCity, timezone: plan.timezone } };
  return (
    <AdminPage
      title={`Move ${plan.firstName}'s booking`}
      crumbs={[
        { label: "Registrations", to: "/admin/registrations" },
        { label: plan.firstName, to: here },
      ]}
    >
      <p>
        Order <Link to={`/admin/orders/${plan.orderId}`}>{plan.orderNumber}</Link> · now in {classOnDate(from)}
      </p>
      {party.guests.length > 1 ? (
        <p>
          Booked together: {guests.join(", ")}.{" "}
          {party.guestScopeAllowed ? (
            party.scope === "GUEST" ? (
              <Link to="?scope=party">Move all {countOf(party.guests.length, "guest")} instead</Link>
            ) : (
              <Link to="?scope=guest">Move only {plan.firstName} instead</Link>
            )
          ) : (
            "A couple is moved together."
          )}
        </p>
      ) : null}
      {!plan.allowed ? (
        <p>{plan.refusal}</p>
      ) : plan.dates.length === 0 ? (
        <p>No other date of this class has room for {countOf(party.seats, "guest")}.</p>
      ) : (
        <section className="card admin-confirm" aria-labelledby="move-to">
          <h2 id="move-to">Move {moving.join(", ")} to another date</h2>
          <p>
            Only dates of the same class with room for {countOf(party.seats, "guest")}. The customer is e-mailed the new date once. Within the self-service
            policy (up to {SELF_SERVICE_CUTOFF_HOURS} hours before either date, moved once) a reason is optional; past it, give one.
            {plan.movedByCustomer ? " The customer moved this booking once already." : ""}
          </p>
          <Form method="post" className="admin-form" aria-labelledby="move-to" noValidate>
            <AntiForgeryField />
            <input type="hidden" name="fromClassId" value={plan.classId} />
            <input type="hidden" name="scope" value={party.scope} />
            <FormError messages={posted?.errors.form} />
            <fieldset className="admin-checks" aria-describedby={posted?.errors.toClassId ? "move-date-errors" : undefined}>
              <legend>New date</legend>
              {plan.dates.map((date) => (
                <label key={date.class.id}>
                  <input type="radio" name="toClassId" value={date.class.id} defaultChecked={posted?.values.toClassId === date.class.id} />{" "}
                  {classOnDate({
                    name: date.class.name,
                    date: date.class.date,
                    location: { name: date.class.locationName, city: date.class.locationCity, timezone: date.class.timezone },
                  })}{" "}
                  · {countOf(date.seatsLeft, "seat")} left · {moveMoneyWords(date.differenceCents)}
                  {date.withinPolicy ? "" : ` · past the policy: ${date.policyBreaks.join("; ")}`}
                </label>
              ))}
              <FieldsetErrors id="move-date-errors" messages={posted?.errors.toClassId} />
            </fieldset>
            {dearer ? (
              <fieldset className="admin-checks" aria-describedby={posted?.errors.settlement ? "move-settlement-errors" : undefined}>
                <legend>If the new date costs more</legend>
                <label>
                  <input type="radio" name="settlement" value="COUNTER" defaultChecked={posted?.values.settlement === "COUNTER"} /> Collect the difference at
                  the counter
                </label>
                <label>
                  <input type="radio" name="settlement" value="WAIVE" defaultChecked={posted?.values.settlement === "WAIVE"} /> Waive the difference (give a
                  reason)
                </label>
                <label>
                  <input type="radio" name="settlement" value="PAY_LINK" defaultChecked={posted?.values.settlement === "PAY_LINK"} /> Send a pay link for the
                  difference (the new seats are held; the booking moves when it is paid)
                </label>
                <FieldsetErrors id="move-settlement-errors" messages={posted?.errors.settlement} />
              </fieldset>
            ) : null}
            <TextAreaField
              {...field("reason")}
              label="Reason"
              hint="Required past the self-service policy and to waive a difference; kept in the history."
              rows={2}
              maxLength={STAFF_MOVE_REASON_MAX}
            />
            <div className="admin-confirm__buttons">
              <SubmitButton>Move {countOf(party.seats, "seat")}</SubmitButton>
              <Link to={here}>Keep it as it is</Link>
            </div>
          </Form>
        </section>
      )}
    </AdminPage>
  );
}
