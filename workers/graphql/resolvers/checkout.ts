/**
 * Query.checkout, Mutation.startCheckout and cancelCheckout, and the Checkout type (spec §7
 * carts/{id}/checkout, carts/{id}/stripe-checkout; decisions 009 and 012).
 */
import type { CheckoutAnswer } from "../../api/contract";
import type {
  CheckoutResolvers,
  MutationResolvers,
  QueryResolvers,
  ResolversTypes,
} from "../../../graphql/generated/resolvers.generated";
import { withShopOrigin } from "../context";
import { numericId, orNull } from "./errors";
import { addressBody } from "./carts";
import { enumValue, lower, rest, upper, uuidArgument } from "./rest";
import { SPICE_TOLERANCES } from "./users";

/** What POST carts/{id}/checkout and POST giftcards/checkout answer: `order_id` when nothing was due. */
export function checkoutResult(answer: CheckoutAnswer["body"]): ResolversTypes["CheckoutResult"] {
  const orderId = answer.order_id ?? answer.checkout.order_id;
  return { checkout: answer.checkout, orderId: orderId === null ? null : String(orderId) };
}

const checkoutId = (id: string) => uuidArgument(id, "id", "a checkout id (a uuid)");

export const checkout: NonNullable<QueryResolvers["checkout"]> = (_parent, { id }, { api }) =>
  orNull(rest(api.read(api.rpc.checkouts[":id"].$get({ param: { id: checkoutId(id) } }))));

/**
 * POST carts/{uuid}/checkout takes the holds and opens the payment page in one call. Only when
 * an amount is due and the page is missing (the payment provider failed the first time) does
 * POST carts/{uuid}/stripe-checkout open it: at most two REST calls.
 */
export const startCheckout: NonNullable<MutationResolvers["startCheckout"]> = async (
  _parent,
  { uuid, input },
  { api, shopOrigin },
) => {
  const param = { uuid: uuidArgument(uuid, "uuid") };
  const options = withShopOrigin(shopOrigin);
  const body = {
    idempotency_key: input.idempotencyKey,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    allergies: input.allergies ?? [],
    allergy_notes: input.allergyNotes,
    spice_tolerance: input.spiceTolerance ? lower(input.spiceTolerance) : null,
    address: input.address ? addressBody(input.address) : null,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expected_amount_due_cents: input.expectedAmountDueCents ?? undefined,
    // Decision 040: one per seat of each seats/pairs line.
    guests: input.guests?.map((guest) => ({
      class_id: numericId(guest.classId, "guests"),
      first_name: guest.firstName,
      last_name: guest.lastName,
      allergies: guest.allergies ?? [],
    })),
  };
  const answer = await rest(api.read(api.rpc.carts[":uuid"].checkout.$post({ param, json: body }, options)));
  const { checkout: started } = answer;
  if (started.status !== "pending" || started.amount_due_cents === 0 || started.payment_url !== null) {
    return checkoutResult(answer);
  }
  const opened = await rest(
    api.read(api.rpc.carts[":uuid"]["stripe-checkout"].$post({ param, json: { checkout_id: started.id } }, options)),
  );
  return checkoutResult({ ...answer, checkout: opened.checkout });
};

export const cancelCheckout: NonNullable<MutationResolvers["cancelCheckout"]> = (_parent, { id }, { api }) =>
  rest(api.read(api.rpc.checkouts[":id"].cancel.$post({ param: { id: checkoutId(id) } })));

export const Checkout: CheckoutResolvers = {
  kind: (c) => upper(c.kind),
  status: (c) => upper(c.status),
  amountDueCents: (c) => c.amount_due_cents,
  expiresAt: (c) => c.expires_at,
  paymentUrl: (c) => c.payment_url,
  failureCode: (c) => c.failure_code,
  failureReason: (c) => c.failure_reason,
  orderId: (c) => (c.order_id === null ? null : String(c.order_id)),
  form: (c) =>
    c.form && {
      firstName: c.form.first_name,
      lastName: c.form.last_name,
      email: c.form.email,
      phone: c.form.phone,
      allergies: c.form.allergies,
      allergyNotes: c.form.allergy_notes,
      spiceTolerance: enumValue(SPICE_TOLERANCES, c.form.spice_tolerance),
      address: c.form.address,
      guests: c.form.guests.map((guest) => ({
        classId: String(guest.class_id),
        number: guest.number,
        firstName: guest.first_name,
        lastName: guest.last_name,
        allergies: guest.allergies,
      })),
    },
  createdAt: (c) => c.created_at,
};
