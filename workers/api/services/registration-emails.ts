/**
 * E-mails staff send about one registration (spec §7 POST registrations/{id}/confirmation; the
 * reminder is services/class-reminders.ts), the one e-mail per customer when a class is canceled (decision 021) and a private
 * class's booking link (decision 022). Each builder writes the words once: the HTML is their
 * React Email component (workers/api/emails, decision 059), the plain text the same words. Dates
 * and times in the class location's time zone (spec §9); the kitchen written once.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { classCardLines, linkLine } from "../emails/parts";
import { kitchenPlace } from "../emails/places";
import { ClassCanceledEmail, ClassMovedEmail, PrivateClassEmail, RegistrationConfirmationEmail, type ClassWords } from "../emails/registration";
import { emailBody, type EmailBody } from "../emails/render";

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

/** The class's name, when in its kitchen's time zone, and which kitchen. */
function classWords(input: { class_name: string; date: string; timezone: string; location_name: string; location_city: string }): ClassWords {
  return {
    name: input.class_name,
    details: [
      `${formatClassDate(input.date, input.timezone)} at ${formatClassTime(input.date, input.timezone)}`,
      `At ${kitchenPlace({ name: input.location_name, city: input.location_city })}`,
    ],
  };
}

export function registrationConfirmationEmail(input: RegistrationEmailInput): EmailBody {
  const words = {
    subject: `Your seat in ${input.class_name} (order ${input.order_number})`,
    greeting: `Hi ${input.first_name}, your seat is saved.`,
    class: classWords(input),
    paid: `Order ${input.order_number}, this seat: ${formatUsd(input.total_cents)}.`,
  };
  return emailBody(RegistrationConfirmationEmail, words, [
    words.greeting,
    classCardLines(words.class.name, words.class.details),
    words.paid,
    "See you in the kitchen!",
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
  /** Staff's words for the customers (decision 077), a paragraph each a blank line apart. */
  message?: string;
}

/** Staff's message as paragraphs (a blank line apart), as the class message writes them. */
export const messageParagraphs = (message: string | undefined): string[] =>
  (message ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function classCanceledEmail(input: ClassCanceledEmailInput): EmailBody {
  const day = formatClassDate(input.date, input.timezone);
  const seats = input.seats === 1 ? "your seat" : `your ${input.seats} seats`;
  const words = {
    subject: `${input.class_name} on ${day} is canceled`,
    sorry: `Hi ${input.first_name}, we are sorry: ${input.class_name} on ${day} is canceled.`,
    message: messageParagraphs(input.message),
    refund: `We refunded ${formatUsd(input.refunded_cents)} for ${seats}: card payments take 5–10 business days, gift-card amounts are back on the card now.`,
    outro: "Questions? Just reply to this e-mail.",
  };
  return emailBody(ClassCanceledEmail, words, [words.sorry, ...words.message, words.refund, words.outro]);
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
  /** The class page's absolute address: the only way to it, since a private class is never listed. */
  link: string;
}

/** POST classes/custom: the group's organiser gets the private class's booking link (decision 022). */
export function privateClassEmail(input: PrivateClassEmailInput): EmailBody {
  const { name, details } = classWords(input);
  const words = {
    subject: `Your private class: ${input.class_name} on ${formatClassDate(input.date, input.timezone)}`,
    greeting: `Hi ${input.contact_name}, your private class is set:`,
    class: { name, details: [...details, `For up to ${input.seats} guests`] },
    book: { label: "Book your seats", href: input.link },
    share: "Share the same link with your guests: the class is not listed on the shop, so only people with the link can book it.",
  };
  return emailBody(PrivateClassEmail, words, [
    words.greeting,
    classCardLines(words.class.name, words.class.details),
    linkLine(words.book),
    words.share,
    "Questions? Just reply to this e-mail.",
  ]);
}

export interface ClassMovedEmailInput {
  first_name: string;
  order_number: string;
  seats: number;
  from: { class_name: string; date: string; timezone: string };
  to: { class_name: string; date: string; timezone: string; location_name: string; location_city: string };
  /** Staff's words for the customers (decision 077). */
  message?: string;
}

/** Staff moved a whole class to another date (decision 077): the new date, staff's words, no money moved. */
export function classMovedEmail(input: ClassMovedEmailInput): EmailBody {
  const day = formatClassDate(input.from.date, input.from.timezone);
  const seats = input.seats === 1 ? "your seat" : `your ${input.seats} seats`;
  const words = {
    subject: `${input.from.class_name} on ${day} moved to ${formatClassDate(input.to.date, input.to.timezone)}`,
    greeting: `Hi ${input.first_name}, we had to move ${input.from.class_name} on ${day}: ${seats} (order ${input.order_number}) ${input.seats === 1 ? "is" : "are"} now on this date:`,
    class: classWords({ ...input.to, class_name: input.to.class_name }),
    message: messageParagraphs(input.message),
    money: `Nothing was charged and nothing was refunded: ${input.seats === 1 ? "your seat keeps" : "your seats keep"} what you paid.`,
    outro: "If the new date does not suit you, reply to this e-mail and we will sort it out.",
  };
  return emailBody(ClassMovedEmail, words, [words.greeting, classCardLines(words.class.name, words.class.details), ...words.message, words.money, words.outro]);
}
