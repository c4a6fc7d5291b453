/**
 * Staff's move of a registration, or of its whole party, to another date of the SAME class (issue
 * 27 part 4, decision 082): GET and POST registrations/{id}/move. The customer's own rules, not
 * written again: "the same class" and "room for the party" are same-class-dates.ts, the party and
 * the money of a move are self-service-options.ts (decisions 054, 079), the seats move by the same
 * three conditional statements (seats.ts). What staff may do beyond the customer: move inside the
 * 72 hours, to a date inside them, or a registration the customer moved already — only with a
 * reason (workers/core/staff-move.ts) — and move to a dearer date, its difference collected at the
 * counter or waived with a reason. A cheaper date's difference is refunded by refunds.ts, with no
 * e-mail of its own: the one move e-mail says it. A staff move is not the customer's one move
 * (`registration_changes` stays the customer's own record, as in decision 077).
 */
import { type ChangeScope } from "../../core/self-service";
import { splitCents } from "../../core/class-offers";
import { hasPermission } from "../../core/permissions";
import { PERMISSIONS } from "../../core/admin-permissions";
import { policyBreaks, staffMoveMoney, type StaffMoveSettlement } from "../../core/staff-move";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { askMoveByPayLink } from "./move-pay-links";
import { refundPayment, type RefundContext } from "./refunds";
import { sameClassDates, type SameClassDate } from "./same-class-dates";
import { moveSeatsStatements, seatsChanged } from "./seats";
import { staffMoveEmail } from "./self-service-emails";
import { partyOf, place, registrationForChange, targetJson, type MemberRow, type OwnedRow } from "./self-service-options";
import type { Caller } from "./users";

export type StaffMoveContext = Omit<RefundContext, "actor" | "now"> & {
  actor: Caller;
  now: Date;
  /** What a pay link for a dearer date's difference needs (decision 089): the api's bindings and the shop's origin. */
  payLinks?: { env: ApiEnv; origin: string | null };
};

export interface StaffMoveRequest {
  class_id: number;
  /** The class the registration was in on the page staff saw: another one now is a stale post. */
  from_class_id: number;
  scope: ChangeScope;
  reason?: string;
  settlement?: StaffMoveSettlement;
}

/** Why this registration cannot be moved at all (staff or not), or null. */
function refusal(row: OwnedRow): string | null {
  if (row.status !== "registered") return `Only a booked seat can be moved: this one is ${row.status.replace("_", "-")}`;
  if (row.class_canceled || row.class_status !== "scheduled") return "Its class was canceled or has taken place: refund it from the order instead";
  return null;
}

function dateJson(row: OwnedRow, members: MemberRow[], target: SameClassDate, now: Date) {
  const { class: date, seats_left, seats, difference_cents, new_total_cents } = targetJson(row, members, target);
  const breaks = policyBreaks(row.class_date, target.date, now, row.moved_at !== null);
  return { class: date, seats_left, seats, difference_cents, new_total_cents, policy_breaks: breaks, within_policy: breaks.length === 0 };
}

async function planOf(d1: D1Database, id: number, scope: ChangeScope, now: Date, classId?: number) {
  const row = await registrationForChange(d1, id);
  const { party, members } = await partyOf(d1, row, scope);
  const why = refusal(row);
  const dates = why || members.length === 0 ? [] : await sameClassDates(d1, row, members.length, now.toISOString(), classId);
  return { row, party, members, why, dates: dates.map((target) => dateJson(row, members, target, now)) };
}

/** GET registrations/{id}/move: the party, whether it may move, and every date with its money and policy. */
export async function staffMovePlan(d1: D1Database, id: number, scope: ChangeScope, now: Date) {
  const { row, party, members, why, dates } = await planOf(d1, id, scope, now);
  return {
    registration: {
      id: row.id,
      order_id: row.order_id,
      order_number: row.order_number,
      first_name: row.first_name,
      offer: row.offer,
      class: {
        id: row.class_id,
        name: row.class_name,
        date: row.class_date,
        location: { name: row.location_name, city: row.location_city, timezone: row.timezone },
      },
    },
    party: {
      scope,
      guests: party.map((member) => ({ id: member.id, first_name: member.first_name, last_name: member.last_name })),
      seats: members.length,
      guest_scope_allowed: party.length > 1 && row.offer !== "pairs",
    },
    moved_by_customer: row.moved_at !== null,
    allowed: why === null,
    refusal: why,
    dates,
  };
}

export type StaffMovePlan = Awaited<ReturnType<typeof staffMovePlan>>;

const fieldError = (status: 400 | 409, code: string, message: string, field: string, words: string) =>
  new ApiError(status, code, message, { [field]: [words] });

/** 409 STALE: the registration is no longer in the class the page showed (moved, canceled meanwhile). */
const stale = () =>
  fieldError(
    409,
    "STALE",
    "The registration changed since this page was shown: look at it again before you move it",
    "from_class_id",
    "is not the registration's class now",
  );

/**
 * POST registrations/{id}/move. Everything is checked before anything is written; then ONE batch
 * whose statements after the seats each hold only when the seats moved: the target's seats taken
 * (all or none, only while it is open with room and every moving seat is still booked in the class
 * staff saw), the registrations moved, the old seats given back, an audit record per seat (the
 * reason, the policy it went past, the money) and ONE e-mail. Then a cheaper date's refund.
 */
export async function moveRegistrationByStaff(ctx: StaffMoveContext, id: number, request: StaffMoveRequest) {
  const d1 = ctx.db.$client;
  const { row, members, why, dates } = await planOf(d1, id, request.scope, ctx.now, request.class_id);
  if (row.class_id !== request.from_class_id) {
    throw stale();
  }
  if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
  if (request.class_id === row.class_id) throw fieldError(400, "BAD_REQUEST", "Choose another date", "class_id", "must be another date than the one booked");
  const target = dates[0];
  if (!target) {
    const seats = members.length === 1 ? "a free seat" : `${members.length} free seats`;
    throw fieldError(
      409,
      "CLASS_NOT_AVAILABLE",
      "That date cannot take this booking: choose another",
      "class_id",
      `must be a later date of the same class with ${seats}`,
    );
  }
  const reason = request.reason?.trim() || undefined;
  if (!target.within_policy && !reason) {
    throw fieldError(
      400,
      "BAD_REQUEST",
      "Give a reason to move past the self-service policy",
      "reason",
      `is required past the self-service policy (${target.policy_breaks.join("; ")})`,
    );
  }
  const difference = target.difference_cents;
  if (difference > 0 && !request.settlement) {
    throw fieldError(
      400,
      "BAD_REQUEST",
      "The new date costs more: choose how the difference is settled",
      "settlement",
      "must be collect at the counter, waive or send a pay link",
    );
  }
  if (difference > 0 && request.settlement === "waive" && !reason) {
    throw fieldError(400, "BAD_REQUEST", "Give a reason to waive the difference", "reason", "is required to waive the difference");
  }
  if (difference < 0 && !hasPermission(ctx.actor.permissions, PERMISSIONS.paymentsRefund)) {
    throw new ApiError(403, "FORBIDDEN", "The new date costs less and its difference is refunded: that needs the payments.refund permission");
  }
  const money = staffMoveMoney(difference, difference > 0 ? request.settlement : undefined);
  // The difference spread over the seats in whole cents; a seat never gets back more than it has left.
  const shares = splitCents(difference, members.length);
  const records = members.map((member, index) => {
    const share = shares[index] ?? 0;
    const each = staffMoveMoney(share, difference > 0 ? request.settlement : undefined);
    return { id: member.id, ...each, refund_cents: Math.min(each.refund_cents, Math.max(0, member.total_cents - member.refunded_cents)) };
  });
  const refundCents = records.reduce((sum, record) => sum + record.refund_cents, 0);
  if (money.pay_link_cents > 0) {
    // Decision 089: nothing moves now; the new date's seats are held until the link is paid or expires.
    if (!ctx.payLinks) throw new Error("a staff move's pay link needs the api's bindings");
    const asked = await askMoveByPayLink(
      { db: ctx.db, env: ctx.payLinks.env, origin: ctx.payLinks.origin, actor: ctx.actor, now: ctx.now },
      {
        order: { id: row.order_id, number: row.order_number, email: row.order_email, first_name: row.order_first_name, user_id: row.order_user_id },
        registration_ids: members.map((member) => member.id),
        shares_cents: records.map((record) => record.pay_link_cents),
        scope: request.scope,
        from: { id: row.class_id, name: row.class_name, date: row.class_date, location_name: row.location_name, timezone: row.timezone },
        to: { id: target.class.id, name: target.class.name, date: target.class.date, location_name: target.class.location.name, timezone: target.class.location.timezone },
        reason: reason ?? null,
        past_policy: target.within_policy ? [] : target.policy_breaks,
      },
    );
    return {
      moved_registrations: [] as number[],
      from_class_id: row.class_id,
      to_class_id: target.class.id,
      difference_cents: difference,
      ...money,
      refund_cents: 0,
      refund_failed_registrations: [] as number[],
      pay_link: asked.pay_link,
    };
  }
  const stamp = ctx.now.toISOString();
  const ids = members.map((member) => member.id);
  const moved = `(SELECT class_id FROM registrations WHERE id = ${Number(ids[0])}) = ${Number(target.class.id)}`;
  const to = { class_name: target.class.name, date: target.class.date, location_name: target.class.location.name, timezone: target.class.location.timezone };
  const email = staffMoveEmail({
    first_name: row.order_first_name,
    order_number: row.order_number,
    from: place(row),
    to,
    seats: members.length,
    ...money,
    refund_cents: refundCents,
  });
  const results = await d1.batch([
    ...moveSeatsStatements(d1, { registrationIds: ids, fromClassId: row.class_id, toClassId: target.class.id, startsAfter: stamp }),
    ...records.map((record) =>
      auditStatement(
        d1,
        {
          actor: ctx.actor,
          action: "registrations.move",
          resource: "registrations",
          resourceId: record.id,
          before: { class_id: row.class_id, scope: request.scope, seats: members.length },
          after: {
            class_id: target.class.id,
            refund_cents: record.refund_cents,
            collect_cents: record.collect_cents,
            waived_cents: record.waived_cents,
            ...(target.within_policy ? {} : { past_policy: target.policy_breaks }),
            ...(reason ? { reason } : {}),
          },
        },
        moved,
      ),
    ),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at) SELECT ?1, ?2, ?3, ?4, 'registration_moved', ?5, ?6 WHERE ${moved}`,
      )
      .bind(row.order_email, email.subject, email.text, email.html, `registration:${id}`, stamp),
  ]);
  if (results[0]?.meta.changes !== 1) {
    // Lost a race: the registration changed (stale) or the date filled up meanwhile.
    const again = await registrationForChange(d1, id);
    if (again.class_id !== request.from_class_id || again.status !== "registered") {
      throw stale();
    }
    throw fieldError(409, "CLASS_FULL", "That date just filled up: choose another", "class_id", "has no longer room for this booking");
  }
  await seatsChanged(ctx.seats, [target.class.id, row.class_id]);
  const refundFailed: number[] = [];
  for (const record of records.filter((candidate) => candidate.refund_cents > 0)) {
    try {
      await refundPayment(
        { db: ctx.db, gateway: ctx.gateway, actor: ctx.actor, seats: ctx.seats, now: ctx.now },
        {
          orderId: row.order_id,
          registrationId: record.id,
          amountCents: record.refund_cents,
          reason: "rescheduled",
          note: "Moved by staff to a cheaper date (decision 082)",
          idempotencyKey: `staff-move-registration-${record.id}-${stamp}`,
          notify: false,
        },
      );
    } catch (error) {
      // The move stands; the refund is owed and staff make it from the order (decision 082).
      console.error("api: a staff move's refund failed", record.id, error);
      refundFailed.push(record.id);
    }
  }
  return {
    moved_registrations: ids,
    from_class_id: row.class_id,
    to_class_id: target.class.id,
    difference_cents: difference,
    ...money,
    refund_cents: refundCents,
    refund_failed_registrations: refundFailed,
    pay_link: null,
  };
}
