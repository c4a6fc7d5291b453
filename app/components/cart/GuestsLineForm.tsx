import { guestChoices, type GuestOffer } from "~/lib/cart/guest-offers";
import { useHydrated, SubmitButton } from "~/components/core/layout-kit";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";

/**
 * A seats or pairs line's number of guests in the cart (decision 040): a select whose labels
 * carry the totals, saved by its button without JavaScript and on change with it. Its own module
 * (not GuestsBuyBox's), so the cart does not load the class page's buy boxes, nor the class page this.
 */
export function GuestsLineForm({ classId, name, offer, count }: { classId: string; name: string; offer: GuestOffer; count: number }) {
  const fetcher = useCartFetcher(`guests-${classId}`);
  const result = useCartResult(fetcher, "add-guests", classId);
  const hydrated = useHydrated();
  const id = `guests-${classId}`;
  const noun = offer.offer === "PAIRS" ? "Couples" : "Guests";
  return (
    <CartForm intent="add-guests" fetcher={fetcher} className="cart-line__portions" aria-label={`${noun} for ${name}`}>
      <input type="hidden" name="classId" value={classId} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {noun}
          <span className="visually-hidden"> for {name}</span>
        </label>
        <select
          id={id}
          name="guests"
          className="field__input"
          defaultValue={count}
          onChange={hydrated ? (event) => event.currentTarget.form && fetcher.submit(event.currentTarget.form) : undefined}
        >
          {guestChoices(offer).map((option) => (
            <option key={option.value} value={option.value}>
              {option.count} — {option.price}
            </option>
          ))}
        </select>
      </div>
      {!hydrated && (
        <SubmitButton color="white" size="sm" fetcher={fetcher}>
          Update {noun.toLowerCase()}
          <span className="visually-hidden"> for {name}</span>
        </SubmitButton>
      )}
      <FormMessage messages={result?.errors.form} />
    </CartForm>
  );
}
