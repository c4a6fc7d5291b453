/**
 * E-mails staff send about one registration (spec §7 POST registrations/{id}/confirmation and
 * /reminder) and the one e-mail per customer when a class is canceled (decision 021). Dates and
 * times in the class location's time zone (spec §9); every value a person typed is escaped.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { type EmailBody, escapeHtml } from "./emails";

const SHOP = "Cache Valley Kitchen";
const SIGNATURE = `${SHOP} · Logan, UT`;

export interface RegistrationEmailInput {
  first_name: string;
  class_name: string;
  /** ISO-8601 UTC start. */
  date: string;
  location_name: string;
  location_city: string;
  timezone: string;
  order_number: string;
  total_cents: number;
}

function body(subject: string, paragraphs: string[]): EmailBody {
  return {
    subject,
    text: [...paragraphs, SIGNATURE].join("\n\n"),
    html: [
      "<!doctype html>",
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p style="color: #52606d">${escapeHtml(SIGNATURE)}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}

const when = (input: RegistrationEmailInput) =>
  `${formatClassDate(input.date, input.timezone)} at ${formatClassTime(input.date, input.timezone)}`;

export function registrationConfirmationEmail(input: RegistrationEmailInput): EmailBody {
  return body(`Your seat in ${input.class_name} (order ${input.order_number})`, [
    `Hi ${input.first_name}, your seat is saved: ${input.class_name}, ${when(input)}, at ${input.location_name}, ${input.location_city}.`,
    `Order ${input.order_number}, this seat: ${formatUsd(input.total_cents)}.`,
    "See you in the kitchen!",
  ]);
}

export function classReminderEmail(input: RegistrationEmailInput): EmailBody {
  return body(`Reminder: ${input.class_name} on ${formatClassDate(input.date, input.timezone)}`, [
    `Hi ${input.first_name}, a reminder that ${input.class_name} is ${when(input)}, at ${input.location_name}, ${input.location_city}.`,
    "Please arrive ten minutes early. Questions? Just reply to this e-mail.",
  ]);
}

export interface ClassCanceledEmailInput {
  first_name: string;
  class_name: string;
  date: string;
  timezone: string;
  /** Registrations of this customer refunded, and how much in all. */
  seats: number;
  refunded_cents: number;
}

export function classCanceledEmail(input: ClassCanceledEmailInput): EmailBody {
  const seats = input.seats === 1 ? "your seat" : `your ${input.seats} seats`;
  return body(`${input.class_name} on ${formatClassDate(input.date, input.timezone)} is canceled`, [
    `Hi ${input.first_name}, we are sorry: ${input.class_name} on ${formatClassDate(input.date, input.timezone)} is canceled.`,
    `We refunded ${formatUsd(input.refunded_cents)} for ${seats}: card payments take 5–10 business days, gift-card amounts are back on the card now.`,
    "Questions? Just reply to this e-mail.",
  ]);
}

export interface PrivateClassEmailInput {
  contact_name: string;
  class_name: string;
  /** ISO-8601 UTC start. */
  date: string;
  timezone: string;
  location_name: string;
  location_city: string;
  seats: number;
  /** The class page's address: the only way to it, since a private class is never listed. */
  link: string;
}

/** POST classes/custom: the group's organiser gets the private class's booking link (decision 022). */
export function privateClassEmail(input: PrivateClassEmailInput): EmailBody {
  const start = `${formatClassDate(input.date, input.timezone)} at ${formatClassTime(input.date, input.timezone)}`;
  return body(`Your private class: ${input.class_name} on ${formatClassDate(input.date, input.timezone)}`, [
    `Hi ${input.contact_name}, your private class is set: ${input.class_name}, ${start}, at ${input.location_name}, ${input.location_city}, for up to ${input.seats} guests.`,
    `Book your seats, and share this link with your guests: ${input.link}`,
    "The class is not listed on the shop: only people with the link can book it. Questions? Just reply to this e-mail.",
  ]);
}
