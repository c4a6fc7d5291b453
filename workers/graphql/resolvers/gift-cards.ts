/**
 * Query.giftCardBalance and giftCardPromotionQuote, and Mutation.buyGiftCard (spec §7 giftcards;
 * decisions 009, 011 and 012). The two reads are POSTs in REST but change nothing, so they are
 * queries here.
 */
import type {
  GiftCardBalanceResolvers,
  GiftCardPromotionQuoteResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { withShopOrigin } from "../context";
import { checkoutResult } from "./checkout";
import { rest, restBody, upper } from "./rest";

export const giftCardBalance: NonNullable<QueryResolvers["giftCardBalance"]> = (_parent, { code }, { api }) =>
  rest(api.read(api.rpc.giftcards.balance.$post({ json: { code } })));

export const giftCardPromotionQuote: NonNullable<QueryResolvers["giftCardPromotionQuote"]> = (
  _parent,
  { code, amountCents },
  { api },
) => rest(api.read(api.rpc.giftcards["apply-promotion"].$post({ json: { code, amount_cents: amountCents } })));

export const buyGiftCard: NonNullable<MutationResolvers["buyGiftCard"]> = async (_parent, { input }, { api, shopOrigin }) => {
  // The api opens the payment page in the same call (nothing else to ask for).
  const answer = await rest(api.read(api.rpc.giftcards.checkout.$post({ json: restBody(input) }, withShopOrigin(shopOrigin))), { amount: "amountCents" });
  return checkoutResult(answer);
};

export const GiftCardBalance: GiftCardBalanceResolvers = {
  balanceCents: (card) => card.balance_cents,
  status: (card) => upper(card.status),
};

export const GiftCardPromotionQuote: GiftCardPromotionQuoteResolvers = {
  amountCents: (quote) => quote.amount_cents,
  discountCents: (quote) => quote.discount_cents,
  amountDueCents: (quote) => quote.amount_due_cents,
};
