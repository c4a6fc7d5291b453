import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { NewsroomForm } from "~/components/admin/NewsroomForm";
import { CONTENT_KINDS, type ContentKind } from "~/lib/admin/newsroom-kinds";
import type { FieldErrors } from "~/lib/core/form-data";

interface ItemPageData {
  kind: ContentKind;
  item: { id: string; title: string; status: string; publishedOn: string; publicPath: string | null; bodyHtml: string | null; author: string | null };
  picture: { url: string; width: number; height: number; alt: string } | null;
  values: Record<string, string>;
  statuses: ReadonlyArray<{ key: string; name: string }>;
  history: Parameters<typeof AuditTable>[0]["records"] | null;
  may: { update: boolean; delete: boolean };
}

function confirms(kind: ContentKind): ConfirmChoice[] {
  const where = kind === "press-releases" ? "/newsroom and its own page" : kind === "in-the-news" ? "/newsroom" : "the blog";
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

/**
 * The console page of a press release, in-the-news link or blog post (decision 028): facts, the
 * form with its picture, a preview of the body rendered as the public page renders it, archive
 * and delete after a confirm step, history.
 */
export function ContentItemPage({ data, result }: { data: ItemPageData; result?: { errors: FieldErrors; values?: Record<string, string | string[]> } }) {
  const { kind, item, picture, values, statuses, history, may } = data;
  const names = CONTENT_KINDS[kind];
  const choices = confirms(kind);
  const confirm = useConfirmChoice(choices);
  const crumbs = [{ label: names.area === "blogs" ? "Blog posts" : "Newsroom", to: names.list }];
  const path = `${names.base}/${item.id}`;
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
        <dd>{names.name}</dd>
        {item.author ? (
          <>
            <dt>Author</dt>
            <dd>{item.author}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>{statusName}</dd>
        <dt>Publication date</dt>
        <dd>{item.publishedOn}</dd>
        {item.publicPath ? (
          <>
            <dt>{kind === "press-releases" ? "Its page" : "The article"}</dt>
            <dd>
              <a href={item.publicPath}>{item.publicPath}</a>
              {kind === "press-releases" && item.status !== "published" ? <span className="muted"> (not shown while {statusName.toLowerCase()})</span> : null}
            </dd>
          </>
        ) : null}
      </dl>

      {may.update ? (
        <>
          <h2>Edit</h2>
          <NewsroomForm kind={kind} values={result?.values ?? values} errors={result?.errors ?? {}} statuses={statuses} picture={picture} submitLabel="Save" />
        </>
      ) : null}

      {item.bodyHtml !== null ? (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview of the body</h2>
          {/* The same safe rendering as the public pages (decision 028). */}
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
