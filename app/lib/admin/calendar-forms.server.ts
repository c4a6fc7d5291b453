/** The calendar event form (new and edit): kind, status, title, dates and optional times, notes. */
import { isRecordId } from "../../../workers/core/field-rules";
import { z } from "zod";
import type { CalendarEventInput } from "../../../graphql/generated/client/graphql";
import { apiFieldErrors, type FieldErrors, type FormResult } from "~/lib/core/form-data";
import { optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";
import { RESERVED_CALENDAR_KEYS } from "../../../workers/core/calendar-events";

export const EVENT_KINDS = ["CLOSURE", "HOLIDAY", "PRIVATE_EVENT"] as const;
export const EVENT_STATUSES = ["CONFIRMED", "TENTATIVE", "CANCELED"] as const;

const date = (label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter ${label} as a date, like 2026-12-24`);
const time = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), `Enter ${label} as a time, like 18:30`);

const eventSchema = z.object({
  kind: z.enum(EVENT_KINDS, { error: "Choose what kind of event it is" }),
  status: z.enum(EVENT_STATUSES, { error: "Choose the event's status" }),
  title: requiredText("the event's title", 120),
  startDate: date("the first day"),
  endDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), "Enter the last day as a date, like 2026-12-26"),
  startTime: time("the start time"),
  endTime: time("the end time"),
  notes: optionalText("the notes", 1000),
});

export function parseEventForm(values: Record<string, unknown>): FormResult<CalendarEventInput> {
  const parsed = parseWith(eventSchema, values);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  return { ok: true, value: { ...value, endDate: value.endDate ?? value.startDate } };
}

export const eventFieldErrors = (fields: Record<string, string[]>): FieldErrors =>
  apiFieldErrors(fields, {
    kind: ["kind", "The kind"],
    status: ["status", "The status"],
    title: ["title", "The title"],
    startDate: ["startDate", "The first day"],
    endDate: ["endDate", "The last day"],
    startTime: ["startTime", "The start time"],
    endTime: ["endTime", "The end time"],
    notes: ["notes", "The notes"],
  });

const calendarSchema = z.object({
  id: z
    .string({ error: "Enter the calendar's key" })
    .trim()
    .min(1, "Enter the calendar's key")
    .max(60, "Keep the key to 60 characters or fewer")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single dashes, like cvk-logan")
    .refine((key) => !RESERVED_CALENDAR_KEYS.includes(key), "That key is kept for the console's own pages; choose another"),
  name: requiredText("the calendar's name", 100),
  description: optionalText("the description", 1000),
  locationId: z
    .string()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isRecordId(value), "Choose a location"),
});

export function parseCalendarForm(values: Record<string, unknown>) {
  return parseWith(calendarSchema, values);
}

export const calendarFieldErrors = (fields: Record<string, string[]>): FieldErrors =>
  apiFieldErrors(fields, {
    id: ["id", "The key"],
    name: ["name", "The name"],
    description: ["description", "The description"],
    locationId: ["locationId", "The location"],
  });
