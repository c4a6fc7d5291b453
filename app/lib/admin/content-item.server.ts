/**
 * One item of written content for its console page (decision 028): a press release, an
 * in-the-news link or a blog post, as its facts, its form's values and its picture; with its
 * history and what the staff member may do. Shared by /admin/newsroom/… and /admin/blogs/….
 */
import { json, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { localDate } from "../../../workers/core/dates";
import { hasPermission } from "../../../workers/core/permissions";
import { recordHistory } from "./history.server";
import { recordId } from "./list-params";
import { archiveNewsroomItem, deleteNewsroomItem, saveNewsroomItem } from "./newsroom-actions.server";
import { AdminContentItemDocument, NewsroomStatusesDocument } from "./newsroom-documents.server";
import { CONTENT_KINDS, contentPermission, type ContentKind } from "./newsroom-kinds";
import { asPageError, requireStaff } from "./staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";

/** The stored alt text as the form shows it: empty when it is the stand-in (title or outlet). */
const ownAlt = (picture: { alt: string } | null | undefined, standIn: string) => (picture && picture.alt !== standIn ? picture.alt : "");

async function loadItem(context: AppLoadContext, kind: ContentKind, id: string) {
  const { adminContentItem: found, newsroomStatuses } = await query(context, AdminContentItemDocument, { kind: CONTENT_KINDS[kind].graphql, id });
  if (!found) return null;
  if (found.__typename === "NewsLink") {
    const link = found;
    return {
      item: { id: link.id, title: `${link.outlet}: ${link.title}`, status: link.status, publishedOn: link.publishedOn, publicPath: link.url as string | null, bodyHtml: null as string | null, author: null as string | null },
      picture: link.logo ?? null,
      values: { outlet: link.outlet, title: link.title, url: link.url, logoAlt: ownAlt(link.logo, link.outlet), publishedOn: link.publishedOn, status: link.status } as Record<string, string>,
      statuses: newsroomStatuses,
    };
  }
  const article = found;
  const author = article.__typename === "BlogPost" ? article.author : null;
  return {
    item: {
      id: article.id,
      title: article.title,
      status: article.status,
      publishedOn: article.publishedOn,
      // A blog post's public page is the marketing site's (spec §2): the console previews it.
      publicPath: kind === "press-releases" ? `/newsroom/${article.slug}` : null,
      bodyHtml: article.bodyHtml as string | null,
      author,
    },
    picture: article.image ?? null,
    values: {
      title: article.title,
      slug: article.slug,
      ...(author === null ? {} : { author }),
      summary: article.summary,
      body: article.body,
      imageAlt: ownAlt(article.image, article.title),
      publishedOn: article.publishedOn,
      status: article.status,
    } as Record<string, string>,
    statuses: newsroomStatuses,
  };
}

/** The loader of an item's page; 404 when there is none. */
export async function contentItemLoader(request: Request, context: AppLoadContext, kind: ContentKind, idParam: string | undefined) {
  const id = recordId(idParam);
  const staff = await requireStaff(request, context, contentPermission(kind, "view"));
  const loaded = await loadItem(context, kind, id).catch((error: unknown) => asPageError(error, contentPermission(kind, "view")));
  if (!loaded) throw new Response("Not found", { status: 404 });
  const history = await recordHistory(context, staff, CONTENT_KINDS[kind].resource, id);
  return json({
    kind,
    ...loaded,
    history,
    may: { update: hasPermission(staff.permissions, contentPermission(kind, "update")), delete: hasPermission(staff.permissions, contentPermission(kind, "delete")) },
  });
}

/** The action of an item's page: archive, delete (both after a confirm step) or save the form. */
export async function contentItemAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, kind: ContentKind, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "archive") return archiveNewsroomItem(request, context, kind, id);
  if (intent === "delete") return deleteNewsroomItem(request, context, kind, id);
  return saveNewsroomItem(request, context, form, kind, id);
}

export type ContentItemData = Awaited<ReturnType<typeof contentItemLoader>>;

/** The loader of a new item's page: a draft dated today until staff choose otherwise. */
export async function newContentLoader(request: Request, context: AppLoadContext, kind: ContentKind) {
  await requireStaff(request, context, contentPermission(kind, "create"));
  const { newsroomStatuses } = await query(context, NewsroomStatusesDocument, {}).catch((error: unknown) => asPageError(error, contentPermission(kind, "create")));
  return json({
    kind,
    title: `New ${CONTENT_KINDS[kind].name.toLowerCase()}`,
    statuses: newsroomStatuses.filter((status) => status.key !== "archived"),
    blank: { status: "draft", publishedOn: localDate(new Date()) } as Record<string, string>,
  });
}

/** The POST of a new item's form. */
export async function newContentAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, kind: ContentKind) {
  return saveNewsroomItem(request, context, await postedForm(request, context), kind);
}
