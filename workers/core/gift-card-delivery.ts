/**
 * A gift card sent on a chosen day (issue 28 part 4, decision 063): the buyer picks the day, from
 * today to a year ahead; the card is e-mailed at 8 am that day in the kitchen's time zone, or at
 * once when that moment has passed. One rule for the api (which refuses), the web form (which
 * says why) and the pages that tell when the card goes.
 */
import { FALLBACK_TIMEZONE, formatClassDate, formatClassTime, localDate, localDateTimeToUtc } from "./dates";
import { isIsoDate } from "./field-rules";

/** The kitchen's zone: the school is in Logan, UT. */
export const GIFT_CARD_ZONE = FALLBACK_TIMEZONE;
export const GIFT_CARD_SEND_TIME = "08:00";
/** How far ahead a day may be chosen. */
export const GIFT_CARD_MAX_DAYS_AHEAD = 365;

export const SEND_DAY_MESSAGES = {
  format: "Enter a day like 2026-12-25",
  past: "Choose today or a day after it",
  tooFar: `Choose a day within a year (${GIFT_CARD_MAX_DAYS_AHEAD} days)`,
} as const;

/** Today in the kitchen's zone, YYYY-MM-DD. */
export const kitchenToday = (now: Date): string => localDate(now, GIFT_CARD_ZONE);

/** The moment a card chosen for `day` is sent: 8 am that day in the kitchen's zone. */
export const sendMoment = (day: string): Date => localDateTimeToUtc(day, GIFT_CARD_SEND_TIME, GIFT_CARD_ZONE);

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first and last day that may be chosen at `now` (the date input's min and max). */
export const sendDayRange = (now: Date) => ({ min: kitchenToday(now), max: addDays(kitchenToday(now), GIFT_CARD_MAX_DAYS_AHEAD) });

/** Why `day` cannot be chosen at `now` (a message for the field), or null. */
export function sendDayProblem(day: string, now: Date): string | null {
  if (!isIsoDate(day)) return SEND_DAY_MESSAGES.format;
  const today = kitchenToday(now);
  if (day < today) return SEND_DAY_MESSAGES.past;
  if (day > addDays(today, GIFT_CARD_MAX_DAYS_AHEAD)) return SEND_DAY_MESSAGES.tooFar;
  return null;
}

/** Whether a card chosen for `day` (null: no day) is to be sent at `now`. */
export const sendsNow = (day: string | null, now: Date): boolean => day === null || sendMoment(day).getTime() <= now.getTime();

/** The latest chosen day whose 8 am has come at `now`: the scheduler sends cards up to it. */
export function lastDueDay(now: Date): string {
  const today = kitchenToday(now);
  return sendMoment(today).getTime() <= now.getTime() ? today : addDays(today, -1);
}

/** "Friday, December 25, 2026 at 8:00 AM MST": when the card goes, in the kitchen's words. */
export function sendMomentText(day: string): string {
  const moment = sendMoment(day).toISOString();
  return `${formatClassDate(moment, GIFT_CARD_ZONE)} at ${formatClassTime(moment, GIFT_CARD_ZONE)}`;
}
