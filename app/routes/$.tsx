import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { promotionAppliedTitle } from "~/lib/cart/cart-format";
import { applyPromotion, changeSessionCart, deleteCart, readCartStore } from "~/lib/cart/cart.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { mayApplyCode, promotionCodeOfPath } from "~/lib/cart/promo-path";

/**
 * Spec §2 "any other path": a promo check. Remix ranks this splat last, so it never shadows a
 * route. /WELCOME10 applies the code to the visitor's cart (made now if there is none) and goes
 * to /choose-menu with an alert; anything else — including a code that can't be used — is the
 * not-found page with status 404, drawn by the root error boundary like every 404. A cart made
 * for a code that failed is deleted again.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const code = promotionCodeOfPath(params["*"]);
  if (code && mayApplyCode(request.method, request.headers)) {
    const before = readCartStore(context).cartUuid;
    const change = await changeSessionCart(context, (uuid) => applyPromotion(context, uuid, code), { create: true });
    if (change.cart) {
      const promotion = change.cart.promotions.find((applied) => applied.code === code);
      flashAlert(context, { alertType: "success", title: promotionAppliedTitle(code, promotion), message: promotion?.name, duration: 6000 });
      return redirect("/choose-menu");
    }
    if (change.failure.reason === "ALREADY_APPLIED") {
      flashAlert(context, { alertType: "success", title: `Code ${code} is already on your cart`, duration: 4000 });
      return redirect("/choose-menu");
    }
    const after = readCartStore(context).cartUuid;
    if (after && after !== before) await deleteCart(context, after);
  }
  throw new Response(null, { status: 404 });
}

/** Never drawn (the loader redirects or throws); a page route still needs a component. */
export default function PromoCheck() {
  return null;
}
