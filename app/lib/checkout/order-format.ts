/**
 * An order as its confirmation page shows it (spec §3 Order: totals, registrations with class
 * and portions): dates in each class's time zone, amounts from the server's cents.
 */
import type { OrderConfirmationQuery } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatPhone } from "../../../workers/core/input-formats";
import { formatUsd } from "../../../workers/core/money";
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
}

export interface OrderView {
  number: string;
  kind: ConfirmedOrder["kind"];
  email: string;
  firstName: string;
  registrations: RegistrationView[];
  totals: TotalsRow[];
  giftCard: { code: string; amount: string; recipientName: string; recipientEmail: string } | null;
  delivery: { name: string; lines: string[]; phone: string } | null;
}

/** Decision 041: the chosen meals with counts, or the chef's choice (none chosen). */
export function mealsLine(meals: readonly { name: string; quantity: number }[] | null | undefined): string {
  if (!meals) return "";
  if (meals.length === 0) return "Meals: chef’s choice from the menu";
  return `Meals: ${meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ")}`;
}

export function orderTotalsRows(totals: ConfirmedOrder["totals"]): TotalsRow[] {
  return totalsTable(totals, "Paid by gift card", { label: "Paid by card", cents: totals.amountPaidCents });
}

export function orderView(order: ConfirmedOrder): OrderView {
  return {
    number: order.number,
    kind: order.kind,
    email: order.email,
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
        portion:
          registration.offer !== "PORTIONS"
            ? ""
            : registration.portionSize && registration.portionQuantity
            ? `${registration.portionSize.name} portions (serves ${registration.portionSize.serves}) · ${registration.portionQuantity.mealCount} meals`
            : "",
        meals: mealsLine(registration.meals),
        total: formatUsd(registration.totalCents),
        attendee:
          registration.offer === "PORTIONS"
            ? null
            : {
                name: `${registration.firstName} ${registration.lastName}`.trim(),
                allergies: registration.allergies.length > 0 ? registration.allergies.join(", ") : "None",
              },
      };
    }),
    totals: orderTotalsRows(order.totals),
    giftCard: order.giftCard
      ? {
          code: order.giftCard.code,
          amount: formatUsd(order.giftCard.amountCents),
          recipientName: order.giftCard.recipientName,
          recipientEmail: order.giftCard.recipientEmail,
        }
      : null,
    delivery: order.address
      ? {
          name: order.address.name,
          lines: [order.address.street, order.address.street2, `${order.address.city}, ${order.address.state} ${order.address.zipcode}`].filter(Boolean),
          phone: order.address.phone ? formatPhone(order.address.phone) : "",
        }
      : null,
  };
}
