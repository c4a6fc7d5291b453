/**
 * The words of the go/no-go e-mails (decision 065), written once: the HTML is their React Email
 * component (workers/api/emails/go-no-go.tsx), the plain text the same words. Dates and times in
 * the class's kitchen's time zone.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { MOVE_OFFER_HOURS } from "../../core/go-no-go";
import { formatUsd } from "../../core/money";
import { WAITLIST_CART_HOLD_MINUTES } from "../../core/waitlist";
import { ClassOnEmail, GoNoGoStaffEmail, UnderMinimumEmail } from "../emails/go-no-go";
import { classCardLines, factLines, linkLine, type FactRow } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";

/** The class decided: its name, start, kitchen and time zone. */
export interface DecidedClass {
  id: number;
  name: string;
  date: string;
  timezone: string;
  location_name: string;
  min_seats: number;
  booked: number;
}

const when = (cls: { date: string; timezone: string }) => `${formatClassDate(cls.date, cls.timezone)} at ${formatClassTime(cls.date, cls.timezone)}`;
const seatsWord = (seats: number) => (seats === 1 ? "1 seat" : `${seats} seats`);

export interface UnderMinimumInput {
  first_name: string;
  seats: number;
  refunded_cents: number;
  /** The seats held on the next date, with its claim link (absolute); absent when none had room. */
  offer?: {
    date: string;
    timezone: string;
    expires_at: string;
    claim_href: string;
  };
  /** The class list, absolute, when the shop's address is known. */
  classes_href?: string;
}

/** To each customer of a class canceled under its minimum: the refund, and seats held elsewhere. */
export function underMinimumEmail(cls: DecidedClass, input: UnderMinimumInput): EmailBody {
  const words = {
    subject: `${cls.name} on ${formatClassDate(cls.date, cls.timezone)} will not run`,
    sorry: `Hi ${input.first_name}, we are sorry: ${cls.name} on ${when(cls)} did not get the ${cls.min_seats} cooks it needs to run, so we have canceled it.`,
    refund: `We refunded ${formatUsd(input.refunded_cents)} for your ${seatsWord(
      input.seats,
    )}: card payments take 5–10 business days, gift-card amounts are back on the card now.`,
    offer: input.offer && {
      text: `Still want to cook it? We are holding ${seatsWord(input.seats)} for you in the same class on ${when(input.offer)} until ${when({
        date: input.offer.expires_at,
        timezone: input.offer.timezone,
      })}.`,
      claim: {
        label: input.seats === 1 ? "Book the held seat" : "Book the held seats",
        href: input.offer.claim_href,
      },
      note: `Booking puts the seats in your cart, held ${WAITLIST_CART_HOLD_MINUTES} more minutes while you check out; after ${MOVE_OFFER_HOURS} hours they go back on sale.`,
    },
    others: input.classes_href
      ? {
          lead: "Or pick another date:",
          label: "See our classes",
          href: input.classes_href,
        }
      : undefined,
    outro: "Questions? Just reply to this e-mail.",
  };
  return emailBody(UnderMinimumEmail, words, [
    words.sorry,
    words.refund,
    words.offer && [words.offer.text, linkLine(words.offer.claim), words.offer.note],
    words.others && linkLine(words.others),
    words.outro,
  ]);
}

/** To each customer of a class that reached its minimum at the decision time. */
export function classOnEmail(cls: DecidedClass & { location_city: string }, input: { first_name: string; seats: number }): EmailBody {
  const words = {
    subject: `It's on: ${cls.name} on ${formatClassDate(cls.date, cls.timezone)}`,
    greeting: `Hi ${input.first_name}, good news: ${cls.name} has the cooks it needs, so it will run. Your ${seatsWord(input.seats)} ${
      input.seats === 1 ? "is" : "are"
    } saved.`,
    class: {
      name: cls.name,
      details: [when(cls), `At ${cls.location_name}, ${cls.location_city}`],
    },
    note: "Your reminder with what to bring comes before the class. See you in the kitchen!",
  };
  return emailBody(ClassOnEmail, words, [words.greeting, classCardLines(words.class.name, words.class.details), words.note]);
}

/** To the kitchen: what the decision was and what it did. */
export function goNoGoStaffEmail(
  cls: DecidedClass,
  outcome: {
    decision: "on" | "off";
    refunded_cents?: number;
    customers: number;
    offers?: number;
    failed?: number;
  },
  consoleHref?: string,
): EmailBody {
  const on = outcome.decision === "on";
  const facts: FactRow[] = [
    ["Class", `${cls.name} (#${cls.id})`],
    ["When", when(cls)],
    ["Kitchen", cls.location_name],
    ["Seats booked", `${cls.booked} of the ${cls.min_seats} needed`],
    ["Customers e-mailed", String(outcome.customers)],
  ];
  if (!on) {
    facts.push(["Refunded", formatUsd(outcome.refunded_cents ?? 0)], ["Seats held on a next date", `${outcome.offers ?? 0} customers`]);
    if (outcome.failed) facts.push(["Refunds that failed (retried on the next run)", String(outcome.failed)]);
  }
  const words = {
    subject: on
      ? `Go: ${cls.name} on ${formatClassDate(cls.date, cls.timezone)} runs`
      : `No-go: ${cls.name} on ${formatClassDate(cls.date, cls.timezone)} canceled`,
    summary: on
      ? `${cls.name} reached its minimum of ${cls.min_seats} at its decision time: it runs, and its customers were told.`
      : `${cls.name} had ${cls.booked} of the ${cls.min_seats} seats it needs at its decision time: it was canceled and every paid seat refunded.`,
    facts,
    console: consoleHref ? { label: "Open the class in the console", href: consoleHref } : undefined,
  };
  return emailBody(GoNoGoStaffEmail, words, [words.summary, factLines(words.facts), words.console && linkLine(words.console)]);
}
