import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAccount } from "~/lib/account/account.server";
import { orderCalendarResponse } from "~/lib/catalog/class-calendar.server";
import { query } from "~/lib/core/graphql.server";
import { AccountOrdersDocument } from "~/lib/core/route-documents.server";

/**
 * /account/orders/{orderId}.ics: the classes of one of the signed-in customer's orders as a
 * calendar file (decision 038); another person's order is a 404, as an unknown one.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request, context);
  // The api's largest page of a customer's orders (decision 044: bounded, not every order).
  const { userOrders } = await query(context, AccountOrdersDocument, { userId: account.user.id, limit: 100, offset: 0 });
  const order = userOrders.orders.find((each) => each.id === params.orderId);
  const booked = order?.registrations.filter((registration) => registration.status !== "CANCELED") ?? [];
  if (!order || booked.length === 0) throw new Response("Not Found", { status: 404 });
  return orderCalendarResponse(
    { orderId: order.id, number: order.number, skus: booked.map((registration) => registration.class.sku), deliveryAddress: null },
    request,
    context,
  );
}
