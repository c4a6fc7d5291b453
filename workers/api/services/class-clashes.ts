/**
 * A second class at a kitchen while another is on (issue 27, decision 067): saving one is refused
 * once with the clashes named, until staff tick "Schedule it anyway" (`allow_clash`).
 */
import { and, eq, gt, lt, ne, type SQL } from "drizzle-orm";
import { formatClassMoment } from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError } from "../lib/errors";

const { classes } = schema;

/** One class to be: its start (ISO, UTC) and length. */
export interface Sitting {
  date: string;
  duration_minutes: number;
}

/** The longest class the form allows (12 hours): no class starting earlier can still be on. */
const LONGEST_MS = 720 * 60_000;
const endOf = (sitting: Sitting) => Date.parse(sitting.date) + sitting.duration_minutes * 60_000;

/**
 * The kitchen's other classes, not canceled, on during any of the sittings, each named once:
 * "Pasta Lab is already at Logan Kitchen on Fri, Dec 11, 6:00 PM". One query for a whole series.
 */
export async function clashesWith(
  db: Database,
  location: { id: number; name: string; timezone: string },
  sittings: readonly Sitting[],
  exceptClassId?: number,
): Promise<string[]> {
  if (sittings.length === 0) return [];
  const from = new Date(Math.min(...sittings.map((sitting) => Date.parse(sitting.date))) - LONGEST_MS).toISOString();
  const until = new Date(Math.max(...sittings.map(endOf))).toISOString();
  const conditions: SQL[] = [eq(classes.location_id, location.id), eq(classes.canceled, false), gt(classes.date, from), lt(classes.date, until)];
  if (exceptClassId !== undefined) conditions.push(ne(classes.id, exceptClassId));
  const others = await db
    .select({ id: classes.id, name: classes.name, date: classes.date, duration_minutes: classes.duration_minutes })
    .from(classes)
    .where(and(...conditions))
    .orderBy(classes.date);
  const overlapping = others.filter((other) => sittings.some((sitting) => Date.parse(other.date) < endOf(sitting) && Date.parse(sitting.date) < endOf(other)));
  return overlapping.map((other) => `${other.name} is already at ${location.name} on ${formatClassMoment(other.date, location.timezone)}`);
}

/** 409 CLASS_CLASH naming each clash under `allow_clash`, the field that lets staff go ahead. */
export function clashRefusal(clashes: readonly string[]): ApiError {
  return new ApiError(409, "CLASS_CLASH", "The kitchen already has a class then: check the time, or schedule it anyway", { allow_clash: [...clashes] });
}
