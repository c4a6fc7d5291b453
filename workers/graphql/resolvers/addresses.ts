/**
 * Query.address, createAddress and updateAddress (spec §7 addresses; decision 011): a signed-in
 * user's own addresses, or the one on a cart the caller may use (`cartUuid`).
 */
import type { CustomerAddressResolvers, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import { addressBody } from "./carts";
import { rest, uuidArgument } from "./rest";

/** REST names the cart `cart`; the argument is `cartUuid`. */
const CART_FIELD = { cart: "cartUuid" };

/** `?cart=<uuid>` when a cart is named. */
const cartQuery = (cartUuid: string | null | undefined) =>
  cartUuid === undefined || cartUuid === null ? {} : { cart: uuidArgument(cartUuid, "cartUuid") };

export const address: NonNullable<QueryResolvers["address"]> = (_parent, { id, cartUuid }, { api }) =>
  orNull(
    rest(
      api.read(api.rpc.addresses[":id"].$get({ param: { id: String(numericId(id, "id")) }, query: cartQuery(cartUuid) })),
      CART_FIELD,
    ),
  );

export const addressMutations = {
  createAddress: (_parent, { address, cartUuid }, { api }) =>
    rest(api.read(api.rpc.addresses.$post({ query: cartQuery(cartUuid), json: addressBody(address) })), CART_FIELD),

  updateAddress: (_parent, { id, address, cartUuid }, { api }) =>
    rest(
      api.read(
        api.rpc.addresses[":id"].$put({ param: { id: String(numericId(id, "id")) }, query: cartQuery(cartUuid), json: addressBody(address) }),
      ),
      CART_FIELD,
    ),
} satisfies MutationResolvers;

export const CustomerAddress: CustomerAddressResolvers = {
  userId: (a) => (a.user_id === null ? null : String(a.user_id)),
  createdAt: (a) => a.created_at,
};
