/**
 * Per-request batching (STYLE 7): every object a page reaches through a relation is loaded with
 * one REST call per kind, whatever the number of parents. Built in context.ts for each request and
 * never shared, so nothing outlives the request that asked for it.
 */
import DataLoader from "dataloader";
import type { ReviewSummaryJson } from "../api/contract";
import { params, type ApiClient } from "./datasources/api";

export interface ListAnswer<Row> {
  data: Row[];
}

/** REST `ids` lists take at most 100 ids (workers/api/lib/params.ts). */
const MAX_BATCH = 100;

/** A loader of rows by id through a REST list that accepts `ids`; a missing id loads null. */
function byIds<Row extends { id: number }>(load: (ids: number[]) => Promise<ListAnswer<Row>>) {
  return new DataLoader<number, Row | null>(
    async (ids) => {
      const { data } = await load([...ids]);
      const byId = new Map(data.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** A small list fetched at most once per request, however many fields ask for it. */
function once<Row>(load: () => Promise<ListAnswer<Row>>): () => Promise<Row[]> {
  let rows: Promise<Row[]> | undefined;
  return () => (rows ??= load().then((answer) => answer.data));
}

export function createLoaders(api: ApiClient) {
  const { rpc, read } = api;
  return {
    /** Locations with their fulfillments, address and fulfillment ids. */
    locationById: byIds((ids) => read(rpc.locations.$get({ query: params({ ids, relations: "fulfillments" }) }))),
    /** Menus with their meals (each meal with its type and allergens). */
    menuById: byIds((ids) => read(rpc.menus.$get({ query: params({ ids, relations: "meals" }) }))),
    mealById: byIds((ids) => read(rpc.meals.$get({ query: params({ ids }) }))),
    fulfillments: once(() => read(rpc.fulfillments.$get())),
    /** Class types with their price matrices: a class list needs one call for all its prices. */
    classTypes: once(() => read(rpc.classes.types.$get())),
    mealTypes: once(() => read(rpc["meal-types"].$get())),
    allergies: once(() => read(rpc.allergies.$get())),
    /** A class type's published reviews, average and count (decision 064): one call for every type a page shows. */
    reviewSummaryByClassType: new DataLoader<number, ReviewSummaryJson>(
      async (ids) => {
        const { data } = await read(rpc.reviews.summaries.$get({ query: { class_type_ids: ids.join(",") } }));
        return ids.map((id) => data.find((summary) => summary.class_type_id === id) ?? { class_type_id: id, average: null, count: 0, latest: [] });
      },
      { maxBatchSize: 50 },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
