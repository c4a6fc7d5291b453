import type { DeliveryView } from "~/lib/cart/cart-format";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { CartForm, useCartFetcher, useCartResult } from "./CartForm";

/**
 * Decision 083: the zip a delivery goes to, asked before the checkout. Each kitchen's fee rule is
 * said up front; a zip outside its area is refused under the field with the nearest other option.
 */
export function DeliveryZip({ delivery }: { delivery: DeliveryView }) {
  const fetcher = useCartFetcher("delivery-zip");
  const result = useCartResult(fetcher, "set-delivery-zip");
  const errors = result?.ok === false ? result.errors.zipcode ?? result.errors.form : undefined;
  return (
    <section className="cart-panel" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="cart-panel__heading">
        Delivery
      </h2>
      <ul className="muted">
        {delivery.kitchens.map((kitchen) => (
          <li key={kitchen.name}>
            {kitchen.name} delivers for {kitchen.feeRule}.
          </li>
        ))}
      </ul>
      {delivery.zipcode && (
        <p aria-live="polite">
          Delivering to <strong>{delivery.zipcode}</strong>.
        </p>
      )}
      <CartForm intent="set-delivery-zip" fetcher={fetcher} className="inline-form">
        <Field
          name="zipcode"
          kind="zip"
          label={delivery.zipcode ? "Another zip code" : "Zip code we deliver to"}
          hint="We check it before you check out."
          required
          errors={errors}
          key={result?.ok ? "saved" : "typing"}
        />
        <SubmitButton color="white" fetcher={fetcher}>
          Check zip code
        </SubmitButton>
      </CartForm>
    </section>
  );
}
