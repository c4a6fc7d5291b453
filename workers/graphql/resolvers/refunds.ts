/** Orders, payments and refunds of the admin console over GraphQL (decision 021). */
import type { PaymentJson, RefundRow, StaffEmailJson } from "../../api/contract";
import { emailOf } from "./email-admin";
import type { MutationResolvers, OrderStatus, QueryResolvers, RefundInput, RefundStatus } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId, orNull } from "./errors";
import type { OrderModel } from "./models";
import { lower, rest } from "./rest";

export function refundOf(row: RefundRow) {
  return {
    id: String(row.id),
    registrationId: row.registration_id === null ? null : String(row.registration_id),
    amountCents: row.amount_cents,
    cardCents: row.card_cents,
    giftCardCents: row.gift_card_cents,
    payLinkCardCents: (JSON.parse(row.card_parts || "[]") as { cents: number }[]).reduce((sum, part) => sum + part.cents, 0),
    reason: row.reason,
    note: row.note,
    status: row.status.toUpperCase() as RefundStatus,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
  };
}

const paymentOf = (payment: PaymentJson) => ({
  id: String(payment.id),
  provider: payment.provider,
  reference: payment.reference,
  cardCents: payment.card_cents,
  giftCardCents: payment.gift_card_cents,
  capturedCents: payment.captured_cents,
  refundedCents: payment.refunded_cents,
  refundableCents: payment.refundable_cents,
  refunds: payment.refunds.map(refundOf),
});

const adminOrderOf = (order: OrderModel & { notes: string; payment: PaymentJson; emails: StaffEmailJson[] }) => ({
  order,
  notes: order.notes,
  payment: paymentOf(order.payment),
  emails: order.emails.map(emailOf),
});

/** A list of { key, name } from REST, with the key as the GraphQL enum value. */
const upperKeys = <Key extends string>(rows: ReadonlyArray<{ key: string; name: string }>) => rows.map((row) => ({ ...row, key: row.key.toUpperCase() as Key }));

/** orders/{id}, payments/{id}…: the id argument, checked. */
const idParam = (id: string, argument = "id") => ({ id: String(numericId(id, argument)) });

const refundBody = (input: RefundInput) => ({
  amount_cents: input.amountCents ?? undefined,
  reason: input.reason,
  note: input.note ?? undefined,
  idempotency_key: input.idempotencyKey,
});

export const refundQueries: Pick<
  QueryResolvers,
  "adminOrders" | "adminOrder" | "refundReasons" | "orderStatuses" | "payment" | "paymentServices" | "paymentTypes"
> = {
  adminOrders: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.orders.$get({
          query: {
            ...params({
              search: filter?.search,
              promotion_code: filter?.promotionCode ?? undefined,
              from: filter?.from,
              to: filter?.to,
              limit,
              offset,
            }),
            status: filter?.status ? lower(filter.status) : undefined,
          },
        }),
      ),
    );
    return {
      total: page.meta.total,
      orders: page.data.map((row) => ({
        id: String(row.id),
        number: row.number,
        status: row.status.toUpperCase() as OrderStatus,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        totalCents: row.total_cents,
        refundedCents: row.refunded_cents,
        createdAt: row.created_at,
      })),
    };
  },
  adminOrder: async (_parent, { id }, { api }) => {
    const order = await orNull(rest(api.read(api.rpc.orders[":id{[0-9]+}"].$get({ param: idParam(id) }))));
    return order ? adminOrderOf(order) : null;
  },
  refundReasons: async (_parent, _args, { api }) => [...(await rest(api.read(api.rpc.refundReasons.$get()))).data],
  orderStatuses: async (_parent, _args, { api }) =>
    upperKeys<OrderStatus>((await rest(api.read(api.rpc.orderStatuses.$get()))).data),
  payment: async (_parent, { id }, { api }) => {
    const payment = await orNull(rest(api.read(api.rpc.payments[":id{[0-9]+}"].$get({ param: idParam(id) }))));
    return payment ? paymentOf(payment) : null;
  },
  paymentServices: async (_parent, _args, { api }) =>
    (await rest(api.read(api.rpc.paymentServices.$get()))).data,
  paymentTypes: async (_parent, _args, { api }) => [...(await rest(api.read(api.rpc.paymentTypes.$get()))).data],
};

export const refundMutations: Pick<MutationResolvers, "refundPayment" | "refundRegistration" | "cancelClass" | "updateOrder"> = {
  updateOrder: async (_parent, { id, input }, { api }) =>
    adminOrderOf(
      await rest(
        api.read(
          api.rpc.orders[":id{[0-9]+}"].$put({
            param: idParam(id),
            json: {
              notes: input.notes ?? undefined,
              email: input.email ?? undefined,
              phone: input.phone ?? undefined,
              first_name: input.firstName ?? undefined,
              last_name: input.lastName ?? undefined,
            },
          }),
        ),
      ),
    ),
  refundPayment: async (_parent, { orderId, input }, { api }) =>
    refundOf(
      await rest(
        api.read(api.rpc.payments[":id{[0-9]+}"].refund.$post({ param: idParam(orderId, "orderId"), json: refundBody(input) })),
      ),
    ),
  refundRegistration: async (_parent, { registrationId, input }, { api }) =>
    refundOf(
      await rest(
        api.read(
          api.rpc.registrations[":id{[0-9]+}"].refund.$post({
            param: idParam(registrationId, "registrationId"),
            json: refundBody(input),
          }),
        ),
      ),
    ),
  cancelClass: async (_parent, { id, message, guestsVersion }, { api }) => {
    const answer = await rest(
      api.read(
        api.rpc.classes[":id{[0-9]+}"].cancel.$put({ param: idParam(id), json: { message: message ?? undefined, guests_version: guestsVersion ?? undefined } }),
      ),
    );
    return {
      id: String(answer.id),
      refundedRegistrations: answer.refunded_registrations.map(String),
      failedRegistrations: answer.failed_registrations.map(String),
    };
  },
};
