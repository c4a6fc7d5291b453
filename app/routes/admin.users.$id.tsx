import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { AntiForgeryField, SubmitButton, Field, dataMeta } from "~/components/core/layout-kit";
import { AdminRolesDocument, AdminUpdateUserDocument, AdminUserDocument } from "~/lib/admin/documents.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { ResetSecondFactorDocument, UserSecondFactorDocument } from "~/lib/admin/second-factor.server";
import { asPageError, loadRecord, requireStaff } from "~/lib/admin/staff.server";
import { parseUserForm } from "~/lib/admin/user-forms.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { mutate, query, failureOf } from "~/lib/core/graphql.server";

export const meta = dataMeta<{ user: { firstName: string; lastName: string } }>(({ user }) => ({
  title: `${user.firstName} ${user.lastName}`,
  noindex: true,
}));

/** One user: details, orders, roles, and the history of staff changes to them. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, id, data, record: user } = await loadRecord(request, context, params.id, PERMISSIONS.usersView, AdminUserDocument, (data) => data.user);
  const may = {
    update: hasPermission(staff.permissions, PERMISSIONS.usersUpdate),
    roles: hasPermission(staff.permissions, PERMISSIONS.usersRoles),
    audit: hasPermission(staff.permissions, PERMISSIONS.auditView),
  };
  const history = await recordHistory(context, staff, "users", id);
  const roles = may.roles ? (await query(context, AdminRolesDocument, {})).roles : [];
  const { userSecondFactor: secondFactor } = await query(context, UserSecondFactorDocument, { userId: id });
  return json({
    user,
    secondFactor,
    orders: data.userOrders.orders,
    ordersTotal: data.userOrders.total,
    roles,
    history,
    may,
  });
}

interface ActionData {
  intent: string;
  errors: FieldErrors;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  // Decision 078: a lost phone. The person sets their second factor up again at their next visit.
  if (form.get("intent") === "reset-second-factor") {
    await requireStaff(request, context, PERMISSIONS.usersRoles);
    await mutate(context, ResetSecondFactorDocument, { userId: recordId(params.id) }).catch((error: unknown) => asPageError(error, PERMISSIONS.usersRoles));
    flashAlert(context, { alertType: "success", title: "Second factor reset", message: "They set it up again the next time they open the console." });
    return redirect(`/admin/users/${recordId(params.id)}`, 303);
  }
  const parsed = parseUserForm(form);
  const intent = String(form.get("intent") ?? "");
  if (!parsed.ok) return json<ActionData>({ intent, errors: parsed.errors }, { status: 400 });
  const value = parsed.value;
  const needed = value.intent === "roles" ? PERMISSIONS.usersRoles : PERMISSIONS.usersUpdate;
  await requireStaff(request, context, needed);
  const id = params.id ?? "";
  const input =
    value.intent === "update"
      ? { firstName: value.firstName, lastName: value.lastName, phone: value.phone || null }
      : value.intent === "roles"
        ? { roles: value.roles }
        : { disabled: value.intent === "disable" };
  try {
    await mutate(context, AdminUpdateUserDocument, { id, input });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ intent, errors: fields }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "FORBIDDEN" || code === "CONFLICT") {
      const message = error instanceof Error ? error.message.replace(/^\[GraphQL\] /, "") : "Not allowed";
      return json<ActionData>({ intent, errors: { form: [message] } }, { status: code === "FORBIDDEN" ? 403 : 409 });
    }
    throw error;
  }
  const done = { update: "Details saved", roles: "Roles saved", disable: "Account disabled", enable: "Account enabled" };
  flashAlert(context, { alertType: "success", title: done[value.intent] });
  return redirect(`/admin/users/${id}`, 303);
}

const CONFIRMS: ConfirmChoice[] = [
  {
    intent: "disable",
    label: "Disable account",
    consequence: <p>They are signed out everywhere and cannot sign in until the account is enabled again.</p>,
    danger: true,
  },
  {
    intent: "reset-second-factor",
    label: "Reset second factor",
    consequence: <p>Their authenticator app and recovery codes stop working; they set up a new second factor the next time they open the console.</p>,
    danger: true,
  },
];

export default function AdminUser() {
  const { user, secondFactor, orders, ordersTotal, roles, history, may } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = (intent: string) => (result && "errors" in result && result.intent === intent ? result.errors : {});
  const confirm = useConfirmChoice(CONFIRMS);
  const name = `${user.firstName} ${user.lastName}`;
  const crumbs = [{ label: "Users", to: "/admin/users" }];
  if (confirm) {
    return (
      <AdminPage title={name} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={`/admin/users/${user.id}`} backTo={`/admin/users/${user.id}`} />
      </AdminPage>
    );
  }
  const formError = errors("disable").form ?? errors("enable").form ?? errors("roles").form ?? errors("update").form;
  return (
    <AdminPage
      title={name}
      crumbs={crumbs}
      actions={
        may.update ? (
          user.disabled ? (
            <Form method="post">
              <AntiForgeryField />
              <SubmitButton size="sm" color="white" name="intent" value="enable">
                Enable account
              </SubmitButton>
            </Form>
          ) : (
            <ConfirmAction {...CONFIRMS[0]!} confirmHref="?confirm=disable" action={`/admin/users/${user.id}`} />
          )
        ) : null
      }
    >
      {formError ? (
        <p className="admin-error" role="alert">
          {formError.join(" ")}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Phone</dt>
        <dd>{user.phone ?? "—"}</dd>
        <dt>Roles</dt>
        <dd>{user.roles.join(", ")}</dd>
        <dt>Status</dt>
        <dd>{user.disabled ? "Disabled" : "Active"}</dd>
        <dt>Allergies</dt>
        <dd>{user.allergies.map((allergy) => allergy.name).join(", ") || "None"}{user.allergyNotes ? ` — ${user.allergyNotes}` : ""}</dd>
      </dl>

      {may.update ? (
        <Form method="post" className="admin-form" aria-labelledby="user-details" noValidate>
          <h2 id="user-details">Details</h2>
          <AntiForgeryField />
          <Field name="firstName" label="First name" defaultValue={user.firstName} errors={errors("update").firstName} required />
          <Field name="lastName" label="Last name" defaultValue={user.lastName} errors={errors("update").lastName} required />
          <Field name="phone" label="Phone" kind="tel" defaultValue={user.phone ?? ""} errors={errors("update").phone} />
          <SubmitButton name="intent" value="update">
            Save details
          </SubmitButton>
        </Form>
      ) : null}

      {may.roles ? (
        <Form method="post" className="admin-form" aria-labelledby="user-roles">
          <h2 id="user-roles">Roles</h2>
          <AntiForgeryField />
          <fieldset className="admin-checks">
            <legend>Roles held</legend>
            {roles.map((role) => (
              <label key={role.key}>
                <input type="checkbox" name="roles" value={role.key} defaultChecked={user.roles.includes(role.key)} /> {role.name}
              </label>
            ))}
          </fieldset>
          {errors("roles").roles ? <p className="admin-error">{errors("roles").roles!.join(" ")}</p> : null}
          <SubmitButton name="intent" value="roles">
            Save roles
          </SubmitButton>
        </Form>
      ) : null}

      <section aria-labelledby="user-second-factor">
        <h2 id="user-second-factor">Second factor</h2>
        <p>
          {secondFactor.enrolled
            ? `Set up; ${secondFactor.recoveryCodesLeft} of 10 recovery codes left.`
            : "Not set up. The console asks for it before it opens for anyone whose roles can refund, cancel classes or show whole gift-card codes."}
          {secondFactor.lockedUntil ? " Locked for now after too many wrong codes." : ""}
        </p>
        {may.roles && secondFactor.enrolled ? (
          <ConfirmAction {...CONFIRMS[1]!} confirmHref="?confirm=reset-second-factor" action={`/admin/users/${user.id}`} />
        ) : null}
      </section>

      <h2>Orders ({ordersTotal})</h2>
      {orders.length === 0 ? (
        <p className="muted">No orders yet.</p>
      ) : (
        <ul className="admin-list">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/admin/orders/${order.id}`}>{order.number}</Link> · {order.status.toLowerCase()} ·{" "}
              {formatUsd(order.totals.totalCents)}
            </li>
          ))}
        </ul>
      )}

      <RecordHistory records={history} caption={`Changes to ${name}`} />
    </AdminPage>
  );
}
