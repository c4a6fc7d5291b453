import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ChoiceFilter, FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { choiceParam, openPageInfo, PAGE_SIZE, pageWindow, textParam } from "~/lib/admin/list-params";
import { AdminNewsroomDocument } from "~/lib/admin/newsroom-documents.server";
import { NEWSROOM_KINDS, ofType, type NewsroomKind } from "~/lib/admin/newsroom-kinds";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Newsroom");

const KINDS = Object.keys(NEWSROOM_KINDS) as NewsroomKind[];
const STATUSES = ["draft", "published", "archived"] as const;

/** Press releases and in-the-news links, filtered by kind, status and words in the URL (newsroom.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.newsroomView);
  const params = new URL(request.url).searchParams;
  const filter = { kind: choiceParam(params, "kind", KINDS), status: choiceParam(params, "status", STATUSES), search: textParam(params, "q") };
  // Decision 044: both kinds show their newest 25 with a link to that kind alone; one kind pages
  // with ?page= (25 a page, one row more asked to know whether there is a next page).
  const { limit, offset } = filter.kind ? pageWindow(params) : { limit: PAGE_SIZE, offset: 0 };
  const data = await query(context, AdminNewsroomDocument, {
    filter: { status: filter.status, search: filter.search },
    releases: filter.kind !== "in-the-news",
    links: filter.kind !== "press-releases",
    first: limit + 1,
    offset,
  }).catch((error: unknown) => asPageError(error, PERMISSIONS.newsroomView));
  const releases = data.pressReleases ? ofType(data.pressReleases, "PressRelease") : null;
  const links = data.newsLinks ? ofType(data.newsLinks, "NewsLink") : null;
  const shown = releases ?? links ?? [];
  return json({
    filter,
    pressReleases: releases?.slice(0, limit) ?? null,
    newsLinks: links?.slice(0, limit) ?? null,
    // One kind: its pager. Both: whether each has more than its first 25.
    info: filter.kind ? openPageInfo(params, Math.min(shown.length, limit), shown.length > limit) : null,
    moreReleases: !filter.kind && (releases?.length ?? 0) > limit,
    moreLinks: !filter.kind && (links?.length ?? 0) > limit,
    statuses: data.newsroomStatuses,
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.newsroomCreate),
  });
}

function StatusBadge({ status, statuses }: { status: string; statuses: ReadonlyArray<{ key: string; name: string }> }) {
  const name = statuses.find((choice) => choice.key === status)?.name ?? status;
  return status === "published" ? <>{name}</> : <span className="badge badge--muted">{name}</span>;
}

export default function AdminNewsroom() {
  const { filter, pressReleases, newsLinks, info, moreReleases, moreLinks, statuses, mayCreate } = useLoaderData<typeof loader>();
  const kindHref = (kind: NewsroomKind) => {
    const params = new URLSearchParams();
    if (filter.search) params.set("q", filter.search);
    params.set("kind", kind);
    if (filter.status) params.set("status", filter.status);
    return `?${params.toString()}`;
  };
  return (
    <AdminPage
      title="Newsroom"
      actions={
        mayCreate ? (
          <>
            <PageActionLink to="/admin/newsroom/press-releases/new">New press release</PageActionLink>
            <PageActionLink to="/admin/newsroom/in-the-news/new" color="white">New in-the-news link</PageActionLink>
          </>
        ) : null
      }
    >
      <FilterForm label="Filter the newsroom" clearTo="/admin/newsroom">
        <Field name="q" label="Words in the title or outlet" kind="search" defaultValue={filter.search ?? ""} />
        <SelectField
          name="kind"
          label="Kind"
          defaultValue={filter.kind ?? ""}
          options={[{ value: "", label: "Both" }, ...KINDS.map((kind) => ({ value: kind, label: NEWSROOM_KINDS[kind].plural }))]}
        />
        <ChoiceFilter name="status" label="Status" value={filter.status} choices={statuses.map((status) => ({ value: status.key, label: status.name }))} />
      </FilterForm>

      {pressReleases ? (
        <section aria-labelledby="releases-heading">
          <h2 id="releases-heading">Press releases</h2>
          {pressReleases.length === 0 ? (
            <p className="muted">No press release matches these filters.</p>
          ) : (
            <AdminTable caption="Press releases, newest first" columns={["Title", "Date", "Status"]}>
              {pressReleases.map((release) => (
                <tr key={release.id}>
                  <th scope="row">
                    <Link to={`/admin/newsroom/press-releases/${release.id}`}>{release.title}</Link>
                  </th>
                  <td>{release.publishedOn}</td>
                  <td>
                    <StatusBadge status={release.status} statuses={statuses} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          {moreReleases ? (
            <p>
              <Link to={kindHref("press-releases")}>Every press release, 25 a page</Link>
            </p>
          ) : null}
          {info && filter.kind === "press-releases" ? <Pagination info={info} noun="press releases" /> : null}
        </section>
      ) : null}

      {newsLinks ? (
        <section aria-labelledby="links-heading">
          <h2 id="links-heading">In the news</h2>
          {newsLinks.length === 0 ? (
            <p className="muted">No in-the-news link matches these filters.</p>
          ) : (
            <AdminTable caption="In-the-news links, newest first" columns={["Article", "Outlet", "Date", "Status"]}>
              {newsLinks.map((link) => (
                <tr key={link.id}>
                  <th scope="row">
                    <Link to={`/admin/newsroom/in-the-news/${link.id}`}>{link.title}</Link>
                  </th>
                  <td>{link.outlet}</td>
                  <td>{link.publishedOn}</td>
                  <td>
                    <StatusBadge status={link.status} statuses={statuses} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          {moreLinks ? (
            <p>
              <Link to={kindHref("in-the-news")}>Every in-the-news link, 25 a page</Link>
            </p>
          ) : null}
          {info && filter.kind === "in-the-news" ? <Pagination info={info} noun="in-the-news links" /> : null}
        </section>
      ) : null}
    </AdminPage>
  );
}
