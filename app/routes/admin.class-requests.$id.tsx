import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CLASS_REQUEST_MOVES, CLASS_REQUEST_STATUS_LABELS, DECLINE_REASON_MAX, type ClassRequestStatus } from "../../workers/core/class-requests";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { formatPhone } from "../../workers/core/input-formats";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { AntiForgeryField, SubmitButton, buttonClassName, dataMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { AdminClassRequestDocument, SetClassRequestStatusDocument } from "~/lib/admin/class-request-documents.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { mutate, query, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { ClassRequestWishes } from "~/components/class-requests/ClassRequestWishes";

export const meta = dataMeta<{ request: { name: string } }>(({ request }) => ({ title: `Request from ${request.name}`, noindex: true }));

/** One private-class request: what the group asked for, its status moves and its history (decision 032). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.classRequestsView);
  const id = recordId(params.id);
  const { adminClassRequest } = await query(context, AdminClassRequestDocument, { id }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classRequestsView),
  );
  if (!adminClassRequest) throw new Response("Not found", { status: 404 });
  const history = await recordHistory(context, staff, "class-requests", id);
  return json({
    request: adminClassRequest,
    history,
    mayUpdate: hasPermission(staff.permissions, PERMISSIONS.classRequestsUpdate),
    mayCreateClass: hasPermission(staff.permissions, PERMISSIONS.classesCreate),
  });
}

type ActionData = { intent: string; errors: FieldErrors; reason: string };
const INTENTS = ["contacted", "scheduled", "declined"] as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.classRequestsUpdate);
  const intent = String(form.get("intent") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const classId = String(form.get("classId") ?? "");
  const refuse = (errors: FieldErrors, status = 400) => json<ActionData>({ intent, errors, reason }, { status });
  if (!INTENTS.includes(intent as (typeof INTENTS)[number])) return refuse({ form: ["Choose what to do with the request"] });
  if (intent === "scheduled" && !/^\d{1,9}$/.test(classId)) return refuse({ classId: ["Choose the private class it became"] });
  if (intent === "declined" && !reason) return refuse({ reason: ["Say why, for the person who asked"] });
  if (reason.length > DECLINE_REASON_MAX) return refuse({ reason: [`Keep the reason to ${DECLINE_REASON_MAX} characters or fewer`] });
  const status = intent.toUpperCase() as Uppercase<(typeof INTENTS)[number]>;
  try {
    await mutate(context, SetClassRequestStatusDocument, { id, status, reason: reason || null, classId: intent === "scheduled" ? classId : null });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return refuse({ classId: fields.classId ?? [], reason: fields.reason ?? [], form: fields.classId || fields.reason ? [] : Object.values(fields).flat() });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") return refuse({ form: [failureMessage(error)] }, code === "FORBIDDEN" ? 403 : 409);
    throw error;
  }
  flashAlert(context, { alertType: "success", title: `Request marked ${CLASS_REQUEST_STATUS_LABELS[intent as ClassRequestStatus].toLowerCase()}` });
  return redirect(`/admin/class-requests/${id}`, 303);
}

const longDate = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function AdminClassRequest() {
  const { request, history, mayUpdate, mayCreateClass } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const here = `/admin/class-requests/${request.id}`;
  const title = `Request from ${request.name}`;
  const crumbs = [{ label: "Private class requests", to: "/admin/class-requests" }];
  const status = request.status.toLowerCase() as ClassRequestStatus;
  const moves = CLASS_REQUEST_MOVES[status];
  const failed = (intent: string) => (result?.intent === intent ? result : undefined);
  const zone = request.kitchen.timezone;
  const decline: ConfirmChoice = {
    intent: "declined",
    label: "Decline request",
    danger: true,
    consequence: <p>{request.name} is e-mailed that we cannot host this class, with your reason. A declined request cannot be reopened.</p>,
    fields: (
      <TextAreaField
        name="reason"
        label="Reason (the requester reads it)"
        hint="For example: both kitchens are booked on those dates."
        defaultValue={failed("declined")?.reason ?? ""}
        errors={failed("declined")?.errors.reason}
        maxLength={DECLINE_REASON_MAX}
      />
    ),
  };
  const confirm = useConfirmChoice(mayUpdate && moves.includes("declined") ? [decline] : []);
  if (confirm) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <FormError messages={failed(confirm.intent)?.errors.form} />
        <ConfirmPanel choice={confirm} action={`${here}?confirm=${confirm.intent}`} backTo={here} />
      </AdminPage>
    );
  }
  // Prefilled from the request (decision 032): kitchen, first date, organiser and what they asked for.
  const prefill = new URLSearchParams({
    request: request.id,
    locationId: request.kitchen.id,
    date: request.preferredDates[0] ?? "",
    name: request.occasion ? `Private class: ${request.occasion}`.slice(0, 120) : `Private class for ${request.name}`.slice(0, 120),
    contactName: request.name,
    contactEmail: request.email,
    note: [request.occasion && `Occasion: ${request.occasion}`, `Group of ${request.groupSize}`, request.menuWishes && `Menu wishes: ${request.menuWishes}`]
      .filter(Boolean)
      .join("\n")
      .slice(0, 2000),
  });
  return (
    <AdminPage
      title={title}
      crumbs={crumbs}
      actions={
        mayUpdate && moves.includes("declined") ? (
          <ConfirmAction {...decline} confirmHref={`?confirm=declined`} action={`${here}?confirm=declined`} />
        ) : null
      }
    >
      <FormError messages={result?.intent !== "declined" ? result?.errors.form : undefined} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>
          {CLASS_REQUEST_STATUS_LABELS[status]}
          {status === "declined" && request.declineReason ? ` — ${request.declineReason}` : ""}
        </dd>
        {request.class ? (
          <>
            <dt>Private class</dt>
            <dd>
              <Link to={`/admin/classes/${request.class.id}`}>{request.class.name}</Link>, {formatClassDate(request.class.date, zone)}{" "}
              {formatClassTime(request.class.date, zone)} · sign-up link <a href={request.class.path}>{request.class.path}</a>
            </dd>
          </>
        ) : null}
        <dt>Kitchen</dt>
        <dd>
          {request.kitchen.name}
          {request.kitchen.name.startsWith(request.kitchen.city) ? "" : ` (${request.kitchen.city})`}
        </dd>
        <dt>Preferred dates</dt>
        <dd>{request.preferredDates.map(longDate).join("; ")}</dd>
        <ClassRequestWishes request={request} />
        <dt>Requested by</dt>
        <dd>
          {request.name} · <a href={`mailto:${request.email}`}>{request.email}</a>
          {request.phone ? ` · ${formatPhone(request.phone)}` : ""}
        </dd>
        <dt>Sent</dt>
        <dd>{request.createdAt.slice(0, 16).replace("T", " ")} UTC</dd>
        <dt>Requester's page</dt>
        <dd>
          <a href={`/host-class-progress/${request.token}`}>Their status page</a>
        </dd>
      </dl>

      {mayUpdate && moves.length > 0 ? (
        <section aria-labelledby="moves-heading">
          <h2 id="moves-heading">Move it on</h2>
          <p className="muted">Each move e-mails {request.name} the new status.</p>
          {moves.includes("contacted") ? (
            <Form method="post" action={here} className="admin-form">
              <AntiForgeryField />
              <input type="hidden" name="intent" value="contacted" />
              <SubmitButton>Mark contacted</SubmitButton>
            </Form>
          ) : null}
          <h3>Scheduled</h3>
          {mayCreateClass ? (
            <p>
              <Link className={buttonClassName({ color: "white", size: "sm" })} to={`/admin/classes/custom?${prefill.toString()}`}>
                Create the private class
              </Link>{" "}
              <span className="muted">opens the new private class form filled in from this request; then choose it below.</span>
            </p>
          ) : null}
          {request.classChoices && request.classChoices.length > 0 ? (
            <Form method="post" action={here} className="admin-form">
              <AntiForgeryField />
              <input type="hidden" name="intent" value="scheduled" />
              <SelectField
                name="classId"
                label="The private class it became"
                options={[
                  { value: "", label: "Choose a class" },
                  ...request.classChoices.map((choice) => ({ value: choice.id, label: `${choice.name} — ${formatClassDate(choice.date, zone)} ${formatClassTime(choice.date, zone)}` })),
                ]}
                errors={failed("scheduled")?.errors.classId}
              />
              <SubmitButton>Mark scheduled</SubmitButton>
            </Form>
          ) : (
            <p className="muted">No upcoming private class at {request.kitchen.name} to link yet.</p>
          )}
        </section>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${title.toLowerCase()}`} />
    </AdminPage>
  );
}
