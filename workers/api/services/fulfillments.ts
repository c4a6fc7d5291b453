/** Fulfillments (spec §3): 1 in-person class, 2 pre-assembled pickup, 3 delivery, 4 shipping. */
import { asc, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { notFound } from "../lib/errors";
import type { IdOrKey } from "../lib/params";

const { fulfillments } = schema;

export type FulfillmentJson = typeof fulfillments.$inferSelect;

/** A class's fulfillment as a cart line or a registration carries it (GraphQL ClassFulfillment): with the path of its page. */
export const classFulfillmentColumns = { id: fulfillments.id, key: fulfillments.key, name: fulfillments.name, path: fulfillments.path };

export function listFulfillments(db: Database): Promise<FulfillmentJson[]> {
  return db.select().from(fulfillments).orderBy(asc(fulfillments.id));
}

export async function getFulfillment(db: Database, idOrKey: IdOrKey): Promise<FulfillmentJson> {
  const [fulfillment] = await db
    .select()
    .from(fulfillments)
    // The key column is an enum; any other text simply matches nothing.
    .where("id" in idOrKey ? eq(fulfillments.id, idOrKey.id) : eq(fulfillments.key, idOrKey.key as FulfillmentJson["key"]))
    .limit(1);
  if (!fulfillment) throw notFound("Fulfillment");
  return fulfillment;
}
