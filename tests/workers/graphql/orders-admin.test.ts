/**
 * Orders, registrations, payments and refunds of the console over GraphQL (decisions 019, 021):
 * a manager walks an order from the list to a refund and a class cancel; staff without
 * payments.refund get FORBIDDEN and no data; bad input names the GraphQL field and changes nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { paidOrder } from "../api/paid-orders";
import { ok, operation, refused, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const orderRow = (id: number) =>
  env.DB.prepare("SELECT refunded_cents, status, notes FROM orders WHERE id = ?1").bind(id).first<{ refunded_cents: number; status: string; notes: string }>();

describe("the Orders area over GraphQL", () => {
  it("finds an order, changes it, works a registration, refunds it and cancels the class", async () => {
    const order = await paidOrder({ seats: 2, priceCents: 4000 });
    const [first, second] = order.registrationIds.map(String) as [string, string];
    const list = await ok<{ adminOrders: { total: number; orders: Array<{ id: string; status: string }> } }>(
      `query ($search: String) { adminOrders(filter: { search: $search, status: PAID }, limit: 10) { total orders { id status } } }`,
      { search: order.email },
      MANAGER,
    );
    expect(list.adminOrders).toEqual({ total: 1, orders: [{ id: String(order.orderId), status: "PAID" }] });

    const updated = await ok<{ updateOrder: { notes: string; order: { phone: string; registrations: Array<{ id: string }> } } }>(
      `mutation ($id: ID!) { updateOrder(id: $id, input: { notes: "VIP", phone: "435-555-0142" }) { notes order { phone registrations { id } } } }`,
      { id: String(order.orderId) },
      MANAGER,
    );
    expect(updated.updateOrder).toEqual({ notes: "VIP", order: { phone: "4355550142", registrations: [{ id: first }, { id: second }] } });

    // One field first: a seeded account's first sign-in links its uid, and two fields racing to
    // do that in one operation can meet NOT_REGISTERED (identity links, not this area).
    const registration = {
      ...(await ok<{ registration: { status: string; orderNumber: string; totals: { refundableCents: number } } }>(
        `query ($id: ID!) { registration(id: $id) { status orderNumber totals { refundableCents } } }`,
        { id: first },
        STAFF,
      )),
      ...(await ok<{ registrationStatuses: Array<{ key: string; next: string[] }> }>("{ registrationStatuses { key next } }", {}, STAFF)),
    };
    expect(registration.registration).toEqual({ status: "REGISTERED", orderNumber: order.orderNumber, totals: { refundableCents: 4000 } });
    expect(registration.registrationStatuses.find((status) => status.key === "ATTENDED")?.next).toContain("REGISTERED");

    const changed = await ok<{ updateRegistration: { spiceTolerance: string }; setRegistrationStatus: { status: string } }>(
      `mutation ($id: ID!) { updateRegistration(id: $id, input: { spiceTolerance: "mild", allergyNotes: "No nuts" }) { spiceTolerance }
         setRegistrationStatus(id: $id, status: ATTENDED) { status } }`,
      { id: first },
      STAFF,
    );
    expect(changed).toEqual({ updateRegistration: { spiceTolerance: "mild" }, setRegistrationStatus: { status: "ATTENDED" } });
    const mail = await ok<{ resendConfirmation: { kind: string; to: string }; sendReminder: { kind: string } }>(
      `mutation ($id: ID!) { resendConfirmation(registrationId: $id) { kind to } sendReminder(registrationId: $id) { kind } }`,
      { id: second },
      STAFF,
    );
    expect(mail).toEqual({ resendConfirmation: { kind: "registration_confirmation", to: order.email }, sendReminder: { kind: "class_reminder" } });

    const key = `graphql-${crypto.randomUUID()}`;
    const refund = `mutation ($id: ID!, $key: String!) { refundRegistration(registrationId: $id, input: { reason: "requested_by_customer", amountCents: 1500, idempotencyKey: $key }) { id amountCents cardCents status } }`;
    const once = await ok<{ refundRegistration: { id: string; amountCents: number; status: string } }>(refund, { id: first, key }, MANAGER);
    expect(once.refundRegistration).toMatchObject({ amountCents: 1500, status: "SUCCEEDED" });
    const twice = await ok<{ refundRegistration: { id: string } }>(refund, { id: first, key }, MANAGER);
    expect(twice.refundRegistration.id).toBe(once.refundRegistration.id);

    // A page asks at most 3 REST calls: the payment with its reasons, then the other lists.
    const money = {
      ...(await ok<{ payment: { refundedCents: number; refundableCents: number; refunds: Array<{ id: string }> }; refundReasons: Array<{ key: string }> }>(
        `query ($id: ID!) { payment(id: $id) { refundedCents refundableCents refunds { id } } refundReasons { key } }`,
        { id: String(order.orderId) },
        MANAGER,
      )),
      ...(await ok<{ orderStatuses: Array<{ key: string }>; paymentServices: Array<{ key: string; active: boolean }>; paymentTypes: Array<{ key: string }> }>(
        "{ orderStatuses { key } paymentServices { key active } paymentTypes { key } }",
        {},
        MANAGER,
      )),
    };
    expect(money.payment).toEqual({ refundedCents: 1500, refundableCents: 6500, refunds: [{ id: once.refundRegistration.id }] });
    expect(money.refundReasons.map((reason) => reason.key)).toContain("class_canceled");
    expect(money.orderStatuses.map((status) => status.key)).toEqual(["PAID", "PARTIALLY_REFUNDED", "REFUNDED", "CANCELED"]);
    expect(money.paymentServices.find((service) => service.active)?.key).toBe("sandbox");
    expect(money.paymentTypes.map((type) => type.key)).toEqual(["card", "gift_card"]);

    const cancel = `mutation ($id: ID!) { cancelClass(id: $id) { id refundedRegistrations failedRegistrations } }`;
    const canceled = await ok<{ cancelClass: { refundedRegistrations: string[] } }>(cancel, { id: String(order.classId) }, MANAGER);
    expect(canceled.cancelClass.refundedRegistrations.sort()).toEqual([first, second].sort());
    const again = await ok<{ cancelClass: { refundedRegistrations: string[] } }>(cancel, { id: String(order.classId) }, MANAGER);
    expect(again.cancelClass.refundedRegistrations).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ refunded_cents: 8000, status: "refunded" });
  });

  it("gives staff without payments.refund FORBIDDEN and no data, and changes nothing", async () => {
    const order = await paidOrder();
    for (const [field, document] of [
      ["refundPayment", `mutation ($id: ID!) { refundPayment(orderId: $id, input: { reason: "other", idempotencyKey: "staff-refund-1" }) { id } }`],
      ["updateOrder", `mutation ($id: ID!) { updateOrder(id: $id, input: { notes: "no" }) { notes } }`],
    ] as const) {
      const answer = await operation<Record<string, unknown>>(document, { id: String(order.orderId) }, STAFF);
      expect(answer.errors?.[0]?.extensions?.code, field).toBe("FORBIDDEN");
      expect(answer.data?.[field] ?? null).toBeNull();
    }
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid", notes: "" });
  });

  it("names the GraphQL field of bad input and changes nothing", async () => {
    const order = await paidOrder();
    const amount = await refused(
      `mutation ($id: ID!) { refundPayment(orderId: $id, input: { reason: "other", amountCents: 0, idempotencyKey: "bad-amount-1" }) { id } }`,
      { id: String(order.orderId) },
      MANAGER,
    );
    expect(amount.extensions.code).toBe("BAD_USER_INPUT");
    expect(amount.extensions.fields?.amountCents?.length).toBeGreaterThan(0);
    const spice = await refused(
      `mutation ($id: ID!) { updateRegistration(id: $id, input: { spiceTolerance: "volcanic" }) { id } }`,
      { id: String(order.registrationIds[0]) },
      MANAGER,
    );
    expect(spice.extensions.fields?.spiceTolerance?.length).toBeGreaterThan(0);
    expect(await orderRow(order.orderId)).toEqual({ refunded_cents: 0, status: "paid", notes: "" });
  });
});
