import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { AntiForgeryField, SubmitButton, pageMeta } from "~/components/core/layout-kit";
import { CardFields } from "~/components/checkout/CardFields";
import { FormMessage } from "~/components/cart/CartForm";
import { cancelCheckout, rememberCheckout } from "~/lib/checkout/checkout.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, safeLocalPath, type FieldErrors } from "~/lib/core/form-data";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { CHECKOUT_CHROME } from "~/components/checkout/CheckoutChrome";
import { cardFieldName, TEST_CARDS } from "~/lib/checkout/payment-form";
import { parseCardForm } from "~/lib/checkout/payment-form.server";
import { isSessionId, loadPaymentSession, payWithCard } from "~/lib/checkout/payment.server";

/** Decision 069: a checkout's own header and footer, without the site menu and the newsletter. */
export const handle: ShopRouteHandle = { chrome: CHECKOUT_CHROME };

export const meta = pageMeta("Pay", "Pay for your order.");

const notFound = () => new Response("Not Found", { status: 404 });

/** The path of a return address without its query (the checkout id is in the session). */
function pathOnly(url: string, fallback: string): string {
  return safeLocalPath(url.split("?")[0]) ?? fallback;
}

async function paymentSession(sessionId: string | undefined, context: LoaderFunctionArgs["context"]) {
  if (!isSessionId(sessionId)) throw notFound();
  const session = await loadPaymentSession(context, sessionId);
  if (!session) throw notFound();
  return session;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const session = await paymentSession(params.session, context);
  if (session.status === "COMPLETE") {
    rememberCheckout(context, session.checkoutId);
    throw redirect(safeLocalPath(session.successUrl) ?? "/confirmation", 303);
  }
  const cancelPath = pathOnly(session.cancelUrl, "/cart");
  return json({
    amount: formatUsd(session.amountCents),
    description: session.description,
    email: session.customerEmail,
    expired: session.status === "EXPIRED",
    lastError: session.lastError ?? null,
    cancelLabel: cancelPath === "/cart" ? "Cancel and return to cart" : "Cancel payment",
    backLink: cancelPath === "/cart" ? { to: "/checkout", label: "Back to checkout" } : { to: cancelPath, label: "Back to the form" },
  });
}

interface PayActionData {
  errors: FieldErrors;
  declined: string | null;
  values: { name: string; expiry: string };
}

/**
 * Pays (sandbox: Stripe's test cards) or gives up. Paid → 303 to the checkout's success path. A
 * declined card stays on this page with the reason (decision 009: the checkout stays pending
 * and another card may be tried); "cancel" releases the holds and goes back to the cart.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const session = await paymentSession(params.session, context);
  const values = formValues(form);
  const echo = { name: String(values.name ?? ""), expiry: String(values.expiry ?? "") };

  if (values.intent === "cancel") {
    await cancelCheckout(context, session.checkoutId);
    const cancelPath = pathOnly(session.cancelUrl, "/cart");
    flashAlert(context, {
      alertType: "success",
      title: "Payment canceled",
      message: cancelPath === "/cart" ? "Your cart is just as you left it." : "Nothing was charged.",
      duration: 4000,
    });
    return redirect(cancelPath, 303);
  }

  const parsed = parseCardForm(values);
  if (!parsed.ok) return json<PayActionData>({ errors: parsed.errors, declined: null, values: echo }, { status: 400 });

  const paid = await payWithCard(context, session.sessionId, parsed.value);
  if (paid.failure) {
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(paid.failure.fields)) (errors[cardFieldName(field)] ??= []).push(...messages);
    if (Object.keys(errors).length === 0) errors.form = [paid.failure.message];
    return json<PayActionData>({ errors, declined: null, values: echo }, { status: paid.failure.code === "GONE" ? 410 : 400 });
  }
  if (paid.value.status === "DECLINED") {
    const reason = paid.value.message ?? "Your card was declined.";
    return json<PayActionData>({ errors: {}, declined: reason, values: echo }, { status: 402 });
  }
  rememberCheckout(context, paid.value.checkoutId ?? session.checkoutId);
  return redirect(safeLocalPath(paid.value.redirectUrl ?? "") ?? safeLocalPath(session.successUrl) ?? "/confirmation", 303);
}

export default function Pay() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = answer?.errors ?? {};
  const declined = answer ? answer.declined : page.lastError;

  return (
    <div className="page narrow pay-page">
      <p className="eyebrow">Secure payment · test mode</p>
      <h1>Pay {page.amount}</h1>
      <dl className="pay-facts">
        <div>
          <dt>For</dt>
          <dd>{page.description}</dd>
        </div>
        <div>
          <dt>Receipt to</dt>
          <dd>{page.email}</dd>
        </div>
      </dl>

      {page.expired ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">This payment page has expired</p>
          <p>Nothing was charged. Start again from your cart when you’re ready.</p>
        </div>
      ) : (
        <>
          {declined && (
            <div className="notice notice--error" role="alert">
              <p className="notice__title">{declined}</p>
              <p>Nothing was charged and your order is still saved. Try another card, or use the links below the form.</p>
            </div>
          )}
          <aside className="notice test-cards" aria-labelledby="test-cards-heading">
            <p className="notice__title" id="test-cards-heading">
              Test cards (no money moves)
            </p>
            <ul>
              {TEST_CARDS.map((card) => (
                <li key={card.number}>
                  <span className="code-chip">{card.number}</span> {card.outcome}
                </li>
              ))}
            </ul>
            <p className="muted">Use any future expiry date, any CVC and any name.</p>
          </aside>
          <Form method="post" className="card-form" aria-label="Card details">
            <AntiForgeryField />
            <FormMessage messages={errors.form} />
            <CardFields errors={errors} values={answer?.values} />
            <SubmitButton size="lg" name="intent" value="pay">
              Pay {page.amount}
            </SubmitButton>
          </Form>
        </>
      )}
      <Form method="post" className="pay-cancel">
        <AntiForgeryField />
        <SubmitButton color="white" name="intent" value="cancel">
          {page.cancelLabel}
        </SubmitButton>
        {!page.expired && (
          <Link to={page.backLink.to} className="pay-cancel__back">
            {page.backLink.label}
          </Link>
        )}
      </Form>
    </div>
  );
}
