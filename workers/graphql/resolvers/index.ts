import type { Resolvers } from "../../../graphql/generated/resolvers.generated";
import { Class, classes } from "./classes";

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    classes,
  },
  Class,
};
