/**
 * The words of a pay link e-mail (decision 081), written once: the HTML is its React Email
 * component (workers/api/emails/pay-link.tsx), the plain text the same words.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { PayLinkEmail, type PayLinkWords } from "../emails/pay-link";
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

/** The component and the same words as plain text, in its order. */
function payLinkBody(words: PayLinkWords): EmailBody {
  return emailBody(PayLinkEmail, words, [
    words.greeting,
    words.booked,
    classCardLines(words.class.name, words.class.details),
    linkLine(words.pay),
    words.hold,
    words.outro,
  ]);
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
  return payLinkBody(words);
}

export interface MovePayLinkEmailInput {
  first_name: string;
  from: { name: string; date: string; timezone: string; location_name: string };
  to: { name: string; date: string; timezone: string; location_name: string };
  seats: number;
  amount_cents: number;
  href: string;
  expires_at: string;
}

/** Decision 089: the pay link for a staff move's difference; the same component, the move's words. */
export function movePayLinkEmail(input: MovePayLinkEmailInput): EmailBody {
  const { to, from } = input;
  const seats = `${input.seats} ${input.seats === 1 ? "seat" : "seats"}`;
  const when = (cls: { date: string; timezone: string }) => `${formatClassDate(cls.date, cls.timezone)} at ${formatClassTime(cls.date, cls.timezone)}`;
  const words = {
    subject: `Pay to move to your new date: ${to.name}`,
    greeting: `Hi ${input.first_name},`,
    booked: `As we discussed, we can move your ${seats} in ${from.name} from ${when(from)} to ${when(to)}. The new date costs ${formatUsd(
      input.amount_cents,
    )} more; pay it by card on our secure page and your booking moves at once.`,
    class: { name: to.name, details: [when(to), `At ${to.location_name}`] },
    pay: { label: `Pay ${formatUsd(input.amount_cents)}`, href: input.href },
    hold: `We hold your ${seats} on the new date until ${formatClassDate(input.expires_at, to.timezone)} at ${formatClassTime(
      input.expires_at,
      to.timezone,
    )}; unpaid by then, they go back on sale and your booking stays on ${when(from)}.`,
    outro: "Questions? Just reply to this e-mail or call us.",
  };
  return payLinkBody(words);
}
