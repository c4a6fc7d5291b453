// Counts in words, for the shop and the console alike: "1 registration", "2 registrations",
// "1,200 seats". One rule, so no page says "1 registrations" again.

/** `count` and the noun it counts, singular for exactly one; `many` for irregular plurals. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** "2 hours", "2 hours 30 minutes", "45 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(countOf(hours, "hour"));
  if (rest > 0 || hours === 0) parts.push(countOf(rest, "minute"));
  return parts.join(" ");
}
