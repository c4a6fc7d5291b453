/**
 * Query.cart and the cart mutations (spec §7 carts; decisions 009 and 011), and the Cart types.
 * Every mutation is one REST call answering the whole cart, mapped as the query maps it. None
 * goes through the edge cache: only GET classes and GET locations are cached (decision 007).
 */
import type {
  AddressInput,
  CartClassInfoResolvers,
  CartClassInput,
  CartClassResolvers,
  CartGiftCardResolvers,
  CartPromotionResolvers,
  CartResolvers,
  CartTotalsResolvers,
  ClassLocationResolvers,
  GiftCardTotalsResolvers,
  LineTotalsResolvers,
  MutationResolvers,
  PromotionTotalsResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import type { ApiClient } from "../datasources/api";
import { badUserInput, numericId, orNull } from "./errors";
import { chosenMeals, mealChoiceBody } from "./meal-choices";
import { optionalId, rest, upper, uuidArgument } from "./rest";

/** The carts/{uuid} path parameter, the uuid checked (BAD_USER_INPUT on `uuid`). */
const cartParam = (uuid: string) => ({ uuid: uuidArgument(uuid, "uuid") });

/** A numeric id argument as a path parameter. */
const idParam = (id: string, argument: string) => String(numericId(id, argument));

/** A change of the cart: the api answers the whole cart. */
const changeCart = <Call,>(api: ApiClient, call: Promise<Call>) => rest(api.read(call));

/** An address as REST's addressBody takes it: left-out optional fields are left out. */
export function addressBody(address: AddressInput) {
  return {
    name: address.name,
    street: address.street,
    street2: address.street2 ?? undefined,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    phone: address.phone ?? undefined,
  };
}

function cartClassBody(line: CartClassInput, argument: string) {
  return {
    class_id: optionalId(line.classId, argument),
    sku: line.sku ?? undefined,
    portion_size_id: numericId(line.portionSizeId, argument),
    portion_quantity_id: numericId(line.portionQuantityId, argument),
    meals: line.meals ? mealChoiceBody(line.meals, argument) : undefined,
  };
}

export const cart: NonNullable<QueryResolvers["cart"]> = (_parent, { uuid }, { api }) =>
  orNull(rest(api.read(api.rpc.carts[":uuid"].$get({ param: cartParam(uuid) }))));

export const cartMutations = {
  createCart: (_parent, _args, { api }) => changeCart(api, api.rpc.carts.$post()),

  replaceCartClasses: (_parent, { uuid, classes }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].$put({
        param: cartParam(uuid),
        json: { classes: classes.map((line) => cartClassBody(line, "classes")) },
      }),
    ),

  deleteCart: async (_parent, { uuid }, { api }) => {
    await rest(api.read(api.rpc.carts[":uuid"].$delete({ param: cartParam(uuid) })));
    return true;
  },

  setDonation: (_parent, { uuid, donationCents, charityWindowId }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].charity.$put({
        param: cartParam(uuid),
        json: { donation_cents: donationCents, charity_window_id: optionalId(charityWindowId, "charityWindowId") },
      }),
    ),

  // Decision 083: the zip a delivery goes to; the api names `zipcode` when it is refused.
  setDeliveryZip: (_parent, { uuid, zipcode }, { api }) =>
    changeCart(api, api.rpc.carts[":uuid"]["delivery-zip"].$put({ param: cartParam(uuid), json: { zipcode } })),

  addClassToCart: (_parent, { uuid, ...line }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].classes.$post({
        param: cartParam(uuid),
        json: {
          class_id: optionalId(line.classId, "classId"),
          sku: line.sku ?? undefined,
          portion_size_id: numericId(line.portionSizeId, "portionSizeId"),
          portion_quantity_id: numericId(line.portionQuantityId, "portionQuantityId"),
          meals: line.meals ? mealChoiceBody(line.meals) : undefined,
        },
      }),
    ),

  setCartLineMeals: (_parent, { uuid, classId, meals }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].classes[":classId"].meals.$put({
        param: { ...cartParam(uuid), classId: idParam(classId, "classId") },
        json: { meals: mealChoiceBody(meals) },
      }),
    ),

  removeClassFromCart: (_parent, { uuid, classId }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].classes[":classId"].$delete({ param: { ...cartParam(uuid), classId: idParam(classId, "classId") } }),
    ),

  applyPromotion: (_parent, { uuid, code }, { api }) => changeCart(api, api.rpc.carts[":uuid"].promotions.$post({ param: cartParam(uuid), json: { code } })),

  removePromotion: (_parent, { uuid, promotionId }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].promotions[":promotionId"].$delete({
        param: { ...cartParam(uuid), promotionId: idParam(promotionId, "promotionId") },
      }),
    ),

  applyGiftCard: (_parent, { uuid, code }, { api }) => changeCart(api, api.rpc.carts[":uuid"].giftCards.$post({ param: cartParam(uuid), json: { code } })),

  removeGiftCard: (_parent, { uuid, giftCardId }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].giftCards[":giftCardId"].$delete({
        param: { ...cartParam(uuid), giftCardId: idParam(giftCardId, "giftCardId") },
      }),
    ),

  setCartAddress: (_parent, { uuid, address, addressId }, { api }) => {
    const param = cartParam(uuid);
    if ((address === undefined || address === null) === (addressId === undefined || addressId === null)) {
      throw badUserInput({ address: ["give the address or addressId (one of them)"] });
    }
    const body = address ? addressBody(address) : { address_id: numericId(addressId ?? "", "addressId") };
    return changeCart(api, api.rpc.carts[":uuid"].address.$post({ param, json: body }));
  },

  removeCartAddress: (_parent, { uuid, addressId }, { api }) =>
    changeCart(
      api,
      api.rpc.carts[":uuid"].address[":addressId"].$delete({
        param: { ...cartParam(uuid), addressId: idParam(addressId, "addressId") },
      }),
    ),
} satisfies MutationResolvers;

export const Cart: CartResolvers = {
  status: (c) => upper(c.status),
  userId: (c) => (c.user_id === null ? null : String(c.user_id)),
  createdAt: (c) => c.created_at,
  updatedAt: (c) => c.updated_at,
  classCount: (c) => c.classes.length,
  giftCards: (c) => c.gift_cards,
  donationCents: (c) => c.donation_cents,
  charityWindow: (c) => c.charity_window,
  delivery: (c) => ({
    needed: c.delivery.needed,
    zipcode: c.delivery.zipcode,
    feeCents: c.delivery.fee_cents,
    kitchens: c.delivery.kitchens.map((kitchen) => ({ locationId: String(kitchen.location_id), name: kitchen.name, feeRule: kitchen.fee_rule })),
  }),
};

export const CartClass: CartClassResolvers = {
  portionSize: (line) => line.portion_variation.portion_size,
  portionQuantity: (line) => line.portion_variation.portion_quantity,
  priceCents: (line) => line.price_cents,
  problem: (line) => (line.problem === null ? null : upper(line.problem)),
  addedAt: (line) => line.added_at,
  meals: (line) => chosenMeals(line.meals),
};

export const CartClassInfo: CartClassInfoResolvers = {
  durationMinutes: (c) => c.duration_minutes,
  classIsPublic: (c) => c.class_is_public,
  seatsLeft: (c) => c.seats_left,
};

/** A class's location: a cart line's, an account list's, or an order confirmation's (with the address). */
export const ClassLocation: ClassLocationResolvers = {
  street: (l) => ("street" in l ? l.street : null),
  state: (l) => ("state" in l ? l.state : null),
  zipcode: (l) => ("zipcode" in l ? l.zipcode : null),
};

export const CartPromotion: CartPromotionResolvers = {
  codeId: (p) => String(p.code_id),
  promotionId: (p) => String(p.promotion_id),
  description: (p) => p.description,
  discountType: (p) => upper(p.discount_type),
  discountValue: (p) => p.discount_value,
  appliesTo: (p) => upper(p.applies_to),
  discountCents: (p) => p.discount_cents,
  reason: (p) => (p.reason === null ? null : upper(p.reason)),
};

export const CartGiftCard: CartGiftCardResolvers = {
  giftCardId: (card) => String(card.gift_card_id),
  status: (card) => upper(card.status),
  balanceCents: (card) => card.balance_cents,
  appliedCents: (card) => card.applied_cents,
};

export const CartTotals: CartTotalsResolvers = {
  subtotalCents: (t) => t.subtotal_cents,
  discountCents: (t) => t.discount_cents,
  taxCents: (t) => t.tax_cents,
  deliveryFeeCents: (t) => t.delivery_fee_cents,
  donationCents: (t) => t.donation_cents,
  totalCents: (t) => t.total_cents,
  giftCardCents: (t) => t.gift_card_cents,
  amountDueCents: (t) => t.amount_due_cents,
  giftCards: (t) => t.gift_cards,
};

export const LineTotals: LineTotalsResolvers = {
  classId: (line) => String(line.class_id),
  priceCents: (line) => line.price_cents,
  discountCents: (line) => line.discount_cents,
  taxCents: (line) => line.tax_cents,
  totalCents: (line) => line.total_cents,
};

export const PromotionTotals: PromotionTotalsResolvers = {
  codeId: (p) => String(p.code_id),
  promotionId: (p) => String(p.promotion_id),
  discountCents: (p) => p.discount_cents,
  reason: (p) => (p.reason === null ? null : upper(p.reason)),
};

export const GiftCardTotals: GiftCardTotalsResolvers = {
  giftCardId: (card) => String(card.gift_card_id),
  balanceCents: (card) => card.balance_cents,
  appliedCents: (card) => card.applied_cents,
};
