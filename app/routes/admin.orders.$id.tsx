import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { RefundFields } from "~/components/admin/RefundFields";
import { AdminOrderDocument, RefundPaymentDocument, RefundRegistrationDocument, UpdateOrderDocument } from "~/lib/admin/order-documents.server";
import { parseRefundForm } from "~/lib/admin/refund-forms.server";
import { recordId } from "~/lib/admin/list-params";
import { loadRecord, requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { dataMeta, AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { STATUS_LABELS } from "./admin.orders._index";
import { TextAreaField } from "~/components/core/TextAreaField";
import { orderContactForm, parseForm } from "~/lib/account/account-forms.server";
import { orderHistory } from "~/lib/admin/history.server";
import { REGISTRATION_STATUS_LABELS } from "~/lib/admin/registration-status";
import { FormError } from "~/components/core/FormError";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ order: { number: string } }>(({ order }) => ({ title: `Order ${order.number}`, noindex: true }));

/** One order: its registrations, its payment and refunds, and the refund forms (decision 021). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, id, data, record: adminOrder } = await loadRecord(request, context, params.id, PERMISSIONS.ordersView, AdminOrderDocument, (data) => data.adminOrder);
  return json({
    ...adminOrder,
    reasons: data.refundReasons,
    // One key per rendered form: a double click or a re-posted page is the same refund.
    idempotencyKey: crypto.randomUUID(),
    mayRefund: hasPermission(staff.permissions, PERMISSIONS.paymentsRefund),
    mayUpdate: hasPermission(staff.permissions, PERMISSIONS.ordersUpdate),
    history: await orderHistory(
      context,
      staff,
      id,
      adminOrder.order.registrations.map((registration) => registration.id),
      adminOrder.emails,
    ),
  });
}

interface ActionData {
  intent?: "save-contact";
  errors: FieldErrors;
  values?: Record<string, string | string[]>;
}

/** POST intent=save-contact: the customer's names, e-mail, phone and staff notes (orders.update). */
async function saveContact(request: Request, context: ActionFunctionArgs["context"], id: string, form: FormData) {
  await requireStaff(request, context, PERMISSIONS.ordersUpdate);
  const values = formValues(form);
  const parsed = parseForm(orderContactForm, form, []);
  if (!parsed.ok) return json<ActionData>({ intent: "save-contact", errors: parsed.errors, values }, { status: 400 });
  try {
    await mutate(context, UpdateOrderDocument, { id, input: parsed.data });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ intent: "save-contact", errors: fields, values }, { status: 400 });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Order saved" });
  return redirect(`/admin/orders/${id}`, 303);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  if (form.get("intent") === "save-contact") return saveContact(request, context, id, form);
  await requireStaff(request, context, PERMISSIONS.paymentsRefund);
  const parsed = parseRefundForm(form);
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors }, { status: 400 });
  const { intent, registrationId, input } = parsed.value;
  try {
    const refunded =
      intent === "refund-registration"
        ? (await mutate(context, RefundRegistrationDocument, { registrationId, input })).refundRegistration
        : (await mutate(context, RefundPaymentDocument, { orderId: id, input })).refundPayment;
    flashAlert(context, { alertType: "success", title: `Refunded ${formatUsd(refunded.amountCents)}`, message: "An e-mail to the customer is queued; E-mails shows when it is delivered." });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ errors: fields }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN" || code === "API_UNAVAILABLE") {
      return json<ActionData>({ errors: { form: [failureMessage(error)] } }, { status: code === "FORBIDDEN" ? 403 : 409 });
    }
    throw error;
  }
  return redirect(`/admin/orders/${id}`, 303);
}

export default function AdminOrder() {
  const { order, notes, payment, reasons, idempotencyKey, mayRefund, mayUpdate, history } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const [params] = useSearchParams();
  const contact = result?.intent === "save-contact" ? result : undefined;
  const errors = contact ? {} : (result?.errors ?? {});
  const contactValue = (name: string, stored: string) => (contact?.values && typeof contact.values[name] === "string" ? (contact.values[name] as string) : stored);
  const here = `/admin/orders/${order.id}`;
  const left = payment.capturedCents - payment.refundedCents;
  // Decision 091: what the order's own payment took; a move's difference paid by pay link is listed apart.
  const paidLater = order.laterPayments.reduce((sum, later) => sum + later.amountCents, 0);
  const ownCents = payment.cardCents - paidLater;
  const firstToLink = paidLater > 0 ? " (a move's difference first to the card that paid it by pay link)" : "";
  const refundable = order.registrations.filter((registration) => ["REGISTERED", "ATTENDED", "NO_SHOW"].includes(registration.status));
  const choiceFor = (registration: (typeof order.registrations)[number]): ConfirmChoice => ({
    intent: "refund-registration",
    label: `Refund ${registration.firstName} ${registration.lastName}`,
    confirmLabel: "Refund",
    consequence: (
      <p>
        Up to {formatUsd(registration.totalCents)} goes back — to the card first{firstToLink}, then to the gift cards that paid — and the customer is e-mailed.
        Refunded in full, the seat in {registration.class.name} is free again.
      </p>
    ),
    danger: true,
    fields: <RefundFields reasons={reasons} idempotencyKey={idempotencyKey} registrationId={registration.id} errors={errors} />,
  });
  // The whole order at once: one refund, one e-mail, every seat freed when it is all given back.
  const wholeOrder: ConfirmChoice = {
    intent: "refund-order",
    label: "Refund the order",
    confirmLabel: "Refund the order",
    consequence: (
      <p>
        Up to {formatUsd(left)} goes back — to the card first{firstToLink}, then to the gift cards that paid — in one refund, and the customer gets one e-mail. Refunded in
        full, every seat of the order is free again. Enter an amount to give back part of it.
      </p>
    ),
    danger: true,
    fields: <RefundFields reasons={reasons} idempotencyKey={idempotencyKey} errors={errors} />,
  };
  const refunding = params.get("refund");
  const registrationToRefund = order.registrations.find((registration) => refunding === registration.id);
  const choice = refunding === "order" ? wholeOrder : registrationToRefund ? choiceFor(registrationToRefund) : null;
  const crumbs = [{ label: "Orders", to: "/admin/orders" }];
  if (choice && mayRefund) {
    return (
      <AdminPage title={`Order ${order.number}`} crumbs={crumbs}>
        <FormError messages={errors.form} />
        <ConfirmPanel choice={choice} action={`${here}?refund=${refunding}`} backTo={here} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={`Order ${order.number}`} crumbs={crumbs}>
      <FormError messages={errors.form} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{STATUS_LABELS[order.status]}</dd>
        <dt>Customer</dt>
        <dd>
          {order.firstName} {order.lastName} · {order.email} · {order.phone || "no phone"}
        </dd>
        <dt>Placed</dt>
        <dd>{order.createdAt.slice(0, 16).replace("T", " ")} UTC</dd>
        <dt>Paid</dt>
        <dd>
          {/* Decision 081: a phone booking paid at the counter. */}
          {payment.provider === "cash" || payment.provider === "check"
            ? `${formatUsd(ownCents)} ${payment.provider === "check" ? "by check" : "in cash"} at the counter`
            : `${formatUsd(ownCents)} by card (${payment.provider})`}{" "}
          + {formatUsd(payment.giftCardCents)} by gift card
        </dd>
        {order.laterPayments.length > 0 ? (
          <>
            <dt>Paid later</dt>
            <dd>
              <ul className="admin-list">
                {order.laterPayments.map((later) => (
                  <li key={later.id}>
                    {later.description}: {formatUsd(later.amountCents)} by card · {later.createdAt.slice(0, 16).replace("T", " ")} UTC
                    {later.refundedCents > 0 ? ` · ${formatUsd(later.refundedCents)} refunded to that card` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>Refunded</dt>
        <dd>
          {formatUsd(payment.refundedCents)} of {formatUsd(payment.capturedCents)}
        </dd>
        {notes ? (
          <>
            <dt>Notes</dt>
            <dd>{notes}</dd>
          </>
        ) : null}
      </dl>

      <h2>Registrations</h2>
      <AdminTable caption="Registrations" columns={["Guest", "Class", "Status", { label: "Total", numeric: true }, <span className="visually-hidden">Actions</span>]}>
        {order.registrations.map((registration) => (
          <tr key={registration.id}>
            <th scope="row">
              <Link to={`/admin/registrations/${registration.id}`}>
                {registration.firstName} {registration.lastName}
              </Link>
            </th>
            <td>
              <Link to={`/admin/classes/${registration.class.id}`}>{registration.class.name}</Link>
              <br />
              <span className="muted">
                {formatClassDate(registration.class.date, registration.class.location.timezone)} {formatClassTime(registration.class.date, registration.class.location.timezone)},{" "}
                {registration.class.location.name}
              </span>
            </td>
            <td>{REGISTRATION_STATUS_LABELS[registration.status]}</td>
            <td className="numeric">{formatUsd(registration.totalCents)}</td>
            <td>
              {mayRefund && refundable.includes(registration) && left > 0 ? (
                <ConfirmAction {...choiceFor(registration)} confirmHref={`?refund=${registration.id}`} action={`${here}?refund=${registration.id}`} />
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>

      <h2>Refunds</h2>
      {mayRefund && left > 0 ? <ConfirmAction {...wholeOrder} confirmHref="?refund=order" action={`${here}?refund=order`} /> : null}
      {payment.refunds.length === 0 ? (
        <p className="muted">No refunds.</p>
      ) : (
        <ul className="admin-list">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              {formatUsd(refund.amountCents)} ({formatUsd(refund.cardCents)} card
              {refund.payLinkCardCents > 0 ? `, ${formatUsd(refund.payLinkCardCents)} of it to the pay link's card` : ""}, {formatUsd(refund.giftCardCents)} gift cards) · {refund.reason.replace(/_/g, " ")} ·{" "}
              {refund.status.toLowerCase()}
              {refund.failureReason ? ` — ${refund.failureReason}` : ""} · {refund.createdAt.slice(0, 16).replace("T", " ")}
            </li>
          ))}
        </ul>
      )}

      {mayUpdate ? (
        <>
          <h2>Contact and notes</h2>
          <Form method="post" className="admin-form admin-form--wide" aria-label="Contact and notes" noValidate>
            <AntiForgeryField />
            <Field name="firstName" label="First name" defaultValue={contactValue("firstName", order.firstName)} errors={contact?.errors.firstName} maxLength={100} autoComplete="off" />
            <Field name="lastName" label="Last name" defaultValue={contactValue("lastName", order.lastName)} errors={contact?.errors.lastName} maxLength={100} autoComplete="off" />
            <Field name="email" label="E-mail" kind="email" defaultValue={contactValue("email", order.email)} errors={contact?.errors.email} maxLength={254} autoComplete="off" />
            <Field name="phone" label="Phone" kind="tel" hint="Blank keeps the number on the order." defaultValue={contactValue("phone", order.phone)} errors={contact?.errors.phone} autoComplete="off" />
            <div className="admin-form__full">
              <TextAreaField name="notes" label="Staff notes (not shown to the customer)" defaultValue={contactValue("notes", notes)} errors={contact?.errors.notes} maxLength={5000} />
              <SubmitButton name="intent" value="save-contact">
                Save contact and notes
              </SubmitButton>
            </div>
          </Form>
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to order ${order.number}`} />
    </AdminPage>
  );
}
