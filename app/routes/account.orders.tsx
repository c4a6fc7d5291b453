import { isRecordId } from "../../workers/core/field-rules";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { EmailVerificationNotice } from "~/components/account/EmailVerificationNotice";
import { waitingVerification } from "~/lib/account/email-verification.server";
import { CORRECT_RECIPIENT_INTENT, PurchasedGiftCard, RESCHEDULE_INTENT } from "~/components/checkout/PurchasedGiftCard";
import { Button, pageMeta } from "~/components/core/layout-kit";
import { Pager } from "~/components/core/Pager";
import { pageLink, pageParam } from "~/components/core/PageLinks";
import type { AccountOrdersQuery } from "../../graphql/generated/client/graphql";
import { accountSummary, requireAccount } from "~/lib/account/account.server";
import { query } from "~/lib/core/graphql.server";
import { bookedClassWords } from "~/lib/account/booked-class";
import { formatClassDate } from "../../workers/core/dates";
import { formatUsd } from "../../workers/core/money";
import { AccountOrdersDocument } from "~/lib/core/route-documents.server";
import { beforeCutoff } from "../../workers/core/self-service";
import { orderStatusWords, registrationStatusWords } from "../../workers/core/status-words";
import { bookedAs, giftCardView } from "~/lib/checkout/order-format";
import { giftCardReschedule, recipientCorrection } from "~/lib/checkout/gift-cards.server";
import { postedForm } from "~/lib/core/csrf.server";

export const meta = pageMeta("Your Orders");

type OrderRow = AccountOrdersQuery["userOrders"]["orders"][number];

/** An order as the page shows it: dates in each class's kitchen's timezone, money as dollars. */
function orderView(order: OrderRow, now: Date) {
  return {
    id: order.id,
    number: order.number,
    status: orderStatusWords(order.status),
    placed: formatClassDate(order.createdAt),
    total: formatUsd(order.totals.totalCents),
    // Decision 091: a staff move to a dearer date, its difference paid by pay link (in the total).
    moveDifference: order.totals.moveDifferenceCents > 0 ? formatUsd(order.totals.moveDifferenceCents) : null,
    giftCard: order.giftCard ? giftCardView(order.giftCard) : null,
    registrations: order.registrations.map((registration) => ({
      id: registration.id,
      className: registration.class.name,
      ...bookedClassWords(registration.class),
      ...bookedAs(registration),
      status: registrationStatusWords(registration.status),
      total: formatUsd(registration.totalCents),
      // Cancel and move (decision 033) up to 72 hours before the class; the page says which.
      changeable: registration.status === "REGISTERED" && beforeCutoff(registration.class.date, now),
    })),
  };
}

/** Orders per page, newest first (decision 044); `?page=` shows older ones. */
export const ORDERS_PER_PAGE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireAccount(request, context);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params, "page");
  const { userOrders } = await query(context, AccountOrdersDocument, { userId: account.user.id, limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE });
  // Past the last page: the first one.
  if (page > 1 && userOrders.orders.length === 0) throw redirect("/account/orders");
  const shownFrom = (page - 1) * ORDERS_PER_PAGE + 1;
  return json({
    account: accountSummary(account),
    verification: await waitingVerification(context),
    orders: userOrders.orders.map((order) => orderView(order, new Date())),
    total: userOrders.total,
    shownFrom,
    pages: {
      newer: page > 1 ? pageLink(params, "page", page - 1) : null,
      older: shownFrom - 1 + userOrders.orders.length < userOrders.total ? pageLink(params, "page", page + 1) : null,
    },
  });
}

/**
 * Issue 26 part 6: the signed-in buyer corrects the recipient's address of a gift card one of
 * their orders bought (the api checks the order is theirs and the card unused). Success: back to
 * the list (303), which shows the new address's e-mail on its way.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccount(request, context);
  const form = await postedForm(request, context);
  const orderId = form.get("orderId");
  const intent = form.get("intent");
  if ((intent !== CORRECT_RECIPIENT_INTENT && intent !== RESCHEDULE_INTENT) || !isRecordId(orderId)) {
    return json({ orderId: null, errors: { form: ["This form is out of date. Please reload the page."] } }, { status: 400 });
  }
  const order = { orderId, checkoutId: null };
  return intent === RESCHEDULE_INTENT ? giftCardReschedule(context, form, order, "/account/orders") : recipientCorrection(context, form, order, "/account/orders");
}

export default function Orders() {
  const { account, verification, orders, total, shownFrom, pages } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AccountLayout account={account} title="Orders">
      {verification && <EmailVerificationNotice verification={verification} returnTo="/account/orders" />}
      {orders.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No orders yet</p>
          <p>When you book a class or order meals, your orders show up here.</p>
          <div className="actions">
            <Button to="/choose-menu">Find a class</Button>
          </div>
        </div>
      ) : (
        <>
          {total > orders.length && (
            <p className="muted">
              Orders {shownFrom}–{shownFrom + orders.length - 1} of {total}, newest first.
            </p>
          )}
          <ol className="order-list">
            {orders.map((order) => (
              <li key={order.id} className="card order-card">
                <header className="order-card__head">
                  <h2 className="order-card__title">Order {order.number}</h2>
                  <span className="badge">{order.status}</span>
                </header>
                <p className="muted">Placed {order.placed}</p>
                {order.registrations.length > 0 && (
                  <ul className="order-card__classes">
                    {order.registrations.map((registration) => (
                      <li key={registration.id} className="order-class">
                        <p className="order-class__name">
                          <Link to={registration.href}>{registration.className}</Link>
                          {registration.status !== "Booked" && <span className="tag">{registration.status}</span>}
                        </p>
                        <p className="muted">
                          {registration.when} · {registration.where}
                        </p>
                        <p className="order-class__meta">
                          {registration.portion && <span>{registration.portion}</span>}
                          <span className="order-class__price">{registration.total}</span>
                        </p>
                        {registration.meals && <p className="chosen-meals">{registration.meals}</p>}
                        {registration.attendee && (
                          <p className="muted">
                            Guest: {registration.attendee.name} · Allergies: {registration.attendee.allergies}
                          </p>
                        )}
                        <p>
                          <Link to={`/account/bookings/${registration.id}`}>
                            {registration.changeable ? "Cancel or move to another date" : "Details"}
                            <span className="visually-hidden"> — {registration.className}, {registration.when}</span>
                          </Link>
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
                {order.registrations.some((registration) => registration.status !== "Canceled") && (
                  <p>
                    <a className="inline-target" href={`/account/orders/${order.id}.ics`} download>
                      Add order {order.number} to your calendar (.ics)
                    </a>
                  </p>
                )}
                {order.giftCard && (
                  <PurchasedGiftCard card={order.giftCard} orderId={order.id} level={3} errors={answer?.orderId === order.id ? answer.errors : undefined} />
                )}
                {order.moveDifference && <p className="order-card__total">Moved to a dearer date, paid by pay link: {order.moveDifference}</p>}
                <p className="order-card__total">
                  Total <strong>{order.total}</strong>
                </p>
              </li>
            ))}
          </ol>
          <Pager label="Pages of orders" previous={pages.newer} next={pages.older} previousText="Newer orders" nextText="Older orders" />
        </>
      )}
    </AccountLayout>
  );
}
