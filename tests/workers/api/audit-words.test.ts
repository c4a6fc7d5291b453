/** GET audit in words (decision 074): each record's sentence, the zone its time is read in, and the records it names. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../../workers/api/db";
import { auditInsert } from "../../../workers/api/services/audit";
import { findUser } from "../../../workers/api/services/users";
import { call, seededToken, unique } from "../support/api";
import { first, freshClass, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

interface AuditBody {
  data: Array<{
    action: string;
    resource: string;
    resource_id: string;
    summary: string;
    time_zone: string;
    links: Array<{ resource: string; resource_id: string; label: string }>;
  }>;
}

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

/** A kitchen on Eastern time, so its day and zone differ from the shop's (Mountain). */
async function easternKitchen(): Promise<number> {
  const slug = `audit-east-${unique()}`;
  const kitchen = await first<{ id: number }>(
    `INSERT INTO locations (name, slug, street, city, state, zipcode, latitude, longitude, timezone)
     VALUES ('Brooklyn', ?1, '1 Main St', 'Brooklyn', 'NY', '11201', 40.69, -73.99, 'America/New_York') RETURNING id`,
    slug,
  );
  return kitchen.id;
}

describe("GET audit in words", () => {
  it("says a refund by its manager, amount, customer and class, read in the class's kitchen's zone, and links the records", async () => {
    const order = await paidOrder({ seats: 2 });
    // 06:00 UTC on Mar 5 is 1 AM Mar 5 in Brooklyn and still Mar 4 in the shop's Mountain time.
    await run(
      "UPDATE classes SET location_id = ?2, date = '2027-03-05T06:00:00.000Z', name = 'Pasta Lab' WHERE id = ?1",
      order.classId,
      await easternKitchen(),
    );
    const token = seededToken(MANAGER);
    const refund = await call("POST", `/payments/${order.orderId}/refund`, {
      token,
      body: { reason: "requested_by_customer", idempotency_key: `key-${crypto.randomUUID()}` },
    });
    expect(refund.status).toBe(201);

    const { status, body } = await call<AuditBody>("GET", `/audit?records=orders:${order.orderId}`, { token });
    expect(status).toBe(200);
    const [record] = body.data;
    expect(record).toMatchObject({
      action: "payments.refund",
      summary: "Daniel Olsen refunded $100.00 to Riley Refund for Pasta Lab, Mar 5",
      time_zone: "America/New_York",
    });
    const manager = await first<{ id: number }>("SELECT id FROM users WHERE email = ?1", MANAGER);
    expect(record!.links).toEqual([
      { resource: "orders", resource_id: String(order.orderId), label: `Order ${order.orderNumber}` },
      { resource: "classes", resource_id: String(order.classId), label: "Class Pasta Lab, Mar 5" },
      { resource: "users", resource_id: String(manager.id), label: "Daniel Olsen" },
    ]);
  });

  it("says a move by the guest's name from one class to the other, each on its kitchen's day, and links both classes and the order", async () => {
    const order = await paidOrder();
    const earlier = await freshClass();
    await run("UPDATE classes SET name = 'Pasta Lab', date = '2027-04-10T00:30:00.000Z' WHERE id = ?1", earlier.id);
    await run("UPDATE classes SET name = 'Sushi Night', date = '2027-04-17T00:30:00.000Z', location_id = 1 WHERE id = ?1", order.classId);
    const db = database(env.DB);
    const user = await findUser(db, 1);
    const [seat] = order.registrationIds;
    await db.batch([
      auditInsert(db, {
        actor: { id: 1, user: user! },
        action: "registrations.move",
        resource: "registrations",
        resourceId: seat!,
        before: { class_id: earlier.id },
        after: { class_id: order.classId, refund_cents: 500 },
      }),
    ]);
    const { body } = await call<AuditBody>("GET", `/audit?records=registrations:${seat}`, { token: seededToken(MANAGER) });
    const actor = `${user!.first_name} ${user!.last_name}`;
    // 00:30 UTC is the evening before in Logan (Mountain).
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        summary: `${actor} moved Riley Refund from Pasta Lab, Apr 9 to Sushi Night, Apr 16, refunding $5.00`,
        time_zone: "America/Denver",
      }),
    );
    expect(body.data[0]!.links).toEqual([
      { resource: "registrations", resource_id: String(seat), label: "Registration Riley Refund" },
      { resource: "classes", resource_id: String(order.classId), label: "Class Sushi Night, Apr 16" },
      { resource: "orders", resource_id: String(order.orderId), label: `Order ${order.orderNumber}` },
      { resource: "classes", resource_id: String(earlier.id), label: "Class Pasta Lab, Apr 9" },
      { resource: "users", resource_id: "1", label: actor },
    ]);
  });

  it("reads a record that belongs to no kitchen in the shop's zone, and names a record gone since by its id", async () => {
    const db = database(env.DB);
    const user = await findUser(db, 1);
    const id = `9${Date.now() % 100_000_000}`;
    await db.batch([
      auditInsert(db, {
        actor: { id: 1, user: user! },
        action: "promotions.update",
        resource: "promotions",
        resourceId: id,
        before: { percent_off: 10 },
        after: { percent_off: 15 },
      }),
    ]);
    const { body } = await call<AuditBody>("GET", `/audit?resource=promotions&resource_id=${id}`, { token: seededToken(MANAGER) });
    expect(body.data).toEqual([
      expect.objectContaining({
        summary: `${user!.first_name} ${user!.last_name} edited promotion #${id}: percent off 10 → 15`,
        time_zone: "America/Denver",
      }),
    ]);
  });
});
