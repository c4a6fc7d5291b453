// Quantity display in eighths (spec §9).

// Checked from the top: the first threshold the fraction is strictly above wins. As the spec
// gives them there is no 3/8 or 5/8: 0.2 and 0.3 show 1/4, 0.4 shows 1/2.
const FRACTION_STEPS: readonly { above: number; label: string }[] = [
  { above: 0.875, label: "7/8" },
  { above: 0.625, label: "3/4" },
  { above: 0.375, label: "1/2" },
  { above: 0.125, label: "1/4" },
  { above: 0.0625, label: "1/8" },
];

/**
 * "1 1/2", "3/4", "2"; 0 → "0".
 * - The whole part is never rounded up: a fraction above .875 (up to, not including, 1) shows 7/8,
 *   so 1.99 → "1 7/8", following the rule literally rather than rounding to "2".
 * - A fraction of .0625 or less is not shown: 2.05 → "2", 0.05 → "0".
 * - Negatives format the absolute value with a leading "-" (-1.5 → "-1 1/2"); a negative that
 *   shows as "0" has no sign.
 * - NaN and infinities show as "" since there is no quantity to show.
 */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return "";
  const absolute = Math.abs(value);
  const whole = Math.floor(absolute);
  const fraction = absolute - whole;
  const label = FRACTION_STEPS.find((step) => fraction > step.above)?.label;

  let shown: string;
  if (label === undefined) shown = String(whole);
  else shown = whole === 0 ? label : `${whole} ${label}`;

  return value < 0 && shown !== "0" ? `-${shown}` : shown;
}
