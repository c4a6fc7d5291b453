/**
 * Orders as the confirmation page reads them (spec §3 Order: id, totals, registrations with
 * class, total, portion_size_id, portion_quantity_id; §7 GET orders/{id}/confirmation).
 * Who may read one (decision 012): whoever holds its checkout id (the web keeps it in the
 * session of the browser that paid), its owner, or staff with `orders.view`.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { classFulfillmentColumns } from "./fulfillments";
import { joinLineClass, lineClassColumns } from "./class-joins";
import { maskGiftCardCode, unusedCard } from "./gift-cards";
import { registrationMealChoices } from "./meal-choices";
import { allergyNamesByKey } from "./meals";
import { laterPaymentsJson } from "./order-payments";

const { orders, registrations, classes, classTypes, locations, portionSizes, portionQuantities, giftCards, outboxEmails } = schema;

export type OrderRow = typeof orders.$inferSelect;

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order ?? null;
}

/** Compares two capabilities without leaking how much of them matched through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * Issue 26 part 6: where the orders' e-mails are (decision 058), newest row of each kind per
 * order (a corrected gift card recipient's e-mail is a newer `gift_card` row than the first).
 */
async function orderEmailStates(db: Database, orderIds: number[]) {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .select({ ref: outboxEmails.ref, kind: outboxEmails.kind, state: outboxEmails.state })
          .from(outboxEmails)
          .where(
            and(
              inArray(
                outboxEmails.ref,
                orderIds.map((id) => `order:${id}`),
              ),
              inArray(outboxEmails.kind, ["order_confirmation", "gift_card", "gift_card_receipt"]),
            ),
          )
          .orderBy(desc(outboxEmails.id));
  return (orderId: number) => {
    const newest = (kind: string) => rows.find((row) => row.ref === `order:${orderId}` && row.kind === kind) ?? null;
    return { confirmation: newest("order_confirmation") ?? newest("gift_card_receipt"), giftCard: newest("gift_card") };
  };
}

type EmailStates = Awaited<ReturnType<typeof orderEmailStates>>;

/** A gift card an order bought, as its buyer may see it. */
export interface BoughtGiftCardJson {
  /** Masked: the whole code went only to the recipient's e-mail. */
  code: string;
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  /** Where the recipient's newest e-mail with the code is; null when none was written. */
  email_state: (typeof outboxEmails.$inferSelect)["state"] | null;
  /** Issue 26 part 6: unused, so the buyer may still correct the recipient's address. */
  recipient_editable: boolean;
  /** Decision 063: the day the buyer chose for its e-mail (YYYY-MM-DD, kitchen time); null: sent when paid. */
  send_on: string | null;
  /** Its design's key (issue 30 part 8). */
  design: string;
  /** Not e-mailed yet: it goes at 8 am on `send_on`, which the buyer may still change. */
  scheduled: boolean;
}

/**
 * The gift cards the orders bought, by order id, as their buyer may see them: read for the
 * confirmation and the account's orders alike. `states`: the orders' e-mail states (or their
 * read under way) when the caller reads them too.
 */
export async function boughtGiftCards(
  db: Database,
  orderIds: number[],
  states?: EmailStates | Promise<EmailStates>,
): Promise<Map<number, BoughtGiftCardJson>> {
  if (orderIds.length === 0) return new Map();
  const [cards, emails] = await Promise.all([
    db
      .select({
        card: giftCards,
        // Its recipient may be corrected while nothing but its issue touched it.
        unused: sql<number>`${sql.raw(unusedCard("gift_cards"))}`,
      })
      .from(giftCards)
      .where(inArray(giftCards.order_id, orderIds)),
    states ?? orderEmailStates(db, orderIds),
  ]);
  const bought = new Map<number, BoughtGiftCardJson>();
  for (const { card, unused } of cards) {
    if (card.order_id === null) continue;
    bought.set(card.order_id, {
      code: maskGiftCardCode(card.code),
      amount_cents: card.initial_cents,
      recipient_name: card.recipient_name,
      recipient_email: card.recipient_email,
      email_state: emails(card.order_id).giftCard?.state ?? null,
      recipient_editable: Boolean(unused),
      // Decision 063: the day chosen, and whether it is still ahead (the day may change until then).
      send_on: card.send_on,
      design: card.design,
      scheduled: card.delivered_at === null,
    });
  }
  return bought;
}

export async function orderConfirmationJson(db: Database, order: OrderRow) {
  // Read once, beside the rest: the confirmation's own e-mail and the gift card's.
  const states = orderEmailStates(db, [order.id]);
  const seatRows = joinLineClass(
    db
      .select({
        id: registrations.id,
        status: registrations.status,
        first_name: registrations.first_name,
        last_name: registrations.last_name,
        class: lineClassColumns,
        location: {
          id: locations.id,
          name: locations.name,
          street: locations.street,
          city: locations.city,
          state: locations.state,
          zipcode: locations.zipcode,
          timezone: locations.timezone,
        },
        fulfillment: classFulfillmentColumns,
        portion_size: { id: portionSizes.id, name: portionSizes.name, serves: portionSizes.serves },
        portion_quantity: { id: portionQuantities.id, meal_count: portionQuantities.meal_count },
        price_cents: registrations.price_cents,
        discount_cents: registrations.discount_cents,
        tax_cents: registrations.tax_cents,
        total_cents: registrations.total_cents,
        // Decision 040: a guest's allergies, and what the class sells (one registration per guest).
        allergies: registrations.allergies,
        offer: classTypes.offer,
      })
      .from(registrations)
      .$dynamic(),
    registrations,
  )
    .where(eq(registrations.order_id, order.id))
    .orderBy(asc(classes.date), asc(registrations.id));
  const [seats, cards, allergyNames, emailsOf, later] = await Promise.all([
    seatRows,
    boughtGiftCards(db, [order.id], states),
    allergyNamesByKey(db),
    states,
    laterPaymentsJson(db.$client, order.id),
  ]);
  const emails = emailsOf(order.id);
  const choices = await registrationMealChoices(db, seats.map((seat) => seat.id));

  return {
    id: order.id,
    number: order.number,
    kind: order.kind,
    status: order.status,
    email: order.email,
    // The confirmation (or, for a gift card, the buyer's receipt): null for an order that wrote none.
    email_state: emails.confirmation?.state ?? null,
    first_name: order.first_name,
    last_name: order.last_name,
    phone: order.phone,
    totals: {
      subtotal_cents: order.subtotal_cents,
      discount_cents: order.discount_cents,
      tax_cents: order.tax_cents,
      delivery_fee_cents: order.delivery_fee_cents,
      donation_cents: order.donation_cents,
      gift_card_cents: order.gift_card_cents,
      // Decision 091: a staff move's difference paid by pay link, in the total and the amount paid.
      move_difference_cents: later.move_difference_cents,
      total_cents: order.total_cents,
      amount_paid_cents: order.amount_paid_cents,
    },
    later_payments: later.later_payments,
    registrations: seats.map(({ location, fulfillment, ...seat }) => ({
      ...seat,
      allergy_names: seat.allergies.map((key) => allergyNames.get(key) ?? key),
      class: { ...seat.class, location, fulfillment },
      portion_size_id: seat.portion_size.id,
      portion_quantity_id: seat.portion_quantity.id,
      // Decision 041: the chosen meals; empty: the chef's choice.
      meals: choices.get(seat.id) ?? [],
    })),
    // The code itself went only to the recipient's e-mail; the buyer's page shows it masked.
    gift_card: cards.get(order.id) ?? null,
    address: order.address,
    created_at: order.created_at,
  };
}

export type OrderConfirmationJson = Awaited<ReturnType<typeof orderConfirmationJson>>;
