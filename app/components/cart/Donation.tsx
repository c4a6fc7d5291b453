import type { DonationView } from "~/lib/cart/cart-format";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";

/**
 * The charity donation (decision 011): the drive open now, its suggested amounts as one-click
 * buttons, any other amount by the money input rules of spec §5, and taking it back.
 */
export function Donation({ donation }: { donation: DonationView }) {
  const quick = useCartFetcher("donation-quick");
  const custom = useCartFetcher("donation-custom");
  // The quick buttons send known amounts: their rare errors come only through their fetcher.
  const quickErrors = quick.data?.ok === false ? quick.data.errors.donation : undefined;
  const customResult = useCartResult(custom, "set-donation");
  if (!donation.charity && !donation.current) return null;

  const pendingAmount = quick.formData?.get("donation") ?? custom.formData?.get("donation");
  const customErrors = customResult?.ok === false ? customResult.errors.donation : undefined;
  // Only the clicked amount shows the spinner.
  const pendingFor = (value: string) => ({ state: quick.formData?.get("donation") === value ? quick.state : ("idle" as const) });

  return (
    <section className="cart-panel donation" aria-labelledby="donation-heading">
      <h2 id="donation-heading" className="cart-panel__heading">
        Add a donation
      </h2>
      {donation.charity && (
        <p className="muted donation__text">
          {donation.charity.description}{" "}
          <a href={donation.charity.url} rel="noopener noreferrer">
            About {donation.charity.name}
          </a>
        </p>
      )}
      {donation.current && (
        <p className="donation__current" aria-live="polite">
          Your donation: <strong>{pendingAmount !== undefined ? "Updating…" : donation.current}</strong>
        </p>
      )}
      <CartForm intent="set-donation" fetcher={quick} className="donation__quick" aria-label="Donation amounts">
        {donation.charity &&
          donation.suggested.map((amount) => (
            <SubmitButton key={amount.value} color="white" size="sm" name="donation" value={amount.value} fetcher={pendingFor(amount.value)}>
              Donate {amount.label}
            </SubmitButton>
          ))}
        {donation.current && (
          <SubmitButton color="white" size="sm" name="donation" value="0" fetcher={pendingFor("0")}>
            Remove donation
          </SubmitButton>
        )}
        <FormMessage messages={quickErrors} />
      </CartForm>
      {donation.charity && (
        <CartForm intent="set-donation" fetcher={custom} className="inline-form">
          <Field name="donation" label="Another amount" kind="money" hint="Up to $1,000" errors={customErrors} />
          <SubmitButton color="white" fetcher={custom}>
            Donate
          </SubmitButton>
        </CartForm>
      )}
    </section>
  );
}
