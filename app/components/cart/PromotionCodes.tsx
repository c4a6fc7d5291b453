import type { PromotionView } from "~/lib/cart/cart-format";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { CartForm, FormMessage, useCartFetcher, useCartResult } from "./CartForm";

function AppliedPromotion({ promotion }: { promotion: PromotionView }) {
  const fetcher = useCartFetcher(`remove-promotion-${promotion.promotionId}`);
  const result = useCartResult(fetcher, "remove-promotion", promotion.promotionId);
  if (fetcher.state !== "idle") return null;
  return (
    <li className={promotion.problem ? "applied applied--problem" : "applied"}>
      <div className="applied__text">
        <p className="applied__title">
          <span className="code-chip">{promotion.code}</span> {promotion.summary}
        </p>
        <p className="muted applied__detail">{promotion.name}</p>
        {promotion.problem && (
          <p className="applied__problem" role="note">
            {promotion.problem}
          </p>
        )}
      </div>
      <p className="applied__amount">{promotion.discount}</p>
      <CartForm intent="remove-promotion" fetcher={fetcher} className="applied__remove">
        <input type="hidden" name="promotionId" value={promotion.promotionId} />
        <SubmitButton color="white" size="sm" fetcher={fetcher}>
          Remove<span className="visually-hidden"> code {promotion.code}</span>
        </SubmitButton>
        <FormMessage messages={result?.errors.form} />
      </CartForm>
    </li>
  );
}

/** Applied codes with what each takes off (or why it takes nothing), and the form for another. */
export function PromotionCodes({ promotions }: { promotions: PromotionView[] }) {
  const fetcher = useCartFetcher("apply-promotion");
  const result = useCartResult(fetcher, "apply-promotion");
  const errors = result?.ok === false ? (result.errors.code ?? result.errors.form) : undefined;
  return (
    <section className="cart-panel" aria-labelledby="promotions-heading">
      <h2 id="promotions-heading" className="cart-panel__heading">
        Promotion codes
      </h2>
      {promotions.length > 0 && (
        <ul className="applied-list">
          {promotions.map((promotion) => (
            <AppliedPromotion key={promotion.promotionId} promotion={promotion} />
          ))}
        </ul>
      )}
      <CartForm intent="apply-promotion" fetcher={fetcher} className="inline-form">
        <Field
          name="code"
          label="Promotion code"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          errors={errors}
          key={result?.ok ? "applied" : "typing"}
        />
        <SubmitButton color="white" fetcher={fetcher}>
          Apply code
        </SubmitButton>
      </CartForm>
    </section>
  );
}
