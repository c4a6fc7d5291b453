/**
 * An order as its confirmation page shows it (spec §3 Order: totals, registrations with class
 * and portions): dates in each class's time zone, amounts from the server's cents.
 */
import type { EmailState, OrderConfirmationQuery, PurchasedGiftCardFieldsFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { sendMomentText } from "../../../workers/core/gift-card-delivery";
import { giftCardDesign, giftCardDesignPath } from "../../../workers/core/gift-cards";
import { formatPhone } from "../../../workers/core/input-formats";
import { formatUsd } from "../../../workers/core/money";
import { seatsOf } from "../../../workers/core/class-offers";
import { classPriceWords } from "../../../workers/core/price-words";
import { totalsTable, type TotalsRow } from "../cart/cart-format";

export type ConfirmedOrder = NonNullable<OrderConfirmationQuery["orderConfirmation"]>;

export interface RegistrationView {
  id: string;
  className: string;
  guest: string;
  startsAt: string;
  date: string;
  time: string;
  location: string;
  address: string | null;
  portion: string;
  /** Decision 041: "1 × Chicken Pot Pie, 2 × …", or the chef's choice. */
  meals: string;
  total: string;
  /** Decision 040: a guest of a class sold per guest or couple, with their allergies; null for portions. */
  attendee: { name: string; allergies: string } | null;
  /** Decision 084: what the class was bought at, in its own terms ("$149 per couple · $74.50 a person"); null for portions. */
  unitPrice: string | null;
}

/**
 * Where an e-mail is, in the customer's words (issue 26 part 6, decision 058): on its way while
 * queued or retried, sent once the provider took it, delivered once the mail server did (a
 * complaint means it arrived), undelivered when it bounced, failed or the address is suppressed;
 * null when no e-mail was written.
 */
export type EmailProgress = "on-its-way" | "sent" | "delivered" | "undelivered";

export function emailProgress(state: EmailState | null | undefined): EmailProgress | null {
  switch (state) {
    case "QUEUED":
    case "RETRYING":
      return "on-its-way";
    case "SENT":
      return "sent";
    case "DELIVERED":
    case "COMPLAINED":
      return "delivered";
    case "BOUNCED":
    case "FAILED":
    case "SUPPRESSED":
      return "undelivered";
    default:
      return null;
  }
}

/** "is on its way to", "was sent to", "was delivered to"; null for an undelivered or unwritten e-mail. */
export function emailProgressWords(progress: EmailProgress | null): string | null {
  if (progress === "on-its-way") return "is on its way to";
  if (progress === "sent") return "was sent to";
  if (progress === "delivered") return "was delivered to";
  return null;
}

/** A gift card an order bought for a friend (issue 26 part 6), as its buyer sees it. */
export interface GiftCardView {
  /** Masked: the whole code went only to the recipient. */
  code: string;
  amount: string;
  recipientName: string;
  recipientEmail: string;
  emailProgress: EmailProgress | null;
  /** Unused: the buyer may still correct the recipient's address. */
  recipientEditable: boolean;
  /** Decision 063: not yet e-mailed; it goes at `sendsAt` ("Friday, December 25, 2026 at 8:00 AM MST") and the day may change. */
  scheduled: boolean;
  sendOn: string | null;
  sendsAt: string | null;
  /** Its design (issue 30 part 8): the name, the picture's path and what it shows. */
  design: { name: string; picture: string; description: string };
}

export function giftCardView(card: PurchasedGiftCardFieldsFragment): GiftCardView {
  return {
    code: card.code,
    amount: formatUsd(card.amountCents),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    emailProgress: emailProgress(card.emailState),
    recipientEditable: card.recipientEditable,
    scheduled: card.scheduled,
    sendOn: card.sendOn ?? null,
    sendsAt: card.sendOn ? sendMomentText(card.sendOn) : null,
    design: { name: giftCardDesign(card.design).name, picture: giftCardDesignPath(card.design), description: giftCardDesign(card.design).description },
  };
}

export interface OrderView {
  number: string;
  kind: ConfirmedOrder["kind"];
  email: string;
  /** The confirmation's (a gift card order's: the receipt's) progress. */
  emailProgress: EmailProgress | null;
  firstName: string;
  registrations: RegistrationView[];
  totals: TotalsRow[];
  giftCard: GiftCardView | null;
  delivery: { name: string; lines: string[]; phone: string } | null;
}

/** Decision 041: the chosen meals with counts, or the chef's choice (none chosen). */
export function mealsLine(meals: readonly { name: string; quantity: number }[] | null | undefined): string {
  if (!meals) return "";
  if (meals.length === 0) return "Meals: chef’s choice from the menu";
  return `Meals: ${meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ")}`;
}

/** What a registration bought, in its class's own terms. */
interface Booked {
  offer: ConfirmedOrder["registrations"][number]["offer"];
  firstName: string;
  lastName: string;
  allergies: readonly string[];
  portionSize?: { name: string; serves?: string } | null;
  portionQuantity?: { mealCount: number } | null;
  meals?: readonly { name: string; quantity: number }[] | null;
}

/**
 * A registration in its class's own terms (issue 30 part 4): a class sold by portions says its
 * portions and meals; a class sold per guest or couple says the guest and their allergies, never
 * a portion or a meal choice it does not have (a Date Night read "Half, 3 meals · Meals: chef's choice").
 */
export function bookedAs(registration: Booked): Pick<RegistrationView, "portion" | "meals" | "attendee"> {
  if (registration.offer !== "PORTIONS") {
    return {
      portion: "",
      meals: "",
      attendee: {
        name: `${registration.firstName} ${registration.lastName}`.trim(),
        allergies: registration.allergies.length > 0 ? registration.allergies.join(", ") : "None",
      },
    };
  }
  const { portionSize: size, portionQuantity: quantity } = registration;
  const serves = size?.serves ? ` (serves ${size.serves})` : "";
  return {
    portion: size && quantity ? `${size.name} portions${serves} · ${quantity.mealCount} meals` : "",
    meals: mealsLine(registration.meals),
    attendee: null,
  };
}

export function orderTotalsRows(totals: ConfirmedOrder["totals"]): TotalsRow[] {
  return totalsTable(totals, "Paid by gift card", { label: "Paid by card", cents: totals.amountPaidCents });
}

/**
 * What each class sold per guest or couple was bought at, in its own terms (decision 084): the
 * prices paid for its guests over its guests (couples), so a couple's price split into two
 * registrations ($74.50 and $74.50, or $79.98 and $79.97) reads as the couple's one price.
 */
export function unitPricesPaid(registrations: readonly { offer: string; priceCents: number; class: { id: string } }[]): Map<string, string> {
  const paid = new Map<string, { offer: string; cents: number; seats: number }>();
  for (const { offer, priceCents, class: shopClass } of registrations) {
    if (offer === "PORTIONS") continue;
    const sum = paid.get(shopClass.id) ?? { offer, cents: 0, seats: 0 };
    paid.set(shopClass.id, { offer, cents: sum.cents + priceCents, seats: sum.seats + 1 });
  }
  const words = new Map<string, string>();
  for (const [classId, { offer, cents, seats }] of paid) {
    const units = seats / seatsOf(offer.toLowerCase(), 1);
    const text = classPriceWords(offer, Math.round(cents / units));
    if (text) words.set(classId, text);
  }
  return words;
}

export function orderView(order: ConfirmedOrder): OrderView {
  const unitPrices = unitPricesPaid(order.registrations);
  return {
    number: order.number,
    kind: order.kind,
    email: order.email,
    emailProgress: emailProgress(order.emailState),
    firstName: order.firstName,
    registrations: order.registrations.map((registration) => {
      const { class: shopClass } = registration;
      const { location } = shopClass;
      const street = location.street ? `${location.street}, ${location.city}, ${location.state ?? ""} ${location.zipcode ?? ""}`.trim() : null;
      return {
        id: registration.id,
        className: shopClass.name,
        guest: `${registration.firstName} ${registration.lastName}`.trim(),
        startsAt: shopClass.date,
        date: formatClassDate(shopClass.date, location.timezone),
        time: formatClassTime(shopClass.date, location.timezone),
        location: location.name === location.city ? location.name : `${location.name} · ${location.city}`,
        address: street,
        ...bookedAs(registration),
        total: formatUsd(registration.totalCents),
        unitPrice: unitPrices.get(shopClass.id) ?? null,
      };
    }),
    totals: orderTotalsRows(order.totals),
    giftCard: order.giftCard ? giftCardView(order.giftCard) : null,
    delivery: order.address
      ? {
          name: order.address.name,
          lines: [order.address.street, order.address.street2, `${order.address.city}, ${order.address.state} ${order.address.zipcode}`].filter(Boolean),
          phone: order.address.phone ? formatPhone(order.address.phone) : "",
        }
      : null,
  };
}
