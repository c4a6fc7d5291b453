/** Query.classes, class and classTypes, and the Class type: REST `GET classes` mapped to the schema. */
import { GraphQLError } from "graphql";
import { cutSearch } from "../../core/catalog-search";
import type { ClassDetailJson, ClassTypeJson } from "../../api/contract";
import type {
  ClassPriceResolvers,
  ClassResolvers,
  PortionQuantityResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import type { Loaders } from "../loaders";
import { params } from "../datasources/api";
import { orNull, pathKey, withArgumentNames } from "./errors";
import { flag } from "./query-flags";
import { upper } from "./rest";
import type { ClassModel } from "./models";

export const classes: NonNullable<QueryResolvers["classes"]> = async (_parent, { filter, first }, { api }) => {
  if (first !== undefined && first !== null && (first < 1 || first > 1000)) {
    throw new GraphQLError("first must be between 1 and 1000", {
      extensions: { code: "BAD_USER_INPUT", fields: { first: ["must be between 1 and 1000"] } },
    });
  }
  const query = params({
    method: filter?.method,
    location: filter?.locationIds,
    month: filter?.month,
    before_date: filter?.beforeDate,
    after_date: filter?.afterDate,
    class_type: filter?.classTypeIds,
    max_price: filter?.maxPriceCents,
    weekday: filter?.weekdays,
    min_seats: filter?.minSeatsLeft,
    // Cut here as the api would (decision 072): a pasted page never makes a long REST address.
    search: typeof filter?.search === "string" ? cutSearch(filter.search).text : undefined,
    limit: first,
  });
  const flags = { canceled: flag(filter?.canceled), public_class: flag(filter?.publicClass), seats_available: flag(filter?.seatsAvailable) };
  const answer = await api.read(api.rpc.classes.$get({ query: { ...query, ...flags } }));
  return answer.data;
};

export const shopClass: NonNullable<QueryResolvers["class"]> = (_parent, { idOrSku }, { api }) =>
  orNull(withArgumentNames(api.read(api.rpc.classes[":id"].$get({ param: { id: pathKey(idOrSku, "idOrSku") } })), { id: "idOrSku" }));

export const classTypes: NonNullable<QueryResolvers["classTypes"]> = (_parent, _args, { loaders }) => loaders.classTypes();

function relation<T>(value: T | null | undefined, name: string): T {
  if (value === undefined || value === null) {
    throw new GraphQLError(`Class ${name} was not loaded`, { extensions: { code: "INTERNAL" } });
  }
  return value;
}

/** A class page carries its type and prices; a class in a list shares one GET classes/types. */
async function classTypeOf(shopClass: ClassModel, loaders: Loaders): Promise<ClassTypeJson> {
  if ("class_type" in shopClass) return { ...shopClass.class_type, prices: shopClass.prices };
  const classType = (await loaders.classTypes()).find((type) => type.id === shopClass.class_type_id);
  return relation(classType, "type");
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
  classType: (c, _args, { loaders }) => classTypeOf(c, loaders),
  prices: async (c, _args, { loaders }) => ("prices" in c ? c.prices : (await classTypeOf(c, loaders)).prices),
  // Decision 079: the api's one price of the class (its own, else its type's).
  unitPriceCents: (c) => c.unit_price_cents ?? null,
  fromPriceCents: (c) => c.from_price_cents ?? null,
  menu: (c) => c.menu ?? null,
  // Decision 065: only one class's answer (GET classes/{id}) carries it.
  goNoGo: (c) => ("go_no_go" in c && c.go_no_go ? goNoGo(c.go_no_go) : null),
};

function goNoGo(rule: NonNullable<ClassDetailJson["go_no_go"]>) {
  return {
    minSeats: rule.min_seats,
    decisionHours: rule.decision_hours,
    decideAt: rule.decide_at,
    seatsBooked: rule.seats_booked,
    seatsNeeded: rule.seats_needed,
    decision: rule.decision === null ? null : upper(rule.decision),
    decidedAt: rule.decided_at,
  };
}

export const ClassPrice: ClassPriceResolvers = {
  portionSize: (price) => price.portion_size,
  portionQuantity: (price) => price.portion_quantity,
  priceCents: (price) => price.price_cents,
};

export const PortionQuantity: PortionQuantityResolvers = {
  mealCount: (quantity) => quantity.meal_count,
};
