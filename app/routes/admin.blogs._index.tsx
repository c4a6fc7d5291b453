import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ChoiceFilter, FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { choiceParam, openPageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { AdminBlogPostsDocument } from "~/lib/admin/newsroom-documents.server";
import { ofType } from "~/lib/admin/newsroom-kinds";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Blog posts");

const STATUSES = ["draft", "published", "archived"] as const;

/** Every blog post, filtered by status and words in the URL (blogs.view). The public blog is the marketing site's (spec §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.blogsView);
  const params = new URL(request.url).searchParams;
  const filter = { status: choiceParam(params, "status", STATUSES), search: textParam(params, "q") };
  // A page of 25, and one more to know whether there is a next page (decision 044).
  const { limit, offset } = pageWindow(params);
  const data = await query(context, AdminBlogPostsDocument, { filter, first: limit + 1, offset }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.blogsView),
  );
  const posts = ofType(data.adminContentItems, "BlogPost").slice(0, limit);
  return json({
    filter,
    posts,
    info: openPageInfo(params, posts.length, data.adminContentItems.length > limit),
    statuses: data.newsroomStatuses,
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.blogsCreate),
  });
}

export default function AdminBlogPosts() {
  const { filter, posts, info, statuses, mayCreate } = useLoaderData<typeof loader>();
  const statusName = (key: string) => statuses.find((status) => status.key === key)?.name ?? key;
  return (
    <AdminPage
      title="Blog posts"
      actions={mayCreate && <PageActionLink to="/admin/blogs/new">New blog post</PageActionLink>}
    >
      <p className="muted">The public blog lives on the marketing site; here posts are written, previewed and archived.</p>
      <FilterForm label="Filter blog posts" clearTo="/admin/blogs">
        <Field name="q" label="Words in the title" kind="search" defaultValue={filter.search ?? ""} />
        <ChoiceFilter name="status" label="Status" value={filter.status} choices={statuses.map((status) => ({ value: status.key, label: status.name }))} />
      </FilterForm>
      {posts.length === 0 ? (
        <p className="muted">No blog post matches these filters.</p>
      ) : (
        <AdminTable caption="Blog posts, newest first" columns={["Title", "Author", "Date", "Status"]}>
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                <Link to={`/admin/blogs/${post.id}`}>{post.title}</Link>
              </th>
              <td>{post.author}</td>
              <td>{post.publishedOn}</td>
              <td>{post.status === "published" ? statusName(post.status) : <span className="badge badge--muted">{statusName(post.status)}</span>}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination info={info} noun="blog posts" />
    </AdminPage>
  );
}
