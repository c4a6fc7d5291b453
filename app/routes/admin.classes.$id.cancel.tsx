import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { countOf } from "../../workers/core/counts";
import { MESSAGE_TEXT_MAX } from "../../workers/core/class-message";
import { formatUsd } from "../../workers/core/money";
import { AdminPage } from "~/components/admin/AdminLayout";
import { classOnDate } from "~/components/account/BookingParts";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { TextAreaField } from "~/components/core/TextAreaField";
import { formFields } from "~/lib/admin/form-fields";
import { classCancelAction, loadClassCancel, type ClassCancelActionData } from "~/lib/admin/class-cancel.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Cancel ${name}`, noindex: true }));

/** Cancel a class (issue 27 part 5, decision 077): whom it affects and what it refunds, a message for them, or move everyone instead. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadClassCancel(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => classCancelAction(request, context, params.id);

/** "Message for the customers": the same field on the cancel form and the move form, with what that form's refused post kept. */
function MessageField({ answer }: { answer: ClassCancelActionData | undefined }) {
  return (
    <TextAreaField
      {...formFields(answer?.values, answer?.errors)("message")}
      label="Message for the customers"
      hint="Optional. A blank line starts a new paragraph."
      rows={4}
      maxLength={MESSAGE_TEXT_MAX}
    />
  );
}

export default function CancelClass() {
  const { id, name, when, kitchen, cancelable, mayMove, plan } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as ClassCancelActionData | undefined;
  const here = `/admin/classes/${id}`;
  const refused = (intent: string) => (posted?.intent === intent ? posted : undefined);
  const cancel = refused("cancel");
  const move = refused("move");
  const guests = plan.bookings.flatMap((booking) => booking.guests).length;
  return (
    <AdminPage
      title={`Cancel ${name}`}
      crumbs={[
        { label: "Classes", to: "/admin/classes" },
        { label: name, to: here },
      ]}
    >
      <p>
        {kitchen} · {when}
      </p>
      {posted && posted.intent !== "cancel" && posted.intent !== "move" ? <FormError messages={posted.errors.form} /> : null}
      {!cancelable ? (
        <p>This class can no longer be canceled here.</p>
      ) : (
        <>
          <p>
            {plan.seats === 0
              ? "Nobody holds a seat in this class."
              : `${countOf(plan.seats, "seat")} booked in ${countOf(plan.bookings.length, "booking")}. Canceling refunds ${formatUsd(
                  plan.refundCents,
                )} in all.`}
          </p>
          {plan.bookings.length > 0 && (
            <AdminTable
              caption="Guests and what a cancel refunds"
              columns={["Booking", "Booker", "Guests", "Paid", "Refund"]}
              footer={
                <tr>
                  <th scope="row" colSpan={2}>
                    In all
                  </th>
                  <td>{countOf(guests, "guest")}</td>
                  <td>{formatUsd(plan.bookings.reduce((sum, booking) => sum + booking.paidCents, 0))}</td>
                  <td>{formatUsd(plan.refundCents)}</td>
                </tr>
              }
              captionShown
            >
              {plan.bookings.map((booking) => (
                <tr key={booking.orderId}>
                  <th scope="row">
                    <Link to={`/admin/orders/${booking.orderId}`}>{booking.orderNumber}</Link>
                  </th>
                  <td>
                    {booking.bookerFirstName} {booking.bookerLastName}
                    <br />
                    {booking.bookerEmail}
                  </td>
                  <td>
                    {countOf(booking.seats, "seat")}:{" "}
                    {booking.guests
                      .map((guest) => `${guest.firstName} ${guest.lastName}`.trim() + (guest.status === "CANCELED" ? " (canceled earlier)" : ""))
                      .join(", ")}
                  </td>
                  <td>{formatUsd(booking.paidCents)}</td>
                  <td>{formatUsd(booking.refundCents)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          <section className="card admin-confirm" aria-labelledby="cancel-and-refund">
            <h2 id="cancel-and-refund">Cancel and refund</h2>
            <p>
              Every paid seat is refunded in full — card first, then gift cards — and each customer is e-mailed once, with your message. Its waitlist closes:
              everyone on it is e-mailed. This cannot be undone.
            </p>
            <Form method="post" className="admin-form" aria-labelledby="cancel-and-refund" noValidate>
              <AntiForgeryField />
              <input type="hidden" name="guestsVersion" value={plan.guestsVersion} />
              <FormError messages={cancel?.errors.form} />
              <MessageField answer={cancel} />
              <div className="admin-confirm__buttons">
                <SubmitButton color="danger" name="intent" value="cancel">
                  Yes, cancel class
                </SubmitButton>
                <Link to={here}>Keep it as it is</Link>
              </div>
            </Form>
          </section>
          {mayMove && plan.seats > 0 && (
            <section className="card admin-confirm" aria-labelledby="move-everyone">
              <h2 id="move-everyone">Or move everyone to another date</h2>
              <p>
                Only later dates of the same class with room for all {countOf(plan.seats, "guest")} at the same price. Every booking keeps what it paid: nothing
                is charged or refunded. Each booker is e-mailed the new date, and this date is canceled.
              </p>
              {!plan.moveAllowed ? (
                <p>{plan.moveRefusal}</p>
              ) : (
                <Form method="post" className="admin-form" aria-labelledby="move-everyone" noValidate>
                  <AntiForgeryField />
                  <input type="hidden" name="guestsVersion" value={plan.guestsVersion} />
                  <FormError messages={move?.errors.form} />
                  <fieldset className="admin-checks" aria-describedby={move?.errors.toClassId ? "move-date-errors" : undefined}>
                    <legend>Move everyone to</legend>
                    {plan.moveDates.map((date) => (
                      <label key={date.id}>
                        <input type="radio" name="toClassId" value={date.id} defaultChecked={move?.values.toClassId === date.id} /> {classOnDate(date.class)} ·{" "}
                        {countOf(date.seatsLeft, "seat")} left
                      </label>
                    ))}
                    {move?.errors.toClassId ? (
                      <p className="admin-error" id="move-date-errors">
                        {move.errors.toClassId.join(" ")}
                      </p>
                    ) : null}
                  </fieldset>
                  <MessageField answer={move} />
                  <div className="admin-confirm__buttons">
                    <SubmitButton name="intent" value="move">
                      Move everyone and cancel this date
                    </SubmitButton>
                  </div>
                </Form>
              )}
            </section>
          )}
        </>
      )}
    </AdminPage>
  );
}
