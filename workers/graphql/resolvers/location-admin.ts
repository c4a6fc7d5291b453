/**
 * The Locations area of the admin console over GraphQL (decision 019): each field calls the
 * staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED, FORBIDDEN
 * pass through with no data). Lists go with the caller's token, never through the shared edge cache.
 */
import type { StaffLocationJson } from "../../api/contract";
import type { LocationInput, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId } from "./errors";
import { listPage } from "./newsroom";
import { rest, restBody } from "./rest";

/** A staff location row as AdminLocation (the class-type picture mutations answer it too). */
export const adminLocation = (row: StaffLocationJson) => ({
  location: row,
  taxRateBps: row.tax_rate_bps,
  upcomingClasses: row.upcoming_classes,
  shippingOffsetsCount: row.shipping_offsets_count,
  deliveryArea: {
    radiusMiles: row.delivery_radius_miles,
    zipcodes: row.delivery_zipcodes ?? [],
    feeCents: row.delivery_fee_cents,
    freeOverCents: row.delivery_free_over_cents,
  },
});

/** The REST body of a location input; ids checked before they reach REST. */
function locationBody(input: LocationInput) {
  return {
    ...restBody(input),
    // Left out, these clear: no calendar, every month, no delivery area.
    calendar_id: input.calendarId ?? null,
    active_months: input.activeMonths ?? null,
    delivery_radius_miles: input.deliveryRadiusMiles ?? null,
    delivery_zipcodes: input.deliveryZipcodes ?? null,
    delivery_free_over_cents: input.deliveryFreeOverCents ?? null,
    fulfillment_ids: input.fulfillmentIds.map((id) => numericId(id, "fulfillmentIds")),
    shipping_offsets: input.shippingOffsets?.map((offset) => restBody(offset)),
  };
}

const locationParam = (id: string) => ({ id: String(numericId(id, "id")) });

export const locationAdminQueries: Pick<QueryResolvers, "adminLocations"> = {
  adminLocations: async (_parent, { ids, search: words, first, offset }, { api }) => {
    // A page at the database (decision 045): at most 100 locations, as the other console lists.
    const page = listPage(first, offset, 100, 100);
    const query = params({ ids: ids?.map((id) => numericId(id, "ids")), search: words?.trim() ? words.trim().slice(0, 100) : undefined, ...page });
    const list = await rest(api.read(api.rpc.locations.staff.$get({ query })));
    return list.data.map(adminLocation);
  },
};

export const locationAdminMutations: Pick<MutationResolvers, "createLocation" | "updateLocation" | "deleteLocation"> = {
  createLocation: async (_parent, { input }, { api }) =>
    adminLocation(await rest(api.read(api.rpc.locations.$post({ json: locationBody(input) })))),
  updateLocation: async (_parent, { id, input }, { api }) =>
    adminLocation(await rest(api.read(api.rpc.locations[":id{[0-9]+}"].$put({ param: locationParam(id), json: locationBody(input) })))),
  deleteLocation: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.locations[":id{[0-9]+}"].$delete({ param: locationParam(id) })));
    return id;
  },
};
