import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { parseGiftCardCode } from "~/lib/checkout/gift-card-forms.server";
import { giftCardBalance } from "~/lib/checkout/gift-cards.server";

export const meta = pageMeta("Gift Card Balance", "Check what is left on a Cache Valley Kitchen gift card.");

interface BalanceAnswer {
  errors: FieldErrors;
  balance: { code: string; amount: string; disabled: boolean } | null;
}

/**
 * A balance look-up (spec §7 giftcards/balance): no sign-in. Posted rather than a GET, so a
 * code — which is money — never sits in an address, a history or a log.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const parsed = parseGiftCardCode(formValues(form));
  if (!parsed.ok) return json<BalanceAnswer>({ errors: parsed.errors, balance: null }, { status: 400 });
  const answer = await giftCardBalance(context, parsed.value.code);
  if (answer.failure) {
    const messages = answer.failure.fields.code ?? [answer.failure.message];
    return json<BalanceAnswer>({ errors: { code: messages }, balance: null }, { status: answer.failure.code === "NOT_FOUND" ? 404 : 400 });
  }
  const card = answer.value;
  return json<BalanceAnswer>({
    errors: {},
    balance: { code: card.code, amount: formatUsd(card.balanceCents), disabled: card.status === "DISABLED" },
  });
}

export default function GiftCardBalance() {
  const answer = useActionData<typeof action>();
  return (
    <div className="narrow">
      <h1>Check a gift card balance</h1>
      <p className="lead">Enter the 16-character code from the card or its e-mail.</p>
      <Form method="post" className="search-form" aria-label="Gift card balance">
        <AntiForgeryField />
        <Field name="code" label="Gift card code" kind="giftcard" required errors={answer?.errors.code} />
        <SubmitButton className="search-form__submit">Check balance</SubmitButton>
      </Form>
      {answer?.balance && (
        <section className="cart-panel balance-result" aria-labelledby="balance-heading" role="status">
          <h2 id="balance-heading" className="cart-panel__heading">
            Balance
          </h2>
          <p className="balance-result__amount">{answer.balance.amount}</p>
          <p className="muted">
            Card <span className="code-chip">{answer.balance.code}</span>
            {answer.balance.disabled ? " is disabled and can’t be used." : " — use it at checkout on your cart page."}
          </p>
        </section>
      )}
    </div>
  );
}
