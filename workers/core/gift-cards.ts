// Gift card codes and amounts (decision 009, "Gift cards"; spec §5, §9).
import { formatUsd } from "./money";

/** Letters and digits that can't be misread for one another: no 0/O, no 1/I. */
export const GIFT_CARD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const CODE_LETTERS = 16;
const GROUP_LETTERS = 4;
// Bytes at or above this would favour the first letters; they are drawn again. With 32 letters
// 256 divides evenly and nothing is ever rejected, but the rule holds if the alphabet changes.
const UNBIASED_BYTE_LIMIT = 256 - (256 % GIFT_CARD_ALPHABET.length);

/**
 * A new code in the canonical shape "ABCD-EFGH-JKLM-NPQR" (16 letters, 80 bits of randomness).
 * `random` fills the given bytes; Web Crypto by default, a fixed sequence in tests.
 */
export function generateGiftCardCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let letters = "";
  while (letters.length < CODE_LETTERS) {
    const bytes = random(new Uint8Array(CODE_LETTERS - letters.length));
    if (bytes.length === 0) throw new RangeError("generateGiftCardCode: the random source gave no bytes");
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT && letters.length < CODE_LETTERS) {
        letters += GIFT_CARD_ALPHABET[byte % GIFT_CARD_ALPHABET.length];
      }
    }
  }
  return letters.match(new RegExp(`.{${GROUP_LETTERS}}`, "g"))?.join("-") ?? letters;
}

export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;

/**
 * null when a gift card may be bought for this amount ($10–$500, whole cents), else what to tell
 * the buyer. `cents` is parseMoneyInput's answer: null when the input wasn't money at all.
 */
export function checkGiftCardAmount(cents: number | null): string | null {
  const ok = cents !== null && Number.isSafeInteger(cents) && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS;
  return ok ? null : `Enter an amount from ${formatUsd(GIFT_CARD_MIN_CENTS)} to ${formatUsd(GIFT_CARD_MAX_CENTS)}.`;
}

/** Issue 30 part 8: the amounts offered as one tap on the gift card form; any other amount is typed. */
export const GIFT_CARD_PRESET_CENTS = [2500, 5000, 7500, 10000] as const;
/** The amount choice that means "use the typed amount". */
export const OTHER_GIFT_CARD_AMOUNT = "other";

/**
 * The amount text the form's rules read: a preset when one is chosen (it wins over anything typed,
 * so a form sent without JavaScript with both is not ambiguous), else the typed amount.
 */
export function chosenGiftCardAmount(choice: unknown, typed: unknown): string {
  const preset = GIFT_CARD_PRESET_CENTS.find((cents) => String(cents) === choice);
  if (preset !== undefined) return (preset / 100).toFixed(2);
  return typeof typed === "string" ? typed : "";
}

/**
 * Issue 30 part 8: the designs a gift card can carry (artwork drawn in code by scripts/gift-card-designs.ts, decision 086).
 * The key is stored with the card; cards from before designs carry the default.
 */
export const GIFT_CARD_DESIGNS = [
  { key: "classic", name: "Classic green", description: "a chef's knife and a sprig of thyme on green" },
  { key: "citrus", name: "Citrus", description: "lemon and orange slices on sunny yellow" },
  { key: "celebration", name: "Celebration", description: "a layer cake with candles and confetti" },
  { key: "harvest", name: "Harvest", description: "tomatoes, a carrot and leaves on warm red" },
] as const;

export type GiftCardDesignKey = (typeof GIFT_CARD_DESIGNS)[number]["key"];

export const DEFAULT_GIFT_CARD_DESIGN: GiftCardDesignKey = "classic";

/** The design of that key; an unknown or empty key (an old card) is the default design. */
export function giftCardDesign(key: string | null | undefined) {
  return GIFT_CARD_DESIGNS.find((design) => design.key === key) ?? GIFT_CARD_DESIGNS[0];
}

/** The picture of a design, a path on the shop (public/images/gift-cards). */
export function giftCardDesignPath(key: string | null | undefined): string {
  return `/images/gift-cards/${giftCardDesign(key).key}.png`;
}

/** The design pictures' size (scripts/gift-card-designs.ts): set on every img so nothing shifts. */
export const GIFT_CARD_DESIGN_WIDTH = 480;
export const GIFT_CARD_DESIGN_HEIGHT = 300;
