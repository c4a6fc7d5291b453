/**
 * Class offers (decision 040): ClassType.offer and its per-guest prices, a cart line's guests,
 * a registration's guest allergies, and Mutation.addGuestsToCart (REST POST carts/{id}/classes
 * with `guests`).
 */
import type {
  CartClassResolvers,
  ClassTypeResolvers,
  MutationResolvers,
  RegistrationResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { badUserInput } from "./errors";
import { optionalId, rest, upper, uuidArgument } from "./rest";

type Offer = "PORTIONS" | "SEATS" | "PAIRS";
const offerOf = (value: string | undefined | null): Offer => (value ? (upper(value) as Offer) : "PORTIONS");

export const ClassTypeOffer: Pick<ClassTypeResolvers, "offer" | "seatPriceCents" | "pairPriceCents"> = {
  offer: (type) => offerOf(type.offer),
  seatPriceCents: (type) => type.seat_price_cents ?? null,
  pairPriceCents: (type) => type.pair_price_cents ?? null,
};

export const CartClassOffer: Pick<CartClassResolvers, "offer" | "guests" | "unitPriceCents" | "seats"> = {
  offer: (line) => offerOf(line.offer),
  guests: (line) => line.guests ?? null,
  unitPriceCents: (line) => line.unit_price_cents ?? null,
  seats: (line) => line.seats,
};

export const RegistrationOffer: Pick<RegistrationResolvers, "offer" | "allergies"> = {
  offer: (r) => offerOf("offer" in r ? r.offer : null),
  allergies: (r) => ("allergy_names" in r ? r.allergy_names : []),
};

export const addGuestsToCart: NonNullable<MutationResolvers["addGuestsToCart"]> = (_parent, { uuid, classId, sku, guests }, { api }) => {
  if (!Number.isInteger(guests) || guests < 1) throw badUserInput({ guests: ["Choose the number of guests"] });
  return rest(
    api.read(
      api.rpc.carts[":uuid"].classes.$post({
        param: { uuid: uuidArgument(uuid, "uuid") },
        json: { class_id: optionalId(classId, "classId"), sku: sku ?? undefined, guests },
      }),
    ),
  );
};
