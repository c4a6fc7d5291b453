/**
 * The sandbox's payment page (decision 012): Query.sandboxPaymentSession and
 * Mutation.paySandboxSession. A declined card is an expected outcome of a payment page, so it
 * is answered as data (status DECLINED) — the checkout stays pending and the page asks for
 * another card. Everything else the api refuses stays an error.
 */
import { GraphQLError } from "graphql";
import type {
  MutationResolvers,
  QueryResolvers,
  SandboxPaymentSessionResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { orNull, pathKey } from "./errors";
import { rest, upper } from "./rest";

/** payments/sandbox/{sessionId}: the argument, checked. */
const sessionParam = (sessionId: string) => ({ sessionId: pathKey(sessionId, "sessionId") });

export const sandboxPaymentSession: NonNullable<QueryResolvers["sandboxPaymentSession"]> = (_parent, { sessionId }, { api }) =>
  orNull(rest(api.read(api.rpc.payments.sandbox[":sessionId"].$get({ param: sessionParam(sessionId) }))));

export const paySandboxSession: NonNullable<MutationResolvers["paySandboxSession"]> = async (
  _parent,
  { sessionId, card },
  { api },
) => {
  const body = {
    card_number: card.cardNumber,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    cvc: card.cvc,
    name: card.name,
  };
  try {
    const paid = await rest(api.read(api.rpc.payments.sandbox[":sessionId"].$post({ param: sessionParam(sessionId), json: body })));
    return {
      status: "PAID",
      checkoutId: paid.checkout_id,
      orderId: paid.order_id === null ? null : String(paid.order_id),
      redirectUrl: paid.redirect_url,
    };
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === "PAYMENT_DECLINED") {
      const reason = error.extensions.reason;
      return { status: "DECLINED", declineCode: typeof reason === "string" ? reason : null, message: error.message };
    }
    throw error;
  }
};

export const SandboxPaymentSession: SandboxPaymentSessionResolvers = {
  sessionId: (s) => s.session_id ?? "",
  checkoutId: (s) => s.checkout_id,
  amountCents: (s) => s.amount_cents,
  customerEmail: (s) => s.customer_email,
  status: (s) => upper(s.status),
  expiresAt: (s) => s.expires_at,
  successUrl: (s) => s.success_url,
  cancelUrl: (s) => s.cancel_url,
  lastError: (s) => s.last_error,
  orderId: (s) => (s.order_id === null ? null : String(s.order_id)),
};
