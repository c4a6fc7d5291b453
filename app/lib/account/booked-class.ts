import { classHref } from "~/lib/catalog/catalog-format";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";

/** A class a customer booked, as the account pages list it: its page, its start in its kitchen's time zone, and the kitchen. */
export function bookedClassWords(shopClass: { sku: string; date: string; fulfillment: { path: string }; location: { name: string; timezone: string } }) {
  const zone = shopClass.location.timezone;
  return {
    href: classHref(shopClass),
    when: `${formatClassDate(shopClass.date, zone)}, ${formatClassTime(shopClass.date, zone)}`,
    where: shopClass.location.name,
  };
}
