/**
 * A paid order of the admin console's tests (decision 021): `seats` registrations of a fresh
 * class (checkout-fixtures' freshClass), the card paying the rest of what a gift card did not,
 * written to D1 as checkout fulfilment writes them: seats taken, the gift card's capture.
 */
import { first, freshClass, giftCard, run } from "./checkout-fixtures";

export interface PaidOrder {
  orderId: number;
  orderNumber: string;
  classId: number;
  registrationIds: number[];
  email: string;
  /** The gift card that paid part, when one did. */
  giftCardId: number | null;
}

let made = 0;

export async function paidOrder(
  options: { seats?: number; priceCents?: number; giftCardCents?: number; offer?: "portions" | "seats" | "pairs" } = {},
): Promise<PaidOrder> {
  const seats = options.seats ?? 1;
  const price = options.priceCents ?? 5000;
  const giftCents = options.giftCardCents ?? 0;
  const shopClass = await freshClass({ seatsLeft: seats + 2, offer: options.offer });
  made += 1;
  const key = crypto.randomUUID();
  const email = `paid-${made}-${key.slice(0, 6)}@example.com`;
  const total = price * seats;
  const orderNumber = `RF-${key.slice(0, 8).toUpperCase()}`;
  const order = await first<{ id: number }>(
    `INSERT INTO orders (number, checkout_id, email, first_name, last_name, subtotal_cents, discount_cents, tax_cents, donation_cents,
       gift_card_cents, total_cents, amount_paid_cents, payment_provider, payment_reference)
     VALUES (?1, ?2, ?3, 'Riley', 'Refund', ?4, 0, 0, 0, ?5, ?4, ?6, 'sandbox', ?7) RETURNING id`,
    orderNumber,
    `checkout-${key}`,
    email,
    total,
    giftCents,
    total - giftCents,
    `pi_sandbox_${key.slice(0, 12)}`,
  );
  const registrationIds: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const registration = await first<{ id: number }>(
      `INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id,
         price_cents, discount_cents, tax_cents, total_cents)
       VALUES (?1, ?2, 'Riley', 'Refund', ?3, '[]', 1, 1, ?4, 0, 0, ?4) RETURNING id`,
      order.id,
      shopClass.id,
      email,
      price,
    );
    registrationIds.push(registration.id);
  }
  await run("UPDATE classes SET seats_taken = seats_taken + ?2 WHERE id = ?1", shopClass.id, seats);
  let giftCardId: number | null = null;
  if (giftCents > 0) {
    const card = await giftCard(giftCents + 100);
    await run("UPDATE gift_cards SET balance_cents = 100 WHERE id = ?1", card.id);
    await run("INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, order_id) VALUES (?1, ?2, 'capture', ?3)", card.id, -giftCents, order.id);
    giftCardId = card.id;
  }
  return { orderId: order.id, orderNumber, classId: shopClass.id, registrationIds, email, giftCardId };
}

/**
 * Makes `classId` another date of the same class as `sourceId` (decision 054: same type, title,
 * fulfillment; here also the same kitchen), starting at `date`.
 */
export async function makeSameClass(classId: number, sourceId: number, date: string): Promise<void> {
  await run(
    `UPDATE classes SET date = ?2, name = s.name, class_type_id = s.class_type_id, fulfillment_id = s.fulfillment_id, location_id = s.location_id
     FROM (SELECT * FROM classes WHERE id = ?3) s WHERE classes.id = ?1`,
    classId,
    date,
    sourceId,
  );
}
