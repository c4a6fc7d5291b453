/**
 * A customer's own cancel and move over GraphQL (decision 033): the owner sees what may be done
 * and what money moves, moves one registration and cancels another; anyone else gets FORBIDDEN
 * and nothing changes; a refusal is CONFLICT with the api's reason; bad input names the argument.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { freshClass } from "../api/checkout-fixtures";
import { paidOrder } from "../api/paid-orders";
import { ok, refused, registeredCustomer, seededToken } from "./cart-fixtures";

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const run = (query: string, ...values: unknown[]) => env.DB.prepare(query).bind(...values).run();
const seats = async (classId: number) =>
  (await env.DB.prepare("SELECT seats_taken FROM classes WHERE id = ?1").bind(classId).first<{ seats_taken: number }>())!.seats_taken;

const CHANGES = `registration { id status refundedCents class { id date location { name timezone } } }
  cutoff canCancel cancelRefusal cancelRefundCents canMove moveRefusal canceledAt movedAt movedFrom { id }
  moveOptions { class { id } seatsLeft newTotalCents differenceCents allowed refusal }`;

interface Changes {
  registration: { id: string; status: string; refundedCents: number; class: { id: string } };
  canCancel: boolean;
  cancelRefusal: string | null;
  cancelRefundCents: number;
  canMove: boolean;
  movedAt: string | null;
  movedFrom: { id: string } | null;
  moveOptions: Array<{ class: { id: string }; differenceCents: number; allowed: boolean }>;
}

async function ownedOrder(hours = 24 * 10) {
  const customer = await registeredCustomer();
  const target = await freshClass({ seatsLeft: 2 });
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", target.id, inHours(74));
  const price = await env.DB.prepare(
    `SELECT p.price_cents, l.tax_rate_bps FROM classes c JOIN locations l ON l.id = c.location_id
     JOIN portion_prices p ON p.class_type_id = c.class_type_id AND p.portion_size_id = 1 AND p.portion_quantity_id = 1 WHERE c.id = ?1`,
  )
    .bind(target.id)
    .first<{ price_cents: number; tax_rate_bps: number }>();
  const total = price!.price_cents + Math.round((price!.price_cents * price!.tax_rate_bps) / 10_000);
  const order = await paidOrder({ seats: 2, priceCents: total });
  await run("UPDATE orders SET user_id = ?2, email = ?3 WHERE id = ?1", order.orderId, Number(customer.id), customer.email);
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", order.classId, inHours(hours));
  return { customer, order, target: target.id };
}

describe("self-service changes over GraphQL", () => {
  it("shows the owner what may be done, moves one registration and cancels the other", async () => {
    const { customer, order, target } = await ownedOrder();
    const [first, second] = order.registrationIds.map(String) as [string, string];
    const state = await ok<{ registrationChanges: Changes }>(`query ($id: ID!) { registrationChanges(registrationId: $id) { ${CHANGES} } }`, { id: first }, customer.token);
    expect(state.registrationChanges).toMatchObject({ canCancel: true, cancelRefundCents: expect.any(Number), canMove: true });
    expect(state.registrationChanges.moveOptions.find((option) => option.class.id === String(target))).toMatchObject({ allowed: true });
    const [from, to] = [await seats(order.classId), await seats(target)];

    const moved = await ok<{ moveMyRegistration: Changes }>(
      `mutation ($id: ID!, $classId: ID!) { moveMyRegistration(registrationId: $id, classId: $classId) { ${CHANGES} } }`,
      { id: first, classId: String(target) },
      customer.token,
    );
    expect(moved.moveMyRegistration).toMatchObject({ registration: { class: { id: String(target) } }, canMove: false, movedFrom: { id: String(order.classId) } });
    expect([await seats(order.classId), await seats(target)]).toEqual([from - 1, to + 1]);

    const canceled = await ok<{ cancelMyRegistration: Changes }>(
      `mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { ${CHANGES} } }`,
      { id: second },
      customer.token,
    );
    expect(canceled.cancelMyRegistration).toMatchObject({ registration: { status: "REFUNDED" }, canCancel: false });
    expect(canceled.cancelMyRegistration.registration.refundedCents).toBeGreaterThan(0);
    expect(await seats(order.classId)).toBe(from - 2);

    const again = await refused(`mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { canCancel } }`, { id: second }, customer.token);
    expect(again.extensions).toMatchObject({ code: "CONFLICT", reason: "ALREADY_CANCELED" });
  });

  it("is FORBIDDEN to another customer and to staff, and changes nothing", async () => {
    const { order, target } = await ownedOrder();
    const stranger = await registeredCustomer();
    const id = String(order.registrationIds[0]);
    const before = await seats(order.classId);
    for (const token of [stranger.token, seededToken("daniel.olsen@cachevalleykitchen.com")]) {
      expect((await refused(`query ($id: ID!) { registrationChanges(registrationId: $id) { canCancel } }`, { id }, token)).extensions.code).toBe("FORBIDDEN");
      expect((await refused(`mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { canCancel } }`, { id }, token)).extensions.code).toBe("FORBIDDEN");
      const move = await refused(
        `mutation ($id: ID!, $classId: ID!) { moveMyRegistration(registrationId: $id, classId: $classId) { canMove } }`,
        { id, classId: String(target) },
        token,
      );
      expect(move.extensions.code).toBe("FORBIDDEN");
    }
    expect((await refused(`mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { canCancel } }`, { id })).extensions.code).toBe("UNAUTHENTICATED");
    expect(await seats(order.classId)).toBe(before);
  });

  it("refuses within 72 hours with CONFLICT CUTOFF_PASSED, and a bad class id as BAD_USER_INPUT on classId", async () => {
    const { customer, order, target } = await ownedOrder(70);
    const id = String(order.registrationIds[0]);
    const state = await ok<{ registrationChanges: Changes }>(`query ($id: ID!) { registrationChanges(registrationId: $id) { ${CHANGES} } }`, { id }, customer.token);
    expect(state.registrationChanges).toMatchObject({ canCancel: false, canMove: false, moveOptions: [] });
    expect(state.registrationChanges.cancelRefusal).toContain("72 hours");
    const cancel = await refused(`mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { canCancel } }`, { id }, customer.token);
    expect(cancel.extensions).toMatchObject({ code: "CONFLICT", reason: "CUTOFF_PASSED" });
    const move = await refused(
      `mutation ($id: ID!, $classId: ID!) { moveMyRegistration(registrationId: $id, classId: $classId) { canMove } }`,
      { id, classId: String(target) },
      customer.token,
    );
    expect(move.extensions).toMatchObject({ code: "CONFLICT", reason: "CUTOFF_PASSED" });
    const bad = await refused(
      `mutation ($id: ID!) { moveMyRegistration(registrationId: $id, classId: "soon") { canMove } }`,
      { id },
      customer.token,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields ?? {})).toContain("classId");
  });
});
