import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ConfirmPanel, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { ChoiceFilter, FilterForm, labelledChoices } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { Field, buttonClassName, pageMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { mountainTime, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from "~/lib/admin/inbox-filters";
import { loadSubscribers, subscriberAction, type SubscriberActionData } from "~/lib/admin/subscriber-actions.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = pageMeta("Newsletter subscribers");

/** Newsletter addresses (decision 073): searched and filtered in the URL, downloaded as CSV, unsubscribed after asking. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSubscribers(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => subscriberAction(request, context);

const statusWord = (status: string) => SUBSCRIBER_STATUS_LABELS[status.toLowerCase() as keyof typeof SUBSCRIBER_STATUS_LABELS] ?? status;

/** The question before an address leaves the list: with JavaScript a dialog, without it this page. */
function unsubscribeChoice(email: string): ConfirmChoice {
  return {
    intent: "unsubscribe",
    label: "Unsubscribe",
    danger: true,
    confirmLabel: `Yes, unsubscribe ${email}`,
    consequence: <p>{email} gets no more newsletters. Only they can sign up again (and confirm it from their own inbox).</p>,
    fields: <input type="hidden" name="email" value={email} />,
  };
}

export default function AdminSubscribers() {
  const { search, status, counts, subscribers, info, csvHref, back, confirmEmail, mayManage } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as SubscriberActionData | undefined;
  if (mayManage && confirmEmail) {
    return (
      <AdminPage title="Newsletter subscribers" crumbs={[{ label: "Newsletter subscribers", to: "/admin/subscribers" }]}>
        <FormError messages={failed?.errors.form} />
        <ConfirmPanel choice={unsubscribeChoice(confirmEmail)} action={back} backTo={back} />
      </AdminPage>
    );
  }
  const backParams = new URLSearchParams(back.split("?")[1] ?? "");
  return (
    <AdminPage
      title="Newsletter subscribers"
      actions={
        <a href={csvHref} className={buttonClassName({ color: "white", size: "sm" })} download>
          Download CSV
        </a>
      }
    >
      <p className="muted">
        {counts.subscribed} subscribed, {counts.pending} waiting for confirmation, {counts.unsubscribed} unsubscribed. Addresses join only by confirming from
        their own inbox.
      </p>
      <FormError messages={failed?.errors.form} />
      <FilterForm label="Filter subscribers" clearTo="/admin/subscribers">
        <Field name="q" label="E-mail or name" kind="search" defaultValue={search} hint="Any part of the address or the names" />
        <ChoiceFilter name="status" label="Status" value={status} choices={labelledChoices(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS)} />
      </FilterForm>
      <AdminTable caption="Newsletter subscribers" columns={["E-mail", "Name", "Status", "Signed up (Mountain)", mayManage && "Change"]}>
        {subscribers.map((row) => {
          const confirm = new URLSearchParams(backParams);
          confirm.set("confirm", "unsubscribe");
          confirm.set("email", row.email);
          return (
            <tr key={row.email}>
              <th scope="row">{row.email}</th>
              <td>{`${row.firstName} ${row.lastName}`.trim() || "—"}</td>
              <td>
                {statusWord(row.status)}
                {row.status === "UNSUBSCRIBED" && row.unsubscribedAt ? <span className="muted"> · {mountainTime(row.unsubscribedAt)}</span> : null}
              </td>
              <td>{mountainTime(row.createdAt)}</td>
              {mayManage ? (
                <td>
                  {row.status === "UNSUBSCRIBED" ? (
                    <span className="muted">—</span>
                  ) : (
                    <ConfirmAction {...unsubscribeChoice(row.email)} confirmHref={`?${confirm}`} action={back} />
                  )}
                </td>
              ) : null}
            </tr>
          );
        })}
      </AdminTable>
      {subscribers.length === 0 ? <p>No address matches.</p> : null}
      <Pagination info={info} noun="addresses" />
      <p className="muted">
        <Link to="/admin/messages">Messages</Link> from the contact form are in their own area.
      </p>
    </AdminPage>
  );
}
