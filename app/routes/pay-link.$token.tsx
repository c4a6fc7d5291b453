import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, pageMeta } from "~/components/core/layout-kit";
import { FormMessage } from "~/components/cart/CartForm";
import { loadPayLink, payLinkAction } from "~/lib/checkout/pay-link.server";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { CHECKOUT_CHROME } from "~/components/checkout/CheckoutChrome";

/** Decision 069's checkout frame: the shop's own header and footer, no menu or newsletter. */
export const handle: ShopRouteHandle = { chrome: CHECKOUT_CHROME };

export const meta = pageMeta("Pay for your booking", "Pay for the booking we made for you by phone.");

/** A pay link e-mailed by staff (decision 081): the booking, and paying it by card. */
export const loader = ({ params, context }: LoaderFunctionArgs) => loadPayLink(context, params.token);

export const action = ({ request, params, context }: ActionFunctionArgs) => payLinkAction(request, context, params.token);

export default function PayLinkPage() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as { error?: string } | undefined;
  return (
    <div className="page narrow pay-page">
      <h1>
        {page.status === "PAID" ? "Paid: thank you!" : page.status === "EXPIRED" ? "This pay link has expired" : page.movingFrom ? "Pay to move your booking" : "Pay for your booking"}
      </h1>
      {page.status === "OPEN" &&
        (page.movingFrom ? (
          <p>
            Hi {page.firstName}, we hold your seats on the new date below until {page.until}. Pay the difference and your booking moves from {page.movingFrom} at
            once.
          </p>
        ) : (
          <p>
            Hi {page.firstName}, here is what we booked for you by phone. We hold your seats until {page.until}.
          </p>
        ))}
      {page.status === "PAID" &&
        (page.movingFrom ? (
          <p>Paid: your booking{page.orderNumber ? ` (order ${page.orderNumber})` : ""} moved to the new date below. The e-mail with it is on its way.</p>
        ) : (
          <p>Your booking is paid{page.orderNumber ? ` (order ${page.orderNumber})` : ""}. Your confirmation is on its way by e-mail.</p>
        ))}
      {page.status === "EXPIRED" &&
        (page.movingFrom ? (
          <p>
            {page.failureReason ? `${page.failureReason}. ` : ""}The seats on the new date went back on sale and your booking stays on {page.movingFrom}. Call us to move
            it again.
          </p>
        ) : (
          <p>{page.failureReason ? `${page.failureReason}. ` : ""}Its seats went back on sale. Call us and we'll book you again.</p>
        ))}
      <table className="data-table">
        <caption className="visually-hidden">{page.movingFrom ? "Your new date" : "Your booking"}</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Seats</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {page.lines.map((line) => (
            <tr key={`${line.name}-${line.when}`}>
              <th scope="row">
                {line.name}
                <br />
                <span className="muted">
                  {line.when} · {line.location}
                </span>
              </th>
              <td>{line.seats}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total (tax {page.tax} included)
            </th>
            <td>{page.amount}</td>
          </tr>
        </tfoot>
      </table>
      {page.status === "OPEN" && (
        <Form method="post">
          <AntiForgeryField />
          <FormMessage messages={failed?.error ? [failed.error] : undefined} />
          <SubmitButton size="lg">Pay {page.amount} by card</SubmitButton>
        </Form>
      )}
    </div>
  );
}
