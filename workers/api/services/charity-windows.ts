/** Charity windows: the drive a cart may add a donation to (spec §7 GET charity-windows/current). */
import { and, desc, gt, lte } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";

const { charityWindows } = schema;

export type CharityWindowJson = typeof charityWindows.$inferSelect;

/** The window containing `now`; of overlapping windows, the one that started last. */
export async function currentCharityWindow(db: Database, now = new Date()): Promise<CharityWindowJson> {
  const instant = now.toISOString();
  const [window] = await db
    .select()
    .from(charityWindows)
    .where(and(lte(charityWindows.starts_at, instant), gt(charityWindows.ends_at, instant)))
    .orderBy(desc(charityWindows.starts_at))
    .limit(1);
  if (!window) throw new ApiError(404, "NOT_FOUND", "No charity window is open right now");
  return window;
}
