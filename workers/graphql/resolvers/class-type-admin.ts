/**
 * The console's class types and kitchens' pictures over GraphQL (decision 047): each field calls
 * the staff's REST route with the caller's token; the api decides who may. Pictures pass on as
 * multipart: the api judges the bytes (decision 024).
 */
import type { StaffClassTypeJson } from "../../api/services/class-type-admin";
import type { StaffLocationJson } from "../../api/services/location-admin";
import type { ClassTypeInput, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { toSearchParams, type ApiClient } from "../datasources/api";
import { numericId } from "./errors";
import { rest } from "./rest";

const adminClassType = (row: StaffClassTypeJson) => ({ classType: row, upcomingClasses: row.upcoming_classes, bookedClasses: row.booked_classes });

const typePath = (id: string) => `class-types/${numericId(id, "id")}`;

function classTypeBody(input: ClassTypeInput) {
  return {
    name: input.name,
    description: input.description ?? "",
    offer: input.offer.toLowerCase(),
    seat_price_cents: input.seatPriceCents ?? null,
    pair_price_cents: input.pairPriceCents ?? null,
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
    const search = toSearchParams({ ids: ids?.map((id) => numericId(id, "ids")) });
    const list = await rest(api.send<{ data: StaffClassTypeJson[] }>("GET", `class-types?${search}`));
    return list.data.map(adminClassType);
  },
};

async function staffLocation(api: ApiClient, id: string) {
  const search = toSearchParams({ view: "staff", ids: [numericId(id, "id")] });
  const [row] = (await api.send<{ data: StaffLocationJson[] }>("GET", `locations?${search}`)).data;
  if (!row) throw new Error("The location was not found after its change");
  return { location: row, taxRateBps: row.tax_rate_bps, upcomingClasses: row.upcoming_classes, shippingOffsetsCount: row.shipping_offsets_count };
}

export const classTypeAdminMutations: Pick<
  MutationResolvers,
  "createClassType" | "updateClassType" | "setClassTypePicture" | "removeClassTypePicture" | "setLocationPicture" | "removeLocationPicture"
> = {
  createClassType: async (_parent, { input }, { api }) =>
    adminClassType(await rest(api.send<StaffClassTypeJson>("POST", "class-types", classTypeBody(input)))),
  updateClassType: async (_parent, { id, input }, { api }) =>
    adminClassType(await rest(api.send<StaffClassTypeJson>("PUT", typePath(id), classTypeBody(input)))),
  setClassTypePicture: async (_parent, { id, picture, alt }, { api }) =>
    adminClassType(await rest(api.send<StaffClassTypeJson>("PUT", `${typePath(id)}/picture`, pictureForm(picture, alt)))),
  removeClassTypePicture: async (_parent, { id }, { api }) => adminClassType(await rest(api.send<StaffClassTypeJson>("DELETE", `${typePath(id)}/picture`))),
  setLocationPicture: async (_parent, { id, picture, alt }, { api }) => {
    await rest(api.send("PUT", `locations/${numericId(id, "id")}/picture`, pictureForm(picture, alt)));
    return staffLocation(api, id);
  },
  removeLocationPicture: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", `locations/${numericId(id, "id")}/picture`));
    return staffLocation(api, id);
  },
};
