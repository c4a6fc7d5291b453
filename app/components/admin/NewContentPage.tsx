import { AdminPage } from "~/components/admin/AdminLayout";
import { NewsroomForm } from "~/components/admin/NewsroomForm";
import { CONTENT_KINDS, type ContentKind } from "~/lib/admin/newsroom-kinds";
import type { FieldErrors } from "~/lib/core/form-data";

/** The page of a new press release, in-the-news link or blog post (decision 028). */
export function NewContentPage({
  data,
  result,
}: {
  data: { kind: ContentKind; title: string; statuses: ReadonlyArray<{ key: string; name: string }>; blank: Record<string, string> };
  result?: { errors: FieldErrors; values?: Record<string, string | string[]> };
}) {
  const names = CONTENT_KINDS[data.kind];
  return (
    <AdminPage title={data.title} crumbs={[{ label: names.area === "blogs" ? "Blog posts" : "Newsroom", to: names.list }]}>
      <NewsroomForm kind={data.kind} values={result?.values ?? data.blank} errors={result?.errors ?? {}} statuses={data.statuses} submitLabel={`Create ${names.name.toLowerCase()}`} />
    </AdminPage>
  );
}
