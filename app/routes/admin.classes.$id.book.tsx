import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AntiForgeryField, SubmitButton, Field, dataMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { FormMessage } from "~/components/cart/CartForm";
import { loadPhoneBooking, phoneBookingAction, type PhoneBookingActionData } from "~/lib/admin/phone-booking.server";

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Book by phone — ${name}`, noindex: true }));

/** Book seats of a class for a caller (decision 081): paid at the counter or by a pay link. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadPhoneBooking(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => phoneBookingAction(request, context, params.id);

const PAYMENTS = [
  { value: "cash", label: "Paid in cash at the counter" },
  { value: "check", label: "Paid by check at the counter" },
  { value: "pay_link", label: "E-mail a pay link (pays by card)" },
];

export default function BookByPhone() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as PhoneBookingActionData | undefined;
  const errors = posted?.errors ?? {};
  const values = posted?.values ?? { ...(page.chosen ?? { firstName: "", lastName: "", email: "", phone: "" }), payment: "cash", note: "", guests: [] };
  const unit = page.offer === "PAIRS" ? "Couples" : "Guests";
  const here = `/admin/classes/${page.id}/book`;
  return (
    <AdminPage
      title={`Book by phone — ${page.name}`}
      crumbs={[
        { label: "Classes", to: "/admin/classes" },
        { label: page.name, to: `/admin/classes/${page.id}` },
        { label: "Manifest", to: `/admin/classes/${page.id}/attendees` },
      ]}
    >
      <p>
        {page.kitchen} · {page.when} · {page.seatsLeft === 1 ? "1 seat" : `${page.seatsLeft} seats`} left
        {page.unitPrice ? ` · ${page.unitPrice} a ${page.offer === "PAIRS" ? "couple" : "guest"} before tax` : ""}
      </p>
      {page.maySearch && (
        <section aria-labelledby="find-customer">
          <h2 id="find-customer">Find the customer</h2>
          <Form method="get" action={here} className="admin-filters" role="search" aria-label="Find the customer">
            <input type="hidden" name="guests" value={page.units} />
            <Field name="customer" label="Name, e-mail or phone" kind="search" defaultValue={page.search} maxLength={100} />
            <SubmitButton>Find</SubmitButton>
          </Form>
          {page.search && page.found.length === 0 && <p className="muted">No customer matches “{page.search}”; enter the caller as a new customer below.</p>}
          {page.found.length > 0 && (
            <ul aria-label="Customers found">
              {page.found.map((user) => (
                <li key={user.id}>
                  <Link to={`${here}?${new URLSearchParams({ guests: String(page.units), customer: page.search, chosen: user.id })}`}>
                    Book for {user.name}
                  </Link>{" "}
                  <span className="muted">
                    · {user.email}
                    {user.phone ? ` · ${user.phone}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="how-many">
        <h2 id="how-many">How many</h2>
        <Form method="get" action={here} className="admin-filters" aria-label="How many">
          {page.search && <input type="hidden" name="customer" value={page.search} />}
          <Field name="guests" label={unit} kind="number" min={1} max={page.maxUnits} defaultValue={page.units} required />
          <SubmitButton>Ask for their names</SubmitButton>
        </Form>
      </section>
      {/* Posted to this very address, its ?guests= kept: a refused post shows every guest's field again. */}
      <Form method="post" className="admin-form" aria-labelledby="booking">
        <h2 id="booking">The booking</h2>
        <AntiForgeryField />
        <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        <input type="hidden" name="seats" value={page.seats} />
        <FormError messages={errors.form} />
        <fieldset className="form-section">
          <legend className="form-section__legend">The caller</legend>
          <div className="form-row">
            <Field name="firstName" label="First name" required maxLength={100} defaultValue={values.firstName} errors={errors.firstName} />
            <Field name="lastName" label="Last name" required maxLength={100} defaultValue={values.lastName} errors={errors.lastName} />
            <Field
              name="email"
              label="E-mail"
              kind="email"
              required
              defaultValue={values.email}
              errors={errors.email}
              hint="The confirmation (or the pay link) goes here; an account with this e-mail sees the order."
            />
            <Field name="phone" label="Phone" kind="tel" required defaultValue={values.phone} errors={errors.phone} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend">Guests ({page.seats === 1 ? "1 seat" : `${page.seats} seats`})</legend>
          <FormMessage messages={errors.guests} />
          {Array.from({ length: page.seats }, (_, index) => (
            <div className="form-row" key={index}>
              <Field
                name={`guestFirstName${index}`}
                label={`Guest ${index + 1} first name`}
                required
                maxLength={100}
                defaultValue={values.guests[index]?.firstName ?? ""}
              />
              <Field
                name={`guestLastName${index}`}
                label={`Guest ${index + 1} last name`}
                required
                maxLength={100}
                defaultValue={values.guests[index]?.lastName ?? ""}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend">Payment</legend>
          <div className="check-list">
            {PAYMENTS.map((choice) => (
              <label key={choice.value} className="check">
                <input type="radio" name="payment" value={choice.value} defaultChecked={values.payment === choice.value} />
                {choice.label}
              </label>
            ))}
          </div>
          <FormMessage messages={errors.payment} />
          <Field name="note" label="Check number or note (counter payments)" maxLength={200} defaultValue={values.note} errors={errors.note} />
        </fieldset>
        <SubmitButton>Book</SubmitButton>
      </Form>
    </AdminPage>
  );
}
