/**
 * Canceling a class by moving everyone to another date instead (issue 27 part 5, decision 077):
 * POST classes/{id}/move. Only to a date the confirm step offers (class-cancel-plan.ts: the same
 * class with room for every party, at the same price), only from the guest list the staff member
 * saw (STALE otherwise), and in ONE D1 batch whose statements each depend on the seats having
 * moved: every booked seat taken on the new date and given back on the old (seats.ts, the same
 * statements as a customer's own move), an audit record per registration (`registrations.move`,
 * which the order's history shows), one e-mail per booking with the new date and staff's words,
 * and the class canceled with its own record and its waitlist ended. No money moves; seats staff
 * had canceled without a refund are refunded as a cancel does (decision 021).
 */
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { classCancelPlan, refuseStale, type ClassCancelPlan } from "./class-cancel-plan";
import { classCancelStatements, classToCancel, refundCanceledClass, type ClassCancelContext } from "./class-cancel";
import { queueOnceStatement } from "./outbox";
import { classMovedEmail } from "./registration-emails";
import { moveSeatsStatements, seatsChanged } from "./seats";

export interface ClassMoveRequest {
  class_id: number;
  guests_version: string;
  message?: string;
}

/** The date asked for, when the plan offers it; else why not (409). */
function chosenDate(plan: ClassCancelPlan, classId: number) {
  if (plan.blocked) throw new ApiError(409, "INVALID_TRANSITION", plan.blocked);
  const date = plan.move.dates.find((candidate) => candidate.class.id === classId);
  if (date) return date;
  const seats = plan.moving.length === 1 ? "a free seat" : `${plan.moving.length} free seats`;
  throw new ApiError(409, "CLASS_NOT_AVAILABLE", "That date cannot take this class's guests: choose another", {
    class_id: [`must be a later date of the same class, at the same price, with ${seats}`],
  });
}

export async function moveClassGuests(ctx: ClassCancelContext, id: number, request: ClassMoveRequest) {
  const d1 = ctx.db.$client;
  if (request.class_id === id) throw new ApiError(400, "BAD_REQUEST", "Choose another date", { class_id: ["must be another date than this class"] });
  const row = await classToCancel(d1, id);
  const plan = await classCancelPlan(d1, id, ctx.now, request.class_id);
  refuseStale(plan, request.guests_version);
  const target = chosenDate(plan, request.class_id);
  const ids = plan.moving.map((seat) => seat.id);
  const stamp = ctx.now.toISOString();
  // Everything after the seats happens only when they moved: the first moving registration is in the new class.
  const moved = `(SELECT class_id FROM registrations WHERE id = ${Number(ids[0])}) = ${Number(target.class.id)}`;
  const to = {
    class_name: target.class.name,
    date: target.class.date,
    timezone: target.class.location.timezone,
    location_name: target.class.location.name,
    location_city: target.class.location.city,
  };
  const from = { class_name: plan.class.name, date: plan.class.date, timezone: plan.class.location.timezone };
  const bookings = plan.bookings
    .map((booking) => ({ booking, seats: plan.moving.filter((seat) => seat.order_id === booking.order_id).length }))
    .filter(({ seats }) => seats > 0);
  const message = request.message?.trim() || undefined;
  const results = await d1.batch([
    ...moveSeatsStatements(d1, {
      registrationIds: ids,
      fromClassId: id,
      toClassId: target.class.id,
      startsAfter: stamp,
      // Nobody else booked, checked in or left meanwhile, and the old class is still on.
      onlyIf:
        "(SELECT count(*) FROM registrations WHERE class_id = ?3 AND status IN ('registered', 'attended', 'no_show')) = ?5 AND (SELECT canceled FROM classes WHERE id = ?3) = 0",
    }),
    ...ids.map((registrationId) =>
      auditStatement(
        d1,
        {
          actor: ctx.actor,
          action: "registrations.move",
          resource: "registrations",
          resourceId: registrationId,
          before: { class_id: id },
          after: { class_id: target.class.id, with_class: true },
        },
        moved,
      ),
    ),
    ...bookings.map(({ booking, seats }) =>
      queueOnceStatement(
        d1,
        booking.booker.email,
        classMovedEmail({ first_name: booking.booker.first_name, order_number: booking.order_number, seats, from, to, message }),
        "class_moved",
        `class:${id}:order:${booking.order_id}`,
        stamp,
        moved,
      ),
    ),
    ...classCancelStatements(ctx, row, { moved_to_class_id: target.class.id, moved_guests: ids.length, ...(message ? { message } : {}) }, moved),
  ]);
  if (results[0]?.meta.changes !== 1) {
    // Lost a race: the guest list changed (stale) or the date filled up meanwhile.
    refuseStale(await classCancelPlan(d1, id, ctx.now), request.guests_version);
    throw new ApiError(409, "CLASS_FULL", "That date just filled up: choose another", { class_id: ["has no longer room for everyone"] });
  }
  await seatsChanged(ctx.seats, [target.class.id, id]);
  const { refunded, failed } = await refundCanceledClass(ctx, id);
  return {
    id,
    canceled: true,
    moved_registrations: ids,
    to_class_id: target.class.id,
    refunded_registrations: refunded,
    failed_registrations: failed,
  };
}
