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
