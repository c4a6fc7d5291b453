/**
 * The zip page's look-up (spec §5, §8, §9): a zip code or a city name to the nearby kitchens, in
 * distance order. Rules come from workers/core; this module only strings the queries together.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { LocationCardFragment } from "../../../graphql/generated/client/graphql";
import { findWithRadiusRetry, INITIAL_LOCATION_RADIUS, isToleratedLocationError, NO_SERVICE_MESSAGE } from "../../../workers/core/geo";
import { classifyLocationQuery } from "../../../workers/core/input-formats";
import { publicQuery, failureOf, type FieldMessages } from "../core/graphql.server";

export type LocationSearch =
  /** No input: every active kitchen, by name. */
  | { kind: "all"; locations: LocationCardFragment[] }
  /**
   * Kitchens within `mileRadius` of the place, nearest first; `zipcode` is what was searched
   * around (the page remembers it); `remembered` when it is the visitor's last search, shown
   * before they typed anything.
   */
  | { kind: "nearby"; place: string; zipcode: string; mileRadius: number; locations: LocationCardFragment[]; remembered?: true }
  /** Spec §8's tolerated message: nothing in range, so every kitchen is listed below it. */
  | { kind: "no-service"; place: string; message: string; locations: LocationCardFragment[] }
  /** The input cannot be looked up: messages for the field, every kitchen below. */
  | { kind: "invalid"; errors: string[]; status: 400 | 200; locations: LocationCardFragment[] }
  /** Any other failure (spec §8: stored as the location error and shown). */
  | { kind: "error"; message: string };

/**
 * The page's first query, before the visitor typed anything (spec §9: it uses 100 miles): around
 * the zip code of their last search when the page remembers one, else every kitchen.
 */
export async function initialLocations(context: AppLoadContext, rememberedZip: string | null): Promise<LocationSearch> {
  if (rememberedZip && /^\d{5}$/.test(rememberedZip)) {
    try {
      const answer = await publicQuery(context, LocationsNearQuery, { zipcode: rememberedZip, mileRadius: INITIAL_LOCATION_RADIUS });
      const locations = answer.locations.locations;
      if (locations.length > 0) {
        return { kind: "nearby", place: rememberedZip, zipcode: rememberedZip, mileRadius: INITIAL_LOCATION_RADIUS, locations, remembered: true };
      }
    } catch (error) {
      // A remembered zip we no longer know, or a look-up that failed, is no reason to fail the
      // page: list every kitchen (which says so itself when it fails, spec §8).
      if (!failureOf(error)) throw error;
    }
  }
  return searchLocations(context, "");
}

/** What a person typed, from `?q=`; blank means no search. */
export async function searchLocations(context: AppLoadContext, input: string): Promise<LocationSearch> {
  try {
    return await search(context, input);
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return { kind: "invalid", errors: fieldErrors(fields), status: 400, locations: await allLocations(context) };
    if (error instanceof Error && isToleratedLocationError(error.message)) {
      return { kind: "no-service", place: input.trim(), message: NO_SERVICE_MESSAGE, locations: await allLocations(context) };
    }
    console.error("web: location look-up failed", error);
    return { kind: "error", message: "We couldn’t look up our kitchens just now. Please try again in a moment." };
  }
}

async function search(context: AppLoadContext, input: string): Promise<LocationSearch> {
  if (input.trim() === "") return { kind: "all", locations: await allLocations(context) };

  const located = classifyLocationQuery(input);
  let zipcode: string;
  let place: string;
  if (located.kind === "zip") {
    zipcode = located.zipcode;
    place = located.zipcode;
  } else {
    const { cityLookup } = await publicQuery(context, CityZipcodeQuery, { city: located.city });
    if (!cityLookup) {
      return {
        kind: "invalid",
        errors: [`We couldn’t find a city called “${located.city}”. Check the spelling, or enter a zip code.`],
        status: 200,
        locations: await allLocations(context),
      };
    }
    // Spec §3: a city is searched around its closest zip code.
    zipcode = cityLookup.closestZipcode.zipcode;
    place = `${cityLookup.name}, ${cityLookup.state}`;
  }

  let message: string | null | undefined;
  const { radius, locations } = await findWithRadiusRetry(async (mileRadius) => {
    const answer = await publicQuery(context, LocationsNearQuery, { zipcode, mileRadius });
    message = answer.locations.message;
    return answer.locations.locations;
  });
  if (locations.length > 0) return { kind: "nearby", place, zipcode, mileRadius: radius, locations };
  if (message && !isToleratedLocationError(message)) throw new Error(message);
  return { kind: "no-service", place, message: message ?? NO_SERVICE_MESSAGE, locations: await allLocations(context) };
}

/**
 * Every active kitchen, without a position: a radius needs one (decision 006), and we do not
 * guess it from the IP address. The typed look-ups use 50 miles and retry with 100
 * (findWithRadiusRetry); the first query of a returning visitor uses 100 (initialLocations).
 */
async function allLocations(context: AppLoadContext): Promise<LocationCardFragment[]> {
  const { locations } = await publicQuery(context, AllLocationsQuery, {});
  return locations.locations;
}

/**
 * The browser's position, offered with the visitor's consent (decision 085), as the zip code of
 * the nearest kitchen: the shop remembers where it would cook for them, never the position.
 * Null when no kitchen is within `WIDEST_RADIUS` miles.
 */
export async function nearestKitchenZip(context: AppLoadContext, latitude: number, longitude: number): Promise<string | null> {
  const answer = await publicQuery(context, LocationsAroundQuery, { latitude, longitude, mileRadius: WIDEST_RADIUS });
  return answer.locations.locations[0]?.zipcode ?? null;
}

/** The api's widest radius (miles): every kitchen in distance order. */
export const WIDEST_RADIUS = 3000;

const SUBJECTS: Record<string, string> = { city: "A city name", zipcode: "A zip code" };

/** "A city name must be at most 100 characters." — the api's fragments as sentences. */
function fieldErrors(fields: FieldMessages): string[] {
  return Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((message) => {
      const sentence = /^[a-z]/.test(message) ? `${SUBJECTS[field] ?? "This"} ${message}` : message;
      return sentence.endsWith(".") ? sentence : `${sentence}.`;
    }),
  );
}

const LocationsNearQuery = graphql(`
  query LocationsNear($zipcode: String!, $mileRadius: Float!) {
    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {
      message
      mileRadius
      locations {
        ...LocationCard
      }
    }
  }
`);

const LocationsAroundQuery = graphql(`
  query LocationsAround($latitude: Float!, $longitude: Float!, $mileRadius: Float!) {
    locations(filter: { latitude: $latitude, longitude: $longitude, mileRadius: $mileRadius, active: true }) {
      locations {
        id
        zipcode
      }
    }
  }
`);

const CityZipcodeQuery = graphql(`
  query CityZipcode($city: String!) {
    cityLookup(city: $city) {
      name
      state
      closestZipcode {
        zipcode
      }
    }
  }
`);

const AllLocationsQuery = graphql(`
  query AllLocations {
    locations(filter: { active: true }) {
      locations {
        ...LocationCard
      }
    }
  }
`);
