/**
 * Query.classSchedule for partners: public, not canceled classes between two dates, mapped onto
 * REST GET classes (after_date, before_date, location, method).
 */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { badUserInput, type FieldMessages, withArgumentNames } from "./errors";

/** A quarter (July–September) is 92 days: the longest span a partner may ask for at once. */
export const MAX_SCHEDULE_DAYS = 92;

/**
 * The most classes one answer holds (decision 045): a span with more is refused with
 * BAD_USER_INPUT on `to`, never cut silently; the partner asks for a shorter span or fewer places.
 */
export const MAX_SCHEDULE_CLASSES = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of a real YYYY-MM-DD date, else null. */
function dayNumber(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / DAY_MS;
}

function checkSpan(from: string, to: string): void {
  const fields: FieldMessages = {};
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null) fields.from = ["must be a real date as YYYY-MM-DD"];
  if (end === null) fields.to = ["must be a real date as YYYY-MM-DD"];
  if (start !== null && end !== null) {
    if (end <= start) fields.to = ["must be after from"];
    else if (end - start > MAX_SCHEDULE_DAYS) fields.to = [`must be at most ${MAX_SCHEDULE_DAYS} days after from`];
  }
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

export const classSchedule: NonNullable<QueryResolvers["classSchedule"]> = async (
  _parent,
  { from, to, locationIds, fulfillment },
  { api },
) => {
  checkSpan(from, to);
  const answer = await withArgumentNames(
    api.read(
      api.rpc.classes.$get({
        query: {
          ...params({
            after_date: from,
            before_date: to,
            location: locationIds,
            method: fulfillment,
            // One more than an answer holds: a 1,001st class means the span does not fit.
            limit: MAX_SCHEDULE_CLASSES + 1,
          }),
          canceled: "false",
          public_class: "true",
        },
      }),
    ),
    { location: "locationIds", method: "fulfillment", after_date: "from", before_date: "to" },
  );
  if (answer.data.length > MAX_SCHEDULE_CLASSES) {
    throw badUserInput({
      to: [`the span holds more than ${MAX_SCHEDULE_CLASSES.toLocaleString("en-US")} classes; ask for a shorter span (an earlier to) or fewer locations`],
    }, "TOO_MANY_CLASSES");
  }
  return answer.data;
};
