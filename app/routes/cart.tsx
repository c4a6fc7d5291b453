import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useFetchers, useLoaderData } from "@remix-run/react";
import { CartLine } from "~/components/cart/CartLine";
import { CartTotals } from "~/components/cart/CartTotals";
import { CheckoutBar } from "~/components/checkout/CheckoutBar";
import { DeliveryZip } from "~/components/cart/DeliveryZip";
import { Donation } from "~/components/cart/Donation";
import { EmptyCart } from "~/components/cart/EmptyCart";
import { GiftCards } from "~/components/cart/GiftCards";
import { PromotionCodes } from "~/components/cart/PromotionCodes";
import { failureErrors, runCartIntent, targetOf } from "~/lib/cart/cart-actions.server";
import { cartView } from "~/lib/cart/cart-format";
import { useFetchersWorking } from "~/lib/core/fetchers-working";
import { isCartIntent, type CartActionData } from "~/lib/cart/cart-forms";
import { parseCartForm } from "~/lib/cart/cart-forms.server";
import { loadSessionCart } from "~/lib/cart/cart.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, safeLocalPath } from "~/lib/core/form-data";
import { pageMeta } from "~/components/core/layout-kit";
import { choiceSearch } from "~/lib/cart/meal-choice";
import { isNewView, trackEvent } from "~/lib/core/tracking.server";

export const meta = pageMeta("Cart", "Your classes, codes, gift cards and donation before checkout.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cart = await loadSessionCart(context);
  if (cart && isNewView(request)) trackEvent(context, request, "CART", { cartUuid: cart.uuid });
  return json({ cart: cart ? cartView(cart) : null });
}

/**
 * Every cart change (STYLE: Hydrogen's cart): one action switching on `intent`. With
 * JavaScript the forms are fetchers and get JSON; without, a success is a 303 back to
 * `redirectTo` with a flash alert, and a failure renders the page with the messages (400) — or,
 * for an add from a class page, goes back there with the reason.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const values = formValues(form);
  const redirectTo = safeLocalPath(values.redirectTo);
  const returnTo = safeLocalPath(values.returnTo);
  const intent = isCartIntent(values.intent) ? values.intent : null;
  const target = typeof values.classId === "string" ? values.classId : null;

  const fail = (errors: CartActionData["errors"], failedTarget: string | null) => {
    if (redirectTo && intent === "add" && returnTo) {
      flashAlert(context, { alertType: "error", title: "We couldn’t add that class", message: Object.values(errors).flat().join(" ") });
      // The portion and meals chosen go back with it, so the page shows them again (decision 041).
      return redirect(errors.meals ? `${returnTo}${choiceSearch(values)}#choose-meals` : returnTo, 303);
    }
    return json<CartActionData>({ intent, target: failedTarget, ok: false, errors, alert: null }, { status: 400 });
  };

  const parsed = parseCartForm(values);
  if (!parsed.ok) return fail(parsed.errors, target);

  const { change, alert } = await runCartIntent(context, request, parsed.value, returnTo);
  if (change.failure) {
    // The cart is gone: its page now shows the empty state, so say why there.
    if (change.failure.reason === "CART_GONE" && redirectTo && intent !== "add") {
      flashAlert(context, { alertType: "error", title: change.failure.message });
      return redirect("/cart", 303);
    }
    return fail(failureErrors(parsed.value.intent, change.failure), targetOf(parsed.value));
  }
  if (alert) flashAlert(context, alert);
  if (redirectTo) return redirect(redirectTo, 303);
  return json<CartActionData>({ intent, target: targetOf(parsed.value), ok: true, errors: {}, alert });
}

export default function Cart() {
  const { cart } = useLoaderData<typeof loader>();
  // Any cart form on its way makes the amounts stale until the new cart arrives.
  const busy = useFetchersWorking(useFetchers().filter((fetcher) => fetcher.formAction === "/cart"));

  if (!cart || cart.lines.length === 0) {
    return (
      <div className="page cart-page">
        <h1>Your cart</h1>
        <EmptyCart promotions={cart?.promotions ?? []} />
      </div>
    );
  }

  return (
    <div className="page cart-page">
      <h1>Your cart</h1>
      <p className="lead cart-page__count">
        {cart.classCount === 1 ? "1 class" : `${cart.classCount} classes`}, saved on this device.
      </p>
      <div className="cart-layout">
        <section className="cart-lines" aria-labelledby="cart-classes-heading">
          <h2 id="cart-classes-heading" className="visually-hidden">
            Classes in your cart
          </h2>
          <ul className="cart-line-list">
            {cart.lines.map((line) => (
              <CartLine key={line.classId} line={line} />
            ))}
          </ul>
        </section>
        <div className="cart-summary">
          <CartTotals rows={cart.totals} busy={busy} />
          {cart.delivery && <DeliveryZip delivery={cart.delivery} />}
          <PromotionCodes promotions={cart.promotions} />
          <GiftCards giftCards={cart.giftCards} />
          <Donation donation={cart.donation} />
        </div>
      </div>
      <CheckoutBar
        amountDue={cart.totals.find((row) => row.key === "amountDue")?.amount ?? ""}
        blocked={cart.hasProblems}
        busy={busy}
      />
    </div>
  );
}
