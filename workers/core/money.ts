// Money is always integer cents (spec §9: currency USD with two decimals).

const CENTS_PER_DOLLAR = 100;
const BASIS_POINTS_PER_WHOLE = 10_000n;

/**
 * "$1,234.50"; negative amounts as "-$5.00".
 * Works on integers only so no float rounding can show a wrong cent; a non-integer input
 * (a programming error) is rounded to the nearest cent rather than breaking a page.
 */
export function formatUsd(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatUsd: not a finite amount: ${cents}`);
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const dollars = Math.floor(absolute / CENTS_PER_DOLLAR);
  const remainder = absolute % CENTS_PER_DOLLAR;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = rounded < 0 ? "-" : "";
  return `${sign}$${grouped}.${String(remainder).padStart(2, "0")}`;
}

// §5: digits with an optional decimal of up to two digits. A leading ".5" or a trailing "12."
// are unambiguous, so they are accepted. No sign: money inputs never take negatives.
const MONEY_INPUT_RE = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * Parses what a person typed into a money field (§5) into cents, or null when invalid.
 * Dollar signs and commas are stripped wherever they appear; surrounding whitespace is trimmed.
 * "12" → 1200, "$1,234.5" → 123450, "1.234" → null, "-5" → null, "" → null.
 */
export function parseMoneyInput(input: string): number | null {
  const cleaned = input.replace(/[$,]/g, "").trim();
  const match = MONEY_INPUT_RE.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  const cents = Number(whole || "0") * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The given share of an amount, e.g. tax: percentOf(1999, 725) is 7.25% of $19.99 → 145 cents.
 * Rounds half up to whole cents (144.9275 → 145, 0.5 → 1). Negative amounts (refunds) round
 * half away from zero so a refund's tax mirrors the sale's tax exactly.
 * Both arguments must be integers; BigInt keeps the product exact for any safe integer.
 */
export function percentOf(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`percentOf: cents and basis points must be integers (${cents}, ${basisPoints})`);
  }
  const product = BigInt(cents) * BigInt(basisPoints);
  const negative = product < 0n;
  const absolute = negative ? -product : product;
  const quotient = absolute / BASIS_POINTS_PER_WHOLE;
  const remainder = absolute % BASIS_POINTS_PER_WHOLE;
  const rounded = remainder * 2n >= BASIS_POINTS_PER_WHOLE ? quotient + 1n : quotient;
  return Number(negative ? -rounded : rounded);
}
