/** A class's manifest over GraphQL (decision 066): "message attendees", REST with the caller's token. */
import type { MutationResolvers } from "../../../graphql/generated/resolvers.generated";
import { numericId } from "./errors";
import { rest } from "./rest";

export const classManifestMutations: Pick<MutationResolvers, "messageAttendees"> = {
  messageAttendees: async (_parent, { classId, subject, message }, { api }) =>
    rest(
      api.read(
        api.rpc.classes[":id{[0-9]+}"].message.$post({
          param: { id: String(numericId(classId, "classId")) },
          json: { subject, message },
        }),
      ),
    ),
};
