import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { localDate } from "../../workers/core/dates";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { NewsroomForm } from "~/components/admin/NewsroomForm";
import { saveNewsroomItem } from "~/lib/admin/newsroom-actions.server";
import { NewsroomStatusesDocument } from "~/lib/admin/newsroom-documents.server";
import { NEWSROOM_KINDS, newsroomKind } from "~/lib/admin/newsroom-kinds";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/lib/core/meta";

export const meta = dataMeta<{ title: string }>(({ title }) => ({ title, noindex: true }));

/** A new press release or in-the-news link: a draft dated today until staff choose otherwise. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = newsroomKind(params.kind);
  await requireStaff(request, context, PERMISSIONS.newsroomCreate);
  const { newsroomStatuses } = await query(context, NewsroomStatusesDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.newsroomCreate));
  return json({
    kind,
    title: `New ${NEWSROOM_KINDS[kind].name.toLowerCase()}`,
    statuses: newsroomStatuses.filter((status) => status.key !== "archived"),
    blank: { status: "draft", publishedOn: localDate(new Date()) },
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const kind = newsroomKind(params.kind);
  return saveNewsroomItem(request, context, await postedForm(request, context), kind);
}

export default function NewNewsroomItem() {
  const { kind, title, statuses, blank } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title={title} crumbs={[{ label: "Newsroom", to: "/admin/newsroom" }]}>
      <NewsroomForm kind={kind} values={result?.values ?? blank} errors={result?.errors ?? {}} statuses={statuses} submitLabel={`Create ${NEWSROOM_KINDS[kind].name.toLowerCase()}`} />
    </AdminPage>
  );
}
