/**
 * What a customer may do with their own registration now (decisions 033 and 054): the seats they
 * own and their party, why a change is refused, the dates a party may move to with the money that
 * would move, and the options GET self-service/registrations/{id} answers. Reads only; the changes
 * themselves are self-service.ts.
 */
import { beforeCutoff, guestScopeAllowed, moveDifference, movePriceChange, SELF_SERVICE_CUTOFF_HOURS, selfServiceCutoff, type ChangeScope } from "../../core/self-service";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import type { PaymentGateway } from "../payments/types";
import { sameClassDates, type SameClassDate } from "./same-class-dates";
import { type SeatEnv } from "./seats";
import { type SeatPlace } from "./self-service-emails";
import type { Caller } from "./users";
import { unitPriceSql } from "./class-price";

export interface SelfServiceContext {
  db: Database;
  gateway: () => PaymentGateway;
  caller: Caller;
  /** Where taken and freed seats are announced (seatsChanged, decision 036). */
  seats: SeatEnv;
  now?: Date;
}

export interface OwnedRow {
  id: number;
  order_id: number;
  class_id: number;
  status: string;
  first_name: string;
  total_cents: number;
  order_user_id: number | null;
  order_number: string;
  order_email: string;
  order_first_name: string;
  class_name: string;
  class_date: string;
  class_type_id: number;
  class_fulfillment_id: number;
  class_canceled: number;
  class_status: string;
  offer: string;
  location_id: number;
  location_name: string;
  location_city: string;
  timezone: string;
  tax_rate_bps: number;
  /** The class's price of one guest (couple) now: its own, else its type's (decision 079). */
  unit_price_cents: number | null;
  refunded_cents: number;
  canceled_at: string | null;
  moved_at: string | null;
  moved_from_class_id: number | null;
}

/** A seat of the party: a registration of the same order, still booked in the same class. */
export interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  status: string;
  price_cents: number;
  discount_cents: number;
  total_cents: number;
  refunded_cents: number;
  moved: number;
}

/** The idempotency keys of the refunds a customer's own changes make: one per registration. */
export const cancelRefundKey = (registrationId: number) => `self-cancel-registration-${registrationId}`;
export const moveRefundKey = (registrationId: number) => `self-move-registration-${registrationId}`;

/** What has come back of a registration (pending or succeeded refunds), as an SQL expression. */
export const REFUNDED = (registration: string) =>
  `(SELECT coalesce(sum(f.amount_cents), 0) FROM refunds f WHERE f.registration_id = ${registration} AND f.status != 'failed')`;

const OWNED = `SELECT r.id, r.order_id, r.class_id, r.status, r.first_name, r.total_cents,
    o.user_id AS order_user_id, o.number AS order_number, o.email AS order_email, o.first_name AS order_first_name,
    c.name AS class_name, c.date AS class_date, c.class_type_id, c.fulfillment_id AS class_fulfillment_id,
    c.canceled AS class_canceled, c.status AS class_status, t.offer,
    l.id AS location_id, l.name AS location_name, l.city AS location_city, l.timezone, l.tax_rate_bps,
    ${unitPriceSql("c", "t")} AS unit_price_cents, ${REFUNDED("r.id")} AS refunded_cents,
    (SELECT created_at FROM registration_changes WHERE registration_id = r.id AND kind = 'cancel') AS canceled_at,
    (SELECT created_at FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS moved_at,
    (SELECT from_class_id FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS moved_from_class_id
  FROM registrations r JOIN orders o ON o.id = r.order_id JOIN classes c ON c.id = r.class_id
    JOIN class_types t ON t.id = c.class_type_id JOIN locations l ON l.id = c.location_id
  WHERE r.id = ?1`;

/**
 * The party of a registration: every registration of its order in its class that is still booked
 * and not canceled by the customer — plus one whose cancel refund settled but whose record a cut
 * short request did not write (so a repeated cancel finishes it).
 */
const PARTY = `SELECT r.id, r.first_name, r.last_name, r.status, r.price_cents, r.discount_cents, r.total_cents,
    ${REFUNDED("r.id")} AS refunded_cents,
    EXISTS (SELECT 1 FROM registration_changes WHERE registration_id = r.id AND kind = 'move') AS moved
  FROM registrations r
  WHERE r.order_id = ?1 AND r.class_id = ?2
    AND NOT EXISTS (SELECT 1 FROM registration_changes WHERE registration_id = r.id AND kind = 'cancel')
    AND (r.status = 'registered' OR (r.status = 'refunded' AND EXISTS (
      SELECT 1 FROM refunds f WHERE f.idempotency_key = 'self-cancel-registration-' || r.id AND f.status = 'succeeded')))
  ORDER BY r.id`;

/** The registration with its order, class and kitchen (also staff's move, decision 082): 404 when there is none. */
export async function registrationForChange(d1: D1Database, id: number): Promise<OwnedRow> {
  const row = await d1.prepare(OWNED).bind(id).first<OwnedRow>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
  return row;
}

/** The registration, when the caller owns its order: 404 when there is none, 403 when it is another's. */
export async function ownedRegistration(d1: D1Database, caller: Caller, id: number): Promise<OwnedRow> {
  const row = await registrationForChange(d1, id);
  if (row.order_user_id === null || row.order_user_id !== caller.id) {
    throw new ApiError(403, "FORBIDDEN", "Only the account that placed this order can change this registration");
  }
  return row;
}

/** The party of `row` (all of it), and the seats a change of `scope` applies to. */
export async function partyOf(d1: D1Database, row: OwnedRow, scope: ChangeScope) {
  const party = (await d1.prepare(PARTY).bind(row.order_id, row.class_id).all<MemberRow>()).results;
  const self = party.find((member) => member.id === row.id);
  if (scope === "guest" && party.length > 1 && !guestScopeAllowed(row.offer, party.length)) {
    throw new ApiError(400, "BAD_REQUEST", "A couple is moved or canceled together", { scope: ["must be party: a couple stays together"] });
  }
  const members = scope === "guest" || !self ? (self ? [self] : []) : party;
  return { party, members };
}

export const place = (row: { class_name: string; class_date: string; location_name: string; timezone: string }): SeatPlace => ({
  class_name: row.class_name,
  date: row.class_date,
  location_name: row.location_name,
  timezone: row.timezone,
});

/** Why the registration cannot be changed now at all (either change), or null. */
export function commonRefusal(row: OwnedRow, now: Date): { code: string; message: string } | null {
  if (row.status === "canceled" || row.status === "refunded" || row.canceled_at) {
    return { code: "ALREADY_CANCELED", message: "This registration is canceled already" };
  }
  if (row.status !== "registered") return { code: "INVALID_TRANSITION", message: "This class has taken place; it can no longer be changed" };
  if (row.class_canceled || row.class_status !== "scheduled") {
    return { code: "INVALID_TRANSITION", message: "This class was canceled by the kitchen; its refund comes on its own" };
  }
  if (!beforeCutoff(row.class_date, now)) {
    return {
      code: "CUTOFF_PASSED",
      message: `Changes close ${SELF_SERVICE_CUTOFF_HOURS} hours before the class starts; please call us and we will see what we can do`,
    };
  }
  return null;
}

export function moveRefusal(row: OwnedRow, members: MemberRow[], now: Date) {
  const common = commonRefusal(row, now);
  if (common) return common;
  if (row.moved_at) return { code: "ALREADY_MOVED", message: "This registration was moved once already; it can be canceled but not moved again" };
  if (members.some((member) => member.moved)) {
    return { code: "ALREADY_MOVED", message: "A seat of this party was moved once already; move the others one guest at a time, or cancel" };
  }
  return null;
}

/**
 * Other dates of the SAME class the party may move to (decision 054), the customer's own rule:
 * after the cutoff (so the moved seats can still be canceled), with room for every seat that
 * moves. "The same class" and "room for the party" are same-class-dates.ts's, shared with staff's
 * move of a whole class (decision 077).
 */
export async function moveTargets(d1: D1Database, row: OwnedRow, seats: number, now: Date, classId?: number): Promise<SameClassDate[]> {
  return sameClassDates(d1, row, seats, new Date(now.getTime() + SELF_SERVICE_CUTOFF_HOURS * 3_600_000).toISOString(), classId);
}

const paidTotal = (members: MemberRow[]) => members.reduce((sum, member) => sum + member.total_cents, 0);

/** A date to move to, with what the moving seats cost there and the difference to what they cost now. */
export function targetJson(row: OwnedRow, members: MemberRow[], target: SameClassDate) {
  const base = members.reduce((sum, member) => sum + member.price_cents - member.discount_cents, 0);
  // Decision 079: the two dates' own prices are compared; equal, only the tax can move money.
  const priceChange = movePriceChange(row.offer, row.unit_price_cents, target.unit_price_cents, members.length);
  const difference = moveDifference(base, row.tax_rate_bps, target.tax_rate_bps, priceChange);
  return {
    class: {
      id: target.id,
      sku: target.sku,
      name: target.name,
      date: target.date,
      duration_minutes: target.duration_minutes,
      location: { id: target.location_id, name: target.location_name, city: target.location_city, timezone: target.timezone },
    },
    seats_left: target.seats_left,
    seats: members.length,
    new_total_cents: paidTotal(members) + difference,
    difference_cents: difference,
    allowed: difference <= 0,
    refusal: difference > 0 ? `This date costs more than you paid (${priceChange > 0 ? "its price is higher" : "that kitchen's sales tax is higher"}), so it cannot be moved to online` : null,
  };
}

export type MoveTargetJson = ReturnType<typeof targetJson>;

/** GET self-service/registrations/{id}: what the owner may do now for `scope`, and what money would move. */
export async function selfServiceOptions(ctx: SelfServiceContext, id: number, scope: ChangeScope = "party") {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  const { party, members } = await partyOf(d1, row, scope);
  const cancel = commonRefusal(row, now);
  const move = moveRefusal(row, members, now);
  const targets = move ? [] : (await moveTargets(d1, row, members.length, now)).map((target) => targetJson(row, members, target));
  const from = row.moved_from_class_id
    ? await d1
        .prepare(
          `SELECT c.id, c.name, c.date, l.id AS location_id, l.name AS location_name, l.city AS location_city, l.timezone
           FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id = ?1`,
        )
        .bind(row.moved_from_class_id)
        .first<{ id: number; name: string; date: string; location_id: number; location_name: string; location_city: string; timezone: string }>()
    : null;
  const movedFrom = from && {
    id: from.id,
    name: from.name,
    date: from.date,
    location: { id: from.location_id, name: from.location_name, city: from.location_city, timezone: from.timezone },
  };
  return {
    registration: {
      id: row.id,
      order_id: row.order_id,
      order_number: row.order_number,
      status: row.status,
      first_name: row.first_name,
      total_cents: row.total_cents,
      refunded_cents: row.refunded_cents,
      offer: row.offer,
      class: {
        id: row.class_id,
        name: row.class_name,
        date: row.class_date,
        location: { id: row.location_id, name: row.location_name, city: row.location_city, timezone: row.timezone },
      },
    },
    party: {
      scope,
      /** Every seat of the order still booked in this class (this registration among them). */
      guests: party.map((member) => ({ id: member.id, first_name: member.first_name, last_name: member.last_name })),
      /** The seats a change applies to now. */
      seats: members.length,
      /** Whether one guest may be changed on their own (never half a couple). */
      guest_scope_allowed: guestScopeAllowed(row.offer, party.length),
    },
    cutoff: selfServiceCutoff(row.class_date).toISOString(),
    cancel: {
      allowed: cancel === null,
      refusal: cancel?.message ?? null,
      refund_cents: members.reduce((sum, member) => sum + Math.max(0, member.total_cents - member.refunded_cents), 0),
    },
    move: { allowed: move === null, refusal: move?.message ?? null, targets },
    canceled_at: row.canceled_at,
    moved_at: row.moved_at,
    moved_from: movedFrom,
  };
}

export type SelfServiceJson = Awaited<ReturnType<typeof selfServiceOptions>>;
