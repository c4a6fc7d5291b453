/**
 * This isolate's parsed copies of stored operation answers (plugins/operation-cache.ts), and how
 * a write forgets them (EdgeCache.forget). Plain data only: nothing of a request is kept here.
 */
import { IsolateMemory } from "../../core/isolate-memory";

/**
 * Answers this isolate stored or read lately, parsed (16 MB of their text): a warm operation then
 * skips the D1 read and the parse. Freshness is still judged by the stored timestamps, so this
 * copy never outlives the one in D1.
 */
export const remembered = new IsolateMemory<StoredOperation>(16 * 1024 * 1024);

/** Forgets this isolate's answers built from a list under `prefix` (EdgeCache.forget). */
export function forgetOperations(prefix: string): void {
  remembered.deleteWhere((_key, stored) => stored.lists.some((list) => list.key.startsWith(prefix)));
}

export interface StoredOperation {
  data: unknown;
  /** The lists the answer was built from, with when each was fetched from the api. */
  lists: Array<{ key: string; fetchedAt: number }>;
  storedAt: number;
  /** The seat version read before the answer was built; absent when it shows no seats. */
  seatVersion?: number;
}
