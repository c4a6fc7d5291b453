/**
 * The customer's e-mails after a change they made themself (decision 033): what happened to the
 * seat and what money moves. Each builder writes the words once: the HTML is their React Email
 * component (workers/api/emails, decision 059), the plain text the same words. Dates in the class
 * kitchen's time zone (spec §9).
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { emailBody, type EmailBody } from "../emails/render";
import { SelfCancelEmail, SelfMoveEmail } from "../emails/self-service";

export interface SeatPlace {
  class_name: string;
  /** ISO-8601 UTC start. */
  date: string;
  location_name: string;
  timezone: string;
}

const when = (place: SeatPlace) =>
  `${formatClassDate(place.date, place.timezone)} at ${formatClassTime(place.date, place.timezone)}, ${place.location_name}`;

function moneyLines(cardCents: number, giftCardCents: number): string[] {
  const lines: string[] = [];
  if (cardCents > 0) lines.push(`${formatUsd(cardCents)} back to your card (it shows in 5–10 business days).`);
  if (giftCardCents > 0) lines.push(`${formatUsd(giftCardCents)} back onto the gift card that paid (there now).`);
  return lines;
}

/** "your seat", "your 2 seats" */
const yourSeats = (seats = 1) => (seats > 1 ? `your ${seats} seats` : "your seat");

export interface CancelEmailInput {
  first_name: string;
  order_number: string;
  seat: SeatPlace;
  /** Seats canceled together (a couple, a party); 1 when one guest's. */
  seats?: number;
  card_cents: number;
  gift_card_cents: number;
}

export function selfCancelEmail(input: CancelEmailInput): EmailBody {
  const total = input.card_cents + input.gift_card_cents;
  const several = (input.seats ?? 1) > 1;
  const words = {
    subject: `Canceled: ${input.seat.class_name} (order ${input.order_number})`,
    canceled: `Hi ${input.first_name}, as you asked, ${yourSeats(input.seats)} in ${input.seat.class_name} on ${when(input.seat)} ${several ? "are" : "is"} canceled.`,
    refund: total > 0 ? `We refunded ${formatUsd(total)}:` : `Nothing was paid for ${several ? "these seats" : "this seat"}, so there is nothing to refund.`,
    money: moneyLines(input.card_cents, input.gift_card_cents),
    outro: "We hope to cook with you another time.",
  };
  return emailBody(SelfCancelEmail, words, [words.canceled, words.refund, ...words.money, words.outro]);
}

export interface MoveEmailInput {
  first_name: string;
  order_number: string;
  from: SeatPlace;
  to: SeatPlace;
  /** Seats moved together (a couple, a party); 1 when one guest's. */
  seats?: number;
  /** New date's total minus what was paid; never above 0 (dearer dates are not moved online). */
  difference_cents: number;
}

export function selfMoveEmail(input: MoveEmailInput): EmailBody {
  const back = -input.difference_cents;
  const words = {
    subject: `Moved: ${input.to.class_name} is now on ${formatClassDate(input.to.date, input.to.timezone)} (order ${input.order_number})`,
    moved: `Hi ${input.first_name}, as you asked, ${yourSeats(input.seats)} in ${input.from.class_name} moved from ${when(input.from)} to ${when(input.to)}.`,
    money:
      back > 0
        ? `The new date costs ${formatUsd(back)} less: we refund ${formatUsd(back)} to your original payment, card first, then gift cards.`
        : "The new date costs the same: nothing to pay, nothing refunded.",
    rule: `${(input.seats ?? 1) > 1 ? "These seats" : "This registration"} can be moved only once; you can still cancel up to 72 hours before the class.`,
  };
  return emailBody(SelfMoveEmail, words, [words.moved, words.money, words.rule]);
}

export interface StaffMoveEmailInput extends Omit<MoveEmailInput, "difference_cents"> {
  /** Refunded for a cheaper date, to pay at the counter or waived for a dearer one (decision 082). */
  refund_cents: number;
  collect_cents: number;
  waived_cents: number;
  /** Decision 089: a dearer date's difference the customer paid through a pay link (the move happened then). */
  paid_cents?: number;
}

/** The one e-mail of a move staff made (decision 082): the self-service move's, in staff's words. */
export function staffMoveEmail(input: StaffMoveEmailInput): EmailBody {
  const money =
    (input.paid_cents ?? 0) > 0
      ? `The new date costs ${formatUsd(input.paid_cents ?? 0)} more, which you paid by card through our pay link: thank you.`
      : input.refund_cents > 0
      ? `The new date costs ${formatUsd(input.refund_cents)} less: we refund ${formatUsd(input.refund_cents)} to your original payment, card first, then gift cards.`
      : input.collect_cents > 0
        ? `The new date costs ${formatUsd(input.collect_cents)} more: please pay it at the kitchen's counter when you come.`
        : input.waived_cents > 0
          ? `The new date costs ${formatUsd(input.waived_cents)} more, and we waived it: there is nothing to pay.`
          : "The new date costs the same: nothing to pay, nothing refunded.";
  const words = {
    subject: `Moved: ${input.to.class_name} is now on ${formatClassDate(input.to.date, input.to.timezone)} (order ${input.order_number})`,
    title: "Your class has a new date",
    moved: `Hi ${input.first_name}, we moved ${yourSeats(input.seats)} in ${input.from.class_name} from ${when(input.from)} to ${when(input.to)}.`,
    money,
    rule: "Questions? Reply to this e-mail or call us.",
  };
  return emailBody(SelfMoveEmail, words, [words.moved, words.money, words.rule]);
}
