/**
 * The console's written content (decision 028): the newsroom's two kinds and blog posts, with
 * their GraphQL ContentKind, path, names, picture field and the permission area that guards them.
 */
export const CONTENT_KINDS = {
  "press-releases": { graphql: "PRESS_RELEASE", name: "Press release", plural: "Press releases", picture: "image", resource: "press-releases", area: "newsroom", base: "/admin/newsroom/press-releases", list: "/admin/newsroom" },
  "in-the-news": { graphql: "NEWS_LINK", name: "In-the-news link", plural: "In the news", picture: "logo", resource: "in-the-news", area: "newsroom", base: "/admin/newsroom/in-the-news", list: "/admin/newsroom" },
  blogs: { graphql: "BLOG_POST", name: "Blog post", plural: "Blog posts", picture: "image", resource: "blogs", area: "blogs", base: "/admin/blogs", list: "/admin/blogs" },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
export type NewsroomKind = Exclude<ContentKind, "blogs">;

/** The newsroom's kinds, by name. */
export const NEWSROOM_KINDS: Pick<typeof CONTENT_KINDS, NewsroomKind> = { "press-releases": CONTENT_KINDS["press-releases"], "in-the-news": CONTENT_KINDS["in-the-news"] };

/** The permission to `verb` (view, create, update, delete) items of the kind. */
export const contentPermission = (kind: ContentKind, verb: "view" | "create" | "update" | "delete") => `${CONTENT_KINDS[kind].area}.${verb}`;

export function newsroomKind(value: string | undefined): NewsroomKind {
  if (value === "press-releases" || value === "in-the-news") return value;
  throw new Response("Not found", { status: 404 });
}

/** A list of written content (GraphQL ContentItem) as the items of its one kind, typed as that kind. */
export function ofType<Item extends { __typename: string }, Typename extends Item["__typename"]>(items: readonly Item[], typename: Typename) {
  return items.filter((item): item is Extract<Item, { __typename: Typename }> => item.__typename === typename);
}
