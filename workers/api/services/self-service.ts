/**
 * A customer's own cancel and move of a class registration (decisions 033 and 054), for the
 * signed-in owner of its order only. The policy is workers/core/self-service.ts: up to 72 hours
 * before the class, cancel with all of the seats' money back (refunds.ts, card first, then gift
 * cards, once per seat by a key derived from the registration) and move once to another date of
 * the SAME class — same class type, same title, same fulfillment — with room for the party. The
 * seats keep the price they were bought at; only a date with another price of its own (decision
 * 079) or another kitchen's tax can change the total (a lower one refunded the same way; a higher
 * one refused).
 *
 * A party is every seat of the order still booked in that class (a couple, a group of guests):
 * changed together unless the customer chooses one guest (scope "guest"; never half a couple).
 *
 * Seats (for the waitlist hook): a move takes the party's seats in the new class and frees the
 * old ones in ONE batch (`moveRegistration`); a cancel frees its seats through refunds.ts's
 * settling batch (freeSeatWhenFullyRefunded) when money comes back, or in `cancelRegistration`'s
 * own batch for seats that cost nothing.
 */
import { SELF_SERVICE_CUTOFF_HOURS, type ChangeScope } from "../../core/self-service";
import { splitCents } from "../../core/class-offers";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { findRefundByKey, refundPayment } from "./refunds";
import type { RefundRow } from "./refund-records";
import { moveSeatsStatements, seatsChanged } from "./seats";
import { selfCancelEmail, selfMoveEmail } from "./self-service-emails";
import { cancelRefundKey, commonRefusal, moveRefundKey, moveRefusal, moveTargets, ownedRegistration, partyOf, place, selfServiceOptions, targetJson, type MemberRow, type SelfServiceContext, type SelfServiceJson } from "./self-service-options";

const idsJson = (members: MemberRow[]) => JSON.stringify(members.map((member) => member.id));

/**
 * POST self-service/registrations/{id}/cancel: the party (or the one guest chosen). Each seat's
 * money comes back by one refund whose key is derived from its registration (two clicks, two
 * tabs: one refund per seat, one gateway call); refunds.ts frees each seat when it settles.
 * Seats that cost nothing are canceled and freed here. Then one batch records the cancel of each
 * seat (once: unique per registration), their audit records and ONE e-mail, all only when the
 * records were new.
 */
export async function cancelRegistration(ctx: SelfServiceContext, id: number, scope: ChangeScope = "party"): Promise<SelfServiceJson> {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  const { members } = await partyOf(d1, row, scope);
  // A cancel whose refund settled but whose record is missing (cut short) is finished, not refused.
  const unfinished = !row.canceled_at && row.status === "refunded" && members.some((member) => member.id === id);
  const refusal = unfinished ? null : commonRefusal(row, now);
  if (refusal) throw new ApiError(409, refusal.code, refusal.message);

  const refunds: RefundRow[] = [];
  const free: MemberRow[] = [];
  for (const member of members) {
    const earlier = member.status === "refunded" ? await findRefundByKey(d1, cancelRefundKey(member.id)) : null;
    const left = Math.max(0, member.total_cents - member.refunded_cents);
    if (earlier) refunds.push(earlier);
    else if (left > 0) {
      refunds.push(
        await refundPayment(
          { db: ctx.db, gateway: ctx.gateway, actor: ctx.caller, seats: ctx.seats, now },
          {
            orderId: row.order_id,
            registrationId: member.id,
            reason: "requested_by_customer",
            note: "Canceled by the customer (decisions 033, 054)",
            idempotencyKey: cancelRefundKey(member.id),
            notify: false,
          },
        ),
      );
    } else free.push(member);
  }
  const cardCents = refunds.reduce((sum, refund) => sum + refund.card_cents, 0);
  const giftCardCents = refunds.reduce((sum, refund) => sum + refund.gift_card_cents, 0);
  const email = selfCancelEmail({
    first_name: row.order_first_name,
    order_number: row.order_number,
    seat: place(row),
    seats: members.length,
    card_cents: cardCents,
    gift_card_cents: giftCardCents,
  });
  const stamp = now.toISOString();
  const freeSeats =
    free.length === 0
      ? []
      : [
          // Nothing to refund: canceled here, and each seat freed once (only as many as changed status).
          d1.prepare("UPDATE registrations SET status = 'canceled' WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'registered'").bind(idsJson(free)),
          d1.prepare("UPDATE classes SET seats_taken = max(0, seats_taken - changes()) WHERE id = ?1 AND changes() > 0").bind(row.class_id),
        ];
  const refundOf = new Map(refunds.map((refund) => [refund.registration_id, refund.card_cents + refund.gift_card_cents]));
  const records = JSON.stringify(members.map((member) => ({ id: member.id, refund: refundOf.get(member.id) ?? 0 })));
  const results = await d1.batch([
    ...freeSeats,
    d1
      .prepare(
        `INSERT INTO registration_changes (registration_id, kind, from_class_id, refund_cents, actor_id, created_at)
         SELECT json_extract(m.value, '$.id'), 'cancel', ?2, json_extract(m.value, '$.refund'), ?3, ?4 FROM json_each(?1) m
         WHERE NOT EXISTS (SELECT 1 FROM registration_changes WHERE registration_id = json_extract(m.value, '$.id') AND kind = 'cancel')
           AND (SELECT status FROM registrations WHERE id = json_extract(m.value, '$.id')) IN ('canceled', 'refunded')`,
      )
      .bind(records, row.class_id, ctx.caller.id, stamp),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'registration_self_cancel', ?5, ?6 WHERE changes() > 0`,
      )
      .bind(row.order_email, email.subject, email.text, email.html, `registration:${id}`, stamp),
    ...members.map((member) =>
      auditStatement(
        d1,
        {
          actor: ctx.caller,
          action: "registrations.self_cancel",
          resource: "registrations",
          resourceId: member.id,
          before: { status: member.status, class_id: row.class_id, scope },
          after: { status: refundOf.has(member.id) ? "refunded" : "canceled", refund_cents: refundOf.get(member.id) ?? 0 },
        },
        "changes() = 1",
      ),
    ),
  ]);
  if (free.length > 0 && results[0]?.meta.changes !== free.length) {
    const again = await ownedRegistration(d1, ctx.caller, id);
    if (!again.canceled_at) throw new ApiError(409, "CONFLICT", "The registration changed meanwhile; reload the page and try again");
  }
  // Refunded seats were announced by their refunds; seats that cost nothing are announced here.
  if (free.length > 0 && (results[1]?.meta.changes ?? 0) > 0) await seatsChanged(ctx.seats, [row.class_id]);
  return selfServiceOptions(ctx, id, scope);
}

/**
 * POST self-service/registrations/{id}/move with { class_id }: the party (or the one guest
 * chosen). One batch, each statement conditional on the one before (`changes()`): the new
 * class's seats are taken — all of them or none — only while it has room and every moving
 * registration is still in its class, booked and unchanged; the registrations then move; the old
 * class's seats are freed; each move is recorded (unique per registration) and audited, and one
 * e-mail sent. Nothing of it happens when the first statement did not. A lower tax's difference
 * is then refunded per seat with the move's own key (once).
 */
export async function moveRegistration(ctx: SelfServiceContext, id: number, classId: number, scope: ChangeScope = "party"): Promise<SelfServiceJson> {
  const d1 = ctx.db.$client;
  const now = ctx.now ?? new Date();
  const row = await ownedRegistration(d1, ctx.caller, id);
  const { members } = await partyOf(d1, row, scope);
  const refusal = moveRefusal(row, members, now);
  if (refusal) throw new ApiError(409, refusal.code, refusal.message);
  if (classId === row.class_id) {
    throw new ApiError(400, "BAD_REQUEST", "Choose another date", { class_id: ["must be another date than the one you have"] });
  }
  const [target] = await moveTargets(d1, row, members.length, now, classId);
  if (!target) {
    throw new ApiError(
      409,
      "CLASS_NOT_AVAILABLE",
      "That date is not open for this class any more (full for your party, too soon or not the same class); choose another",
      { class_id: [`must be another date of the same class with ${members.length === 1 ? "a free seat" : `${members.length} free seats`}`] },
    );
  }
  const offer = targetJson(row, members, target);
  if (!offer.allowed) throw new ApiError(409, "PRICE_HIGHER", `${offer.refusal}: cancel and book the new date, or call us`);
  // The difference spread over the seats in whole cents; a seat never gets back more than it has left.
  const shares = splitCents(offer.difference_cents, members.length);
  const records = members.map((member, index) => {
    const share = shares[index] ?? 0;
    return { id: member.id, new_total: member.total_cents + share, refund: Math.min(Math.max(0, -share), Math.max(0, member.total_cents - member.refunded_cents)) };
  });
  const refundCents = records.reduce((sum, record) => sum + record.refund, 0);
  const email = selfMoveEmail({
    first_name: row.order_first_name,
    order_number: row.order_number,
    from: place(row),
    to: { class_name: target.name, date: target.date, location_name: target.location_name, timezone: target.timezone },
    seats: members.length,
    difference_cents: -refundCents,
  });
  const stamp = now.toISOString();
  const cutoffNow = new Date(now.getTime() + SELF_SERVICE_CUTOFF_HOURS * 3_600_000).toISOString();
  const seats = members.length;
  const results = await d1.batch([
    // The new seats, all or none, only while every registration is still as read and unmoved; then the move and the old seats back.
    ...moveSeatsStatements(d1, {
      registrationIds: members.map((member) => member.id),
      fromClassId: row.class_id,
      toClassId: classId,
      startsAfter: cutoffNow,
      onlyIf: "NOT EXISTS (SELECT 1 FROM registration_changes WHERE registration_id IN (SELECT value FROM json_each(?2)))",
    }),
    d1
      .prepare(
        `INSERT INTO registration_changes (registration_id, kind, from_class_id, to_class_id, new_total_cents, refund_cents, actor_id, created_at)
         SELECT json_extract(m.value, '$.id'), 'move', ?2, ?3, json_extract(m.value, '$.new_total'), json_extract(m.value, '$.refund'), ?4, ?5
         FROM json_each(?1) m WHERE changes() = 1`,
      )
      .bind(JSON.stringify(records), row.class_id, classId, ctx.caller.id, stamp),
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT ?1, ?2, ?3, ?4, 'registration_self_move', ?5, ?6 WHERE changes() = ?7`,
      )
      .bind(row.order_email, email.subject, email.text, email.html, `registration:${id}`, stamp, seats),
    ...records.map((record) =>
      auditStatement(
        d1,
        {
          actor: ctx.caller,
          action: "registrations.self_move",
          resource: "registrations",
          resourceId: record.id,
          before: { class_id: row.class_id, scope, seats },
          after: { class_id: classId, new_total_cents: record.new_total, refund_cents: record.refund },
        },
        "changes() = 1",
      ),
    ),
  ]);
  if (results[0]?.meta.changes !== 1) {
    // Lost a race: tell which one.
    const again = await ownedRegistration(d1, ctx.caller, id);
    const why = moveRefusal(again, (await partyOf(d1, again, scope)).members, now);
    if (why) throw new ApiError(409, why.code, why.message);
    throw new ApiError(409, "CLASS_FULL", "That date just filled up; choose another");
  }
  await seatsChanged(ctx.seats, [classId, row.class_id]);
  for (const record of records) await settleMoveRefund(ctx, record.id);
  return selfServiceOptions(ctx, id, scope);
}

/**
 * The refund a move promised a seat (its record's refund_cents), made once by the move's key.
 * Called right after the move, and again whenever the customer opens the registration's page,
 * so a gateway failure is retried by the same key and never paid twice.
 */
async function settleMoveRefund(ctx: SelfServiceContext, id: number): Promise<void> {
  const d1 = ctx.db.$client;
  const move = await d1
    .prepare("SELECT refund_cents FROM registration_changes WHERE registration_id = ?1 AND kind = 'move'")
    .bind(id)
    .first<{ refund_cents: number }>();
  if (!move || move.refund_cents <= 0) return;
  const known = await findRefundByKey(d1, moveRefundKey(id));
  if (known?.status === "succeeded") return;
  const registration = await d1.prepare("SELECT order_id FROM registrations WHERE id = ?1").bind(id).first<{ order_id: number }>();
  if (!registration) return;
  await refundPayment(
    { db: ctx.db, gateway: ctx.gateway, actor: ctx.caller, seats: ctx.seats, now: ctx.now },
    {
      orderId: registration.order_id,
      registrationId: id,
      amountCents: move.refund_cents,
      reason: "rescheduled",
      note: "Moved by the customer to a kitchen with a lower tax (decisions 033, 054)",
      idempotencyKey: moveRefundKey(id),
      notify: false,
    },
  );
}

/** GET self-service/registrations/{id}, finishing a move's refund a failure left first. */
export async function selfServiceState(ctx: SelfServiceContext, id: number, scope: ChangeScope = "party"): Promise<SelfServiceJson> {
  const row = await ownedRegistration(ctx.db.$client, ctx.caller, id);
  try {
    await settleMoveRefund(ctx, id);
  } catch (error) {
    console.error("api: a move's refund is still owed", id, error);
  }
  return selfServiceOptions(ctx, row.id, scope);
}
