/**
 * The fulfilment batch (decision 012): one D1 batch that turns a paid checkout into its order,
 * registrations, gift-card moves, redemptions and e-mails, guarded so it happens once; and the
 * registration rows of a checkout line.
 */
import { sendsNow } from "../../core/gift-card-delivery";
import { splitCents } from "../../core/class-offers";
import { generateGiftCardCode, giftCardDesign } from "../../core/gift-cards";
import { detailsOf, holdsOf, totalsOf, type CheckoutLine, type CheckoutRow } from "./checkout-state";
import { giftCardEmail, giftCardReceiptEmail, orderConfirmationEmail } from "./emails";
import { maskGiftCardCode } from "./gift-cards";
import { queueOrderEmailStatement, type QueuedEmail } from "./outbox";
import type { FulfilmentContext, PaidEvent } from "./fulfilment-context";
import { phoneBookingStatements } from "./phone-booking-records";

/** Tries of the batch when a new gift card's code collides with an existing one (1 in 2^80). */
const MAX_CODE_TRIES = 5;


/** Index of the order INSERT in the batch: its `changes` says whether this batch made the order. */
const ORDER_STATEMENT = 2;

export function constraintFailed(error: unknown, what: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(`UNIQUE constraint failed: ${what}`)) return true;
  }
  return false;
}

export async function runFulfilmentBatch(
  ctx: FulfilmentContext,
  row: CheckoutRow,
  event: PaidEvent,
): Promise<{ created: boolean } | "duplicate_event"> {
  for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt++) {
    const giftCardCode = row.kind === "gift_card" ? generateGiftCardCode() : null;
    try {
      const results = await ctx.db.$client.batch(fulfilmentStatements(ctx, row, event, giftCardCode));
      return { created: (results[ORDER_STATEMENT]?.meta.changes ?? 0) === 1 };
    } catch (error) {
      if (constraintFailed(error, "payment_events.id")) return "duplicate_event";
      if (constraintFailed(error, "gift_cards.code")) continue;
      // Two batches for one checkout at once: the other made the order.
      if (constraintFailed(error, "orders.checkout_id")) return { created: false };
      throw error;
    }
  }
  throw new Error(`api: no unique gift card code after ${MAX_CODE_TRIES} tries`);
}

function fulfilmentStatements(
  ctx: FulfilmentContext,
  row: CheckoutRow,
  event: PaidEvent,
  giftCardCode: string | null,
): D1PreparedStatement[] {
  const d1 = ctx.db.$client;
  const details = detailsOf(row);
  const totals = totalsOf(row);
  const instant = ctx.now.toISOString();
  const statement = (query: string, ...values: unknown[]) => d1.prepare(query).bind(row.id, ...values);
  const orderExists = `EXISTS (SELECT 1 FROM orders WHERE checkout_id = ?1)`;
  // Payable now: pending, with every hold in place (a start that died part-way has not), and
  // for a cart, the cart still open (another checkout of it may have been paid first).
  const payable = (checkout: string) => `${checkout}.status = 'pending'
    AND (SELECT count(*) FROM checkout_holds WHERE checkout_id = ?1 AND released = 0) = ${holdRecordCount(row)}
    AND (${checkout}.kind = 'gift_card' OR EXISTS (SELECT 1 FROM carts WHERE uuid = ${checkout}.cart_uuid AND status = 'open'))`;

  const statements: D1PreparedStatement[] = [
    // 0. Once per event id: a repeat violates the primary key and the whole batch rolls back.
    // Recorded only when it pays (or paid) the checkout; otherwise the caller decides.
    statement(
      `INSERT INTO payment_events (id, type, checkout_id, created_at)
       SELECT ?2, ?3, ?1, ?4 FROM checkouts c WHERE c.id = ?1 AND (c.status = 'paid' OR (${payable("c")}))`,
      event.eventId,
      event.eventType,
      instant,
    ),
    // 1. Pending → paid.
    statement(
      `UPDATE checkouts SET status = 'paid', failure_reason = NULL, updated_at = ?2
       WHERE id = ?1 AND ${payable("checkouts")}`,
      instant,
    ),
    // 2. Once per checkout: orders.checkout_id is UNIQUE as well.
    statement(
      `INSERT INTO orders (number, kind, checkout_id, cart_uuid, user_id, email, first_name, last_name, phone, status,
         subtotal_cents, discount_cents, tax_cents, donation_cents, gift_card_cents, total_cents, amount_paid_cents,
         charity_window_id, address, payment_provider, payment_reference, created_at, delivery_fee_cents)
       SELECT 'CVK-' || (100001 + coalesce((SELECT max(id) FROM orders), 0)), c.kind, c.id, c.cart_uuid, ?2, ?3, ?4, ?5, ?6,
         'paid', ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, c.payment_provider, ?16, ?17, ?18
       FROM checkouts c
       WHERE c.id = ?1 AND c.status = 'paid' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = c.id)`,
      details.user_id,
      details.email,
      details.first_name,
      details.last_name,
      details.phone,
      totals.subtotal_cents,
      totals.discount_cents,
      totals.tax_cents,
      totals.donation_cents,
      totals.gift_card_cents,
      totals.total_cents,
      event.amountCents,
      details.kind === "cart" ? details.charity_window_id : null,
      details.kind === "cart" && details.address ? JSON.stringify(details.address) : null,
      event.paymentReference,
      instant,
      // Decision 083; a checkout started before the fee existed has none.
      totals.delivery_fee_cents ?? 0,
    ),
    // Gift cards that paid: the held amounts become captures of this order.
    statement(
      `INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, checkout_id, order_id, created_at)
       SELECT h.ref_id, -h.amount_cents, 'capture', h.checkout_id, o.id, ?2
       FROM checkout_holds h JOIN orders o ON o.checkout_id = h.checkout_id
       WHERE h.checkout_id = ?1 AND h.kind = 'gift_card' AND h.released = 0
         AND NOT EXISTS (SELECT 1 FROM gift_card_transactions t WHERE t.order_id = o.id AND t.kind = 'capture')`,
      instant,
    ),
    statement(
      `UPDATE promotion_redemptions SET status = 'redeemed', order_id = (SELECT id FROM orders WHERE checkout_id = ?1)
       WHERE checkout_id = ?1 AND status = 'held' AND ${orderExists}`,
    ),
    statement(
      `UPDATE checkouts SET order_id = (SELECT id FROM orders WHERE checkout_id = ?1)
       WHERE id = ?1 AND order_id IS NULL AND ${orderExists}`,
    ),
  ];

  if (details.kind === "cart") {
    const lines = details.lines.flatMap(registrationRows);
    statements.push(
      // One registration per portions line, with the registration payload of the checkout, and
      // one per guest of a seats/pairs line with the guest's name and allergies (decision 040).
      statement(
        `INSERT INTO registrations (order_id, class_id, first_name, last_name, email, phone, allergies, allergy_notes,
           spice_tolerance, portion_size_id, portion_quantity_id, price_cents, discount_cents, tax_cents, total_cents,
           status, created_at)
         SELECT o.id, json_extract(l.value, '$.class_id'),
           coalesce(json_extract(l.value, '$.first_name'), ?2), coalesce(json_extract(l.value, '$.last_name'), ?3), ?4, ?5,
           coalesce(json_extract(l.value, '$.allergies'), ?6), coalesce(json_extract(l.value, '$.allergy_notes'), ?7),
           coalesce(json_extract(l.value, '$.spice_tolerance'), ?8),
           json_extract(l.value, '$.portion_size_id'), json_extract(l.value, '$.portion_quantity_id'),
           json_extract(l.value, '$.price_cents'), json_extract(l.value, '$.discount_cents'),
           json_extract(l.value, '$.tax_cents'), json_extract(l.value, '$.total_cents'), 'registered', ?9
         FROM orders o, json_each(?10) l
         WHERE o.checkout_id = ?1 AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.order_id = o.id)`,
        details.first_name,
        details.last_name,
        details.email,
        details.phone,
        JSON.stringify(details.allergies),
        details.allergy_notes,
        details.spice_tolerance,
        instant,
        JSON.stringify(lines),
      ),
      // Each registration's chosen meals (decision 041), from the line's snapshot; once per order.
      statement(
        `INSERT INTO registration_meals (registration_id, meal_id, quantity)
         SELECT r.id, json_extract(m.value, '$.meal_id'), json_extract(m.value, '$.quantity')
         FROM orders o
           JOIN registrations r ON r.order_id = o.id
           JOIN json_each(?2) l ON json_extract(l.value, '$.class_id') = r.class_id
           JOIN json_each(l.value, '$.meals') m
         WHERE o.checkout_id = ?1
           AND NOT EXISTS (SELECT 1 FROM registration_meals x JOIN registrations y ON y.id = x.registration_id
                           WHERE y.order_id = o.id)`,
        JSON.stringify(details.lines.map((line) => ({ class_id: line.class_id, meals: line.meals ?? [] }))),
      ),
      statement(
        `UPDATE carts SET status = 'ordered', updated_at = ?2
         WHERE uuid = (SELECT cart_uuid FROM orders WHERE checkout_id = ?1) AND status = 'open'`,
        instant,
      ),
    );
    if (details.phone_booking) {
      const guests = details.lines.reduce((sum, line) => sum + (line.guests?.length || 1), 0);
      statements.push(...phoneBookingStatements(d1, row, details.phone_booking, guests, instant));
    }
  } else if (giftCardCode !== null && details.kind === "gift_card") {
    const card = details.gift_card;
    statements.push(
      statement(
        `INSERT INTO gift_cards (code, initial_cents, balance_cents, status, recipient_name, recipient_email, sender_name,
           message, purchaser_email, order_id, created_at, send_on, delivered_at, design)
         SELECT ?2, ?3, ?3, 'active', ?4, ?5, ?6, ?7, ?8, o.id, ?9, ?10, ?11, ?12 FROM orders o
         WHERE o.checkout_id = ?1 AND NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = o.id)`,
        giftCardCode,
        card.amount_cents,
        card.recipient_name,
        card.recipient_email,
        card.sender_name,
        card.message,
        details.email,
        instant,
        card.send_on ?? null,
        // Decision 063: a card for a day still ahead is e-mailed by the scheduler on that day.
        sendsNow(card.send_on ?? null, ctx.now) ? instant : null,
        giftCardDesign(card.design).key,
      ),
      statement(
        `INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, checkout_id, order_id, created_at)
         SELECT g.id, g.initial_cents, 'issue', ?1, o.id, ?2 FROM orders o JOIN gift_cards g ON g.order_id = o.id
         WHERE o.checkout_id = ?1
           AND NOT EXISTS (SELECT 1 FROM gift_card_transactions t WHERE t.gift_card_id = g.id AND t.kind = 'issue')`,
        instant,
      ),
    );
  }

  for (const email of emailsOf(row, giftCardCode, ctx.now)) {
    statements.push(queueOrderEmailStatement(ctx.db, row.id, email, ctx.now));
  }
  return statements;
}

function emailsOf(row: CheckoutRow, giftCardCode: string | null, now: Date): QueuedEmail[] {
  const details = detailsOf(row);
  const totals = totalsOf(row);
  if (details.kind === "cart") {
    const body = orderConfirmationEmail({
      origin: details.origin ?? null,
      first_name: details.first_name,
      phone: details.phone,
      lines: details.lines,
      allergies: details.allergy_names,
      allergy_notes: details.allergy_notes,
      totals,
    });
    return [{ ...body, to: details.email, kind: "order_confirmation" }];
  }
  if (giftCardCode === null || details.kind !== "gift_card") return [];
  const card = details.gift_card;
  const later = sendsNow(card.send_on ?? null, now) ? null : (card.send_on ?? null);
  return [
    ...(later === null
      ? [{ ...giftCardEmail({ ...card, code: giftCardCode, origin: details.origin ?? null }), to: card.recipient_email, kind: "gift_card" as const }]
      : []),
    {
      ...giftCardReceiptEmail({
        first_name: details.first_name,
        masked_code: maskGiftCardCode(giftCardCode),
        amount_cents: card.amount_cents,
        discount_cents: totals.discount_cents,
        total_cents: totals.total_cents,
        recipient_name: card.recipient_name,
        recipient_email: card.recipient_email,
        send_on: later,
      }),
      to: details.email,
      kind: "gift_card_receipt",
    },
  ];
}

/** The records the checkout's holds wrote: one per seat of a seat hold (decision 040), one per other hold. */
function holdRecordCount(row: CheckoutRow): number {
  return holdsOf(row).reduce((sum, hold) => sum + (hold.kind === "seat" ? hold.seats : 1), 0);
}

/**
 * The registrations of a line (decision 040): one for a portions line (the buyer's details);
 * one per guest of a seats/pairs line, the line's price, discount and tax split in whole cents
 * per guest (a pairs line per couple first, then over its two guests), the remainder on the
 * first, so the registrations add up to the line exactly. Fields left out take the buyer's.
 */
export function registrationRows(line: CheckoutLine): Array<Record<string, unknown>> {
  const base = { class_id: line.class_id, portion_size_id: line.portion_size.id, portion_quantity_id: line.portion_quantity.id };
  const guests = line.guests ?? [];
  if (line.offer === undefined || line.offer === "portions" || guests.length === 0) {
    return [{ ...base, price_cents: line.price_cents, discount_cents: line.discount_cents, tax_cents: line.tax_cents, total_cents: line.total_cents }];
  }
  const perUnit = line.offer === "pairs" ? 2 : 1;
  const units = Math.max(1, Math.floor(guests.length / perUnit));
  const shares = (cents: number) => splitCents(cents, units).flatMap((unit) => splitCents(unit, perUnit));
  const [prices, discounts, taxes] = [shares(line.price_cents), shares(line.discount_cents), shares(line.tax_cents)];
  return guests.map((guest, index) => {
    const price = prices[index] ?? 0;
    const discount = discounts[index] ?? 0;
    const tax = taxes[index] ?? 0;
    return {
      ...base,
      first_name: guest.first_name,
      last_name: guest.last_name,
      allergies: JSON.stringify(guest.allergies),
      allergy_notes: "",
      spice_tolerance: "",
      price_cents: price,
      discount_cents: discount,
      tax_cents: tax,
      total_cents: price - discount + tax,
    };
  });
}
