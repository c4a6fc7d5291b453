/** Query.classes and the Class type: REST `GET classes` mapped to the schema. */
import { GraphQLError } from "graphql";
import type { ClassJson } from "../../api/services/classes";
import type { ClassResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";

interface ClassListAnswer {
  data: ClassJson[];
}

export const classes: NonNullable<QueryResolvers["classes"]> = async (_parent, { filter, first }, { api }) => {
  if (first !== undefined && first !== null && (first < 1 || first > 1000)) {
    throw new GraphQLError("first must be between 1 and 1000", {
      extensions: { code: "BAD_USER_INPUT", fields: { first: ["must be between 1 and 1000"] } },
    });
  }
  const answer = await api.get<ClassListAnswer>("classes", {
    method: filter?.method,
    location: filter?.locationIds ?? undefined,
    month: filter?.month,
    canceled: filter?.canceled,
    public_class: filter?.publicClass,
    before_date: filter?.beforeDate,
    after_date: filter?.afterDate,
    limit: first ?? undefined,
  });
  return answer.data;
};

function relation<T>(value: T | null | undefined, name: string): T {
  if (value === undefined || value === null) {
    throw new GraphQLError(`Class ${name} was not loaded`, { extensions: { code: "INTERNAL" } });
  }
  return value;
}

export const Class: ClassResolvers = {
  id: (c) => String(c.id),
  description: (c) => c.description,
  durationMinutes: (c) => c.duration_minutes,
  classIsPublic: (c) => c.class_is_public,
  seatsLeft: (c) => c.seats_left,
  location: (c) => relation(c.location, "location"),
  fulfillment: (c) => relation(c.fulfillment, "fulfillment"),
  host: (c) => (c.host ? { id: String(c.host.id), firstName: c.host.first_name, lastName: c.host.last_name } : null),
  menu: (c) => (c.menu ? { ...c.menu, id: String(c.menu.id) } : null),
};
