/** Orders, registrations and addresses written straight to D1, as checkout fulfilment would. */
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../../drizzle/api/schema";

const db = drizzle(env.DB, { schema });

/** A paid order of one class registration for `userId`. */
export async function placeOrder(
  userId: number,
  email: string,
): Promise<{ orderId: number; registrationId: number; classId: number }> {
  const [someClass] = await db.select({ id: schema.classes.id }).from(schema.classes).limit(1);
  if (!someClass) throw new Error("the seed has no classes");
  const key = crypto.randomUUID();
  const [order] = await db
    .insert(schema.orders)
    .values({
      number: `CVK-${key.slice(0, 8)}`,
      checkout_id: `checkout-${key}`,
      user_id: userId,
      email,
      first_name: "Test",
      last_name: "Cook",
      subtotal_cents: 8900,
      discount_cents: 0,
      tax_cents: 645,
      donation_cents: 0,
      gift_card_cents: 0,
      total_cents: 9545,
      amount_paid_cents: 9545,
      payment_provider: "sandbox",
    })
    .returning({ id: schema.orders.id });
  const [registration] = await db
    .insert(schema.registrations)
    .values({
      order_id: order!.id,
      class_id: someClass.id,
      first_name: "Test",
      last_name: "Cook",
      email,
      allergies: [],
      portion_size_id: 1,
      portion_quantity_id: 1,
      price_cents: 8900,
      discount_cents: 0,
      tax_cents: 645,
      total_cents: 9545,
    })
    .returning({ id: schema.registrations.id });
  return { orderId: order!.id, registrationId: registration!.id, classId: someClass.id };
}

export async function saveAddress(userId: number, street: string): Promise<number> {
  const [address] = await db
    .insert(schema.addresses)
    .values({ user_id: userId, name: "Test Cook", street, city: "Logan", state: "UT", zipcode: "84321" })
    .returning({ id: schema.addresses.id });
  return address!.id;
}
