/**
 * Query.orderConfirmation (spec §7 orders/{id}/confirmation; decision 012) and the Order,
 * Registration and RegisteredClass types, which also serve a user's order and registration
 * lists (users.ts). The two REST shapes differ: a list's order has flat totals, a confirmation
 * nests them and adds the gift card bought.
 */
import type {
  MutationResolvers,
  OrderResolvers,
  OrderTotals,
  PurchasedGiftCardResolvers,
  QueryResolvers,
  RegisteredClassResolvers,
  RegistrationResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import type { Loaders } from "../loaders";
import { withShopOrigin } from "../context";
import { numericId, orNull } from "./errors";
import type { OrderModel } from "./models";
import { rest, upper } from "./rest";
import { chosenMeals } from "./meal-choices";

export const orderConfirmation: NonNullable<QueryResolvers["orderConfirmation"]> = async (
  _parent,
  { orderId, checkoutId },
  { api },
) => {
  const answer = await orNull(
    rest(
      api.read(
        api.rpc.orders[":id"].confirmation.$get({
          param: { id: String(numericId(orderId, "orderId")) },
          query: params({ checkout: checkoutId ?? undefined }),
        }),
      ),
      { checkout: "checkoutId" },
    ),
  );
  return answer?.order ?? null;
};

/** Issue 26 part 6: the buyer corrects the recipient's address of an unused gift card. */
export const correctGiftCardRecipient: NonNullable<MutationResolvers["correctGiftCardRecipient"]> = async (
  _parent,
  { orderId, checkoutId, recipientEmail },
  { api, shopOrigin },
) => {
  const answer = await rest(
    api.read(
      api.rpc.orders[":id"]["gift-card"].recipient.$post({
        param: { id: String(numericId(orderId, "orderId")) },
        json: { recipient_email: recipientEmail, checkout: checkoutId ?? undefined },
      }, withShopOrigin(shopOrigin)),
    ),
    { checkout: "checkoutId", recipient_email: "recipientEmail" },
  );
  return answer.order;
};

/** Decision 063: the buyer moves the day of a gift card not yet sent. */
export const rescheduleGiftCard: NonNullable<MutationResolvers["rescheduleGiftCard"]> = async (_parent, { orderId, checkoutId, sendOn }, { api }) => {
  const answer = await rest(
    api.read(
      api.rpc.orders[":id"]["gift-card"]["send-day"].$post({
        param: { id: String(numericId(orderId, "orderId")) },
        json: { send_on: sendOn, checkout: checkoutId ?? undefined },
      }),
    ),
    { checkout: "checkoutId", send_on: "sendOn" },
  );
  return answer.order;
};

function orderTotals(order: OrderModel): OrderTotals {
  const totals = "totals" in order ? order.totals : order;
  return {
    subtotalCents: totals.subtotal_cents,
    discountCents: totals.discount_cents,
    taxCents: totals.tax_cents,
    deliveryFeeCents: totals.delivery_fee_cents,
    donationCents: totals.donation_cents,
    giftCardCents: totals.gift_card_cents,
    moveDifferenceCents: totals.move_difference_cents,
    totalCents: totals.total_cents,
    amountPaidCents: totals.amount_paid_cents,
  };
}

export const Order: OrderResolvers = {
  kind: (o) => upper(o.kind),
  status: (o) => upper(o.status),
  emailState: (o) => ("email_state" in o && o.email_state ? upper(o.email_state) : null),
  firstName: (o) => o.first_name,
  lastName: (o) => o.last_name,
  totals: (o) => orderTotals(o),
  laterPayments: (o) =>
    "later_payments" in o
      ? o.later_payments.map((payment) => ({
          id: String(payment.id),
          description: payment.description,
          amountCents: payment.amount_cents,
          refundedCents: payment.refunded_cents,
          createdAt: payment.created_at,
        }))
      : [],
  registrations: (o) =>
    "totals" in o ? o.registrations.map((registration) => ({ ...registration, order_id: o.id })) : o.registrations,
  giftCard: (o) => ("gift_card" in o ? o.gift_card : null),
  createdAt: (o) => o.created_at,
};

/** Portion sizes and quantities by id, from the class types' price lists (one REST call per operation). */
async function portionOption(loaders: Loaders, sizeId: number, quantityId: number) {
  const prices = (await loaders.classTypes()).flatMap((type) => type.prices);
  return {
    size: prices.find((price) => price.portion_size.id === sizeId)?.portion_size ?? null,
    quantity: prices.find((price) => price.portion_quantity.id === quantityId)?.portion_quantity ?? null,
  };
}

export const Registration: RegistrationResolvers = {
  orderId: (r) => String(r.order_id),
  status: (r) => upper(r.status),
  firstName: (r) => r.first_name,
  lastName: (r) => r.last_name,
  portionSizeId: (r) => String(r.portion_size_id),
  portionQuantityId: (r) => String(r.portion_quantity_id),
  portionSize: async (r, _args, { loaders }) => (await portionOption(loaders, r.portion_size_id, r.portion_quantity_id)).size,
  portionQuantity: async (r, _args, { loaders }) =>
    (await portionOption(loaders, r.portion_size_id, r.portion_quantity_id)).quantity,
  priceCents: (r) => r.price_cents,
  discountCents: (r) => r.discount_cents,
  taxCents: (r) => r.tax_cents,
  totalCents: (r) => r.total_cents,
  createdAt: (r) => ("created_at" in r ? r.created_at : null),
  meals: (r) => ("meals" in r ? chosenMeals(r.meals) : null),
};

export const RegisteredClass: RegisteredClassResolvers = {
  durationMinutes: (c) => ("duration_minutes" in c ? c.duration_minutes : null),
  canceled: (c) => ("canceled" in c ? c.canceled : null),
  status: (c) => ("status" in c ? c.status : null),
};

export const PurchasedGiftCard: PurchasedGiftCardResolvers = {
  amountCents: (card) => card.amount_cents,
  recipientName: (card) => card.recipient_name,
  recipientEmail: (card) => card.recipient_email,
  emailState: (card) => (card.email_state ? upper(card.email_state) : null),
  recipientEditable: (card) => card.recipient_editable,
  sendOn: (card) => card.send_on,
};
