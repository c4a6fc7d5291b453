/**
 * The words of a pay link e-mail (decision 081), written once: the HTML is its React Email
 * component (workers/api/emails/pay-link.tsx), the plain text the same words.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { PayLinkEmail } from "../emails/pay-link";
import { classCardLines, linkLine } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";

export interface PayLinkEmailInput {
  first_name: string;
  class: { name: string; date: string; timezone: string; location_name: string };
  seats: number;
  amount_cents: number;
  /** The pay page's absolute address. */
  href: string;
  expires_at: string;
}

export function payLinkEmail(input: PayLinkEmailInput): EmailBody {
  const { name, date, timezone, location_name } = input.class;
  const seats = `${input.seats} ${input.seats === 1 ? "seat" : "seats"}`;
  const words = {
    subject: `Pay for your booking: ${name}`,
    greeting: `Hi ${input.first_name},`,
    booked: `As we discussed on the phone, we booked ${seats} of ${name} for you. ${formatUsd(input.amount_cents)} is due, by card on our secure page.`,
    class: { name, details: [`${formatClassDate(date, timezone)} at ${formatClassTime(date, timezone)}`, `At ${location_name}`] },
    pay: { label: `Pay ${formatUsd(input.amount_cents)}`, href: input.href },
    hold: `We hold your ${seats} until ${formatClassDate(input.expires_at, timezone)} at ${formatClassTime(
      input.expires_at,
      timezone,
    )}; unpaid by then, they go back on sale.`,
    outro: "Questions? Just reply to this e-mail or call us.",
  };
  return emailBody(PayLinkEmail, words, [
    words.greeting,
    words.booked,
    classCardLines(words.class.name, words.class.details),
    linkLine(words.pay),
    words.hold,
    words.outro,
  ]);
}
