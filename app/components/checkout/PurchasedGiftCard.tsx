import { Form, Link } from "@remix-run/react";
import { GIFT_CARD_DESIGN_HEIGHT, GIFT_CARD_DESIGN_WIDTH } from "../../../workers/core/gift-cards";
import { emailProgressWords, type GiftCardView } from "~/lib/checkout/order-format";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { FormError } from "../core/FormError";

export const CORRECT_RECIPIENT_INTENT = "correct-recipient";
/** Decision 063: move the day of a card not yet sent. */
export const RESCHEDULE_INTENT = "reschedule-gift-card";

export interface RecipientFormErrors {
  recipientEmail?: string[];
  sendOn?: string[];
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
      ) : card.scheduled && card.sendsAt ? (
        <p>
          A {card.amount} gift card for {card.recipientName} will be e-mailed to {card.recipientEmail} on <strong>{card.sendsAt}</strong>. Only
          they receive the whole code. Until then you can change the day or the address here.
        </p>
      ) : (
        <p>
          A {card.amount} gift card for {card.recipientName}
          {words ? ` ${words} ${card.recipientEmail}.` : ` goes to ${card.recipientEmail}.`} Only they receive the whole code.
        </p>
      )}
      <figure className="gift-card-design-shown">
        <img src={card.design.picture} alt={`The ${card.design.name} design: ${card.design.description}`} width={GIFT_CARD_DESIGN_WIDTH} height={GIFT_CARD_DESIGN_HEIGHT} loading="lazy" decoding="async" />
        <figcaption>Design: {card.design.name}</figcaption>
      </figure>
      <p>
        Card: <span className="code-chip">{card.code}</span>
      </p>
      {card.scheduled && (
        <Form method="post" replace className="purchased-gift-card__form" aria-label={orderId ? `Change the day of ${card.recipientName}’s gift card` : "Change the day the card is sent"}>
          <AntiForgeryField />
          {orderId && <input type="hidden" name="orderId" value={orderId} />}
          <Field
            name="sendOn"
            label="Send it on"
            kind="date"
            required
            defaultValue={card.sendOn ?? ""}
            hint="We e-mail it at 8 am Mountain time that day. Today works too."
            errors={errors?.sendOn}
          />
          <SubmitButton color="white" name="intent" value={RESCHEDULE_INTENT}>
            Change the day
          </SubmitButton>
        </Form>
      )}
      {card.recipientEditable && (
        <Form method="post" replace className="purchased-gift-card__form" aria-label={orderId ? `Correct the e-mail address of ${card.recipientName}’s gift card` : "Correct the recipient’s e-mail address"}>
          <AntiForgeryField />
          {orderId && <input type="hidden" name="orderId" value={orderId} />}
          <FormError messages={errors?.form} />
          <Field
            name="recipientEmail"
            label="Recipient’s e-mail address"
            kind="email"
            required
            defaultValue={card.recipientEmail}
            hint={
              card.scheduled
                ? "Wrong address? Correct it before the card goes."
                : "Wrong address? Correct it and we’ll send the card to it again. You can do this until the card is used."
            }
            errors={errors?.recipientEmail}
          />
          <SubmitButton name="intent" value={CORRECT_RECIPIENT_INTENT}>
            {card.scheduled ? "Save the address" : "Send the card to this address"}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
