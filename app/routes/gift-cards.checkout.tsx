import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { sendDayRange } from "../../workers/core/gift-card-delivery";
import {
  DEFAULT_GIFT_CARD_DESIGN,
  GIFT_CARD_DESIGN_HEIGHT,
  GIFT_CARD_DESIGN_WIDTH,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_PRESET_CENTS,
  giftCardDesignPath,
  OTHER_GIFT_CARD_AMOUNT,
} from "../../workers/core/gift-cards";
import { formatUsd } from "../../workers/core/money";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { FormMessage } from "~/components/cart/CartForm";
import { optionalUser } from "~/lib/identity/auth.server";
import { nextStep, rememberCheckout } from "~/lib/checkout/checkout.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { formValues, labelledMessage, type FieldErrors } from "~/lib/core/form-data";
import { parseGiftCardPurchase, parseGiftCardQuote } from "~/lib/checkout/gift-card-forms.server";
import { buyGiftCard, quoteGiftCardPromotion } from "~/lib/checkout/gift-cards.server";
import { IDEMPOTENCY_FIELD, newIdempotencyKey, postedIdempotencyKey } from "~/lib/checkout/idempotency";

export const meta = pageMeta("Gift Cards", "Give an evening in the kitchen: a Cache Valley Kitchen gift card from $10 to $500.");

const FIELDS = ["amountChoice", "amount", "design", "recipientName", "recipientEmail", "senderName", "message", "sendOn", "purchaserEmail", "promotionCode"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const LABELS: Record<string, string> = {
  amountChoice: "The amount",
  amount: "The amount",
  design: "The design",
  recipientName: "The recipient’s name",
  recipientEmail: "The recipient’s e-mail",
  senderName: "Your name",
  message: "The message",
  sendOn: "The day",
  purchaserEmail: "Your e-mail",
  promotionCode: "The code",
};

/** The api's field names (amount_cents, recipient_email, code…) as this form's. */
function fieldOf(apiField: string): string {
  const camel = apiField.replace(/^input\./, "").replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (camel === "amountCents") return "amount";
  if (camel === "code") return "promotionCode";
  return camel;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await optionalUser(context);
  return json({
    idempotencyKey: newIdempotencyKey(),
    sendDays: sendDayRange(new Date()),
    values: { senderName: user?.name ?? "", purchaserEmail: user?.email ?? "" } as Partial<Values>,
  });
}

interface GiftCardAnswer {
  errors: FieldErrors;
  values: Values;
  quote: { code: string; promotion: string; discount: string; amountDue: string } | null;
  idempotencyKey: string;
}

/**
 * Buying a gift card (decision 009): "Check code" quotes a promotion (giftCardPromotionQuote);
 * "Continue to payment" starts the purchase and goes to the payment page (303).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const raw = formValues(form);
  const values = Object.fromEntries(FIELDS.map((field) => [field, typeof raw[field] === "string" ? raw[field] : ""])) as Values;
  const postedKey = postedIdempotencyKey(raw[IDEMPOTENCY_FIELD]);
  const answer = (status: number, part: Partial<GiftCardAnswer>) =>
    json<GiftCardAnswer>({ errors: {}, values, quote: null, idempotencyKey: postedKey ?? newIdempotencyKey(), ...part }, { status });
  const apiErrors = (fields: Record<string, string[]>, message: string, fallbackField: string): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [name, messages] of Object.entries(fields)) {
      const field = fieldOf(name);
      (errors[field] ??= []).push(...messages.map((text) => labelledMessage(LABELS[field] ?? "This", text)));
    }
    return Object.keys(errors).length > 0 ? errors : { [fallbackField]: [message] };
  };

  if (raw.intent === "quote") {
    const parsed = parseGiftCardQuote(raw);
    if (!parsed.ok) return answer(400, { errors: parsed.errors });
    const quoted = await quoteGiftCardPromotion(context, parsed.value.promotionCode, parsed.value.amount);
    if (quoted.failure) return answer(400, { errors: apiErrors(quoted.failure.fields, quoted.failure.message, "promotionCode") });
    const quote = quoted.value;
    return answer(200, {
      quote: {
        code: quote.code,
        promotion: quote.promotion.name,
        discount: formatUsd(quote.discountCents),
        amountDue: formatUsd(quote.amountDueCents),
      },
    });
  }

  const parsed = parseGiftCardPurchase(raw);
  if (!parsed.ok) return answer(400, { errors: parsed.errors });
  const started = await buyGiftCard(context, parsed.value, new URL(request.url).origin);
  if (started.failure) {
    return answer(started.failure.code === "BAD_USER_INPUT" ? 400 : 409, {
      errors: apiErrors(started.failure.fields, started.failure.message, "form"),
      // The api answers a key the same way forever: the next attempt needs a new one.
      idempotencyKey: newIdempotencyKey(),
    });
  }
  rememberCheckout(context, started.value.checkoutId);
  return redirect(nextStep(started.value), 303);
}

/**
 * Issue 30 part 8: preset amounts as radios plus "Other" with the money field, none chosen at
 * first. Without JavaScript the server decides (a chosen preset wins over a typed amount); with
 * it, typing an amount chooses "Other" so what is seen is what is bought.
 */
function AmountChoice({ chosen, typed, errors }: { chosen?: string; typed?: string; errors?: string[] }) {
  return (
    <fieldset
      className="choice-fieldset"
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name !== "amount") return;
        const other = event.currentTarget.querySelector<HTMLInputElement>(`input[name="amountChoice"][value="${OTHER_GIFT_CARD_AMOUNT}"]`);
        if (other) other.checked = true;
      }}
    >
      <legend className="field__label">Amount</legend>
      <div className="check-list">
        {GIFT_CARD_PRESET_CENTS.map((cents) => (
          <label key={cents} className="check">
            <input type="radio" name="amountChoice" value={String(cents)} defaultChecked={chosen === String(cents)} />
            {formatUsd(cents).replace(/\.00$/, "")}
          </label>
        ))}
        <label className="check">
          <input type="radio" name="amountChoice" value={OTHER_GIFT_CARD_AMOUNT} defaultChecked={chosen === OTHER_GIFT_CARD_AMOUNT} />
          Other
        </label>
      </div>
      <Field name="amount" label="Other amount" kind="money" hint="$10 to $500, e.g. 60 or $85.00" defaultValue={typed} errors={errors} />
    </fieldset>
  );
}

/** Issue 30 part 8: the card's design as radio cards, each its picture and its name. */
function DesignChoice({ chosen, errors }: { chosen: string; errors?: string[] }) {
  return (
    <fieldset className="choice-fieldset">
      <legend className="field__label">Design</legend>
      <div className="design-choices">
        {GIFT_CARD_DESIGNS.map((design) => (
          <label key={design.key} className="design-choice">
            <img src={giftCardDesignPath(design.key)} alt="" width={GIFT_CARD_DESIGN_WIDTH} height={GIFT_CARD_DESIGN_HEIGHT} loading="lazy" decoding="async" />
            <span className="design-choice__name">
              <input type="radio" name="design" value={design.key} defaultChecked={chosen === design.key} />
              {design.name}
            </span>
          </label>
        ))}
      </div>
      {errors && <FormMessage messages={errors} />}
    </fieldset>
  );
}

export default function GiftCardCheckout() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values: Partial<Values> = answer?.values ?? page.values;
  const errors = answer?.errors ?? {};
  return (
    <div className="gift-card-checkout">
      <h1>Give a gift card</h1>
      <p className="lead">
        From $10 to $500, for classes, pickup kits and delivery. We e-mail the card to the person you choose, now or on the day you pick.
      </p>
      <Form method="post" className="checkout-form" key={answer?.idempotencyKey ?? page.idempotencyKey} aria-label="Gift card">
        <AntiForgeryField />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={answer?.idempotencyKey ?? page.idempotencyKey} />
        <FormMessage messages={errors.form} />
        <fieldset className="form-section">
          <legend className="form-section__legend">The card</legend>
          <AmountChoice chosen={values.amountChoice} typed={values.amount} errors={errors.amount} />
          <DesignChoice chosen={values.design || DEFAULT_GIFT_CARD_DESIGN} errors={errors.design} />
          <div className="form-row">
            <Field name="recipientName" label="Recipient’s name" autoComplete="off" required maxLength={100} defaultValue={values.recipientName} errors={errors.recipientName} />
            <Field name="recipientEmail" label="Recipient’s e-mail" kind="email" autoComplete="off" required defaultValue={values.recipientEmail} errors={errors.recipientEmail} />
            <Field name="senderName" label="From (your name)" autoComplete="name" required maxLength={100} defaultValue={values.senderName} errors={errors.senderName} />
            <Field name="purchaserEmail" label="Your e-mail for the receipt" kind="email" required defaultValue={values.purchaserEmail} errors={errors.purchaserEmail} />
          </div>
          <div className={errors.message ? "field field--invalid" : "field"}>
            <label className="field__label" htmlFor="gift-card-message">
              Message (optional)
            </label>
            <textarea id="gift-card-message" name="message" className="field__input field__textarea" rows={3} maxLength={500} defaultValue={values.message} />
            {errors.message && <FormMessage messages={errors.message} />}
          </div>
          <Field
            name="sendOn"
            label="Send it on (optional)"
            kind="date"
            hint="Pick a birthday or a holiday: we e-mail the card at 8 am Mountain time that day, up to a year ahead. Leave it empty to send it as soon as you pay."
            min={page.sendDays.min}
            max={page.sendDays.max}
            defaultValue={values.sendOn}
            errors={errors.sendOn}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend">Promotion code</legend>
          <div className="inline-form">
            <Field name="promotionCode" label="Code (optional)" autoCapitalize="characters" autoComplete="off" maxLength={32} defaultValue={values.promotionCode} errors={errors.promotionCode} />
            <SubmitButton color="white" name="intent" value="quote" formNoValidate>
              Check code
            </SubmitButton>
          </div>
          {answer?.quote && (
            <p className="notice notice--success" role="status">
              <strong>{answer.quote.code}</strong> ({answer.quote.promotion}) takes {answer.quote.discount} off: you pay{" "}
              {answer.quote.amountDue}.
            </p>
          )}
        </fieldset>
        <div className="checkout-form__submit">
          <SubmitButton size="lg" name="intent" value="buy">
            Continue to payment
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
