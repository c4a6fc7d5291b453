import { Form, Link } from "@remix-run/react";
import { emailProgressWords, type GiftCardView } from "~/lib/checkout/order-format";
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
 * send it again (a plain post: it works without JavaScript). On the confirmation it is the
 * page's one card; in the account's list of orders each names its order (`orderId`, posted with
 * the form) under the order's own heading (`level` 3).
 */
export function PurchasedGiftCard({
  card,
  errors,
  orderId,
  level = 2,
}: {
  card: GiftCardView;
  errors?: RecipientFormErrors;
  orderId?: string;
  level?: 2 | 3;
}) {
  const words = emailProgressWords(card.emailProgress);
  const undelivered = card.emailProgress === "undelivered";
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = orderId ? `gift-card-heading-${orderId}` : "gift-card-heading";
  return (
    <section className={level === 2 ? "cart-panel" : "purchased-gift-card"} aria-labelledby={headingId}>
      <Heading id={headingId} className="cart-panel__heading">
        {orderId ? `Gift card for ${card.recipientName}` : "Your gift card"}
      </Heading>
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
        <Form method="post" replace aria-label={orderId ? `Correct the e-mail address of ${card.recipientName}’s gift card` : "Correct the recipient’s e-mail address"}>
          <AntiForgeryField />
          <input type="hidden" name="intent" value={CORRECT_RECIPIENT_INTENT} />
          {orderId && <input type="hidden" name="orderId" value={orderId} />}
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
