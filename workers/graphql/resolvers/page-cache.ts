/** The current seat version for the web worker's page cache (decision 042). Never cached itself. */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";

export const seatVersion: NonNullable<QueryResolvers["seatVersion"]> = async (_parent, _args, { api }) =>
  (await api.sharedCache?.seatVersion()) ?? null;
