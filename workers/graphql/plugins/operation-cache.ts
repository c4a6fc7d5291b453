/**
 * The whole answer of a public read-only operation, kept in the edge cache next to the lists it
 * was built from (decision 007). A repeated schedule or class-list query then skips execution
 * entirely: no REST call, no resolvers, one D1 read. The answer is reused only while it and
 * every list under it are fresh (5 minutes, spec §9); after that the operation runs again and the
 * lists' own stale-while-revalidate applies. `extensions.cache` reports the lists as usual.
 */
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { FRESH_MS } from "../cache/policy";
import { remembered, type StoredOperation } from "../cache/operation-memory";
import { cacheExtension, type CacheReportEntry } from "../cache/report";
import type { GraphQLContext, ServerContext } from "../context";

/** Root fields whose answers are the same for every caller. */
const PUBLIC_ROOT_FIELDS = new Set([
  "ok",
  "classes",
  "class",
  "classTypes",
  "classSchedule",
  "locations",
  "location",
  "cityLookup",
  "fulfillments",
  "fulfillment",
  "menus",
  "menu",
  "meals",
  "meal",
  "mealTypes",
  "allergies",
  "currentCharityWindow",
  "pressReleases",
  "pressRelease",
  "inTheNews",
  "newsroomStatuses",
]);

/**
 * Root fields whose answers show seats (decision 036), or kitchens' pictures (policy.ts
 * showsSeats): such an answer is kept with the seat version it was built under and reused only
 * while that version is current.
 */
const SEAT_ROOT_FIELDS = new Set(["classes", "class", "classSchedule", "locations"]);

/** A precise position locates one customer: such answers are never shared (policy.ts). */
const PERSONAL_ARGUMENTS = /\b(latitude|longitude)\b/;

function operationOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations[0];
}

/** True for a query whose every root field is public. */
export function isShareable(document: DocumentNode, operationName?: string | null): boolean {
  const operation = operationOf(document, operationName);
  if (!operation || operation.operation !== "query") return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value),
  );
}

/** True when a root field of the operation shows seats. */
function showsSeats(document: DocumentNode, operationName?: string | null): boolean {
  const operation = operationOf(document, operationName);
  return (operation?.selectionSet.selections ?? []).some(
    (selection) => selection.kind === Kind.FIELD && SEAT_ROOT_FIELDS.has(selection.name.value),
  );
}

/** The root fields' arguments as text (output fields named latitude are not arguments). */
function rootArguments(document: DocumentNode, operationName?: string | null): string {
  const operation = operationOf(document, operationName);
  return (operation?.selectionSet.selections ?? [])
    .flatMap((selection) => (selection.kind === Kind.FIELD ? (selection.arguments ?? []) : []))
    .map((argument) => print(argument))
    .join(" ");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

async function operationKey(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `op:${hex}`;
}

/**
 * The reused answer's lists as `extensions.cache` entries, or undefined when any is too old or a
 * seat changed since it was built.
 */
function freshLists(stored: StoredOperation, now: number, seatVersion: number | undefined): CacheReportEntry[] | undefined {
  if (now - stored.storedAt >= FRESH_MS) return undefined;
  if (stored.seatVersion !== seatVersion) return undefined;
  const entries: CacheReportEntry[] = [];
  for (const list of stored.lists) {
    const age = now - list.fetchedAt;
    if (age >= FRESH_MS) return undefined;
    entries.push({ key: list.key, status: "hit", ageSeconds: Math.floor(Math.max(0, age) / 1000) });
  }
  return entries;
}

/** Whole seconds the stored answer stays fresh (spec §9's 5 minutes from when it was built). */
function answerFreshSeconds(stored: StoredOperation, now: number): number {
  return Math.max(0, Math.floor((FRESH_MS - (now - stored.storedAt)) / 1000));
}

/** A fresh stored answer for the key: from this isolate's memory, else from the edge cache. */
async function freshAnswer(
  key: string,
  cache: NonNullable<GraphQLContext["api"]["sharedCache"]>,
  seatVersion: number | undefined,
): Promise<{ stored: StoredOperation; entries: CacheReportEntry[] } | undefined> {
  const now = cache.now();
  const inMemory = remembered.get(key);
  const memoryEntries = inMemory && freshLists(inMemory, now, seatVersion);
  if (inMemory && memoryEntries) return { stored: inMemory, entries: memoryEntries };
  const row = await cache.peek(key);
  if (!row) return undefined;
  const stored = JSON.parse(row.body) as StoredOperation;
  const entries = freshLists(stored, now, seatVersion);
  if (!entries) return undefined;
  remembered.set(key, stored, row.body.length);
  return { stored, entries };
}

export function operationCachePlugin(): Plugin<GraphQLContext, ServerContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const { api } = context;
      const cache = api.sharedCache;
      if (!cache || !isShareable(args.document, args.operationName)) return undefined;
      const variables = stableJson(args.variableValues ?? {});
      if (PERSONAL_ARGUMENTS.test(variables) || PERSONAL_ARGUMENTS.test(rootArguments(args.document, args.operationName))) {
        return undefined;
      }
      const seatBound = showsSeats(args.document, args.operationName);
      // Read before anything is built (decision 036): one primary-key row, in parallel with the key.
      const [key, seatVersion] = await Promise.all([
        operationKey(`${args.operationName ?? ""}\n${print(args.document)}\n${variables}`),
        seatBound ? cache.seatVersion() : undefined,
      ]);
      // The seat version could not be read: build the answer, keep nothing.
      if (seatBound && seatVersion === undefined) return undefined;

      const reused = cache.bypass ? undefined : await freshAnswer(key, cache, seatVersion);
      if (reused) {
        // An answer built from no cached list (a class by its sku) is as fresh as itself: a
        // client may keep it until it turns 5 minutes old (the web's page cache, decision 042).
        const report = cacheExtension(reused.entries) ?? { status: "hit" as const, maxAgeSeconds: answerFreshSeconds(reused.stored, cache.now()), entries: [] };
        setResultAndStopExecution({
          data: reused.stored.data as Record<string, unknown>,
          extensions: { restCalls: 0, cache: seatVersion === undefined ? report : { ...report, seatVersion } },
        });
        return undefined;
      }
      return {
        onExecuteDone({ result }) {
          if (!result || !("data" in result) || result.errors?.length) return;
          // An answer built from a stale list would outlive its data: only fresh ones are kept.
          if (api.cacheReport.some((entry) => entry.status === "stale")) return;
          const now = cache.now();
          const lists = api.cacheReport.map((entry) => ({ key: entry.key, fetchedAt: now - entry.ageSeconds * 1000 }));
          const stored: StoredOperation = { data: result.data, lists, storedAt: now, ...(seatBound && { seatVersion }) };
          const text = JSON.stringify(stored);
          remembered.set(key, stored, text.length);
          context.ctx.waitUntil(cache.put(key, text));
        },
      };
    },
  };
}
