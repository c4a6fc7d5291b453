import { Link } from "@remix-run/react";
import { useState } from "react";
import { portionChoices, type PortionOption } from "~/lib/cart/cart-format";
import { SubmitButton } from "../core/Button";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";
import { PortionSelects } from "./PortionSelects";

interface AddToCartFormProps {
  classId: string;
  /** A private class's sku: the cart takes a private class by its link only (decision 018). */
  linkSku?: string | null;
  className: string;
  options: PortionOption[];
  /** The class page: where a failed add returns without JavaScript. */
  returnTo: string;
}

/**
 * The class page's add-to-cart form (spec §3 portion_variation): portion size and meal count
 * with their prices, posted to /cart with intent=add. Without JavaScript the action redirects to
 * the cart; with it, the page stays and says so (the header's count updates on revalidation).
 */
export function AddToCartForm({ classId, linkSku, className, options, returnTo }: AddToCartFormProps) {
  const fetcher = useCartFetcher(`add-${classId}`);
  const result = useCartResult(fetcher, "add", classId);
  const first = options[0];
  const [sizeId, setSizeId] = useState(first?.portionSize.id ?? "");
  const [quantityId, setQuantityId] = useState(first?.portionQuantity.id ?? "");
  if (!first) return null;
  const choices = portionChoices(options, sizeId, quantityId);
  const added = result?.ok === true && fetcher.state === "idle";

  return (
    <CartForm intent="add" fetcher={fetcher} returnTo={returnTo} className="add-to-cart" aria-label={`Add ${className} to your cart`}>
      <input type="hidden" name="classId" value={classId} />
      {linkSku ? <input type="hidden" name="sku" value={linkSku} /> : null}
      <PortionSelects
        choices={choices}
        sizeId={sizeId}
        quantityId={quantityId}
        onChange={(event) =>
          event.currentTarget.name === "portionSizeId" ? setSizeId(event.currentTarget.value) : setQuantityId(event.currentTarget.value)
        }
      />
      <p className="add-to-cart__price">
        <span className="muted">Your price</span> <strong>{choices.price ?? "Not offered"}</strong>
      </p>
      <SubmitButton size="lg" fetcher={fetcher} disabled={choices.price === null} className="add-to-cart__submit">
        Add to cart
      </SubmitButton>
      <FormMessage messages={result?.ok === false ? Object.values(result.errors).flat() : undefined} />
      {added && (
        <p className="form-message form-message--success" role="status">
          Added to your cart. <Link to="/cart">View cart</Link>
        </p>
      )}
    </CartForm>
  );
}
