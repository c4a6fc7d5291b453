import { Form, Link } from "@remix-run/react";
import type { OrderView } from "~/lib/checkout/order-format";
import { emailProgressWords } from "~/lib/checkout/order-format";
import { AntiForgeryField } from "../core/AntiForgeryField";
import { SubmitButton } from "../core/Button";
import { Field } from "../core/Field";
import { FormError } from "../core/FormError";

export const CORRECT_RECIPIENT_INTENT = "correct-recipient";

export interface RecipientFormErrors {
  recipientEmail?: string[];
  form?: string[];
}

/**
 * The gift card an order bought for a friend (issue 26 part 6): where the recipient's e-mail with
 * the whole code is, and, while the card is unused, a form to correct a mistyped address and
 * send it again (a plain post: it works without JavaScript).
 */
export function PurchasedGiftCard({ card, errors }: { card: NonNullable<OrderView["giftCard"]>; errors?: RecipientFormErrors }) {
  const words = emailProgressWords(card.emailProgress);
  const undelivered = card.emailProgress === "undelivered";
  return (
    <section className="cart-panel" aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading" className="cart-panel__heading">
        Your gift card
      </h2>
      {undelivered ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">
            We couldn’t deliver the {card.amount} gift card for {card.recipientName} to {card.recipientEmail}.
          </p>
          <p>
            {card.recipientEditable ? (
              "The card is safe and unused. Check the address below and send it again."
            ) : (
              <>
                The card is safe. <Link to="/contact">Contact us</Link> and we’ll get it to them.
              </>
            )}
          </p>
        </div>
      ) : (
        <p>
          A {card.amount} gift card for {card.recipientName}
          {words ? ` ${words} ${card.recipientEmail}.` : ` goes to ${card.recipientEmail}.`} Only they receive the whole code.
        </p>
      )}
      <p>
        Card: <span className="code-chip">{card.code}</span>
      </p>
      {card.recipientEditable && (
        <Form method="post" replace aria-label="Correct the recipient’s e-mail address">
          <AntiForgeryField />
          <input type="hidden" name="intent" value={CORRECT_RECIPIENT_INTENT} />
          <FormError messages={errors?.form} />
          <Field
            name="recipientEmail"
            label="Recipient’s e-mail address"
            kind="email"
            required
            defaultValue={card.recipientEmail}
            hint="Wrong address? Correct it and we’ll send the card to it again. You can do this until the card is used."
            errors={errors?.recipientEmail}
          />
          <SubmitButton name="intent" value={CORRECT_RECIPIENT_INTENT}>
            Send the card to this address
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
