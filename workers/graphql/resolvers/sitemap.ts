/**
 * The sitemap's records (decision 071): one REST read of a page, through the edge cache like the
 * catalog's public lists (cache/policy.ts) when the answer is small enough to keep.
 */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { badUserInput, type FieldMessages } from "./errors";

/** The api's most entries a page (a tenth of a sitemap file; decision 071). */
export const MAX_SITEMAP_PAGE = 5_000;

export const sitemap: NonNullable<QueryResolvers["sitemap"]> = async (_parent, { first, offset }, { api }) => {
  const skip = offset ?? 0;
  const fields: FieldMessages = {};
  if (!Number.isInteger(first) || first < 1 || first > MAX_SITEMAP_PAGE) fields.first = [`must be between 1 and ${MAX_SITEMAP_PAGE.toLocaleString("en-US")}`];
  if (!Number.isInteger(skip) || skip < 0 || skip > 100_000_000) fields.offset = ["must be 0 or more"];
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
  const answer = await api.read(api.rpc.sitemap.$get({ query: params({ limit: first, offset: skip }) }));
  return {
    total: answer.meta.total,
    entries: answer.data.map((entry) => ({ kind: entry.kind, id: String(entry.id), key: entry.key, path: entry.path, updatedAt: entry.updated_at })),
  };
};
