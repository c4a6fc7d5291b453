/**
 * The cart as the pages show it: dates and times in each class's own time zone
 * (workers/core/dates), every amount formatted from the server's cents (formatUsd) — the web
 * never computes a total (decision 009). Pure, so the server and the browser render the same
 * text, and unit-tested.
 */
import type { CartFieldsFragment, TotalsFieldsFragment } from "../../../graphql/generated/client/graphql";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { guestsLabel } from "../../../workers/core/class-offers";
import { classPriceWords } from "../../../workers/core/price-words";
import { classHref } from "../catalog/catalog-format";
import { guestOffer, type GuestOffer } from "./guest-offers";

export type CartData = CartFieldsFragment;

/** One portion option of a class: what the portion selects offer. */
export interface PortionOption {
  portionSize: { id: string; name: string; serves: string };
  portionQuantity: { id: string; mealCount: number };
  priceCents: number;
}

export interface Choice {
  value: string;
  label: string;
}

export interface PortionChoices {
  sizes: Choice[];
  quantities: Choice[];
  /** The price of the chosen pair, or null when the class type doesn't price it. */
  price: string | null;
}

/**
 * The two portion selects (size, meal count) with prices: each option says what the line would
 * cost if only that select changed, so a choice is never a surprise.
 */
export function portionChoices(options: readonly PortionOption[], sizeId: string, quantityId: string): PortionChoices {
  const priceOf = (size: string, quantity: string) =>
    options.find((option) => option.portionSize.id === size && option.portionQuantity.id === quantity)?.priceCents;
  const sizes = new Map<string, PortionOption["portionSize"]>();
  const quantities = new Map<string, PortionOption["portionQuantity"]>();
  for (const option of options) {
    sizes.set(option.portionSize.id, option.portionSize);
    quantities.set(option.portionQuantity.id, option.portionQuantity);
  }
  const priced = (cents: number | undefined) => (cents === undefined ? "not offered" : formatUsd(cents));
  const chosen = priceOf(sizeId, quantityId);
  return {
    sizes: [...sizes.values()].map((size) => ({
      value: size.id,
      label: `${size.name} (serves ${size.serves}) · ${priced(priceOf(size.id, quantityId))}`,
    })),
    quantities: [...quantities.values()]
      .sort((a, b) => a.mealCount - b.mealCount)
      .map((quantity) => ({
        value: quantity.id,
        label: `${quantity.mealCount} meals · ${priced(priceOf(sizeId, quantity.id))}`,
      })),
    price: chosen === undefined ? null : formatUsd(chosen),
  };
}

/** One radio of the class page's buy box: a portion option whose label carries its price. */
export interface PortionRadio {
  /** "sizeId:quantityId", the `portion` field of the add form. */
  value: string;
  /** "Half (serves 2–3), 6 meals": the rest of the radio's name beside its price. */
  label: string;
  price: string;
}

/** The buy box as a grid (decision 038): a column per portion size, a row per number of meals. */
export interface PortionGrid {
  sizes: { id: string; name: string; serves: string }[];
  rows: { mealCount: number; meals: string; cells: (PortionRadio | null)[] }[];
  /** Every radio in reading order (row by row); the first is chosen to begin with. */
  radios: PortionRadio[];
}

export function portionGrid(options: readonly PortionOption[]): PortionGrid {
  const sizes = new Map<string, PortionOption["portionSize"]>();
  const quantities = new Map<string, PortionOption["portionQuantity"]>();
  for (const option of options) {
    sizes.set(option.portionSize.id, option.portionSize);
    quantities.set(option.portionQuantity.id, option.portionQuantity);
  }
  const mealsText = (count: number) => (count === 1 ? "1 meal" : `${count} meals`);
  const rows = [...quantities.values()]
    .sort((a, b) => a.mealCount - b.mealCount)
    .map((quantity) => ({
      mealCount: quantity.mealCount,
      meals: mealsText(quantity.mealCount),
      cells: [...sizes.values()].map((size): PortionRadio | null => {
        const option = options.find((each) => each.portionSize.id === size.id && each.portionQuantity.id === quantity.id);
        if (!option) return null;
        return {
          value: `${size.id}:${quantity.id}`,
          label: `${size.name} (serves ${size.serves}), ${mealsText(quantity.mealCount)}`,
          price: formatUsd(option.priceCents),
        };
      }),
    }));
  const radios = rows.flatMap((row) => row.cells.filter((cell): cell is PortionRadio => cell !== null));
  return { sizes: [...sizes.values()], rows, radios };
}

/** Lines with these fulfillments need an address at checkout. */
export const ADDRESS_FULFILLMENTS = new Set(["delivery", "shipping"]);

const PROBLEM_TEXT = {
  CANCELED: "This class was canceled. Remove it to check out.",
  PAST: "This class has already started. Remove it to check out.",
  FULL: "This class filled up after you added it. Remove it or choose another date.",
  UNPRICED: "These portions are no longer offered. Choose other portions.",
} as const;

export interface CartLineView {
  classId: string;
  name: string;
  href: string;
  fulfillmentName: string;
  startsAt: string;
  date: string;
  time: string;
  place: string;
  portionSizeId: string;
  portionQuantityId: string;
  portionText: string;
  /** Decision 041: "Meals: 1 × …" or the chef’s choice; null on a guests line (decision 040). */
  mealsText: string | null;
  /** Every portion option with its price, so the selects can show a change before the answer. */
  options: PortionOption[];
  choices: PortionChoices;
  price: string | null;
  discount: string | null;
  total: string | null;
  problem: { kind: keyof typeof PROBLEM_TEXT; text: string } | null;
  /** Decision 040: a seats or pairs line's guests (couples) and what it can change to; null for portions. */
  guests: { offer: GuestOffer; count: number; seats: number } | null;
  /** Decision 084: a seats or pairs line's price in the class's own terms ("$149 per couple · $74.50 a person"); null for portions. */
  unitPrice: string | null;
}

export interface PromotionView {
  promotionId: string;
  code: string;
  name: string;
  summary: string;
  discount: string;
  /** Why it takes nothing off now, in the api's words; null when it applies. */
  problem: string | null;
}

export interface GiftCardView {
  giftCardId: string;
  code: string;
  applied: string;
  remaining: string;
  disabled: boolean;
}

export interface TotalsRow {
  key: "subtotal" | "discount" | "tax" | "delivery" | "donation" | "moveDifference" | "total" | "giftCards" | "amountDue";
  label: string;
  amount: string;
}

export interface DonationView {
  current: string | null;
  currentCents: number;
  charity: { id: string; name: string; description: string; url: string } | null;
  suggested: Choice[];
}

/** Decision 083: what the cart delivers, the zip asked first, and each kitchen's fee rule. */
export interface DeliveryView {
  zipcode: string | null;
  fee: string;
  kitchens: { name: string; feeRule: string }[];
}

export interface CartView {
  uuid: string;
  classCount: number;
  lines: CartLineView[];
  promotions: PromotionView[];
  giftCards: GiftCardView[];
  donation: DonationView;
  totals: TotalsRow[];
  amountDueCents: number;
  totalCents: number;
  /** Any line that stops the checkout (decision 011: shown, not dropped). */
  hasProblems: boolean;
  needsAddress: boolean;
  /** null when nothing is delivered. */
  delivery: DeliveryView | null;
}

/** "10 %" of 1000 basis points, "12.5 %" of 1250. */
export function percentText(basisPoints: number): string {
  const percent = basisPoints / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0+$/, "")} %`;
}

/** "10 % off your order", "$15.00 off eligible classes". */
export function promotionSummary(promotion: Pick<CartData["promotions"][number], "discountType" | "discountValue" | "appliesTo">): string {
  const amount =
    promotion.discountType === "PERCENT" ? percentText(promotion.discountValue) : formatUsd(promotion.discountValue);
  return `${amount} off ${promotion.appliesTo === "ORDER" ? "your order" : "eligible classes"}`;
}

/** The alert after a code is applied: "Code WELCOME10 applied — 10 % off your order". */
export function promotionAppliedTitle(code: string, promotion: Parameters<typeof promotionSummary>[0] | undefined): string {
  return promotion ? `Code ${code} applied — ${promotionSummary(promotion)}` : `Code ${code} applied`;
}

/** "−$12.34" for amounts taken off. */
export function minusUsd(cents: number): string {
  return `−${formatUsd(cents)}`;
}

function lineView(line: CartData["classes"][number]): CartLineView {
  const { class: shopClass } = line;
  const zone = shopClass.location.timezone;
  const place =
    shopClass.location.name === shopClass.location.city
      ? shopClass.location.name
      : `${shopClass.location.name} · ${shopClass.location.city}`;
  // The cart takes no seat itself: the line may grow to what is free now (decision 040).
  const offer =
    line.offer === "PORTIONS" || line.unitPriceCents == null
      ? null
      : guestOffer(line.offer, line.unitPriceCents, shopClass.seatsLeft);
  const guests = offer && line.guests ? { offer: { ...offer, max: Math.max(offer.max, line.guests) }, count: line.guests, seats: line.seats } : null;
  return {
    classId: shopClass.id,
    name: shopClass.name,
    href: classHref(shopClass),
    fulfillmentName: shopClass.fulfillment.name,
    startsAt: shopClass.date,
    date: formatClassDate(shopClass.date, zone),
    time: formatClassTime(shopClass.date, zone),
    place,
    portionSizeId: line.portionSize.id,
    portionQuantityId: line.portionQuantity.id,
    portionText:
      guests === null
        ? `${line.portionSize.name} portions (serves ${line.portionSize.serves}) · ${line.portionQuantity.mealCount} meals`
        : guestsLabel(line.offer.toLowerCase(), guests.count),
    // Decision 041: which meals, or the chef's choice.
    mealsText:
      guests !== null ? null : line.meals.length === 0 ? "Meals: chef’s choice" : `Meals: ${line.meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ")}`,
    options: line.options.map(({ portionSize, portionQuantity, priceCents }) => ({
      portionSize: { id: portionSize.id, name: portionSize.name, serves: portionSize.serves },
      portionQuantity: { id: portionQuantity.id, mealCount: portionQuantity.mealCount },
      priceCents,
    })),
    choices: portionChoices(line.options, line.portionSize.id, line.portionQuantity.id),
    price: line.priceCents == null ? null : formatUsd(line.priceCents),
    discount: line.totals && line.totals.discountCents > 0 ? minusUsd(line.totals.discountCents) : null,
    total: line.totals ? formatUsd(line.totals.totalCents) : null,
    problem: line.problem ? { kind: line.problem, text: PROBLEM_TEXT[line.problem] } : null,
    guests,
    unitPrice: guests ? classPriceWords(line.offer, line.unitPriceCents) : null,
  };
}

/** The amounts every totals table shows, in the order of decision 009: GraphQL's TotalsFields, a cart's or an order's. */
type TotalsCents = TotalsFieldsFragment & {
  /** Decision 091: an order's move to a dearer date, its difference paid later by pay link. */
  moveDifferenceCents?: number;
};

/** The cart's totals table (decision 009 order), ending with what is still due. */
export function totalsRows(totals: CartData["totals"]): TotalsRow[] {
  return totalsTable(totals, "Gift cards", { label: "Amount due", cents: totals.amountDueCents });
}

/**
 * The rows of a totals table, the cart's or an order's: they differ only in the words for the
 * gift cards and in the last row (what is due, or what the card paid).
 */
export function totalsTable(totals: TotalsCents, giftCardsLabel: string, last: { label: string; cents: number }): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: "subtotal", label: "Subtotal", amount: formatUsd(totals.subtotalCents) }];
  if (totals.discountCents > 0) rows.push({ key: "discount", label: "Discounts", amount: minusUsd(totals.discountCents) });
  rows.push({ key: "tax", label: "Tax", amount: formatUsd(totals.taxCents) });
  if (totals.deliveryFeeCents > 0) rows.push({ key: "delivery", label: "Delivery", amount: formatUsd(totals.deliveryFeeCents) });
  if (totals.donationCents > 0) rows.push({ key: "donation", label: "Donation", amount: formatUsd(totals.donationCents) });
  if (totals.moveDifferenceCents) rows.push({ key: "moveDifference", label: "Moved to a dearer date (paid by pay link)", amount: formatUsd(totals.moveDifferenceCents) });
  rows.push({ key: "total", label: "Total", amount: formatUsd(totals.totalCents) });
  if (totals.giftCardCents > 0) rows.push({ key: "giftCards", label: giftCardsLabel, amount: minusUsd(totals.giftCardCents) });
  rows.push({ key: "amountDue", label: last.label, amount: formatUsd(last.cents) });
  return rows;
}

export function cartView(cart: CartData): CartView {
  const lines = cart.classes.map(lineView);
  return {
    uuid: cart.uuid,
    classCount: cart.classCount,
    lines,
    promotions: cart.promotions.map((promotion) => ({
      promotionId: promotion.promotionId,
      code: promotion.code,
      name: promotion.name,
      summary: promotionSummary(promotion),
      discount: minusUsd(promotion.discountCents),
      problem: promotion.reason ? (promotion.message ?? "This code takes nothing off your cart right now.") : null,
    })),
    giftCards: cart.giftCards.map((card) => ({
      giftCardId: card.giftCardId,
      code: card.code,
      applied: minusUsd(card.appliedCents),
      remaining: formatUsd(Math.max(0, card.balanceCents - card.appliedCents)),
      disabled: card.status === "DISABLED",
    })),
    donation: {
      current: cart.donationCents > 0 ? formatUsd(cart.donationCents) : null,
      currentCents: cart.donationCents,
      charity: cart.charityWindow
        ? {
            id: cart.charityWindow.id,
            name: cart.charityWindow.name,
            description: cart.charityWindow.description,
            url: cart.charityWindow.url,
          }
        : null,
      suggested: (cart.charityWindow?.suggestedAmounts ?? []).map((cents) => ({
        value: (cents / 100).toFixed(2),
        label: formatUsd(cents),
      })),
    },
    totals: totalsRows(cart.totals),
    amountDueCents: cart.totals.amountDueCents,
    totalCents: cart.totals.totalCents,
    hasProblems: lines.some((line) => line.problem !== null),
    needsAddress: cart.classes.some((line) => ADDRESS_FULFILLMENTS.has(line.class.fulfillment.key)),
    delivery: cart.delivery.needed
      ? { zipcode: cart.delivery.zipcode ?? null, fee: formatUsd(cart.delivery.feeCents), kitchens: cart.delivery.kitchens.map(({ name, feeRule }) => ({ name, feeRule })) }
      : null,
  };
}
