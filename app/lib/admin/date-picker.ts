/**
 * The pure part of the console's date picker (spec §7 widgets): a native
 * `<input type="datetime-local">` whose `step` follows the time accuracy, a read-back of the
 * chosen time in 12-hour (AM/PM) or 24-hour form, and the conversions between the shop's wall
 * clock (America/Denver, spec §9) and the api's instants.
 *
 * Time accuracy (spec: levels 1 to 4) is how much of the time is picked:
 *   1 — hours (10 AM), 2 — minutes (10:30 AM), 3 — seconds (10:30:15 AM), 4 — milliseconds.
 */
import { FALLBACK_TIMEZONE, localDateTimeToUtc, zonedParts } from "../../../workers/core/dates";

export type TimeAccuracy = 1 | 2 | 3 | 4;
export type HourCycle = 12 | 24;

/** The `step` attribute (seconds) of each accuracy. */
export function stepSeconds(accuracy: TimeAccuracy): number {
  return { 1: 3600, 2: 60, 3: 1, 4: 0.001 }[accuracy];
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "2026-12-01T07:30" (as many time parts as the accuracy) from its parts. */
function localValue(parts: { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number }, accuracy: TimeAccuracy): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  // datetime-local always shows minutes; seconds and milliseconds only when picked.
  let time = `${pad(parts.hour)}:${accuracy === 1 ? "00" : pad(parts.minute)}`;
  if (accuracy >= 3) time += `:${pad(parts.second)}`;
  if (accuracy === 4) time += `.${pad(parts.ms, 3)}`;
  return `${date}T${time}`;
}

/** An instant as the input's value, on the shop's wall clock; "" for null or an unreadable one. */
export function toLocalInput(iso: string | null | undefined, accuracy: TimeAccuracy = 2, timeZone = FALLBACK_TIMEZONE): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = zonedParts(date, timeZone);
  return localValue({ ...parts, ms: date.getUTCMilliseconds() }, accuracy);
}

const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** The parts of an input's value, or null when it is not one (24:00, 10:61 and 2026-02-30 are not). */
export function parseLocalInput(value: string): LocalTime | null {
  const match = LOCAL_RE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match[1]!.split("-").map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  const second = Number(match[4] ?? 0);
  const ms = Number((match[5] ?? "0").padEnd(3, "0"));
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, ms };
}

/**
 * The input's value (the shop's wall clock) as an ISO instant, cut to the accuracy; "" → null;
 * undefined when it is not a date and time.
 */
export function fromLocalInput(value: string, accuracy: TimeAccuracy = 2, timeZone = FALLBACK_TIMEZONE): string | null | undefined {
  if (value.trim() === "") return null;
  const parts = parseLocalInput(value);
  if (!parts) return undefined;
  const minute = accuracy === 1 ? 0 : parts.minute;
  const extra = (accuracy >= 3 ? parts.second * 1000 : 0) + (accuracy === 4 ? parts.ms : 0);
  const ymd = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  return new Date(localDateTimeToUtc(ymd, `${pad(parts.hour)}:${pad(minute)}`, timeZone).getTime() + extra).toISOString();
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The time of day as read back: "7 AM", "7:30 PM", "19:30", "07:30:15.250" by cycle and accuracy. */
export function formatTimeOfDay(parts: Pick<LocalTime, "hour" | "minute" | "second" | "ms">, cycle: HourCycle, accuracy: TimeAccuracy): string {
  const tail = (accuracy >= 3 ? `:${pad(parts.second)}` : "") + (accuracy === 4 ? `.${pad(parts.ms, 3)}` : "");
  if (cycle === 24) return `${pad(parts.hour)}:${accuracy === 1 ? "00" : pad(parts.minute)}${tail}`;
  const hour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const suffix = parts.hour < 12 ? "AM" : "PM";
  if (accuracy === 1) return `${hour} ${suffix}`;
  return `${hour}:${pad(parts.minute)}${tail} ${suffix}`;
}

/** "December 1, 2026 at 7:30 AM" (or "at 07:30"); "" when the value is empty or unreadable. */
export function formatLocalInput(value: string, cycle: HourCycle, accuracy: TimeAccuracy): string {
  const parts = parseLocalInput(value);
  if (!parts) return "";
  return `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year} at ${formatTimeOfDay(parts, cycle, accuracy)}`;
}
