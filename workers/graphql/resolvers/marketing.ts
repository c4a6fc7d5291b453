/**
 * The newsletter (spec §7 POST marketing/subscribe: a signup with double opt-in, and the confirm
 * and unsubscribe links of its e-mails) and the contact form (POST contact-us); decision 030.
 * No sign-in; both are limited per client, the newsletter on top of the api's one e-mail per
 * address per interval.
 */
import type { ContactTopic, MutationResolvers } from "../../../graphql/generated/resolvers.generated";
import { limitFormPosts } from "../plugins/rate-limit";
import { withShopOrigin } from "../context";
import { optionalId, rest, upper } from "./rest";

export const NEWSLETTER_SIGNUP_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

const subscription = <Status extends string>(json: { email: string; status: Status }) => ({ email: json.email, status: upper(json.status) });

export const subscribeNewsletter: NonNullable<MutationResolvers["subscribeNewsletter"]> = async (_parent, { input }, context) => {
  await limitFormPosts(context, "newsletter", NEWSLETTER_SIGNUP_LIMIT);
  const body = { email: input.email, first_name: input.firstName ?? undefined, last_name: input.lastName ?? undefined, subscribe: input.subscribe };
  return rest(context.api.read(context.api.rpc.marketing.subscribe.$post({ json: body }, withShopOrigin(context.shopOrigin))));
};

export const confirmNewsletter: NonNullable<MutationResolvers["confirmNewsletter"]> = async (_parent, { token }, { api }) =>
  subscription(await rest(api.read(api.rpc.marketing.confirm.$post({ json: { token } }))));

export const unsubscribeNewsletter: NonNullable<MutationResolvers["unsubscribeNewsletter"]> = async (_parent, { token }, { api }) =>
  subscription(await rest(api.read(api.rpc.marketing.unsubscribe.$post({ json: { token } }))));

/** REST's name of each topic. */
const TOPICS = {
  CLASSES: "classes",
  MEALS: "meals",
  PRIVATE_CLASS: "private-class",
  GIFT_CARDS: "gift-cards",
  OTHER: "other",
} as const satisfies Record<ContactTopic, string>;

export const CONTACT_MESSAGE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export const sendContactMessage: NonNullable<MutationResolvers["sendContactMessage"]> = async (_parent, { input }, context) => {
  const body = {
    name: input.name,
    email: input.email,
    phone: input.phone ?? "",
    topic: TOPICS[input.topic],
    location_id: optionalId(input.locationId, "locationId") ?? null,
    message: input.message,
  };
  await limitFormPosts(context, "contact", CONTACT_MESSAGE_LIMIT);
  const receipt = await rest(context.api.read(context.api.rpc["contact-us"].$post({ json: body })));
  return { id: String(receipt.id) };
};
