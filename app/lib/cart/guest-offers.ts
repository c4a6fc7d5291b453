/**
 * The seats and pairs offers in the web (decision 040): the choices of a number of guests (or
 * couples) with the price each choice costs, so a radio or select label says what is paid.
 */
import { guestsLabel, MAX_GUESTS, seatsOf } from "../../../workers/core/class-offers";
import { formatUsd } from "../../../workers/core/money";

export type WebOffer = "PORTIONS" | "SEATS" | "PAIRS";

export interface GuestOffer {
  offer: "SEATS" | "PAIRS";
  /** Per guest (SEATS) or per couple (PAIRS). */
  unitPriceCents: number;
  /** The most that can be chosen now: free seats (two per couple), at most MAX_GUESTS. */
  max: number;
}

export interface GuestChoice {
  value: number;
  /** "2 guests", "1 couple" */
  count: string;
  price: string;
  priceCents: number;
}

/**
 * The offer of a class as the web shows it, at the class's one price of a guest (couple) the api
 * answers (its own, else its type's: decision 079); null for a portions class or one without a price.
 */
export function guestOffer(offer: WebOffer, unitPriceCents: number | null | undefined, seatsLeft: number): GuestOffer | null {
  if (offer === "PORTIONS" || unitPriceCents == null) return null;
  const perUnit = seatsOf(offer.toLowerCase(), 1);
  return { offer, unitPriceCents, max: Math.max(0, Math.min(MAX_GUESTS, Math.floor(seatsLeft / perUnit))) };
}

/** 1 … max guests (couples), each with its total price. */
export function guestChoices(offer: GuestOffer, max = offer.max): GuestChoice[] {
  return Array.from({ length: max }, (_, index) => {
    const value = index + 1;
    const priceCents = value * offer.unitPriceCents;
    return { value, count: guestsLabel(offer.offer.toLowerCase(), value), price: formatUsd(priceCents), priceCents };
  });
}

/** How many guests one line of `count` names at checkout: a couple is two. */
export const guestSeats = (offer: WebOffer, count: number) => seatsOf(offer.toLowerCase(), count);
