/** Query.fulfillments and fulfillment: the four ways a class reaches a customer (spec §3). */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";

export const fulfillments: NonNullable<QueryResolvers["fulfillments"]> = (_parent, _args, { loaders }) =>
  loaders.fulfillments();

/** From the same one list: a page that shows all of them and one of them makes one call. */
export const fulfillment: NonNullable<QueryResolvers["fulfillment"]> = async (_parent, { idOrKey }, { loaders }) =>
  (await loaders.fulfillments()).find((row) => String(row.id) === idOrKey || row.key === idOrKey) ?? null;
