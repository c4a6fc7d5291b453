import { Link } from "@remix-run/react";
import { emailProgressWords, type OrderView } from "~/lib/checkout/order-format";
import { CartTotals } from "../cart/CartTotals";
import { PurchasedGiftCard, type RecipientFormErrors } from "./PurchasedGiftCard";

/**
 * Issue 26 part 6: what happened to the order's confirmation (a gift card's: the receipt), not
 * what we hoped. An e-mail that could not be delivered is said plainly, with what to do.
 */
function ConfirmationEmail({ order }: { order: OrderView }) {
  const noun = order.kind === "GIFT_CARD" ? "receipt" : "confirmation";
  if (order.emailProgress === "undelivered") {
    return (
      <div className="notice notice--error" role="alert">
        <p className="notice__title">
          We couldn’t deliver your {noun} e-mail to {order.email}.
        </p>
        <p>
          Your order is safe: it is paid and confirmed, and its number, {order.number}, is on this page. Keep the number,
          and <Link to="/contact">contact us</Link> if you need anything from the e-mail or want us to use another address.
        </p>
      </div>
    );
  }
  const words = emailProgressWords(order.emailProgress);
  return words ? (
    <>
      {" "}
      Your {noun} {words} {order.email}.
    </>
  ) : null;
}

/** "What happens next" (issue 4): arriving, what to bring, and how pickup and delivery work. */
function WhatHappensNext({ delivery }: { delivery: OrderView["delivery"] }) {
  return (
    <section className="section confirmation__next" aria-labelledby="next-heading">
      <h2 id="next-heading">What happens next</h2>
      <ul className="bullets">
        <li>
          <strong>Classes in our kitchen:</strong> arrive 10 minutes early so we can start on time. Wear closed-toe
          shoes, tie back long hair, and bring a cooler or a couple of sturdy bags to carry your meals home.
        </li>
        <li>
          <strong>Pickup:</strong> come to the kitchen during your pickup time; your kits are packed, labelled and
          waiting in the cooler by the door. Freeze them when you get home.
        </li>
        <li>
          <strong>Delivery and shipping:</strong> we bring your kits cold on the date shown
          {delivery ? ` to ${delivery.lines.join(", ")}` : ""}, and text you when they are on their way.
        </li>
        <li>
          Questions or need to change something? Reply to your confirmation e-mail or see{" "}
          <Link to="/storage-and-cooking-tips">storage and cooking tips</Link>.
        </li>
      </ul>
    </section>
  );
}

/** Decision 068: a guest's offer of an account for the order's e-mail, which its orders join once verified. */
function AccountOffer({ href, email }: { href: string; email: string }) {
  return (
    <section className="notice" aria-labelledby="account-offer-heading">
      <h2 id="account-offer-heading" className="notice__title">
        Keep your orders in one place
      </h2>
      <p>
        Create an account with {email} to see this order, move or cancel a class yourself, and check out faster next time.
        This order joins your account once you verify the e-mail.
      </p>
      <p>
        <Link to={href}>Create an account</Link>
      </p>
    </section>
  );
}

export function OrderConfirmation({
  order,
  mailboxHref,
  accountHref = null,
  recipientErrors,
}: {
  order: OrderView;
  mailboxHref: string | null;
  /** The sign-up for the order's e-mail, offered to a guest; null when signed in. */
  accountHref?: string | null;
  recipientErrors?: RecipientFormErrors;
}) {
  return (
    <div className="page confirmation-page">
      <p className="eyebrow">Thank you, {order.firstName}!</p>
      <h1>Order confirmed</h1>
      <p className="lead">
        Your order number is <strong className="order-number">{order.number}</strong>.
        {order.emailProgress !== "undelivered" && <ConfirmationEmail order={order} />}
      </p>
      {order.emailProgress === "undelivered" && <ConfirmationEmail order={order} />}
      {accountHref && <AccountOffer href={accountHref} email={order.email} />}
      {mailboxHref && (
        <p className="notice">
          Development: <Link to={mailboxHref}>open the test mailbox</Link> to see the e-mails this order sent.
        </p>
      )}

      <div className="confirmation-layout">
        <div>
          {order.giftCard && <PurchasedGiftCard card={order.giftCard} errors={recipientErrors} />}
          {order.registrations.length > 0 && (
            <section aria-labelledby="registrations-heading">
              <h2 id="registrations-heading">Your classes</h2>
              <p>
                <a className="inline-target" href="/confirmation.ics" download>
                  Add {order.registrations.length === 1 ? "it" : "them"} to your calendar (.ics)
                </a>
              </p>
              <ul className="registration-list">
                {order.registrations.map((registration) => (
                  <li key={registration.id} className="cart-panel registration">
                    <h3 className="registration__name">{registration.className}</h3>
                    <p>
                      <time dateTime={registration.startsAt}>
                        {registration.date} · {registration.time}
                      </time>
                    </p>
                    <p>
                      {registration.location}
                      {registration.address && (
                        <>
                          <br />
                          <span className="muted">{registration.address}</span>
                        </>
                      )}
                    </p>
                    {registration.attendee ? (
                      <>
                        <p className="registration__attendee">
                          Guest: <strong>{registration.attendee.name}</strong>
                          <br />
                          <span className="muted">Allergies: {registration.attendee.allergies}</span>
                        </p>
                        {registration.unitPrice && <p className="muted">{registration.unitPrice}</p>}
                      </>
                    ) : (
                      <>
                        <p className="muted">{registration.portion}</p>
                        {registration.meals && <p className="chosen-meals">{registration.meals}</p>}
                      </>
                    )}
                    <p className="registration__total">{registration.total}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {order.delivery && (
            <section className="cart-panel" aria-labelledby="delivery-heading">
              <h2 id="delivery-heading" className="cart-panel__heading">
                Delivering to
              </h2>
              <address>
                {order.delivery.name}
                {order.delivery.lines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </section>
          )}
          {order.kind === "CART" && <WhatHappensNext delivery={order.delivery} />}
        </div>
        <CartTotals rows={order.totals} heading="Payment" />
      </div>
    </div>
  );
}
