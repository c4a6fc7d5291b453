import type { GiftCardView } from "~/lib/cart/cart-format";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";

function AppliedGiftCard({ card }: { card: GiftCardView }) {
  const fetcher = useCartFetcher(`remove-gift-card-${card.giftCardId}`);
  const result = useCartResult(fetcher, "remove-gift-card", card.giftCardId);
  if (fetcher.state !== "idle") return null;
  return (
    <li className="applied">
      <div className="applied__text">
        <p className="applied__title">
          <span className="code-chip">{card.code}</span>
        </p>
        <p className="muted applied__detail">
          {card.disabled ? "This card was disabled and pays nothing." : `Balance after this order: ${card.remaining}`}
        </p>
      </div>
      <p className="applied__amount">{card.applied}</p>
      <CartForm intent="remove-gift-card" fetcher={fetcher} className="applied__remove">
        <input type="hidden" name="giftCardId" value={card.giftCardId} />
        <SubmitButton color="white" size="sm" fetcher={fetcher}>
          Remove<span className="visually-hidden"> gift card {card.code}</span>
        </SubmitButton>
        <FormMessage messages={result?.errors.form} />
      </CartForm>
    </li>
  );
}

/** Gift cards pay in the order applied (decision 009); codes are shown masked (decision 011). */
export function GiftCards({ giftCards }: { giftCards: GiftCardView[] }) {
  const fetcher = useCartFetcher("apply-gift-card");
  const result = useCartResult(fetcher, "apply-gift-card");
  const errors = result?.ok === false ? (result.errors.code ?? result.errors.form) : undefined;
  return (
    <section className="cart-panel" aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading" className="cart-panel__heading">
        Gift cards
      </h2>
      {giftCards.length > 0 && (
        <ul className="applied-list">
          {giftCards.map((card) => (
            <AppliedGiftCard key={card.giftCardId} card={card} />
          ))}
        </ul>
      )}
      <CartForm intent="apply-gift-card" fetcher={fetcher} className="inline-form">
        <Field name="code" label="Gift card code" kind="giftcard" errors={errors} key={result?.ok ? "applied" : "typing"} />
        <SubmitButton color="white" fetcher={fetcher}>
          Apply gift card
        </SubmitButton>
      </CartForm>
    </section>
  );
}
