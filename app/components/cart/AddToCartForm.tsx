import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { portionGrid, type PortionOption } from "~/lib/cart/cart-format";
import { useHydrated, Button, SubmitButton } from "~/components/core/layout-kit";
import { Choice } from "../core/Choice";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";

interface AddToCartFormProps {
  classId: string;
  /** A private class's sku: the cart takes a private class by its link only (decision 018). */
  linkSku?: string | null;
  className: string;
  options: PortionOption[];
  /** The class page: where a failed add returns without JavaScript. */
  returnTo: string;
  /** The form's id, for the meal chooser's inputs elsewhere on the page (decision 041). */
  formId?: string;
  /** The portion to show chosen ("sizeId:quantityId"), e.g. after a refused add. */
  initialPortion?: string | null;
  /** Told each choice of portion, so the meal chooser's count follows it. */
  onPortionChange?: (value: string) => void;
  /** A kit's page (decision 087): the meal chooser below adds, so this box leads to it instead. */
  chooseMealsFirst?: boolean;
}

/**
 * The class page's buy box (spec §3 portion_variation, decision 038): the price table is the
 * choice — one radio per portion option whose label is its price — so what is picked is what is
 * paid, with or without JavaScript. Posted to /cart with intent=add as `portion` =
 * "sizeId:quantityId". With JavaScript one price line follows the choice and the page stays;
 * without, the action goes on to the cart.
 */
export function AddToCartForm({ classId, linkSku, className, options, returnTo, formId, initialPortion, onPortionChange, chooseMealsFirst }: AddToCartFormProps) {
  const fetcher = useCartFetcher(`add-${classId}`);
  const result = useCartResult(fetcher, "add", classId);
  const grid = portionGrid(options);
  const first = grid.radios.find((radio) => radio.value === initialPortion) ?? grid.radios[0];
  const [chosen, setChosen] = useState(first?.value ?? "");
  // A choice made before the page hydrated (the scripts start after the first paint, decision 049).
  const picker = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const checked = picker.current?.querySelector<HTMLInputElement>('input[name="portion"]:checked');
    if (checked && checked.value !== first?.value) {
      setChosen(checked.value);
      onPortionChange?.(checked.value);
    }
    // Once, on hydration: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!first) return null;
  const choice = grid.radios.find((radio) => radio.value === chosen) ?? first;

  return (
    <CartForm intent="add" fetcher={fetcher} returnTo={returnTo} className="add-to-cart" id={formId} aria-label={`Add ${className} to your cart`}>
      <input type="hidden" name="classId" value={classId} />
      {linkSku ? <input type="hidden" name="sku" value={linkSku} /> : null}
      <fieldset ref={picker} className="choice-fieldset portion-picker">
        <legend className="field__label">Choose your portions</legend>
        <table className="portion-picker__table">
          <thead>
            <tr>
              <td />
              {grid.sizes.map((size) => (
                <th scope="col" key={size.id}>
                  {size.name}
                  <span className="portion-picker__note">serves {size.serves}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.mealCount}>
                <th scope="row">{row.meals}</th>
                {row.cells.map((cell, index) => (
                  <td key={grid.sizes[index]?.id}>
                    {cell ? (
                      <Choice
                        className="portion-picker__choice"
                        type="radio"
                        name="portion"
                        value={cell.value}
                        defaultChecked={cell === first}
                        onChange={(event) => {
                          setChosen(event.currentTarget.value);
                          onPortionChange?.(event.currentTarget.value);
                        }}
                      >
                        <span className="visually-hidden">{cell.label}: </span>
                        {cell.price}
                      </Choice>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <BuyBoxEnd fetcher={fetcher} result={result} label={choice.label} price={choice.price} chooseMealsFirst={chooseMealsFirst} />
    </CartForm>
  );
}

/**
 * The end of a class page's buy box, for portions and for guests alike: with JavaScript the
 * price line following the choice, then any note, Add to cart, the refusal or the success.
 */
export function BuyBoxEnd({
  fetcher,
  result,
  label,
  price,
  children,
  chooseMealsFirst = false,
}: {
  fetcher: ReturnType<typeof useCartFetcher>;
  result: ReturnType<typeof useCartResult>;
  label: string;
  price: string;
  children?: ReactNode;
  chooseMealsFirst?: boolean;
}) {
  const hydrated = useHydrated();
  const added = result?.ok === true && fetcher.state === "idle";
  const errors = result?.ok === false ? Object.values(result.errors).flat() : undefined;
  return (
    <>
      {/* There without JavaScript too, empty, so nothing moves when the page hydrates (CLS 0). */}
      <p className="add-to-cart__price" aria-live="polite">
        {hydrated && (
          <>
            <span className="muted">{label}</span> <strong>{price}</strong>
          </>
        )}
      </p>
      {children}
      {chooseMealsFirst ? (
        <Button to="#choose-meals" size="lg" className="add-to-cart__submit">
          Next: choose your meals
        </Button>
      ) : (
        <SubmitButton size="lg" fetcher={fetcher} className="add-to-cart__submit">
          Add to cart
        </SubmitButton>
      )}
      <FormMessage messages={errors} />
      {added && (
        <p className="form-message form-message--success" role="status">
          Added to your cart. <Link to="/cart">View cart</Link>
        </p>
      )}
    </>
  );
}
