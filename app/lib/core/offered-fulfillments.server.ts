/**
 * Which fulfillments the active kitchens offer now (decision 091): the header's and footer's links
 * follow them. Read through the public locations list, which the edge cache keeps and rechecks
 * against the seat version a location's save raises (decision 089); a page kept whole records
 * that version too (publicQuery), so no kept page outlives a kitchen's settings.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { publicQuery } from "./graphql.server";

const OfferedFulfillmentsDocument = graphql(`
  query OfferedFulfillments {
    locations(filter: { active: true }) {
      locations {
        id
        fulfillments {
          id
          key
        }
      }
    }
  }
`);

/** The keys offered ("in-person", "pre-assembled", "delivery", "shipping"); undefined when it cannot be read (every link shows). */
export async function offeredFulfillments(context: AppLoadContext): Promise<ReadonlySet<string> | undefined> {
  try {
    const { locations } = await publicQuery(context, OfferedFulfillmentsDocument, {});
    return new Set(locations.locations.flatMap((location) => location.fulfillments.map((fulfillment) => fulfillment.key)));
  } catch (error) {
    console.error("web: the kitchens' fulfillments could not be read for the navigation", error);
    return undefined;
  }
}
