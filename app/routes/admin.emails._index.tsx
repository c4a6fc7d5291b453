import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { EmailState } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ConfirmPanel, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { EMAIL_STATE_LABELS, EmailStateBadge } from "~/components/admin/EmailStateBadge";
import { FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { FormError } from "~/components/core/FormError";
import { AdminEmailsDocument } from "~/lib/admin/email-documents.server";
import { suppressionAction, type EmailActionData } from "~/lib/admin/email-forms.server";
import { choiceParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = pageMeta("E-mail");

const STATES = ["queued", "retrying", "sent", "delivered", "bounced", "complained", "failed", "suppressed"] as const;

/** The outbox, newest first, by state (tabs; "Failed" is the dead-letter list), address and kind; and the suppressed addresses (orders.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.ordersView);
  const params = new URL(request.url).searchParams;
  const state = choiceParam(params, "state", STATES);
  const to = textParam(params, "to");
  const kind = textParam(params, "kind", 50);
  const filter = { state: state ? (state.toUpperCase() as EmailState) : undefined, to, kind };
  const { adminEmails, emailSuppressions } = await query(context, AdminEmailsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.ordersView),
  );
  return json({
    filter: { state: state ?? "", to: to ?? "", kind: kind ?? "" },
    emails: adminEmails.emails,
    states: adminEmails.states,
    suppressions: emailSuppressions,
    info: pageInfo(params, adminEmails.total, adminEmails.emails.length),
    mayChange: hasPermission(staff.permissions, PERMISSIONS.ordersUpdate),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return suppressionAction(request, context, "/admin/emails#suppressions");
}

const when = (instant: string | null | undefined) => (instant ? `${instant.slice(0, 16).replace("T", " ")} UTC` : "—");

function unsuppressChoice(email: string): ConfirmChoice {
  return {
    intent: "unsuppress",
    label: `Un-suppress ${email}`,
    confirmLabel: "Yes, let e-mail go to it again",
    consequence: <p>The shop will write to {email} again: order confirmations, gift cards and newsletters it signed up for.</p>,
    fields: <input type="hidden" name="email" value={email} />,
  };
}

export default function AdminEmails() {
  const { filter, emails, states, suppressions, info, mayChange } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as EmailActionData | undefined;
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === "unsuppress" ? params.get("email") : null;
  if (mayChange && confirming) {
    return (
      <AdminPage title="E-mail">
        <FormError messages={result?.errors.form} />
        <ConfirmPanel choice={unsuppressChoice(confirming)} action="/admin/emails" backTo="/admin/emails#suppressions" />
      </AdminPage>
    );
  }
  const tabHref = (state: string) => {
    const next = new URLSearchParams({ ...(state && { state }), ...(filter.to && { to: filter.to }), ...(filter.kind && { kind: filter.kind }) });
    return `/admin/emails${next.size ? `?${next}` : ""}`;
  };
  const suppressing = result?.intent === "suppress" ? result : undefined;
  return (
    <AdminPage title="E-mail">
      <FormError messages={result?.intent === "unsuppress" ? result.errors.form : undefined} />
      <nav aria-label="E-mail states" className="admin-tabs">
        <ul className="admin-list admin-list--inline">
          <li>
            <Link to={tabHref("")} aria-current={filter.state === "" ? "page" : undefined}>
              All ({states.reduce((sum, tab) => sum + tab.count, 0)})
            </Link>
          </li>
          {states.map((tab) => (
            <li key={tab.state}>
              <Link to={tabHref(tab.state.toLowerCase())} aria-current={filter.state === tab.state.toLowerCase() ? "page" : undefined}>
                {EMAIL_STATE_LABELS[tab.state]} ({tab.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm label="Filter e-mails" clearTo="/admin/emails">
        {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
        <Field name="to" label="Recipient" kind="search" defaultValue={filter.to} hint="Any part of the address" />
        <Field name="kind" label="Kind" kind="search" defaultValue={filter.kind} hint="For example order_confirmation or gift_card" />
      </FilterForm>
      <AdminTable caption="E-mails, newest first" columns={["Subject", "To", "State", { label: "Attempts", numeric: true }, "Last error", "Provider id", "Created", "Sent"]}>
        {emails.map((email) => (
          <tr key={email.id}>
            <th scope="row">
              <Link to={`/admin/emails/${email.id}`}>{email.subject}</Link>
              <br />
              <span className="muted">{email.kind}</span>
            </th>
            <td>{email.to}</td>
            <td>
              <EmailStateBadge state={email.delivery.state} />
            </td>
            <td className="numeric">{email.delivery.attempts}</td>
            <td>{email.delivery.lastError ?? "—"}</td>
            <td>{email.delivery.providerId ? <code>{email.delivery.providerId}</code> : "—"}</td>
            <td>{when(email.createdAt)}</td>
            <td>{when(email.sentAt)}</td>
          </tr>
        ))}
      </AdminTable>
      {emails.length === 0 ? <p>No e-mail matches.</p> : null}
      <Pagination info={info} noun="e-mails" />

      <h2 id="suppressions">Suppressed addresses</h2>
      <p className="muted">No e-mail goes to these addresses: they bounced, their owner marked our mail as spam, or staff stopped it.</p>
      {mayChange ? (
        <Form method="post" action="/admin/emails" className="admin-form" aria-label="Suppress an address" noValidate>
          <AntiForgeryField />
          <FormError messages={suppressing?.errors.form} />
          <Field name="email" label="E-mail address" kind="email" required defaultValue={suppressing?.values?.email} errors={suppressing?.errors.email} />
          <Field name="detail" label="Note" defaultValue={suppressing?.values?.detail} errors={suppressing?.errors.detail} maxLength={500} hint="Why, for the audit log" />
          <SubmitButton size="sm" name="intent" value="suppress">
            Suppress address
          </SubmitButton>
        </Form>
      ) : null}
      <AdminTable caption="Suppressed addresses, newest first" columns={["Address", "Why", "Since", mayChange && "Action"]}>
        {suppressions.map((suppression) => (
          <tr key={suppression.email}>
            <th scope="row">{suppression.email}</th>
            <td>
              {suppression.reason.toLowerCase()}
              {suppression.detail ? <span className="muted"> · {suppression.detail}</span> : null}
            </td>
            <td>{when(suppression.createdAt)}</td>
            {mayChange ? (
              <td>
                <ConfirmAction
                  {...unsuppressChoice(suppression.email)}
                  confirmHref={`/admin/emails?${new URLSearchParams({ confirm: "unsuppress", email: suppression.email })}`}
                  action="/admin/emails"
                />
              </td>
            ) : null}
          </tr>
        ))}
      </AdminTable>
      {suppressions.length === 0 ? <p>No address is suppressed.</p> : null}
    </AdminPage>
  );
}
