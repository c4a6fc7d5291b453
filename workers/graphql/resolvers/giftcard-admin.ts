/** Gift cards for staff over GraphQL (decision 026): REST with the caller's token. */
import type { GiftCardJson, GiftCardLedger } from "../../api/contract";
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { lower, rest, upper } from "./rest";

type GiftCardDetailJson = GiftCardJson & { ledger?: GiftCardLedger };

const id = (value: number | null) => (value === null ? null : String(value));

function giftCardOf(row: GiftCardDetailJson) {
  return {
    id: String(row.id),
    code: row.code,
    codeLast4: row.code_last4,
    initialCents: row.initial_cents,
    balanceCents: row.balance_cents,
    status: upper(row.status),
    statusReason: row.status_reason,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    senderName: row.sender_name,
    message: row.message,
    purchaserEmail: row.purchaser_email,
    orderId: id(row.order_id),
    orderNumber: row.order_number,
    issuedByHand: row.issued_by_hand,
    createdAt: row.created_at,
    ledger:
      row.ledger?.entries.map((entry) => ({
        id: id(entry.id),
        kind: upper(entry.kind),
        amountCents: entry.amount_cents,
        orderId: id(entry.order_id),
        orderNumber: entry.order_number,
        reference: entry.reference,
        note: entry.note,
        createdAt: entry.created_at,
      })) ?? null,
    ledgerBalanceCents: row.ledger?.balance_cents ?? null,
  };
}

/** giftcards/{id}: the id argument, checked. */
const cardParam = (value: string) => ({ id: String(numericId(value, "id")) });

export const giftCardAdminQueries: Pick<QueryResolvers, "adminGiftCards" | "adminGiftCard"> = {
  adminGiftCards: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.giftcards.$get({
          query: {
            ...params({ search: filter?.search ?? undefined, limit, offset }),
            status: filter?.status ? lower(filter.status) : undefined,
          },
        }),
      ),
    );
    return { total: page.meta.total, giftCards: page.data.map(giftCardOf) };
  },
  adminGiftCard: async (_parent, args, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.giftcards[":id{[0-9]+}"].$get({ param: cardParam(args.id) }))));
    return row ? giftCardOf(row) : null;
  },
};

export const giftCardAdminMutations: Pick<MutationResolvers, "setGiftCardStatus" | "issueGiftCard"> = {
  setGiftCardStatus: async (_parent, args, { api }) =>
    giftCardOf(
      await rest(
        api.read(
          api.rpc.giftcards[":id{[0-9]+}"].status.$put({
            param: cardParam(args.id),
            json: { status: lower(args.status), reason: args.reason },
          }),
        ),
      ),
    ),
  issueGiftCard: async (_parent, { input }, { api }) =>
    giftCardOf(
      await rest(
        api.read(
          api.rpc.giftcards.$post({
            json: {
              amount_cents: input.amountCents,
              recipient_name: input.recipientName,
              recipient_email: input.recipientEmail,
              reason: input.reason,
            },
          }),
        ),
      ),
    ),
};
