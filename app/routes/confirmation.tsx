import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button, pageMeta } from "~/components/core/layout-kit";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation";
import { CORRECT_RECIPIENT_INTENT, RESCHEDULE_INTENT } from "~/components/checkout/PurchasedGiftCard";
import { forgetOrderedCart } from "~/lib/cart/cart.server";
import { loadCheckout, loadOrderConfirmation, rememberedCheckout } from "~/lib/checkout/checkout.server";
import { giftCardReschedule, recipientCorrection } from "~/lib/checkout/gift-cards.server";
import { postedForm } from "~/lib/core/csrf.server";
import { trackOrderPlaced } from "~/lib/core/tracking.server";
import { sessionUser } from "~/lib/identity/auth.server";
import { loginHref } from "~/lib/identity/sign-in-paths";
import { orderView } from "~/lib/checkout/order-format";

/** Spec §2: the order confirmation, titled Order Confirmed; it checks again while payment is confirmed. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const tags = pageMeta("Order Confirmed")(args);
  if (args.data?.state === "confirming") tags.push({ httpEquiv: "refresh", content: "3" });
  return tags;
};

/**
 * The order of the checkout this browser paid (its id is in the session: the capability of
 * decision 012). While the payment event is still on its way, the page says so and checks again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const checkoutId = rememberedCheckout(context);
  const checkout = checkoutId ? await loadCheckout(context, checkoutId) : null;
  if (!checkoutId || !checkout) return json({ state: "none" as const }, { status: 404 });
  if (checkout.status === "FAILED" || checkout.status === "EXPIRED") {
    return json({ state: "failed" as const, reason: checkout.failureReason ?? "This checkout was not completed." });
  }
  if (!checkout.orderId) return json({ state: "confirming" as const });

  const order = await loadOrderConfirmation(context, checkout.orderId, checkoutId);
  if (!order) return json({ state: "none" as const }, { status: 404 });
  // Spec §3 reset: a paid cart is the record of its order; the next add starts a new cart.
  if (order.kind === "CART") await forgetOrderedCart(context);
  // Spec §7 events/order (placed), once per order (decision 034).
  trackOrderPlaced(context, request, { ...order, zip: order.address?.zipcode });
  const mailboxHref = context.config.environment === "production" ? null : `/dev/mailbox?to=${encodeURIComponent(order.email)}`;
  // Decision 068: a guest is offered an account for this e-mail; its orders attach once it is verified.
  const accountHref = sessionUser(context) ? null : loginHref({ screen: "signup", redirectTo: "/account/orders", email: order.email });
  return json({ state: "paid" as const, order: orderView(order), mailboxHref, accountHref });
}

/**
 * Issue 26 part 6: the buyer of a gift card for a friend corrects the recipient's address; the
 * checkout id this browser paid with is the proof. Success: back to the page (303), which then
 * shows the new address's e-mail on its way.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent !== CORRECT_RECIPIENT_INTENT && intent !== RESCHEDULE_INTENT) {
    return json({ errors: { form: ["This form is out of date. Please reload the page."] } }, { status: 400 });
  }
  const checkoutId = rememberedCheckout(context);
  const checkout = checkoutId ? await loadCheckout(context, checkoutId) : null;
  if (!checkoutId || !checkout?.orderId) {
    return json({ errors: { form: ["We couldn’t find a recent order from this browser."] } }, { status: 404 });
  }
  const order = { orderId: checkout.orderId, checkoutId };
  return intent === RESCHEDULE_INTENT ? giftCardReschedule(context, form, order, "/confirmation") : recipientCorrection(context, form, order, "/confirmation");
}

export default function Confirmation() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (data.state === "paid") return (
      <OrderConfirmation order={data.order} mailboxHref={data.mailboxHref} accountHref={data.accountHref} recipientErrors={answer?.errors} />
    );
  return (
    <div className="page narrow confirmation-page">
      {data.state === "confirming" && (
        <>
          <h1>Confirming your payment…</h1>
          <p className="lead" role="status">
            We’re waiting for your payment to be confirmed. This page updates by itself in a few seconds.
          </p>
          <p>
            <Link to="/confirmation">Check again</Link> · Didn’t finish paying? <Link to="/cart">Back to your cart</Link>
          </p>
        </>
      )}
      {data.state === "failed" && (
        <>
          <h1>Your order wasn’t completed</h1>
          <div className="notice notice--error" role="alert">
            <p>{data.reason}</p>
          </div>
          <p>Nothing was charged. Your cart is as you left it.</p>
          <p className="actions">
            <Button to="/cart">Back to your cart</Button>
          </p>
        </>
      )}
      {data.state === "none" && (
        <>
          <h1>No recent order here</h1>
          <p className="lead">We couldn’t find a recent order from this browser. Your confirmation e-mail has every detail.</p>
          <p className="actions">
            <Button to="/account/orders">Your orders</Button>
            <Link to="/classes">Browse classes</Link>
          </p>
        </>
      )}
    </div>
  );
}
