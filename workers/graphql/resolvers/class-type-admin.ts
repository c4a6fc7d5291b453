/**
 * The console's class types and kitchens' pictures over GraphQL (decision 047): each field calls
 * the staff's REST route with the caller's token; the api decides who may. Pictures pass on as
 * multipart: the api judges the bytes (decision 024).
 */
import { REMINDER_HOURS } from "../../core/booking-policy";
import { DECISION_HOURS, MIN_SEATS } from "../../core/go-no-go";
import type { StaffClassTypeJson } from "../../api/contract";
import type { ClassTypeInput, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params, type ApiClient } from "../datasources/api";
import { numericId } from "./errors";
import { adminLocation } from "./location-admin";
import { lower, rest } from "./rest";

const adminClassType = (row: StaffClassTypeJson) => ({
  classType: row,
  upcomingClasses: row.upcoming_classes,
  bookedClasses: row.booked_classes,
  reminderHours: row.reminder_hours,
  minSeats: row.min_seats,
  decisionHours: row.decision_hours,
});

const idParam = (id: string) => ({ id: String(numericId(id, "id")) });

function classTypeBody(input: ClassTypeInput) {
  return {
    name: input.name,
    description: input.description ?? "",
    offer: lower(input.offer),
    seat_price_cents: input.seatPriceCents ?? null,
    pair_price_cents: input.pairPriceCents ?? null,
    reminder_hours: input.reminderHours ?? REMINDER_HOURS.default,
    min_seats: input.minSeats ?? MIN_SEATS.default,
    decision_hours: input.decisionHours ?? DECISION_HOURS.default,
  };
}

function pictureForm(picture: File, alt: string): FormData {
  const form = new FormData();
  form.set("picture", picture, picture.name);
  form.set("alt", alt);
  return form;
}

export const classTypeAdminQueries: Pick<QueryResolvers, "adminClassTypes"> = {
  adminClassTypes: async (_parent, { ids }, { api }) => {
    const query = params({ ids: ids?.map((id) => numericId(id, "ids")) });
    const list = await rest(api.read(api.rpc["class-types"].$get({ query })));
    return list.data.map(adminClassType);
  },
};

async function staffLocation(api: ApiClient, id: string) {
  const query = params({ ids: [numericId(id, "id")] });
  const [row] = (await api.read(api.rpc.locations.staff.$get({ query }))).data;
  if (!row) throw new Error("The location was not found after its change");
  return adminLocation(row);
}

export const classTypeAdminMutations: Pick<
  MutationResolvers,
  "createClassType" | "updateClassType" | "setClassTypePicture" | "removeClassTypePicture" | "setLocationPicture" | "removeLocationPicture"
> = {
  createClassType: async (_parent, { input }, { api }) =>
    adminClassType(await rest(api.read(api.rpc["class-types"].$post({ json: classTypeBody(input) })))),
  updateClassType: async (_parent, { id, input }, { api }) =>
    adminClassType(await rest(api.read(api.rpc["class-types"][":id{[0-9]+}"].$put({ param: idParam(id), json: classTypeBody(input) })))),
  // Multipart: the api reads the form by hand, so it goes through hc's request options.
  setClassTypePicture: async (_parent, { id, picture, alt }, { api }) =>
    adminClassType(
      await rest(api.read(api.rpc["class-types"][":id{[0-9]+}"].picture.$put({ param: idParam(id) }, { init: { body: pictureForm(picture, alt) } }))),
    ),
  removeClassTypePicture: async (_parent, { id }, { api }) =>
    adminClassType(await rest(api.read(api.rpc["class-types"][":id{[0-9]+}"].picture.$delete({ param: idParam(id) })))),
  setLocationPicture: async (_parent, { id, picture, alt }, { api }) => {
    // Multipart, as a class type's.
    await rest(api.read(api.rpc.locations[":id{[0-9]+}"].picture.$put({ param: idParam(id) }, { init: { body: pictureForm(picture, alt) } })));
    return staffLocation(api, id);
  },
  removeLocationPicture: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.locations[":id{[0-9]+}"].picture.$delete({ param: idParam(id) })));
    return staffLocation(api, id);
  },
};
