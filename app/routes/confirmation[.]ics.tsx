import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orderCalendarResponse } from "~/lib/catalog/class-calendar.server";
import { loadCheckout, loadOrderConfirmation, rememberedCheckout } from "~/lib/checkout/checkout.server";

/**
 * /confirmation.ics: every class of the order this browser just paid, for "Add to calendar"
 * (decision 038). The same capability as /confirmation: the checkout remembered in the session.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const checkoutId = rememberedCheckout(context);
  const checkout = checkoutId ? await loadCheckout(context, checkoutId) : null;
  const order = checkoutId && checkout?.orderId ? await loadOrderConfirmation(context, checkout.orderId, checkoutId) : null;
  if (!order || order.registrations.length === 0) throw new Response("Not Found", { status: 404 });
  const { address } = order;
  return orderCalendarResponse(
    {
      orderId: order.id,
      number: order.number,
      skus: order.registrations.map((registration) => registration.class.sku),
      deliveryAddress: address ? [address.street, address.street2, address.city, `${address.state} ${address.zipcode}`].filter(Boolean).join(", ") : null,
    },
    request,
    context,
  );
}
