/**
 * Reviews of classes over GraphQL (decision 064): a class type's published reviews (batched per
 * request), the review link's page and its one review (no sign-in: the token is the key), and
 * staff's list, publish/hide and reply — REST with the caller's token.
 */
import type { PublishedReviewJson, StaffReviewJson } from "../../api/contract";
import type { ClassTypeResolvers, MutationResolvers, QueryResolvers, ReviewStatus } from "../../../graphql/generated/resolvers.generated";
import { numericId } from "./errors";
import { lower, rest, upper } from "./rest";

const publishedOf = (row: PublishedReviewJson) => ({
  id: String(row.id),
  rating: row.rating,
  comment: row.comment,
  authorName: row.author_name,
  reply: row.reply,
  createdAt: row.created_at,
  classDate: row.class_date,
  locationName: row.location_name,
});

export const ClassTypeReviews: Pick<ClassTypeResolvers, "reviews"> = {
  reviews: async (classType, _args, { loaders }) => {
    const summary = await loaders.reviewSummaryByClassType.load(classType.id);
    return { average: summary.average, count: summary.count, latest: summary.latest.map(publishedOf) };
  },
};

const staffReviewOf = (row: StaffReviewJson) => ({
  id: String(row.id),
  rating: row.rating,
  comment: row.comment,
  authorName: row.author_name,
  status: upper(row.status) as ReviewStatus,
  reply: row.reply,
  createdAt: row.created_at,
  moderatedAt: row.moderated_at,
  repliedAt: row.replied_at,
  classId: String(row.class_id),
  classSku: row.class_sku,
  className: row.class_name,
  classDate: row.class_date,
  classTypeName: row.class_type_name,
  locationName: row.location_name,
  timezone: row.timezone,
});

const linkOf = (link: { class: { id: number; sku: string; name: string; date: string; path: string; location_name: string; timezone: string }; author_name: string }) => ({
  class: {
    id: String(link.class.id),
    sku: link.class.sku,
    name: link.class.name,
    date: link.class.date,
    path: link.class.path,
    locationName: link.class.location_name,
    timezone: link.class.timezone,
  },
  authorName: link.author_name,
});

const reviewParam = (id: string) => ({ id: String(numericId(id, "id")) });

export const reviewQueries: Pick<QueryResolvers, "reviewLink" | "adminReviews"> = {
  // hc puts a parameter in the path as given: a free-text token is encoded here.
  reviewLink: async (_parent, { token }, { api }) => linkOf(await rest(api.read(api.rpc.reviews.links[":token"].$get({ param: { token: encodeURIComponent(token) } })))),
  adminReviews: async (_parent, { status, limit, offset }, { api }) => {
    const page = await rest(
      api.read(api.rpc.reviews.$get({ query: { status: status ? lower(status) : undefined, limit: String(limit ?? 25), offset: String(offset ?? 0) } })),
    );
    return { reviews: page.data.map(staffReviewOf), total: page.meta.total, ...page.meta.counts };
  },
};

export const reviewMutations: Pick<MutationResolvers, "submitReview" | "moderateReview" | "replyToReview"> = {
  submitReview: async (_parent, { token, rating, comment }, { api }) =>
    linkOf(await rest(api.read(api.rpc.reviews.$post({ json: { token, rating, comment: comment ?? "" } })))),
  moderateReview: async (_parent, { id, status }, { api }) =>
    staffReviewOf(await rest(api.read(api.rpc.reviews[":id{[0-9]+}"].status.$post({ param: reviewParam(id), json: { status: lower(status) } })))),
  replyToReview: async (_parent, { id, reply }, { api }) =>
    staffReviewOf(await rest(api.read(api.rpc.reviews[":id{[0-9]+}"].reply.$put({ param: reviewParam(id), json: { reply } })))),
};
