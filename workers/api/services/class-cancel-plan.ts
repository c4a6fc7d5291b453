/**
 * What canceling a class would do (issue 27 part 5, decision 077), read for staff's confirm step
 * (GET classes/{id}/cancel): each booking — the booker, the guests, what they paid and what a
 * cancel gives back — the total to refund, the dates the whole class may move to instead, and the
 * version of its guest list a post must name, so a post made from an older page changes nothing.
 */
import { REGISTRATION_STATUSES } from "../../core/registration-status";
import { moveDifference } from "../../core/self-service";
import { classState, refusal } from "../../core/class-lifecycle";
import { ApiError } from "../lib/errors";
import { unitPriceSql } from "./class-price";
import { sameClassDates, type SameClassDate } from "./same-class-dates";
import { REFUNDED, type MemberRow } from "./self-service-options";

/** A seat a cancel refunds: one that holds a seat, or one staff canceled without its money (decision 021). */
export const REFUNDED_ON_CANCEL = ["registered", "attended", "no_show", "canceled"] as const;
const SEAT_HOLDING = REGISTRATION_STATUSES.filter((status) => status.holdsSeat).map((status) => status.key);
const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

export interface PlannedClass {
  id: number;
  name: string;
  date: string;
  published: number;
  canceled: number;
  status: "scheduled" | "completed" | "archived";
  class_type_id: number;
  fulfillment_id: number;
  location_name: string;
  location_city: string;
  timezone: string;
  tax_rate_bps: number;
  /** Its own price of a guest or couple, else its type's (decision 079); null for portions. */
  unit_price_cents: number | null;
}

/** A seat of the class as a party member reads it (self-service-options.ts), with its booking. */
interface SeatRow extends Omit<MemberRow, "moved"> {
  order_id: number;
  order_number: string;
  email: string;
  booker_first: string;
  booker_last: string;
  /** What the order may still give back at all (captured − refunded). */
  order_left_cents: number;
}

export async function plannedClass(d1: D1Database, id: number): Promise<PlannedClass> {
  const row = await d1
    .prepare(
      `SELECT c.id, c.name, c.date, c.published, c.canceled, c.status, c.class_type_id, c.fulfillment_id,
         l.name AS location_name, l.city AS location_city, l.timezone, l.tax_rate_bps, ${unitPriceSql("c", "t")} AS unit_price_cents
       FROM classes c JOIN locations l ON l.id = c.location_id JOIN class_types t ON t.id = c.class_type_id WHERE c.id = ?1`,
    )
    .bind(id)
    .first<PlannedClass>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Class was not found");
  return row;
}

async function seatsOf(d1: D1Database, classId: number): Promise<SeatRow[]> {
  return (
    await d1
      .prepare(
        `SELECT r.id, r.order_id, o.number AS order_number, o.email, o.first_name AS booker_first, o.last_name AS booker_last,
           r.first_name, r.last_name, r.status, r.price_cents, r.discount_cents, r.total_cents,
           ${REFUNDED("r.id")} AS refunded_cents,
           o.amount_paid_cents + o.gift_card_cents - o.refunded_cents AS order_left_cents
         FROM registrations r JOIN orders o ON o.id = r.order_id
         WHERE r.class_id = ?1 AND r.status IN (${inList(REFUNDED_ON_CANCEL)})
         ORDER BY r.order_id, r.id`,
      )
      .bind(classId)
      .all<SeatRow>()
  ).results;
}

/**
 * The version of a class's guest list: a digest of the registrations a cancel or move would act
 * on, with their statuses. The confirm step shows it in its forms; a post naming another is stale.
 */
async function guestsVersion(seats: readonly SeatRow[]): Promise<string> {
  const list = seats.map((seat) => `${seat.id}:${seat.status}`).join(",");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(list)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A booking of the class: one order's guests in it. */
function bookingsOf(seats: readonly SeatRow[]) {
  const orders = new Map<number, SeatRow[]>();
  for (const seat of seats) orders.set(seat.order_id, [...(orders.get(seat.order_id) ?? []), seat]);
  return [...orders.values()].map((rows) => {
    const first = rows[0]!;
    const left = rows.reduce((sum, seat) => sum + Math.max(0, seat.total_cents - seat.refunded_cents), 0);
    return {
      order_id: first.order_id,
      order_number: first.order_number,
      booker: { first_name: first.booker_first, last_name: first.booker_last, email: first.email },
      guests: rows.map((seat) => ({ id: seat.id, first_name: seat.first_name, last_name: seat.last_name, status: seat.status })),
      seats: rows.filter((seat) => SEAT_HOLDING.includes(seat.status as (typeof SEAT_HOLDING)[number])).length,
      paid_cents: rows.reduce((sum, seat) => sum + seat.total_cents, 0),
      refund_cents: Math.max(0, Math.min(left, first.order_left_cents)),
      /** The seats' own price less discount: what a move keeps, and what another kitchen's tax is computed on. */
      base_cents: rows.reduce((sum, seat) => sum + seat.price_cents - seat.discount_cents, 0),
    };
  });
}

type Booking = ReturnType<typeof bookingsOf>[number];

/** Why the guests cannot all move now, or null. */
function moveRefusal(shopClass: PlannedClass, seats: readonly SeatRow[], now: Date): string | null {
  const why = refusal(classState({ ...shopClass, published: shopClass.published === 1, canceled: shopClass.canceled === 1 }, now), "cancel");
  if (why) return why;
  if (shopClass.canceled === 1) return "This class is canceled already";
  if (Date.parse(shopClass.date) <= now.getTime()) return "This class has started: its guests can no longer be moved together";
  const holding = seats.filter((seat) => SEAT_HOLDING.includes(seat.status as (typeof SEAT_HOLDING)[number]));
  if (holding.length === 0) return "Nobody holds a seat in this class: there is no one to move";
  if (holding.some((seat) => seat.status !== "registered")) return "Some guests are checked in or marked as no-shows: move them one by one";
  return null;
}

/**
 * The dates everyone may move to: the same class (same-class-dates.ts, as a customer's own move)
 * with room for every seat, starting later than now, where moving costs nobody anything — the
 * seats keep what they were bought at (decision 054) and no party's tax changes
 * (`moveDifference` 0 for each booking). Dearer or cheaper dates are not offered (decision 077).
 */
function equalPriceDates(shopClass: PlannedClass, bookings: readonly Booking[], dates: readonly SameClassDate[]) {
  return dates.filter(
    (date) =>
      // Decision 079: the two dates' own prices first; then only the tax could move money.
      date.unit_price_cents === shopClass.unit_price_cents &&
      bookings.every((booking) => moveDifference(booking.base_cents, shopClass.tax_rate_bps, date.tax_rate_bps) === 0),
  );
}

/** Everything the confirm step shows, and what a post must match. */
export async function classCancelPlan(d1: D1Database, id: number, now = new Date(), onlyClassId?: number) {
  const shopClass = await plannedClass(d1, id);
  const seats = await seatsOf(d1, id);
  const bookings = bookingsOf(seats);
  const moving = seats.filter((seat) => seat.status === "registered");
  const refusal = moveRefusal(shopClass, seats, now);
  const source = { class_id: id, class_type_id: shopClass.class_type_id, class_name: shopClass.name, class_fulfillment_id: shopClass.fulfillment_id };
  const dates = refusal ? [] : equalPriceDates(shopClass, bookings, await sameClassDates(d1, source, moving.length, now.toISOString(), onlyClassId));
  return {
    class: {
      id,
      name: shopClass.name,
      date: shopClass.date,
      location: { name: shopClass.location_name, city: shopClass.location_city, timezone: shopClass.timezone },
    },
    bookings: bookings.map(({ base_cents: _base, ...booking }) => booking),
    seats: bookings.reduce((sum, booking) => sum + booking.seats, 0),
    refund_cents: bookings.reduce((sum, booking) => sum + booking.refund_cents, 0),
    guests_version: await guestsVersion(seats),
    move: {
      allowed: refusal === null && dates.length > 0,
      refusal: refusal ?? (dates.length === 0 ? "No other date of this class has room for everyone at the same price" : null),
      dates: dates.map((date) => ({
        class: {
          id: date.id,
          name: date.name,
          date: date.date,
          duration_minutes: date.duration_minutes,
          location: { id: date.location_id, name: date.location_name, city: date.location_city, timezone: date.timezone },
        },
        seats_left: date.seats_left,
      })),
    },
    /** The registrations a move takes along, and why they cannot move at all (the api's move reads them; not answered). */
    moving: moving.map((seat) => ({ id: seat.id, order_id: seat.order_id })),
    blocked: refusal,
  };
}

export type ClassCancelPlan = Awaited<ReturnType<typeof classCancelPlan>>;

/** 409 STALE when the post was made from a confirm step showing another guest list. */
export function refuseStale(plan: Pick<ClassCancelPlan, "guests_version">, posted: string | undefined): void {
  if (posted !== undefined && posted !== plan.guests_version) {
    throw new ApiError(409, "STALE", "The class's bookings changed since this page was shown: look at them again before you go on", {
      guests_version: ["is not the class's guest list now"],
    });
  }
}
