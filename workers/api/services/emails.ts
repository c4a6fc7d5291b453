/**
 * The e-mails a paid checkout sends (decision 012): the order confirmation, and for a gift
 * card the card itself to the recipient and a receipt to the buyer; and a refund's (decision
 * 021). Each builder writes the words once: the HTML is their React Email component
 * (workers/api/emails, decision 059), the plain text the same words. Class dates and times are
 * shown in the class location's time zone (spec §9). The order number is not known until the
 * fulfilment batch inserts the order, so bodies carry ORDER_NUMBER_TOKEN, which that same
 * statement replaces.
 */
import { sendMomentText } from "../../core/gift-card-delivery";
import { GIFT_CARD_DESIGN_HEIGHT, GIFT_CARD_DESIGN_WIDTH, giftCardDesign, giftCardDesignPath } from "../../core/gift-cards";
import { guestsLabel, seatsOf } from "../../core/class-offers";
import { classPriceWords } from "../../core/price-words";
import { formatClassDate, formatClassTime } from "../../core/dates";
import { formatPhone } from "../../core/input-formats";
import type { EmailPicture } from "../../core/media";
import { formatUsd } from "../../core/money";
import { GiftCardEmail, GiftCardReceiptEmail, OrderConfirmationEmail, RefundEmail } from "../emails/orders";
import { amountLines, classCardLines, linkLine, type AmountRow } from "../emails/parts";
import { fulfillmentPlace } from "../emails/places";
import { emailBody, SHOP, type EmailBody } from "../emails/render";

export type { EmailBody };

export const ORDER_NUMBER_TOKEN = "{{ORDER_NUMBER}}";

// ---------------------------------------------------------------------------------------------
// Order confirmation
// ---------------------------------------------------------------------------------------------

export interface ConfirmationLine {
  name: string;
  date: string;
  location: { name: string; city: string; timezone: string };
  fulfillment: string;
  portion_size: { name: string; serves: string };
  portion_quantity: { meal_count: number };
  total_cents: number;
  /** The line's price before discounts and tax (its guests × the unit price); decision 084 words its unit from it. */
  price_cents?: number;
  /** Decision 040: a seats/pairs line names its guests with their allergies (names). */
  offer?: string;
  guests?: Array<{ first_name: string; last_name: string; allergy_names: string[] }>;
  /** Decision 041: the chosen meals; absent or empty: the chef's choice. */
  meals?: { name: string; quantity: number }[];
  /** Decision 061: shown, and linked, only when the shop's origin is known. */
  picture?: EmailPicture;
  page_path?: string;
}

export interface ConfirmationInput {
  /** The shop's origin (decision 061): pictures and links are absolute, or left out. */
  origin: string | null;
  first_name: string;
  phone: string;
  lines: ConfirmationLine[];
  allergies: string[];
  allergy_notes: string;
  totals: {
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    /** Decision 083; absent on e-mails written before delivery fees. */
    delivery_fee_cents?: number;
    donation_cents: number;
    gift_card_cents: number;
    total_cents: number;
    amount_due_cents: number;
  };
}

function totalsRows(totals: ConfirmationInput["totals"]): AmountRow[] {
  const rows: AmountRow[] = [["Subtotal", totals.subtotal_cents]];
  if (totals.discount_cents > 0) rows.push(["Discounts", -totals.discount_cents]);
  rows.push(["Tax", totals.tax_cents]);
  if ((totals.delivery_fee_cents ?? 0) > 0) rows.push(["Delivery", totals.delivery_fee_cents ?? 0]);
  if (totals.donation_cents > 0) rows.push(["Donation", totals.donation_cents]);
  rows.push(["Total", totals.total_cents]);
  if (totals.gift_card_cents > 0) rows.push(["Paid by gift card", totals.gift_card_cents]);
  rows.push(["Paid by card", totals.amount_due_cents]);
  return rows;
}

/** A seats/pairs line's guests (decision 040): how many, then each with allergies. */
function guestLines(line: ConfirmationLine): string[] {
  const guests = line.guests ?? [];
  const offer = line.offer === "pairs" ? "pairs" : "seats";
  const units = guests.length / seatsOf(offer, 1);
  // Decision 084: the unit price in the class's own terms, as the shop's pages said it.
  const unitPrice = line.price_cents !== undefined && units > 0 ? classPriceWords(offer, Math.round(line.price_cents / units)) : null;
  return [
    `${guestsLabel(offer, units)}${unitPrice ? ` at ${unitPrice}` : ""}: ${formatUsd(line.total_cents)}`,
    ...guests.map(
      (guest) => `${guest.first_name} ${guest.last_name}: ${guest.allergy_names.length > 0 ? `allergies ${guest.allergy_names.join(", ")}` : "no allergies"}`,
    ),
  ];
}

/** A line's when (in its kitchen's time zone), where (the place written once) and what. */
function lineDetails(line: ConfirmationLine): string[] {
  const when = `${formatClassDate(line.date, line.location.timezone)} at ${formatClassTime(line.date, line.location.timezone)}`;
  const where = fulfillmentPlace(line.fulfillment, line.location);
  if (line.guests && line.guests.length > 0) return [when, where, ...guestLines(line)];
  const portion = `${line.portion_size.name} portions (serves ${line.portion_size.serves}), ${line.portion_quantity.meal_count} meals`;
  return [when, where, `${portion}: ${formatUsd(line.total_cents)}`, mealsText(line.meals)];
}

/** Decision 041: the chosen meals with counts, or the chef's choice. */
export function mealsText(meals: { name: string; quantity: number }[] | undefined): string {
  if (!meals || meals.length === 0) return "Meals: chef's choice from the menu";
  return `Meals: ${meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ")}`;
}

/** A line's picture and page at the shop's origin, when it and they are known. */
function lineLinks(line: ConfirmationLine, origin: string | null) {
  if (origin === null) return {};
  const { picture, page_path: page } = line;
  return {
    ...(picture && { picture: { src: `${origin}${picture.path}`, alt: picture.alt, width: picture.width, height: picture.height } }),
    ...(page && { href: `${origin}${page}` }),
  };
}

export function orderConfirmationEmail(input: ConfirmationInput): EmailBody {
  const lines = input.lines.map((line) => ({ name: line.name, details: lineDetails(line), ...lineLinks(line, input.origin) }));
  const allergies = [input.allergies.join(", "), input.allergy_notes].filter(Boolean).join("; ");
  // Decision 087: an order of kits only (pickup, delivery, shipping) is not told of seats or the kitchen.
  const atKitchen = input.lines.some((line) => line.fulfillment === "in-person");
  const words = {
    subject: `Your ${SHOP} order ${ORDER_NUMBER_TOKEN}`,
    order_number: ORDER_NUMBER_TOKEN,
    intro: `Hi ${input.first_name}, thank you for your order ${ORDER_NUMBER_TOKEN}. ${atKitchen ? "Your seats are saved." : "Your meals are on our list."}`,
    lines,
    amounts: totalsRows(input.totals),
    notes: [
      allergies ? `Allergies we will plan for: ${allergies}.` : "",
      input.phone ? `We'll call ${formatPhone(input.phone)} if anything about your ${atKitchen ? "class" : "order"} changes.` : "",
      atKitchen ? "See you in the kitchen!" : "Enjoy your meals!",
    ].filter(Boolean),
  };
  return emailBody(OrderConfirmationEmail, words, [
    words.intro,
    ...lines.map((line) => classCardLines(line.name, line.details, line.href)),
    amountLines(words.amounts),
    words.notes,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Gift cards
// ---------------------------------------------------------------------------------------------

export interface GiftCardEmailInput {
  /** The shop's origin (decision 061): where to spend the card and check its balance, or left out. */
  origin: string | null;
  code: string;
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  /** Its design's key (issue 30 part 8); absent or unknown: the default design. */
  design?: string | null;
}

/** To the recipient: the whole code (the only place it is ever shown, decision 012). */
export function giftCardEmail(input: GiftCardEmailInput): EmailBody {
  const words = {
    subject: `${input.sender_name} sent you a ${formatUsd(input.amount_cents)} ${SHOP} gift card`,
    intro: `Hi ${input.recipient_name}, ${input.sender_name} sent you a ${SHOP} gift card for ${formatUsd(input.amount_cents)}.`,
    message: input.message,
    amount: formatUsd(input.amount_cents),
    code: input.code,
    design: {
      name: giftCardDesign(input.design).name,
      picture:
        input.origin === null
          ? null
          : {
              src: `${input.origin}${giftCardDesignPath(input.design)}`,
              alt: `The ${giftCardDesign(input.design).name} gift card: ${giftCardDesign(input.design).description}`,
              width: GIFT_CARD_DESIGN_WIDTH,
              height: GIFT_CARD_DESIGN_HEIGHT,
            },
    },
    use: "Enter the code at checkout on our website to pay for classes and meal kits.",
    links:
      input.origin === null
        ? []
        : [
            { lead: "Ready to cook?", label: "Browse our classes", href: `${input.origin}/classes` },
            { lead: "What is left on it?", label: "Check your balance", href: `${input.origin}/gift-cards/balance` },
          ],
  };
  return emailBody(GiftCardEmail, words, [
    words.intro,
    words.message && `"${words.message}"`,
    `Design: ${words.design.name}`,
    [`Your gift card code: ${words.code}`, words.use],
    words.links.map(linkLine),
  ]);
}

export interface GiftCardReceiptInput {
  first_name: string;
  masked_code: string;
  amount_cents: number;
  discount_cents: number;
  total_cents: number;
  recipient_name: string;
  recipient_email: string;
  /** The chosen day still ahead (decision 063): the card goes then, not now. */
  send_on?: string | null;
}

/** To the buyer: the receipt, with the code masked (it belongs to the recipient). */
export function giftCardReceiptEmail(input: GiftCardReceiptInput): EmailBody {
  const amounts: AmountRow[] = [["Gift card", input.amount_cents]];
  if (input.discount_cents > 0) amounts.push(["Discount", -input.discount_cents]);
  amounts.push(["Paid", input.total_cents]);
  const words = {
    subject: `Your ${SHOP} gift card order ${ORDER_NUMBER_TOKEN}`,
    order_number: ORDER_NUMBER_TOKEN,
    intro: `Thank you${input.first_name ? `, ${input.first_name}` : ""}! ${
      input.send_on
        ? `We will e-mail a ${formatUsd(input.amount_cents)} gift card (${input.masked_code}) to ${input.recipient_name} at ${input.recipient_email} on ${sendMomentText(input.send_on)}. Until then you can change the day or the address from your order.`
        : `We e-mailed a ${formatUsd(input.amount_cents)} gift card (${input.masked_code}) to ${input.recipient_name} at ${input.recipient_email}.`
    }`,
    amounts,
  };
  return emailBody(GiftCardReceiptEmail, words, [words.intro, [`Order ${ORDER_NUMBER_TOKEN}`, ...amountLines(amounts)]]);
}

// ---------------------------------------------------------------------------------------------
// Refunds (decision 021)
// ---------------------------------------------------------------------------------------------

export interface RefundEmailInput {
  first_name: string;
  order_number: string;
  /** The class the refund is for, when it is one registration's. */
  class_name: string | null;
  /** The paid part: to the card, or at the counter for an order paid there in cash or by check (decision 081). */
  card_cents: number;
  gift_card_cents: number;
  counter?: "cash" | "check" | null;
  reason: string;
}

export function refundEmail(input: RefundEmailInput): EmailBody {
  const total = input.card_cents + input.gift_card_cents;
  const what = input.class_name ? `your registration for ${input.class_name} (order ${input.order_number})` : `order ${input.order_number}`;
  const amounts: AmountRow[] = [];
  const paidBack = { cash: "Given back in cash at the counter", check: "Given back at the counter (you paid by check)" } as const;
  if (input.card_cents > 0) amounts.push([input.counter ? paidBack[input.counter] : "Back to your card (5–10 business days)", input.card_cents]);
  if (input.gift_card_cents > 0) amounts.push(["Back to your gift card (now)", input.gift_card_cents]);
  const words = {
    subject: `Your refund of ${formatUsd(total)} for order ${input.order_number}`,
    intro: `Hi ${input.first_name}, we refunded ${formatUsd(total)} for ${what}. Reason: ${input.reason}.`,
    amounts,
    outro: "Questions? Just reply to this e-mail.",
  };
  return emailBody(RefundEmail, words, [words.intro, amountLines(amounts), words.outro]);
}
