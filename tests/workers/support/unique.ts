/** Values no other test of this run, nor of another run beside it, uses (issue 13). */

/**
 * Ten digits no other test of this run (or any other run) draws: an area code 200–999 and seven
 * more digits, about 6.4 billion numbers, none of them the seed's 555-01xx. (A space of 8,000
 * numbers made two registrations of one run collide now and then: issue 13.)
 */
export function uniquePhone(): string {
  const [area, rest] = crypto.getRandomValues(new Uint32Array(2));
  const areaCode = 200 + (area! % 800);
  const exchange = 200 + (rest! % 800);
  const line = Math.floor(rest! / 800) % 10_000;
  return `${areaCode}${exchange}${String(line).padStart(4, "0")}`;
}
