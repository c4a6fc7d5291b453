import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { RegistrationStatus } from "../../graphql/generated/client/graphql";
import { AccountFields, accountValues } from "~/components/account/AccountFields";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { AntiForgeryField, SubmitButton, buttonClassName, dataMeta } from "~/components/core/layout-kit";
import { guestForm, parseForm } from "~/lib/account/account-forms.server";
import { recordHistory } from "~/lib/admin/history.server";
import {
  AdminRegistrationDocument,
  ResendConfirmationDocument,
  SendReminderDocument,
  SetRegistrationStatusDocument,
  UpdateRegistrationDocument,
} from "~/lib/admin/registration-documents.server";
import { REFUNDABLE_STATUSES, REGISTRATION_STATUS_KEYS, REGISTRATION_STATUS_LABELS } from "~/lib/admin/registration-status";
import { recordId } from "~/lib/admin/list-params";
import { loadRecord, requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

export const meta = dataMeta<{ registration: { firstName: string; lastName: string } }>(({ registration }) => ({
  title: `${registration.firstName} ${registration.lastName}`,
  noindex: true,
}));

/** One registration: the guest and their class, the status moves it allows, its e-mails, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, id, data, record: registration } = await loadRecord(request, context, params.id, PERMISSIONS.registrationsView, AdminRegistrationDocument, (data) => data.registration);
  const status = data.registrationStatuses.find((option) => option.key === registration.status);
  const history = await recordHistory(context, staff, "registrations", id);
  return json({
    registration,
    allergies: data.allergies,
    next: status?.next ?? [],
    history,
    may: {
      update: hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate),
      refund: hasPermission(staff.permissions, PERMISSIONS.paymentsRefund),
    },
  });
}

type Intent = "status" | "resend-confirmation" | "send-reminder" | "save-guest";
type ActionData = { intent: Intent; error?: string; errors?: FieldErrors; values?: Record<string, string | string[]> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
  const intent = form.get("intent");
  const here = `/admin/registrations/${id}`;
  try {
    if (intent === "resend-confirmation" || intent === "send-reminder") {
      const sent =
        intent === "resend-confirmation"
          ? (await mutate(context, ResendConfirmationDocument, { id })).resendConfirmation
          : (await mutate(context, SendReminderDocument, { id })).sendReminder;
      flashAlert(context, { alertType: "success", title: intent === "resend-confirmation" ? "Confirmation sent again" : "Reminder sent", message: `To ${sent.to}.` });
      return redirect(here, 303);
    }
    if (intent === "save-guest") {
      const parsed = parseForm(guestForm, form);
      const values = formValues(form, ["allergies"]);
      if (!parsed.ok) return json<ActionData>({ intent, errors: parsed.errors, values }, { status: 400 });
      const { firstName, lastName, allergies, spiceTolerance, allergyNotes } = parsed.data;
      try {
        await mutate(context, UpdateRegistrationDocument, {
          id,
          input: { firstName, lastName, allergies, allergyNotes: allergyNotes ?? "", spiceTolerance: spiceTolerance?.toLowerCase() ?? "" },
        });
      } catch (error) {
        const fields = failureOf(error)?.inputFields;
        if (fields) return json<ActionData>({ intent, errors: fields, values }, { status: 400 });
        throw error;
      }
      flashAlert(context, { alertType: "success", title: "Guest saved" });
      return redirect(here, 303);
    }
    const status = REGISTRATION_STATUS_KEYS.find((key) => key === form.get("status"));
    if (intent !== "status" || !status) return json<ActionData>({ intent: "status", error: "Choose what to do with the registration" }, { status: 400 });
    await mutate(context, SetRegistrationStatusDocument, { id, status });
    flashAlert(context, { alertType: "success", title: `Marked ${REGISTRATION_STATUS_LABELS[status].toLowerCase()}` });
    return redirect(here, 303);
  } catch (error) {
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN" || code === "CLASS_FULL") {
      return json<ActionData>({ intent: "status", error: failureMessage(error) }, { status: code === "FORBIDDEN" ? 403 : 409 });
    }
    throw error;
  }
}

/** The by-hand moves: canceling frees the seat and cannot be taken back once the seat is sold. */
const STATUS_LABELS: Record<RegistrationStatus, string> = {
  REGISTERED: "Back to registered",
  ATTENDED: "Mark attended",
  NO_SHOW: "Mark no-show",
  CANCELED: "Cancel registration",
  REFUNDED: "Refunded",
};

const CANCEL: ConfirmChoice = {
  intent: "status",
  label: "Cancel registration",
  consequence: <p>The seat goes back on sale. No money is returned: refund it from the order if the guest is owed any.</p>,
  fields: <input type="hidden" name="status" value="CANCELED" />,
  danger: true,
};

export default function AdminRegistration() {
  const { registration, allergies, next, history, may } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const confirm = useConfirmChoice([{ ...CANCEL, intent: "cancel" }]);
  const here = `/admin/registrations/${registration.id}`;
  const name = `${registration.firstName} ${registration.lastName}`;
  const crumbs = [{ label: "Registrations", to: "/admin/registrations" }];
  if (confirm && may.update && next.includes("CANCELED")) {
    return (
      <AdminPage title={name} crumbs={crumbs}>
        <ConfirmPanel choice={CANCEL} action={here} backTo={here} />
      </AdminPage>
    );
  }
  const { class: shopClass, totals } = registration;
  const refundable = may.refund && REFUNDABLE_STATUSES.includes(registration.status) && totals.refundableCents > 0;
  const allergyNames = registration.allergies.map((key) => allergies.find((allergy) => allergy.key === key)?.name ?? key);
  return (
    <AdminPage
      title={name}
      crumbs={crumbs}
      actions={
        may.update ? (
          <>
            {next
              .filter((status) => status !== "CANCELED" && status !== "REFUNDED")
              .map((status) => (
                <Form method="post" key={status}>
                  <AntiForgeryField />
                  <input type="hidden" name="status" value={status} />
                  <SubmitButton size="sm" color="white" name="intent" value="status">
                    {STATUS_LABELS[status]}
                  </SubmitButton>
                </Form>
              ))}
            {next.includes("CANCELED") ? <ConfirmAction {...CANCEL} confirmHref="?confirm=cancel" action={here} /> : null}
            {registration.status === "REGISTERED" ? (
              <Link to={`${here}/move`} className={buttonClassName({ color: "white", size: "sm" })}>
                Move to another date…
              </Link>
            ) : null}
            {refundable ? (
              <Link to={`/admin/orders/${registration.orderId}?refund=${registration.id}`} className={buttonClassName({ color: "white", size: "sm" })}>
                Refund…
              </Link>
            ) : null}
          </>
        ) : null
      }
    >
      <FormError messages={result?.error ? [result.error] : null} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{REGISTRATION_STATUS_LABELS[registration.status]}</dd>
        <dt>Class</dt>
        <dd>
          <Link to={`/admin/classes/${shopClass.id}`}>{shopClass.name}</Link>, {formatClassDate(shopClass.date, shopClass.timezone)}{" "}
          {formatClassTime(shopClass.date, shopClass.timezone)}, {shopClass.locationName}
        </dd>
        <dt>Order</dt>
        <dd>
          <Link to={`/admin/orders/${registration.orderId}`}>{registration.orderNumber}</Link> · {registration.email}
          {registration.phone ? ` · ${registration.phone}` : ""}
        </dd>
        <dt>Allergies</dt>
        <dd>{allergyNames.join(", ") || "None"}</dd>
        <dt>Allergy notes</dt>
        <dd>{registration.allergyNotes || "None"}</dd>
        <dt>Spice tolerance</dt>
        <dd>{registration.spiceTolerance ? registration.spiceTolerance[0]!.toUpperCase() + registration.spiceTolerance.slice(1) : "Not given"}</dd>
        <dt>Paid</dt>
        <dd>
          {formatUsd(totals.totalCents)}
          {totals.refundedCents > 0 ? `, ${formatUsd(totals.refundedCents)} refunded` : ""}
        </dd>
      </dl>

      {may.update ? (
        <>
          <h2>E-mails</h2>
          <div className="admin-page__actions">
            {(
              [
                ["resend-confirmation", "Send the confirmation again"],
                ["send-reminder", "Send a class reminder"],
              ] as const
            ).map(([intent, label]) => (
              <Form method="post" key={intent}>
                <AntiForgeryField />
                <SubmitButton size="sm" color="white" name="intent" value={intent}>
                  {label}
                </SubmitButton>
              </Form>
            ))}
          </div>

          <h2>Guest</h2>
          <Form method="post" className="admin-form" aria-label="Guest" noValidate>
            <AntiForgeryField />
            <AccountFields
              values={accountValues(
                {
                  firstName: registration.firstName,
                  lastName: registration.lastName,
                  allergies: registration.allergies,
                  spiceTolerance: registration.spiceTolerance.toUpperCase(),
                  allergyNotes: registration.allergyNotes,
                },
                result?.intent === "save-guest" ? result.values : undefined,
              )}
              allergies={allergies}
              errors={result?.intent === "save-guest" ? (result.errors ?? {}) : {}}
              withPreferences
              withPhone={false}
            />
            <SubmitButton name="intent" value="save-guest">
              Save guest
            </SubmitButton>
          </Form>
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${name}'s registration`} />
    </AdminPage>
  );
}
