/**
 * Blog posts over GraphQL (decision 028): staff only (the public blog is the marketing site's),
 * the newsroom's content frame under blogs.*. Uploads pass on as multipart.
 */
import type { BlogPostInput, BlogPostResolvers, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { articleMultipart, idParam, PressRelease, staffItem, staffSearch } from "./newsroom";
import { orNull } from "./errors";
import { rest } from "./rest";

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
  // A page at the database (decision 044): at most 100 posts.
  adminBlogPosts: async (_parent, { status, search, first, offset }, { api }) =>
    (await rest(api.read(api.rpc.blogs.$get(staffSearch(status, search, first, offset))))).data,
  adminBlogPost: (_parent, { id }, { api }) => orNull(rest(api.read(api.rpc.blogs[":idOrSlug{[a-z0-9-]{1,80}}"].$get(staffItem(id))))),
};

export const blogMutations: Pick<MutationResolvers, "createBlogPost" | "updateBlogPost" | "archiveBlogPost" | "deleteBlogPost"> = {
  // Multipart writes (fields and a picture), read by the api itself: the form goes as the body.
  createBlogPost: (_parent, { input, image }, { api }) =>
    rest(api.read(api.rpc.blogs.$post({}, { init: { body: articleMultipart(postFields(input), image) } }))),
  updateBlogPost: (_parent, { id, input, image }, { api }) =>
    rest(api.read(api.rpc.blogs[":id{[0-9]+}"].$post(idParam(id), { init: { body: articleMultipart(postFields(input), image) } }))),
  archiveBlogPost: (_parent, { id }, { api }) => rest(api.read(api.rpc.blogs[":id{[0-9]+}"].archive.$put(idParam(id)))),
  deleteBlogPost: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.blogs[":id{[0-9]+}"].$delete(idParam(id))));
    return id;
  },
};

/** The same rendering as a press release's. */
export const BlogPost: BlogPostResolvers = PressRelease as BlogPostResolvers;
