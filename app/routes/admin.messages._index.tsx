import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ChoiceFilter, FilterForm, labelledChoices } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { AdminContactMessagesDocument } from "~/lib/admin/inbox-documents.server";
import { MESSAGE_FILTER_LABELS, MESSAGE_FILTERS, messageState, mountainTime, topicLabel, type MessageFilter } from "~/lib/admin/inbox-filters";
import { choiceParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = pageMeta("Messages");

/** The contact form's messages, newest first, searched and filtered open, unanswered or done in the URL (messages.view; decision 073). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.messagesView);
  const params = new URL(request.url).searchParams;
  const search = textParam(params, "q");
  const status = choiceParam(params, "status", MESSAGE_FILTERS);
  const filter = { search, status: status ? (status.toUpperCase() as Uppercase<MessageFilter>) : undefined };
  const { adminContactMessages: page } = await query(context, AdminContactMessagesDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.messagesView),
  );
  return json({
    search: search ?? "",
    status: status ?? "",
    counts: { open: page.open, unanswered: page.unanswered, done: page.done },
    messages: page.messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      topic: topicLabel(message.topic),
      kitchen: message.kitchenName ?? "Any kitchen",
      received: mountainTime(message.createdAt),
      state: messageState(message),
      preview: message.message.length > 120 ? `${message.message.slice(0, 120)}…` : message.message,
    })),
    info: pageInfo(params, page.total, page.messages.length),
  });
}

export default function AdminMessages() {
  const { search, status, counts, messages, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Messages">
      <p className="muted">
        {counts.open} open ({counts.unanswered} not replied), {counts.done} done. Messages come from the shop's contact form; replies are e-mailed to the
        writer.
      </p>
      <FilterForm label="Filter messages" clearTo="/admin/messages">
        <Field name="q" label="Name, e-mail or words" kind="search" defaultValue={search} hint="Any part of the writer's name, address, phone or message" />
        <ChoiceFilter name="status" label="Status" value={status} choices={labelledChoices(MESSAGE_FILTERS, MESSAGE_FILTER_LABELS)} />
      </FilterForm>
      <AdminTable caption="Contact messages" columns={["From", "Message", "Topic", "Kitchen", "Status", "Received (Mountain)"]}>
        {messages.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`/admin/messages/${row.id}`}>{row.name}</Link>
              <br />
              <span className="muted">{row.email}</span>
            </th>
            <td>{row.preview}</td>
            <td>{row.topic}</td>
            <td>{row.kitchen}</td>
            <td>{row.state}</td>
            <td>{row.received}</td>
          </tr>
        ))}
      </AdminTable>
      {messages.length === 0 ? <p>No message matches.</p> : null}
      <Pagination info={info} noun="messages" />
    </AdminPage>
  );
}
