import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { EmailStateBadge } from "~/components/admin/EmailStateBadge";
import { AntiForgeryField, SubmitButton, dataMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { AdminEmailDocument } from "~/lib/admin/email-documents.server";
import { resendAction, type EmailActionData } from "~/lib/admin/email-forms.server";
import { recordId } from "~/lib/admin/list-params";
import { loadRecord } from "~/lib/admin/staff.server";

export const meta = dataMeta<{ email: { id: string } }>(({ email }) => ({ title: `E-mail ${email.id}`, noindex: true }));

/** One e-mail: where it is on its way, its text, its HTML in a sandboxed frame, and "Send again" (orders.update). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, record: email } = await loadRecord(request, context, params.id, PERMISSIONS.ordersView, AdminEmailDocument, (data) => data.adminEmail);
  return json({ email, mayResend: hasPermission(staff.permissions, PERMISSIONS.ordersUpdate) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return resendAction(request, context, recordId(params.id));
}

const when = (instant: string | null | undefined) => (instant ? `${instant.slice(0, 16).replace("T", " ")} UTC` : "—");

export default function AdminEmail() {
  const { email, mayResend } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as EmailActionData | undefined;
  const here = `/admin/emails/${email.id}`;
  return (
    <AdminPage
      title={`E-mail ${email.id}`}
      crumbs={[{ label: "E-mail", to: "/admin/emails" }]}
      actions={
        mayResend ? (
          <Form method="post" action={here}>
            <AntiForgeryField />
            <SubmitButton size="sm" name="intent" value="resend">
              Send again
            </SubmitButton>
          </Form>
        ) : null
      }
    >
      <FormError messages={result?.errors.form} />
      <dl className="admin-facts">
        <dt>Subject</dt>
        <dd>{email.subject}</dd>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>State</dt>
        <dd>
          <EmailStateBadge state={email.delivery.state} />
        </dd>
        <dt>Attempts</dt>
        <dd>{email.delivery.attempts}</dd>
        <dt>Last error</dt>
        <dd>{email.delivery.lastError ?? "—"}</dd>
        <dt>Provider id</dt>
        <dd>{email.delivery.providerId ? <code>{email.delivery.providerId}</code> : "—"}</dd>
        <dt>Kind</dt>
        <dd>
          {email.kind}
          {email.ref ? <span className="muted"> · about {email.ref}</span> : null}
        </dd>
        <dt>Created</dt>
        <dd>{when(email.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{when(email.sentAt)}</dd>
        <dt>Last change</dt>
        <dd>{when(email.updatedAt)}</dd>
      </dl>
      <p>
        <Link to={`/admin/emails?${new URLSearchParams({ to: email.to })}`}>Every e-mail to {email.to}</Link>
      </p>

      <h2>Text</h2>
      <pre className="mail__text">{email.text}</pre>

      <h2>HTML</h2>
      {/* A sandbox with no permissions: the message's markup cannot run scripts, submit forms or reach this page. Its
          document carries its own policy (inline styles, pictures), which a srcdoc frame could not (decision 061). */}
      {email.html ? (
        <iframe title={`HTML version of e-mail ${email.id}`} sandbox="" src={`${here}/html`} className="admin-email-preview" />
      ) : (
        <p className="muted">This e-mail has no HTML version.</p>
      )}
    </AdminPage>
  );
}
