/** Query.locations, location, cityLookup and checkMismatchZip, and the Location type (spec §3, §7–§9). */
import type { LocationJson } from "../../api/contract";
import type {
  CityLookupResolvers,
  LocationResolvers,
  QueryResolvers,
  ShippingOffsetResolvers,
  ZipcodeInfoResolvers,
  ZipMismatchResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import type { Loaders } from "../loaders";
import { numericId, orNull, withArgumentNames } from "./errors";
import { flag } from "./query-flags";
import type { LocationModel } from "./models";

export const locations: NonNullable<QueryResolvers["locations"]> = async (_parent, { filter }, { api, loaders }) => {
  const answer = await withArgumentNames(
    api.read(
      api.rpc.locations.$get({
        query: {
          ...params({
            user_latitude: filter?.latitude,
            user_longitude: filter?.longitude,
            user_zipcode: filter?.zipcode,
            mile_radius: filter?.mileRadius,
            relations: "fulfillments",
          }),
          active: flag(filter?.active),
          class_public: flag(filter?.classPublic),
          class_future: flag(filter?.classFuture),
        },
      }),
    ),
    {
      class_public: "classPublic",
      class_future: "classFuture",
      user_latitude: "latitude",
      user_longitude: "longitude",
      user_zipcode: "zipcode",
      mile_radius: "mileRadius",
    },
  );
  // A location met again through a relation (a shipping offset, a class) needs no second call.
  for (const location of answer.data) loaders.locationById.prime(location.id, { ...location, distance: null });
  return { locations: answer.data, message: answer.meta.message ?? null, mileRadius: answer.meta.mile_radius ?? null };
};

export const location: NonNullable<QueryResolvers["location"]> = (_parent, { id }, { loaders }) =>
  loaders.locationById.load(numericId(id, "id"));

export const cityLookup: NonNullable<QueryResolvers["cityLookup"]> = (_parent, { zipcode, city, state }, { api }) =>
  orNull(api.read(api.rpc.locations.city.$get({ query: params({ zipcode, city, state }) })));

export const checkMismatchZip: NonNullable<QueryResolvers["checkMismatchZip"]> = (
  _parent,
  { locationId, zipcode },
  { api },
) =>
  orNull(
    api.read(
      api.rpc.locations[":id"].checkMismatchZip.$get({
        param: { id: String(numericId(locationId, "locationId")) },
        query: { zipcode },
      }),
    ),
  );

/** A location with its fulfillments: as it came, or through the per-request loader. */
async function withFulfillments(location: LocationModel, loaders: Loaders): Promise<LocationJson | null> {
  if ("location_fulfillment_ids" in location) return location;
  return loaders.locationById.load(location.id);
}

export const Location: LocationResolvers = {
  address: (l) => ({ street: l.street, city: l.city, state: l.state, zipcode: l.zipcode }),
  distance: (l) => ("distance" in l ? l.distance : null),
  allowCustomClass: (l) => l.allow_custom_class,
  calendarId: (l) => l.calendar_id,
  activeMonths: (l) => l.active_months,
  fulfillmentIds: async (l, _args, { loaders }) =>
    ((await withFulfillments(l, loaders))?.location_fulfillment_ids ?? []).map(String),
  fulfillments: async (l, _args, { loaders }) => {
    const location = await withFulfillments(l, loaders);
    if (!location) return [];
    if (location.fulfillments) return location.fulfillments;
    const all = await loaders.fulfillments();
    return all.filter((fulfillment) => location.location_fulfillment_ids.includes(fulfillment.id));
  },
};

export const CityLookup: CityLookupResolvers = {
  closestZipcode: (city) => city.closest_zipcode,
};

export const ZipcodeInfo: ZipcodeInfoResolvers = {
  shippingOffsets: (zipcode) => zipcode.shipping_offsets,
};

export const ShippingOffset: ShippingOffsetResolvers = {
  locationId: (offset) => String(offset.location_id),
  offsetDays: (offset) => offset.offset_days,
  location: (offset, _args, { loaders }) => loaders.locationById.load(offset.location_id),
};

export const ZipMismatch: ZipMismatchResolvers = {
  locationId: (check) => String(check.location_id),
  closestLocationId: (check) => String(check.closest_location_id),
  closestLocation: (check, _args, { loaders }) => loaders.locationById.load(check.closest_location_id),
  closestDistance: (check) => check.closest_distance,
  offsetDays: (check) => check.offset_days,
};
