import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/admin/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { NewsroomForm, type NewsroomFormShown } from "~/components/admin/NewsroomForm";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { archiveNewsroomItem, deleteNewsroomItem, saveNewsroomItem } from "~/lib/admin/newsroom-actions.server";
import { AdminNewsLinkDocument, AdminPressReleaseDocument } from "~/lib/admin/newsroom-documents.server";
import { NEWSROOM_KINDS, newsroomKind, type NewsroomKind } from "~/lib/admin/newsroom-kinds";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/lib/core/meta";

export const meta = dataMeta<{ item: { title: string } }>(({ item }) => ({ title: item.title, noindex: true }));

/** The item as the form shows it (the stored alt text: empty when it is the stand-in). */
async function loadItem(context: Parameters<typeof query>[0], kind: NewsroomKind, id: string) {
  if (kind === "press-releases") {
    const { adminPressRelease: release, newsroomStatuses } = await query(context, AdminPressReleaseDocument, { id });
    if (!release) return null;
    const values: NewsroomFormShown = {
      title: release.title,
      slug: release.slug,
      summary: release.summary,
      body: release.body,
      imageAlt: release.image && release.image.alt !== release.title ? release.image.alt : "",
      publishedOn: release.publishedOn,
      status: release.status,
    };
    return { item: { id: release.id, title: release.title, status: release.status, publishedOn: release.publishedOn, publicPath: `/newsroom/${release.slug}`, bodyHtml: release.bodyHtml }, picture: release.image ?? null, values, newsroomStatuses };
  }
  const { adminNewsLink: link, newsroomStatuses } = await query(context, AdminNewsLinkDocument, { id });
  if (!link) return null;
  const values: NewsroomFormShown = {
    outlet: link.outlet,
    title: link.title,
    url: link.url,
    logoAlt: link.logo && link.logo.alt !== link.outlet ? link.logo.alt : "",
    publishedOn: link.publishedOn,
    status: link.status,
  };
  return { item: { id: link.id, title: `${link.outlet}: ${link.title}`, status: link.status, publishedOn: link.publishedOn, publicPath: link.url, bodyHtml: null }, picture: link.logo ?? null, values, newsroomStatuses };
}

/** One press release or in-the-news link: its form (with the picture), archive and delete after a confirm step, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = newsroomKind(params.kind);
  const id = recordId(params.id);
  const staff = await requireStaff(request, context, PERMISSIONS.newsroomView);
  const loaded = await loadItem(context, kind, id).catch((error: unknown) => asPageError(error, PERMISSIONS.newsroomView));
  if (!loaded) throw new Response("Not found", { status: 404 });
  const history = await recordHistory(context, staff, NEWSROOM_KINDS[kind].resource, id);
  return json({
    kind,
    ...loaded,
    statuses: loaded.newsroomStatuses,
    history,
    may: {
      update: hasPermission(staff.permissions, PERMISSIONS.newsroomUpdate),
      delete: hasPermission(staff.permissions, PERMISSIONS.newsroomDelete),
    },
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const kind = newsroomKind(params.kind);
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "archive") return archiveNewsroomItem(request, context, kind, id);
  if (intent === "delete") return deleteNewsroomItem(request, context, kind, id);
  return saveNewsroomItem(request, context, form, kind, id);
}

function confirms(kind: NewsroomKind): ConfirmChoice[] {
  const where = kind === "press-releases" ? "/newsroom and its own page" : "/newsroom";
  return [
    {
      intent: "archive",
      label: "Archive",
      consequence: <p>It leaves {where} at once. Staff still find it here, and it can be published again by saving it with the status Published.</p>,
    },
    {
      intent: "delete",
      label: "Delete",
      consequence: <p>It is gone for good, with its picture; only its history in the audit log stays. Archive it instead to keep it.</p>,
      danger: true,
    },
  ];
}

export default function AdminNewsroomItem() {
  const { kind, item, picture, values, statuses, history, may } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const choices = confirms(kind);
  const confirm = useConfirmChoice(choices);
  const crumbs = [{ label: "Newsroom", to: "/admin/newsroom" }];
  const path = `/admin/newsroom/${kind}/${item.id}`;
  const allowed = confirm && ((confirm.intent === "archive" && may.update && item.status !== "archived") || (confirm.intent === "delete" && may.delete));
  if (confirm && allowed) {
    return (
      <AdminPage title={item.title} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={path} backTo={path} />
      </AdminPage>
    );
  }
  const statusName = statuses.find((status) => status.key === item.status)?.name ?? item.status;
  return (
    <AdminPage
      title={item.title}
      crumbs={crumbs}
      actions={
        <>
          {may.update && item.status !== "archived" ? <ConfirmAction {...choices[0]!} confirmHref="?confirm=archive" action={path} /> : null}
          {may.delete ? <ConfirmAction {...choices[1]!} confirmHref="?confirm=delete" action={path} /> : null}
        </>
      }
    >
      <dl className="admin-facts">
        <dt>Kind</dt>
        <dd>{NEWSROOM_KINDS[kind].name}</dd>
        <dt>Status</dt>
        <dd>{statusName}</dd>
        <dt>Publication date</dt>
        <dd>{item.publishedOn}</dd>
        <dt>{kind === "press-releases" ? "Its page" : "The article"}</dt>
        <dd>
          <a href={item.publicPath}>{item.publicPath}</a>
          {kind === "press-releases" && item.status !== "published" ? <span className="muted"> (not shown while {statusName.toLowerCase()})</span> : null}
        </dd>
      </dl>

      {may.update ? (
        <>
          <h2>Edit</h2>
          <NewsroomForm kind={kind} values={result?.values ?? values} errors={result?.errors ?? {}} statuses={statuses} picture={picture} submitLabel="Save" />
        </>
      ) : null}

      {item.bodyHtml ? (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview of the body</h2>
          {/* The same safe rendering as the public page (decision 028). */}
          <div className="card article-body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
        </section>
      ) : null}

      {history ? (
        <>
          <h2>History</h2>
          <AuditTable records={history} caption={`Changes to ${item.title}`} />
        </>
      ) : null}
    </AdminPage>
  );
}
