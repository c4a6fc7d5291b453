/** Orders, payments and refunds of the admin console over GraphQL (decision 021). */
import type { RefundRow } from "../../api/services/refunds";
import type { MutationResolvers, OrderStatus, QueryResolvers, RefundInput, RefundStatus } from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import type { OrderModel } from "./models";
import { lower, optionalId, rest } from "./rest";

export interface PaymentJson {
  id: number;
  provider: string;
  reference: string | null;
  card_cents: number;
  gift_card_cents: number;
  captured_cents: number;
  refunded_cents: number;
  refundable_cents: number;
  refunds: RefundRow[];
}

interface AdminOrderJson extends Record<string, unknown> {
  notes: string;
  payment: PaymentJson;
}

export function refundOf(row: RefundRow) {
  return {
    id: String(row.id),
    registrationId: row.registration_id === null ? null : String(row.registration_id),
    amountCents: row.amount_cents,
    cardCents: row.card_cents,
    giftCardCents: row.gift_card_cents,
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

const adminOrderOf = (order: AdminOrderJson) => ({ order: order as unknown as OrderModel, notes: order.notes, payment: paymentOf(order.payment) });

/** A list of { key, name } from REST, with the key as the GraphQL enum value. */
const upperKeys = <Key extends string>(rows: Array<{ key: string; name: string }>) => rows.map((row) => ({ ...row, key: row.key.toUpperCase() as Key }));

const refundBody = (input: RefundInput) => ({
  amount_cents: input.amountCents ?? undefined,
  reason: input.reason,
  note: input.note ?? undefined,
  idempotency_key: input.idempotencyKey,
});

interface OrderRowJson {
  id: number;
  number: string;
  status: string;
  email: string;
  first_name: string;
  last_name: string;
  total_cents: number;
  refunded_cents: number;
  created_at: string;
}

export const refundQueries: Pick<
  QueryResolvers,
  "adminOrders" | "adminOrder" | "refundReasons" | "orderStatuses" | "payment" | "paymentServices" | "paymentTypes"
> = {
  adminOrders: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.get<{ data: OrderRowJson[]; meta: { total: number } }>("orders", {
        search: filter?.search,
        status: filter?.status ? lower(filter.status) : undefined,
        promotion_code: filter?.promotionCode ?? undefined,
        from: filter?.from,
        to: filter?.to,
        limit,
        offset,
      }),
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
    const order = await orNull(rest(api.get<AdminOrderJson>(`orders/${numericId(id, "id")}`)));
    return order ? adminOrderOf(order) : null;
  },
  refundReasons: async (_parent, _args, { api }) => (await rest(api.get<{ data: Array<{ key: string; name: string }> }>("refundReasons"))).data,
  orderStatuses: async (_parent, _args, { api }) =>
    upperKeys<OrderStatus>((await rest(api.get<{ data: Array<{ key: string; name: string }> }>("orderStatuses"))).data),
  payment: async (_parent, { id }, { api }) => {
    const payment = await orNull(rest(api.get<PaymentJson>(`payments/${numericId(id, "id")}`)));
    return payment ? paymentOf(payment) : null;
  },
  paymentServices: async (_parent, _args, { api }) =>
    (await rest(api.get<{ data: Array<{ key: string; name: string; active: boolean }> }>("paymentServices"))).data,
  paymentTypes: async (_parent, _args, { api }) => (await rest(api.get<{ data: Array<{ key: string; name: string }> }>("paymentTypes"))).data,
};

export const refundMutations: Pick<MutationResolvers, "refundPayment" | "refundRegistration" | "cancelClass" | "updateOrder"> = {
  updateOrder: async (_parent, { id, input }, { api }) =>
    adminOrderOf(
      await rest(
        api.send<AdminOrderJson>("PUT", `orders/${numericId(id, "id")}`, {
          notes: input.notes ?? undefined,
          email: input.email ?? undefined,
          phone: input.phone ?? undefined,
          first_name: input.firstName ?? undefined,
          last_name: input.lastName ?? undefined,
        }),
      ),
    ),
  refundPayment: async (_parent, { orderId, input }, { api }) =>
    refundOf(await rest(api.send<RefundRow>("POST", `payments/${numericId(orderId, "orderId")}/refund`, refundBody(input)))),
  refundRegistration: async (_parent, { registrationId, input }, { api }) =>
    refundOf(
      await rest(api.send<RefundRow>("POST", `registrations/${numericId(registrationId, "registrationId")}/refund`, refundBody(input))),
    ),
  cancelClass: async (_parent, { id }, { api }) => {
    const answer = await rest(
      api.send<{ id: number; refunded_registrations: number[]; failed_registrations: number[] }>("PUT", `classes/${optionalId(id, "id")}/cancel`),
    );
    return {
      id: String(answer.id),
      refundedRegistrations: answer.refunded_registrations.map(String),
      failedRegistrations: answer.failed_registrations.map(String),
    };
  },
};
