/**
 * The customer's place on the lists (decision 085): how far each kitchen is from the zip code of
 * `?near=`, so the lists put the nearest first. The place comes from the URL alone (never the
 * cookie), so a kept page is one per place.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { failureOf, publicQuery } from "../core/graphql.server";
import { WIDEST_RADIUS } from "./location-search.server";

/** The place a list was asked for: its zip code, and whether the shop knows that zip code. */
export interface Place {
  zip: string;
  known: boolean;
}

/** Miles from `zip` to each active kitchen (by id); null without a zip or for one we do not know. */
export async function kitchenDistances(context: AppLoadContext, zip: string): Promise<Map<string, number> | null> {
  if (!zip) return null;
  try {
    const answer = await publicQuery(context, KitchenDistancesQuery, { zipcode: zip, mileRadius: WIDEST_RADIUS });
    return new Map(answer.locations.locations.map((location) => [location.id, location.distance ?? Number.POSITIVE_INFINITY]));
  } catch (error) {
    // A zip code we do not know is no reason to fail the list: it is shown in its usual order.
    if (!failureOf(error)) throw error;
    return null;
  }
}

/** Miles from the place to a kitchen: unknown ones (no place, no distance) last. */
export function milesTo(distances: Map<string, number> | null): (id: string) => number {
  return (id) => distances?.get(id) ?? Number.POSITIVE_INFINITY;
}

/** Decision 085: the kitchens nearest the customer's place first (a stable sort keeps the rest in their order). */
export function nearestFirst<Kitchen extends { id: string }>(kitchens: Kitchen[], distances: Map<string, number> | null): Kitchen[] {
  const miles = milesTo(distances);
  return [...kitchens].sort((a, b) => miles(a.id) - miles(b.id));
}

/** The ids of the kitchens within `miles` of the place, nearest first. */
export function kitchensWithin(distances: Map<string, number>, miles: number): string[] {
  return [...distances]
    .filter(([, distance]) => distance <= miles)
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => id);
}

const KitchenDistancesQuery = graphql(`
  query KitchenDistances($zipcode: String!, $mileRadius: Float!) {
    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {
      locations {
        id
        distance
      }
    }
  }
`);
