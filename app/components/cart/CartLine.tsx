import { Link } from "@remix-run/react";
import { useId, type ChangeEvent } from "react";
import { portionChoices, type CartLineView } from "~/lib/cart/cart-format";
import { useHydrated, SubmitButton } from "~/components/core/layout-kit";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";
import { GuestsLineForm } from "./GuestsLineForm";
import { PortionSelects } from "./PortionSelects";

/**
 * One class in the cart: what, when (the location's time zone), where, its portions with
 * prices, its amounts and any problem that stops the checkout (decision 011: shown, not
 * dropped). Removing hides the line at once (optimistic); a failure brings it back with why.
 */
export function CartLine({ line }: { line: CartLineView }) {
  const headingId = useId();
  const hydrated = useHydrated();
  const portionFetcher = useCartFetcher(`portion-${line.classId}`);
  const removeFetcher = useCartFetcher(`remove-${line.classId}`);
  const portionResult = useCartResult(portionFetcher, "update-portion", line.classId);
  const removeResult = useCartResult(removeFetcher, "remove", line.classId);

  const pending = portionFetcher.formData;
  // While a change is on its way, the selects show it (optimistic) and the amounts wait.
  const sizeId = String(pending?.get("portionSizeId") ?? line.portionSizeId);
  const quantityId = String(pending?.get("portionQuantityId") ?? line.portionQuantityId);
  const choices = pending ? portionChoices(line.options, sizeId, quantityId) : line.choices;
  const updating = portionFetcher.state !== "idle";

  const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) portionFetcher.submit(event.currentTarget.form);
  };

  // Optimistic: the line leaves as soon as it is removed; a failure brings it back with why.
  if (removeFetcher.state !== "idle") return null;

  return (
    <li className={line.problem ? "cart-line cart-line--problem" : "cart-line"}>
      <article aria-labelledby={headingId} className="cart-line__body">
        <div className="cart-line__info">
          <p className="eyebrow">{line.fulfillmentName}</p>
          <h3 id={headingId} className="cart-line__name">
            <Link to={line.href}>{line.name}</Link>
          </h3>
          <p className="cart-line__when">
            <time dateTime={line.startsAt}>
              {line.date} · {line.time}
            </time>
          </p>
          {line.mealsText && <p className="chosen-meals">{line.mealsText}</p>}
          {line.unitPrice && <p className="cart-line__unit">{line.unitPrice}</p>}
          <p className="muted cart-line__place">{line.place}</p>
          {line.problem && (
            <p className="notice notice--error cart-line__problem" role="note">
              {line.problem.text}
            </p>
          )}
        </div>

        {line.guests ? (
          <GuestsLineForm classId={line.classId} name={line.name} offer={line.guests.offer} count={line.guests.count} />
        ) : (
          <CartForm intent="update-portion" fetcher={portionFetcher} className="cart-line__portions" aria-label={`Portions for ${line.name}`}>
            <input type="hidden" name="classId" value={line.classId} />
            <PortionSelects
              choices={choices}
              sizeId={sizeId}
              quantityId={quantityId}
              onChange={hydrated ? submitOnChange : () => {}}
              context={line.name}
            />
            {!hydrated && (
              <SubmitButton color="white" size="sm" fetcher={portionFetcher}>
                Update portions<span className="visually-hidden"> for {line.name}</span>
              </SubmitButton>
            )}
            <FormMessage messages={portionResult?.errors.form} />
          </CartForm>
        )}

        <dl className="cart-line__amounts" aria-busy={updating || undefined}>
          <div>
            <dt>Price</dt>
            <dd>{updating ? "Updating…" : (line.price ?? "—")}</dd>
          </div>
          {line.discount && !updating && (
            <div>
              <dt>Discount</dt>
              <dd>{line.discount}</dd>
            </div>
          )}
          <div className="cart-line__total">
            <dt>Line total</dt>
            <dd>{updating ? "Updating…" : (line.total ?? "—")}</dd>
          </div>
        </dl>

        <CartForm intent="remove" fetcher={removeFetcher} className="cart-line__remove">
          <input type="hidden" name="classId" value={line.classId} />
          <SubmitButton color="white" size="sm" fetcher={removeFetcher}>
            Remove<span className="visually-hidden"> {line.name}</span>
          </SubmitButton>
          <FormMessage messages={removeResult?.errors.form} />
        </CartForm>
      </article>
    </li>
  );
}
