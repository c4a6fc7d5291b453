/** Query.mailbox: the development outbox (decision 012). The api answers it only in development and tests. */
import type { MailboxEmailResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { rest } from "./rest";

export const mailbox: NonNullable<QueryResolvers["mailbox"]> = async (_parent, { to }, { api }) =>
  (await rest(api.read(api.rpc.outbox.$get({ query: params({ to }) })))).data;

export const MailboxEmail: MailboxEmailResolvers = {
  createdAt: (email) => email.created_at,
  sentAt: (email) => email.sent_at,
  delivery: (email) => email,
  providerReceivedAt: (email) => email.provider_received?.receivedAt ?? null,
  providerEvents: (email) => email.provider_received?.events ?? [],
  providerInboxRead: (email) => email.provider_inbox_read,
};
