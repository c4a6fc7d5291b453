import { describe, expect, it } from "vitest";
import { durationText } from "../../workers/core/counts";
import { listText, lowestPrice, seatsText } from "~/lib/catalog/catalog-format";
import { chosenMonth, laterChoice, monthChoices } from "~/lib/catalog/catalog-months";
import { classEventJsonLd, type ClassEventInput } from "~/lib/catalog/class-event";
import { listPagesOffering } from "~/lib/catalog/class-list-pages";

// 2026-11-21 16:58 in Denver: after the 15th, so the default month is December (spec §9).
const LATE_NOVEMBER = new Date("2026-11-21T23:58:00Z");
// 2026-12-31 18:00 in Denver, but already 2027-01-01 in UTC: the month is Denver's.
const NEW_YEARS_EVE = new Date("2027-01-01T01:00:00Z");

describe("catalog months", () => {
  it("offers the current month in Denver and the three after it", () => {
    expect(monthChoices(LATE_NOVEMBER).map((month) => month.key)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthChoices(NEW_YEARS_EVE)[0]).toEqual({ key: "2026-12", name: "December 2026" });
  });

  it("shows ?month= when it is a choice, else the default month of spec §9", () => {
    const choices = monthChoices(LATE_NOVEMBER);
    expect(chosenMonth("2027-01", choices, LATE_NOVEMBER)).toBe("2027-01");
    expect(chosenMonth("2026-11", choices, LATE_NOVEMBER)).toBe("2026-11");
    expect(chosenMonth(null, choices, LATE_NOVEMBER)).toBe("2026-12");
    expect(chosenMonth("2031-05", choices, LATE_NOVEMBER)).toBe("2026-12");
    expect(chosenMonth("December", choices, LATE_NOVEMBER)).toBe("2026-12");
  });

  it("suggests the next month only while it is still a choice", () => {
    const choices = monthChoices(LATE_NOVEMBER);
    expect(laterChoice("2026-12", choices)?.key).toBe("2027-01");
    expect(laterChoice("2027-02", choices)).toBeUndefined();
  });
});

describe("catalog wording", () => {
  it("says seats left, Full or Canceled", () => {
    expect(seatsText(7)).toBe("7 seats left");
    expect(seatsText(1)).toBe("1 seat left");
    expect(seatsText(0)).toBe("Full");
    expect(seatsText(5, true)).toBe("Canceled");
  });

  it("reads durations in hours and minutes", () => {
    expect(durationText(120)).toBe("2 hours");
    expect(durationText(150)).toBe("2 hours 30 minutes");
    expect(durationText(60)).toBe("1 hour");
    expect(durationText(45)).toBe("45 minutes");
  });

  it("finds the lowest price and lists names in running text", () => {
    expect(lowestPrice([9199, 4799, 8399])).toBe(4799);
    expect(lowestPrice([])).toBeUndefined();
    expect(listText(["Dairy", "Wheat", "Gluten"])).toBe("Dairy, Wheat and Gluten");
    expect(listText(["Dairy"])).toBe("Dairy");
  });

  it("links a kitchen to the list pages of the fulfillments it offers; shipping lists under /delivery", () => {
    expect(listPagesOffering(["in-person", "pre-assembled"]).map((page) => page.path)).toEqual(["/classes", "/pickup"]);
    expect(listPagesOffering(["shipping"]).map((page) => page.path)).toEqual(["/delivery"]);
  });
});

describe("classEventJsonLd", () => {
  const input: ClassEventInput = {
    name: "Date Night </script><script>alert(1)</script>",
    description: "Cook together",
    url: "https://shop.example/classes/LOG-20261203-1830-IP",
    startsAt: "2026-12-04T01:30:00.000Z",
    durationMinutes: 150,
    canceled: false,
    seatsLeft: 0,
    fulfillmentKey: "in-person",
    hostName: "Ana Morales",
    location: { name: "Logan", street: "75 N Main St", city: "Logan", state: "UT", zipcode: "84321" },
    prices: [{ name: "Half portion (serves 2–3), 3 meals", priceCents: 123456 }],
    organizer: { name: "Cache Valley Kitchen", url: "https://www.cachevalleykitchen.com" },
  };

  it("is a schema.org Event with end date, place, offers and organizer", () => {
    const event = JSON.parse(classEventJsonLd(input));
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-04T01:30:00.000Z",
      endDate: "2026-12-04T04:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", address: { "@type": "PostalAddress", postalCode: "84321" } },
      organizer: { "@type": "Organization", name: "Cache Valley Kitchen" },
      performer: { "@type": "Person", name: "Ana Morales" },
    });
    expect(event.offers).toEqual([
      expect.objectContaining({ price: "1234.56", priceCurrency: "USD", availability: "https://schema.org/SoldOut" }),
    ]);
  });

  it("marks a canceled class and leaves out the attendance mode of a delivery", () => {
    const event = JSON.parse(classEventJsonLd({ ...input, canceled: true, seatsLeft: 4, fulfillmentKey: "delivery" }));
    expect(event.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(event.eventAttendanceMode).toBeUndefined();
    expect(event.offers[0].availability).toBe("https://schema.org/SoldOut");
  });

  it("cannot close its script element early", () => {
    const text = classEventJsonLd(input);
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(input.name);
  });

  it("carries the class type's published reviews as AggregateRating and Review (decision 064), and none without", () => {
    expect(JSON.parse(classEventJsonLd(input))).not.toHaveProperty("aggregateRating");
    expect(JSON.parse(classEventJsonLd({ ...input, reviews: { average: null, count: 0, latest: [] } }))).not.toHaveProperty("review");
    const latest = [
      { rating: 5, comment: "Loved it", authorName: "Maria G.", createdAt: "2026-11-20T18:00:00.000Z" },
      { rating: 4, comment: "", authorName: "Tyler B.", createdAt: "2026-11-19T18:00:00.000Z" },
    ];
    const event = JSON.parse(classEventJsonLd({ ...input, reviews: { average: 4.666, count: 3, latest } }));
    expect(event.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.7", bestRating: "5", worstRating: "1", ratingCount: 3, reviewCount: 3 });
    expect(event.review).toEqual([
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: "5", bestRating: "5", worstRating: "1" },
        author: { "@type": "Person", name: "Maria G." },
        datePublished: "2026-11-20",
        reviewBody: "Loved it",
      },
      { "@type": "Review", reviewRating: { "@type": "Rating", ratingValue: "4", bestRating: "5", worstRating: "1" }, author: { "@type": "Person", name: "Tyler B." }, datePublished: "2026-11-19" },
    ]);
  });
});
