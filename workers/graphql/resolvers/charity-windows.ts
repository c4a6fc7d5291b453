/** Query.currentCharityWindow: the drive a cart may add a donation to, or null. */
import type { CharityWindowResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { orNull } from "./errors";

export const currentCharityWindow: NonNullable<QueryResolvers["currentCharityWindow"]> = (_parent, _args, { api }) =>
  orNull(api.read(api.rpc["charity-windows"].current.$get()));

export const CharityWindow: CharityWindowResolvers = {
  startsAt: (window) => window.starts_at,
  endsAt: (window) => window.ends_at,
  suggestedAmounts: (window) => window.suggested_amounts,
};
