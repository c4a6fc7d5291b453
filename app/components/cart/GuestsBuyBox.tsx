import { useState } from "react";
import { guestChoices, type GuestOffer } from "~/lib/cart/guest-offers";
import { Choice } from "../core/Choice";
import { BuyBoxEnd } from "./AddToCartForm";
import { CartForm, useCartFetcher, useCartResult } from "./CartForm";

interface GuestsBuyBoxProps {
  classId: string;
  /** A private class's sku: the cart takes a private class by its link only (decision 018). */
  linkSku?: string | null;
  className: string;
  offer: GuestOffer;
  /** The class page: where a failed add returns without JavaScript. */
  returnTo: string;
}

/**
 * The buy box of a class sold per guest or per couple (decision 040): one radio per number of
 * guests whose label is its total, so what is picked is what is paid with or without
 * JavaScript (as decision 038's portion radios). Posted to /cart with intent=add-guests; the
 * checkout then asks each guest's name and allergies.
 */
export function GuestsBuyBox({ classId, linkSku, className, offer, returnTo }: GuestsBuyBoxProps) {
  const fetcher = useCartFetcher(`add-${classId}`);
  const result = useCartResult(fetcher, "add-guests", classId);
  const choices = guestChoices(offer, Math.min(offer.max, 8));
  const [chosen, setChosen] = useState(1);
  const first = choices[0];
  if (!first) return null;
  const choice = choices.find((candidate) => candidate.value === chosen) ?? first;
  const noun = offer.offer === "PAIRS" ? "couples" : "guests";

  return (
    <CartForm intent="add-guests" fetcher={fetcher} returnTo={returnTo} className="add-to-cart" aria-label={`Add ${className} to your cart`}>
      <input type="hidden" name="classId" value={classId} />
      {linkSku ? <input type="hidden" name="sku" value={linkSku} /> : null}
      <fieldset className="choice-fieldset guest-picker">
        <legend className="field__label">Number of {noun}</legend>
        <ul className="guest-picker__choices">
          {choices.map((option) => (
            <li key={option.value}>
              <Choice className="guest-picker__choice" type="radio" name="guests" value={option.value} defaultChecked={option === first} onChange={() => setChosen(option.value)}>
                <span>{option.count}</span> <strong>{option.price}</strong>
              </Choice>
            </li>
          ))}
        </ul>
      </fieldset>
      <BuyBoxEnd fetcher={fetcher} result={result} label={choice.count} price={choice.price}>
        <p className="muted price-panel__note">At checkout you’ll give each guest’s name and allergies.</p>
      </BuyBoxEnd>
    </CartForm>
  );
}
