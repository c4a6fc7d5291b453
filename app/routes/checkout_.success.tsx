import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isCheckoutId, rememberCheckout } from "~/lib/checkout/checkout.server";

/**
 * Spec §2: /checkout/success redirects to /confirmation. The payment page comes back here with
 * `?checkout=<id>` (decision 012); the id moves into the session, the capability that shows the
 * order, so the confirmation's address carries nothing secret.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const checkoutId = new URL(request.url).searchParams.get("checkout");
  if (isCheckoutId(checkoutId)) rememberCheckout(context, checkoutId);
  return redirect("/confirmation", 303);
}
