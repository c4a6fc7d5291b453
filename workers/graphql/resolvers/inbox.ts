/**
 * The console's inbox and newsletter subscribers over GraphQL (issue 27 part 6, decision 073):
 * REST with the caller's token, which checks messages.view/reply and subscribers.view/manage.
 */
import type { ContactMessageDetailJson, NewsletterSubscriberJson, StaffContactMessageJson } from "../../api/contract";
import type { ContactTopic, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { lower, rest, upper } from "./rest";

/** GraphQL's name of each REST topic. */
const TOPICS: Record<StaffContactMessageJson["topic"], ContactTopic> = {
  classes: "CLASSES",
  meals: "MEALS",
  "private-class": "PRIVATE_CLASS",
  "gift-cards": "GIFT_CARDS",
  other: "OTHER",
};

const messageOf = (row: StaffContactMessageJson | ContactMessageDetailJson) => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: TOPICS[row.topic],
  kitchenName: row.location_name,
  message: row.message,
  sentTo: row.sent_to,
  createdAt: row.created_at,
  status: upper(row.status),
  readAt: row.read_at,
  readBy: row.read_by,
  repliedAt: row.replied_at,
  repliedBy: row.replied_by,
  doneAt: row.done_at,
  doneBy: row.done_by,
  replies:
    "replies" in row
      ? row.replies.map((reply) => ({
          id: String(reply.id),
          subject: reply.subject,
          message: reply.message,
          repliedBy: reply.replied_by,
          createdAt: reply.created_at,
        }))
      : [],
});

const subscriberOf = (row: NewsletterSubscriberJson) => ({
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  status: upper(row.status),
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

const messageParam = (id: string) => ({ id: String(numericId(id, "id")) });

export const inboxQueries: Pick<QueryResolvers, "adminContactMessages" | "adminContactMessage" | "adminNewsletterSubscribers"> = {
  adminContactMessages: async (_parent, { filter, limit, offset }, { api }) => {
    const query = { ...params({ limit, offset, search: filter?.search || undefined }), status: filter?.status ? lower(filter.status) : undefined };
    const page = await rest(api.read(api.rpc["contact-us"].$get({ query })));
    return { messages: page.data.map(messageOf), total: page.meta.total, ...page.meta.counts };
  },
  adminContactMessage: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc["contact-us"][":id{[0-9]+}"].$get({ param: messageParam(id) }))));
    return row ? messageOf(row) : null;
  },
  adminNewsletterSubscribers: async (_parent, { filter, limit, offset }, { api }) => {
    const query = { ...params({ limit, offset, search: filter?.search || undefined }), status: filter?.status ? lower(filter.status) : undefined };
    const page = await rest(api.read(api.rpc.marketing.subscribers.$get({ query })));
    return { subscribers: page.data.map(subscriberOf), total: page.meta.total, ...page.meta.counts };
  },
};

export const inboxMutations: Pick<
  MutationResolvers,
  "markContactMessageRead" | "replyToContactMessage" | "setContactMessageStatus" | "adminUnsubscribeNewsletter"
> = {
  markContactMessageRead: async (_parent, { id }, { api }) =>
    messageOf(await rest(api.read(api.rpc["contact-us"][":id{[0-9]+}"].read.$post({ param: messageParam(id) })))),
  replyToContactMessage: async (_parent, { id, subject, message }, { api }) =>
    messageOf(await rest(api.read(api.rpc["contact-us"][":id{[0-9]+}"].reply.$post({ param: messageParam(id), json: { subject: subject ?? "", message } })))),
  setContactMessageStatus: async (_parent, { id, status }, { api }) =>
    messageOf(await rest(api.read(api.rpc["contact-us"][":id{[0-9]+}"].status.$post({ param: messageParam(id), json: { status: lower(status) } })))),
  adminUnsubscribeNewsletter: async (_parent, { email }, { api }) =>
    subscriberOf(await rest(api.read(api.rpc.marketing.subscribers.unsubscribe.$post({ json: { email } })))),
};
