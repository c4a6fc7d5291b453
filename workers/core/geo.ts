// Distances and the location-search radius rule (spec §8, §9).

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** §9: radius of an ordinary location lookup, in miles. */
export const DEFAULT_MILE_RADIUS = 50;
/** §9: radius of the retry when the default radius finds too few locations. */
export const WIDE_MILE_RADIUS = 100;
/** §9: fewer locations than this in range triggers the wider retry. */
export const MIN_LOCATIONS_IN_RANGE = 3;
/** §9: radius of the first location query a visitor's page makes. */
export const INITIAL_LOCATION_RADIUS = 100;

/** §8: the lookup answers with this message when no location serves the area. */
export const NO_SERVICE_MESSAGE = "We do not offer services in this area";

const EARTH_RADIUS_MILES = 3958.8; // mean radius (IUGG), in statute miles

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle (haversine) distance in statute miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * §9: look up with the default radius (50) and, when fewer than 3 locations are in range, once
 * more with the wide radius (100). The wide result is returned as it is, even if still short.
 */
export async function findWithRadiusRetry<T>(
  lookup: (radius: number) => Promise<T[]>,
): Promise<{ radius: number; locations: T[] }> {
  const nearby = await lookup(DEFAULT_MILE_RADIUS);
  if (nearby.length >= MIN_LOCATIONS_IN_RANGE) return { radius: DEFAULT_MILE_RADIUS, locations: nearby };
  return { radius: WIDE_MILE_RADIUS, locations: await lookup(WIDE_MILE_RADIUS) };
}

/**
 * §8: the no-service message is tolerated (locations still load); any other message is a real
 * location error. Matched case-insensitively anywhere in the message, since callers may receive it
 * wrapped (e.g. "GraphQL error: We do not offer services in this area.").
 */
export function isToleratedLocationError(message: string | null | undefined): boolean {
  if (!message) return false;
  return message.toLowerCase().includes(NO_SERVICE_MESSAGE.toLowerCase());
}

/**
 * A plain maps link to an address, opened by the customer's browser (decision 038): our servers
 * never call a maps service.
 */
export function mapUrl(address: { street: string; city: string; state: string; zipcode: string }): string {
  const query = `${address.street}, ${address.city}, ${address.state} ${address.zipcode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
