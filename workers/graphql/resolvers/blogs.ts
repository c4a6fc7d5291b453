/**
 * Blog posts over GraphQL (decision 028): staff only (the public blog is the marketing site's),
 * the newsroom's content frame under blogs.*. Uploads pass on as multipart; reads, archiving
 * and deleting are content.ts's, by kind (decision 093).
 */
import type { BlogPostInput, BlogPostResolvers, MutationResolvers } from "../../../graphql/generated/resolvers.generated";
import { articleMultipart, idParam, PressRelease } from "./newsroom";
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

export const blogMutations: Pick<MutationResolvers, "createBlogPost" | "updateBlogPost"> = {
  // Multipart writes (fields and a picture), read by the api itself: the form goes as the body.
  createBlogPost: (_parent, { input, image }, { api }) =>
    rest(api.read(api.rpc.blogs.$post({}, { init: { body: articleMultipart(postFields(input), image) } }))),
  updateBlogPost: (_parent, { id, input, image }, { api }) =>
    rest(api.read(api.rpc.blogs[":id{[0-9]+}"].$post(idParam(id), { init: { body: articleMultipart(postFields(input), image) } }))),
};

/** The same rendering as a press release's. */
export const BlogPost: BlogPostResolvers = PressRelease as BlogPostResolvers;
