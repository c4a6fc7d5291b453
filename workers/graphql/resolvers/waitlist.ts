/** Waitlists of full classes (decision 037): join (rate-limited like the contact form), offer, claim. */
import type { WaitlistEntryJson } from "../../api/contract";
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { limitFormPosts } from "../plugins/rate-limit";
import { withShopOrigin } from "../context";
import { numericId } from "./errors";
import { rest } from "./rest";

export const WAITLIST_JOIN_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export const joinWaitlist: NonNullable<MutationResolvers["joinWaitlist"]> = async (_parent, { sku, email }, context) => {
  await limitFormPosts(context, "waitlist", WAITLIST_JOIN_LIMIT);
  const joined = await rest(context.api.read(context.api.rpc.waitlist.$post({ json: { sku, email } }, withShopOrigin(context.shopOrigin))));
  return { email: joined.email, classSku: joined.sku, alreadyOnList: joined.already_on_list };
};

export const waitlistOffer: NonNullable<QueryResolvers["waitlistOffer"]> = async (_parent, { token }, { api }) => {
  // hc puts a parameter in the path as given: a free-text token is encoded here.
  const offer = await rest(api.read(api.rpc.waitlist.claims[":token"].$get({ param: { token: encodeURIComponent(token) } })));
  return {
    status: offer.status,
    claimExpiresAt: offer.claim_expires_at,
    seats: offer.seats,
    fromCanceledClass: offer.from_canceled_class,
    classSku: offer.class.sku,
    className: offer.class.name,
    classDate: offer.class.date,
    locationName: offer.class.location.name,
    timezone: offer.class.location.timezone,
  };
};

export const claimWaitlistSeat: NonNullable<MutationResolvers["claimWaitlistSeat"]> = async (_parent, { token, cartId }, { api }) => {
  const claimed = await rest(api.read(api.rpc.waitlist.claims.$post({ json: { token, cart_uuid: cartId } })));
  return claimed.cart_uuid;
};

const entryOf = (entry: WaitlistEntryJson) => ({
  status: entry.status,
  classSku: entry.class.sku,
  className: entry.class.name,
  classDate: entry.class.date,
  locationName: entry.class.location.name,
  timezone: entry.class.location.timezone,
});

export const waitlistEntry: NonNullable<QueryResolvers["waitlistEntry"]> = async (_parent, { token }, { api }) =>
  entryOf(await rest(api.read(api.rpc.waitlist.entries[":token"].$get({ param: { token: encodeURIComponent(token) } }))));

export const leaveWaitlist: NonNullable<MutationResolvers["leaveWaitlist"]> = async (_parent, { token }, { api }) =>
  entryOf(await rest(api.read(api.rpc.waitlist.leave.$post({ json: { token } }))));

export const classWaitlist: NonNullable<QueryResolvers["classWaitlist"]> = async (_parent, { id }, { api }) => {
  const answer = await rest(api.read(api.rpc.classes[":id{[0-9]+}"].waitlist.$get({ param: { id: String(numericId(id, "id")) } })));
  return answer.data.map((entry) => ({
    id: String(entry.id),
    email: entry.email,
    status: entry.status,
    position: entry.position,
    createdAt: entry.created_at,
    offeredAt: entry.offered_at,
    claimExpiresAt: entry.claim_expires_at,
  }));
};

export const removeWaitlistEntry: NonNullable<MutationResolvers["removeWaitlistEntry"]> = async (_parent, { classId, entryId }, { api }) => {
  const param = { id: String(numericId(classId, "classId")), entryId: String(numericId(entryId, "entryId")) };
  const removed = await rest(api.read(api.rpc.classes[":id{[0-9]+}"].waitlist[":entryId"].remove.$post({ param })));
  return { id: String(removed.id), seatFreed: removed.seat_freed };
};
