import { describe, expect, it } from "vitest";
import { classPriceWords, perPersonCents, priceTag } from "../../workers/core/price-words";

describe("a class's price in words (issue 30 part 4)", () => {
  it("says a class sold per guest by the guest", () => {
    expect(classPriceWords("seats", 3900)).toBe("$39 per guest");
    expect(classPriceWords("SEATS", 6950)).toBe("$69.50 per guest");
  });

  it("says a class sold per couple by the couple, with what one person pays", () => {
    expect(classPriceWords("pairs", 14900)).toBe("$149 per couple · $74.50 a person");
    expect(classPriceWords("PAIRS", 20000)).toBe("$200 per couple · $100 a person");
  });

  it("says a class sold by portions from its cheapest option", () => {
    expect(classPriceWords("portions", 4799)).toBe("From $47.99");
    expect(classPriceWords("PORTIONS", 120000)).toBe("From $1,200");
  });

  it("says nothing of a class without a price", () => {
    expect(classPriceWords("seats", null)).toBeNull();
    expect(classPriceWords("pairs", undefined)).toBeNull();
  });

  it("reads whole dollars without cents and keeps the cents otherwise", () => {
    expect(priceTag(14900)).toBe("$149");
    expect(priceTag(7450)).toBe("$74.50");
    expect(priceTag(5)).toBe("$0.05");
  });

  it("halves a couple's price for one person, to the cent, and keeps a guest's", () => {
    expect(perPersonCents("pairs", 14900)).toBe(7450);
    expect(perPersonCents("pairs", 15999)).toBe(8000);
    expect(perPersonCents("seats", 3900)).toBe(3900);
    expect(perPersonCents("portions", 4799)).toBe(4799);
  });
});
