/**
 * Issue 30 part 9: the newsroom's seed says of kitchens, addresses, nights, delivery days and group
 * sizes only what the seed's own kitchens and schedule say. The text is read as a reader would:
 * every kitchen, street and weekday it names is checked against the data.
 */
import { describe, expect, it } from "vitest";
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN } from "../../workers/core/class-requests";
import { FULFILLMENT, LOCATIONS, seedSlotsOf } from "../../drizzle/seed/data";
import { listInWords, SEED_PRESS_RELEASES } from "../../drizzle/seed/newsroom";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const text = (slug: string) => {
  const release = SEED_PRESS_RELEASES.find((row) => row.slug === slug);
  if (!release) throw new Error(`no release ${slug}`);
  return `${release.title}\n${release.summary}\n${release.body}`;
};
const citiesIn = (words: string) => LOCATIONS.filter((location) => location.active && words.includes(location.city)).map((location) => location.city);
const weekdaysIn = (words: string) => WEEKDAYS.filter((day) => words.includes(day)).map((day) => WEEKDAYS.indexOf(day));

describe("the newsroom's seed agrees with the seed's kitchens", () => {
  it("names every kitchen that delivers, no other, and their delivery days", () => {
    const words = text("meal-kits-delivered-across-northern-utah");
    const delivering = LOCATIONS.filter((location) => location.active && location.fulfillment_ids.includes(FULFILLMENT.delivery));
    expect(new Set(citiesIn(words))).toEqual(new Set(delivering.map((location) => location.city)));
    const days = new Set(
      delivering.flatMap((location) =>
        seedSlotsOf(location)
          .filter((slot) => slot.fulfillment === FULFILLMENT.delivery)
          .map((slot) => slot.weekday),
      ),
    );
    expect(new Set(weekdaysIn(words))).toEqual(days);
  });

  it("gives the Ogden kitchen its own street and its evening classes' nights", () => {
    const words = text("cache-valley-kitchen-opens-ogden-kitchen");
    const ogden = LOCATIONS.find((location) => location.slug === "ogden")!;
    expect(words).toContain(`${ogden.street} in ${ogden.city}`);
    for (const street of words.match(/\*\*(\d+[^*]*?) in /g) ?? []) expect(LOCATIONS.map((location) => `**${location.street} in `)).toContain(street);
    const evenings = seedSlotsOf(ogden).filter((slot) => slot.fulfillment === FULFILLMENT.inPerson && slot.hour >= 17 && slot.kind !== "private");
    for (const day of weekdaysIn(words))
      expect(
        evenings.some((slot) => slot.weekday === day) || seedSlotsOf(ogden).some((slot) => slot.weekday === day && slot.fulfillment === FULFILLMENT.delivery),
      ).toBe(true);
  });

  it("promises private classes for the request form's group sizes at the kitchens that take them", () => {
    const words = text("cache-valley-kitchen-opens-ogden-kitchen");
    const line = words.split("\n").find((row) => row.includes("Private classes"))!;
    expect(line).toContain(`groups of ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}`);
    expect(new Set(citiesIn(line))).toEqual(
      new Set(LOCATIONS.filter((location) => location.active && location.allow_custom_class).map((location) => location.city)),
    );
  });

  it("lists in words", () => {
    expect(listInWords(["Logan"])).toBe("Logan");
    expect(listInWords(["Logan", "Ogden", "Provo"])).toBe("Logan, Ogden and Provo");
  });
});
