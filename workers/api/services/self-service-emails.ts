/**
 * The customer's e-mails after a change they made themself (decision 033): what happened to the
 * seat and what money moves. Dates in the class kitchen's time zone (spec §9); escaped HTML.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatUsd } from "../../core/money";
import { type EmailBody, htmlDocument, paragraph } from "./emails";

const SIGNATURE = "Cache Valley Kitchen · Logan, UT";

export interface SeatPlace {
  class_name: string;
  /** ISO-8601 UTC start. */
  date: string;
  location_name: string;
  timezone: string;
}

const when = (place: SeatPlace) =>
  `${formatClassDate(place.date, place.timezone)} at ${formatClassTime(place.date, place.timezone)}, ${place.location_name}`;

function body(subject: string, paragraphs: string[]): EmailBody {
  return {
    subject,
    text: [...paragraphs, SIGNATURE].join("\n\n"),
    html: htmlDocument(subject, [...paragraphs, SIGNATURE].map(paragraph).join("\n")),
  };
}

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
  return body(`Canceled: ${input.seat.class_name} (order ${input.order_number})`, [
    `Hi ${input.first_name}, as you asked, ${yourSeats(input.seats)} in ${input.seat.class_name} on ${when(input.seat)} ${(input.seats ?? 1) > 1 ? "are" : "is"} canceled.`,
    total > 0 ? `We refunded ${formatUsd(total)}:` : `Nothing was paid for ${(input.seats ?? 1) > 1 ? "these seats" : "this seat"}, so there is nothing to refund.`,
    ...moneyLines(input.card_cents, input.gift_card_cents),
    "We hope to cook with you another time.",
  ]);
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
  return body(`Moved: ${input.to.class_name} is now on ${formatClassDate(input.to.date, input.to.timezone)} (order ${input.order_number})`, [
    `Hi ${input.first_name}, as you asked, ${yourSeats(input.seats)} in ${input.from.class_name} moved from ${when(input.from)} to ${when(input.to)}.`,
    back > 0
      ? `The new date costs ${formatUsd(back)} less: we refund ${formatUsd(back)} to your original payment, card first, then gift cards.`
      : "The new date costs the same: nothing to pay, nothing refunded.",
    `${(input.seats ?? 1) > 1 ? "These seats" : "This registration"} can be moved only once; you can still cancel up to 72 hours before the class.`,
  ]);
}
