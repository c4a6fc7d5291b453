/**
 * Blog posts over GraphQL (decision 028): staff only (the public blog is the marketing site's),
 * the newsroom's content frame under blogs.*. Uploads pass on as multipart.
 */
import type { ArticleJson } from "../../api/services/content";
import type { BlogPostInput, BlogPostResolvers, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { toSearchParams } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { articleMultipart, listPage, PressRelease } from "./newsroom";
import { rest } from "./rest";

const BLOGS = "blogs";

const postFields = (input: BlogPostInput) => ({
  title: input.title,
  slug: input.slug,
  author: input.author,
  summary: input.summary,
  body: input.body,
  image_alt: input.imageAlt,
  published_on: input.publishedOn,
  status: input.status,
});

export const blogQueries: Pick<QueryResolvers, "adminBlogPosts" | "adminBlogPost"> = {
  adminBlogPosts: async (_parent, { status, search, first, offset }, { api }) => {
    // A page at the database (decision 044): at most 100 posts.
    const page = listPage(first, offset, 100, 100);
    const query = toSearchParams({ view: "staff", status: status || undefined, search: search || undefined, ...page });
    return (await rest(api.send<{ data: ArticleJson[] }>("GET", `${BLOGS}?${query}`))).data;
  },
  adminBlogPost: (_parent, { id }, { api }) => orNull(rest(api.send<ArticleJson>("GET", `${BLOGS}/${numericId(id, "id")}?view=staff`))),
};

export const blogMutations: Pick<MutationResolvers, "createBlogPost" | "updateBlogPost" | "archiveBlogPost" | "deleteBlogPost"> = {
  createBlogPost: (_parent, { input, image }, { api }) => rest(api.send<ArticleJson>("POST", BLOGS, articleMultipart(postFields(input), image))),
  updateBlogPost: (_parent, { id, input, image }, { api }) =>
    rest(api.send<ArticleJson>("POST", `${BLOGS}/${numericId(id, "id")}`, articleMultipart(postFields(input), image))),
  archiveBlogPost: (_parent, { id }, { api }) => rest(api.send<ArticleJson>("PUT", `${BLOGS}/${numericId(id, "id")}/archive`)),
  deleteBlogPost: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", `${BLOGS}/${numericId(id, "id")}`));
    return id;
  },
};

/** The same rendering as a press release's. */
export const BlogPost: BlogPostResolvers = PressRelease as BlogPostResolvers;
