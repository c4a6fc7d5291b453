import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ConfirmAction } from "~/components/admin/ConfirmAction";
import { ConfirmPanel, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { RefundFields } from "~/components/admin/RefundFields";
import { errorMessage } from "~/lib/admin/class-actions.server";
import { AdminOrderDocument, RefundPaymentDocument, RefundRegistrationDocument } from "~/lib/admin/documents.server";
import { parseRefundForm } from "~/lib/admin/refund-forms.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { badUserInputFields, graphqlErrorCode } from "~/lib/core/graphql-errors.server";
import { mutate, query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/lib/core/meta";
import { STATUS_LABELS } from "./admin.orders._index";
import { REGISTRATION_STATUS_LABELS } from "~/lib/admin/registration-status";

export const meta = dataMeta<{ order: { number: string } }>(({ order }) => ({ title: `Order ${order.number}`, noindex: true }));

const idOf = (value: string | undefined) => {
  if (!value || !/^\d{1,9}$/.test(value)) throw new Response("Not found", { status: 404 });
  return value;
};

/** One order: its registrations, its payment and refunds, and the refund forms (decision 021). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.ordersView);
  const id = idOf(params.id);
  const data = await query(context, AdminOrderDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.ordersView));
  if (!data.adminOrder) throw new Response("Not found", { status: 404 });
  return json({
    ...data.adminOrder,
    reasons: data.refundReasons,
    // One key per rendered form: a double click or a re-posted page is the same refund.
    idempotencyKey: crypto.randomUUID(),
    mayRefund: hasPermission(staff.permissions, PERMISSIONS.paymentsRefund),
  });
}

interface ActionData {
  errors: FieldErrors;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = idOf(params.id);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireStaff(request, context, PERMISSIONS.paymentsRefund);
  const parsed = parseRefundForm(form);
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors }, { status: 400 });
  const { intent, registrationId, input } = parsed.value;
  try {
    const refunded =
      intent === "refund-registration"
        ? (await mutate(context, RefundRegistrationDocument, { registrationId, input })).refundRegistration
        : (await mutate(context, RefundPaymentDocument, { orderId: id, input })).refundPayment;
    flashAlert(context, { alertType: "success", title: `Refunded ${formatUsd(refunded.amountCents)}`, message: "The customer has been e-mailed." });
  } catch (error) {
    const fields = badUserInputFields(error);
    if (fields) return json<ActionData>({ errors: fields }, { status: 400 });
    const code = graphqlErrorCode(error);
    if (code === "CONFLICT" || code === "FORBIDDEN" || code === "API_UNAVAILABLE") {
      return json<ActionData>({ errors: { form: [errorMessage(error)] } }, { status: code === "FORBIDDEN" ? 403 : 409 });
    }
    throw error;
  }
  return redirect(`/admin/orders/${id}`, 303);
}

export default function AdminOrder() {
  const { order, notes, payment, reasons, idempotencyKey, mayRefund } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const errors = result?.errors ?? {};
  const here = `/admin/orders/${order.id}`;
  const left = payment.capturedCents - payment.refundedCents;
  const refundable = order.registrations.filter((registration) => ["REGISTERED", "ATTENDED", "NO_SHOW"].includes(registration.status));
  const choiceFor = (registration: (typeof order.registrations)[number]): ConfirmChoice => ({
    intent: "refund-registration",
    label: `Refund ${registration.firstName} ${registration.lastName}`,
    confirmLabel: "Refund",
    consequence: (
      <p>
        Up to {formatUsd(registration.totalCents)} goes back — to the card first, then to the gift cards that paid — and the customer is e-mailed.
        Refunded in full, the seat in {registration.class.name} is free again.
      </p>
    ),
    danger: true,
    fields: <RefundFields reasons={reasons} idempotencyKey={idempotencyKey} registrationId={registration.id} errors={errors} />,
  });
  const confirming = order.registrations.find((registration) => params.get("refund") === registration.id);
  const crumbs = [{ label: "Orders", to: "/admin/orders" }];
  if (confirming && mayRefund) {
    return (
      <AdminPage title={`Order ${order.number}`} crumbs={crumbs}>
        {errors.form ? (
          <p className="admin-error" role="alert">
            {errors.form.join(" ")}
          </p>
        ) : null}
        <ConfirmPanel choice={choiceFor(confirming)} action={`${here}?refund=${confirming.id}`} backTo={here} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={`Order ${order.number}`} crumbs={crumbs}>
      {errors.form ? (
        <p className="admin-error" role="alert">
          {errors.form.join(" ")}
        </p>
      ) : null}
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
          {formatUsd(payment.cardCents)} by card ({payment.provider}) + {formatUsd(payment.giftCardCents)} by gift card
        </dd>
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
      <div className="admin-table-wrap">
        <table className="data-table admin-table">
          <caption className="visually-hidden">Registrations</caption>
          <thead>
            <tr>
              <th scope="col">Guest</th>
              <th scope="col">Class</th>
              <th scope="col">Status</th>
              <th scope="col" className="numeric">
                Total
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>

      <h2>Refunds</h2>
      {payment.refunds.length === 0 ? (
        <p className="muted">No refunds.</p>
      ) : (
        <ul className="admin-list">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              {formatUsd(refund.amountCents)} ({formatUsd(refund.cardCents)} card, {formatUsd(refund.giftCardCents)} gift cards) · {refund.reason.replace(/_/g, " ")} ·{" "}
              {refund.status.toLowerCase()}
              {refund.failureReason ? ` — ${refund.failureReason}` : ""} · {refund.createdAt.slice(0, 16).replace("T", " ")}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
