/**
 * A customer's own cancel and move over GraphQL (decisions 033 and 054): the owner sees what may
 * be done and what money moves, moves one guest and cancels another when choosing one guest, and
 * moves and cancels a couple as one; only dates of the same class are offered, at the same price
 * with no money; anyone else gets FORBIDDEN and nothing changes; a refusal is CONFLICT with the
 * api's reason; bad input names the argument.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { freshClass } from "../api/checkout-fixtures";
import { makeSameClass, paidOrder } from "../api/paid-orders";
import { ok, refused, registeredCustomer, seededToken } from "./cart-fixtures";

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const run = (query: string, ...values: unknown[]) => env.DB.prepare(query).bind(...values).run();
const seats = async (classId: number) =>
  (await env.DB.prepare("SELECT seats_taken FROM classes WHERE id = ?1").bind(classId).first<{ seats_taken: number }>())!.seats_taken;

const CHANGES = `registration { id status offer refundedCents class { id name date location { name timezone } } }
  party { scope seats guestScopeAllowed guests { id firstName } }
  cutoff canCancel cancelRefusal cancelRefundCents canMove moveRefusal canceledAt movedAt movedFrom { id }
  moveOptions { class { id name } seatsLeft seats newTotalCents differenceCents allowed refusal }`;

interface Changes {
  registration: { id: string; status: string; offer: string; refundedCents: number; class: { id: string; name: string } };
  party: { scope: string; seats: number; guestScopeAllowed: boolean; guests: Array<{ id: string }> };
  canCancel: boolean;
  cancelRefusal: string | null;
  cancelRefundCents: number;
  canMove: boolean;
  movedAt: string | null;
  movedFrom: { id: string } | null;
  moveOptions: Array<{ class: { id: string; name: string }; seats: number; differenceCents: number; allowed: boolean }>;
}

/** A paid order of `seats` guests (or one couple) owned by a fresh customer, and another date of the same class. */
async function ownedOrder(hours = 24 * 10, offer: "seats" | "pairs" = "seats") {
  const customer = await registeredCustomer();
  const order = await paidOrder({ seats: 2, priceCents: 7400, offer });
  await run("UPDATE orders SET user_id = ?2, email = ?3 WHERE id = ?1", order.orderId, Number(customer.id), customer.email);
  await run("UPDATE classes SET date = ?2 WHERE id = ?1", order.classId, inHours(hours));
  const target = await freshClass({ seatsLeft: 2 });
  await makeSameClass(target.id, order.classId, inHours(74));
  return { customer, order, target: target.id };
}

describe("self-service changes over GraphQL", () => {
  it("shows the owner what may be done, and, one guest at a time when chosen, moves one registration and cancels the other", async () => {
    const { customer, order, target } = await ownedOrder();
    const [first, second] = order.registrationIds.map(String) as [string, string];
    const state = await ok<{ registrationChanges: Changes }>(
      `query ($id: ID!) { registrationChanges(registrationId: $id, scope: GUEST) { ${CHANGES} } }`,
      { id: first },
      customer.token,
    );
    expect(state.registrationChanges).toMatchObject({ canCancel: true, cancelRefundCents: 7400, canMove: true, party: { scope: "GUEST", seats: 1, guestScopeAllowed: true } });
    expect(state.registrationChanges.moveOptions.find((option) => option.class.id === String(target))).toMatchObject({ allowed: true });
    const [from, to] = [await seats(order.classId), await seats(target)];

    const moved = await ok<{ moveMyRegistration: Changes }>(
      `mutation ($id: ID!, $classId: ID!) { moveMyRegistration(registrationId: $id, classId: $classId, scope: GUEST) { ${CHANGES} } }`,
      { id: first, classId: String(target) },
      customer.token,
    );
    expect(moved.moveMyRegistration).toMatchObject({ registration: { class: { id: String(target) } }, canMove: false, movedFrom: { id: String(order.classId) } });
    expect([await seats(order.classId), await seats(target)]).toEqual([from - 1, to + 1]);

    const canceled = await ok<{ cancelMyRegistration: Changes }>(
      `mutation ($id: ID!) { cancelMyRegistration(registrationId: $id, scope: GUEST) { ${CHANGES} } }`,
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

  it("moves a couple as one to a date of the same class with no money at the same price, then cancels it as one", async () => {
    const { customer, order, target } = await ownedOrder(24 * 10, "pairs");
    const [first, second] = order.registrationIds.map(String) as [string, string];
    const name = (await env.DB.prepare("SELECT name FROM classes WHERE id = ?1").bind(order.classId).first<{ name: string }>())!.name;
    const state = await ok<{ registrationChanges: Changes }>(`query ($id: ID!) { registrationChanges(registrationId: $id) { ${CHANGES} } }`, { id: second }, customer.token);
    expect(state.registrationChanges.registration.offer).toBe("PAIRS");
    expect(state.registrationChanges.party).toMatchObject({ scope: "PARTY", seats: 2, guestScopeAllowed: false, guests: [{ id: first }, { id: second }] });
    expect(state.registrationChanges.cancelRefundCents).toBe(14_800);
    expect(state.registrationChanges.moveOptions.length).toBeGreaterThan(0);
    for (const option of state.registrationChanges.moveOptions) expect(option).toMatchObject({ class: { name }, seats: 2, differenceCents: 0, allowed: true });
    const half = await refused(`query ($id: ID!) { registrationChanges(registrationId: $id, scope: GUEST) { canMove } }`, { id: second }, customer.token);
    expect(half.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(half.extensions.fields ?? {})).toContain("scope");

    const [from, to] = [await seats(order.classId), await seats(target)];
    const moved = await ok<{ moveMyRegistration: Changes }>(
      `mutation ($id: ID!, $classId: ID!) { moveMyRegistration(registrationId: $id, classId: $classId) { ${CHANGES} } }`,
      { id: second, classId: String(target) },
      customer.token,
    );
    expect(moved.moveMyRegistration.registration.refundedCents).toBe(0);
    expect([await seats(order.classId), await seats(target)]).toEqual([from - 2, to + 2]);
    const refunds = await env.DB.prepare("SELECT count(*) AS n FROM refunds WHERE order_id = ?1").bind(order.orderId).first<{ n: number }>();
    expect(refunds?.n).toBe(0);

    const canceled = await ok<{ cancelMyRegistration: Changes }>(
      `mutation ($id: ID!) { cancelMyRegistration(registrationId: $id) { ${CHANGES} } }`,
      { id: first },
      customer.token,
    );
    expect(canceled.cancelMyRegistration.registration.status).toBe("REFUNDED");
    expect(await seats(target)).toBe(to);
    const statuses = await env.DB.prepare("SELECT status FROM registrations WHERE order_id = ?1 ORDER BY id").bind(order.orderId).all<{ status: string }>();
    expect(statuses.results.map((row) => row.status)).toEqual(["refunded", "refunded"]);
  });
});
