/**
 * iCalendar (RFC 5545) files of classes, for "Add to calendar" (decision 038): each event in its
 * kitchen's time zone (DTSTART;TZID=…) with a VTIMEZONE for that zone, text escaped (§3.3.11) and
 * lines folded at 75 octets with CRLF (§3.1). Pure, so the web worker and the tests share it.
 */
import { resolveTimeZone, zonedParts } from "./dates";

export interface IcsEvent {
  /** Unique and stable per class (and order), e.g. "class-12@shop". */
  uid: string;
  name: string;
  description?: string;
  /** ISO instant of the start. */
  startsAt: string;
  durationMinutes: number;
  /** IANA zone of the kitchen. */
  timeZone: string | null | undefined;
  location?: string;
  url?: string;
  canceled?: boolean;
}

/** Text values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** One content line folded to at most 75 octets per line, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** 20261203T180000: the wall clock in the zone, for DTSTART;TZID=. */
function localStamp(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** 20261125T221500Z. */
function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Minutes east of UTC in the zone at an instant. */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** -0700. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The VTIMEZONE of a zone for the year of the events: its standard and (when it has one)
 * daylight offsets read from the runtime, with the United States' rules since 2007 (second
 * Sunday of March, first Sunday of November, 02:00) — the kitchens are all in the US.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const winter = offsetMinutes(new Date(Date.UTC(year, 0, 15, 12)), timeZone);
  const summer = offsetMinutes(new Date(Date.UTC(year, 6, 15, 12)), timeZone);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (winter === summer) {
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offsetText(winter)}`, `TZOFFSETTO:${offsetText(winter)}`, "END:STANDARD");
  } else {
    lines.push(
      "BEGIN:DAYLIGHT",
      "DTSTART:20070311T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      `TZOFFSETFROM:${offsetText(winter)}`,
      `TZOFFSETTO:${offsetText(summer)}`,
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "DTSTART:20071104T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      `TZOFFSETFROM:${offsetText(summer)}`,
      `TZOFFSETTO:${offsetText(winter)}`,
      "END:STANDARD",
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** A calendar file with the events (one per class), every line CRLF-terminated and folded. */
export function calendarIcs(events: readonly IcsEvent[], now: Date = new Date(), productName = "Cooking school"): string {
  const zones = new Map<string, number>();
  for (const event of events) {
    const zone = resolveTimeZone(event.timeZone);
    if (!zones.has(zone)) zones.set(zone, zonedParts(new Date(event.startsAt), zone).year);
  }
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${escapeIcsText(productName)}//Classes//EN`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const [zone, year] of zones) lines.push(...vtimezone(zone, year));
  for (const event of events) {
    const zone = resolveTimeZone(event.timeZone);
    const start = new Date(event.startsAt);
    const end = new Date(start.getTime() + event.durationMinutes * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${zone}:${localStamp(start, zone)}`,
      `DTEND;TZID=${zone}:${localStamp(end, zone)}`,
      `SUMMARY:${escapeIcsText(event.name)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(`STATUS:${event.canceled ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
