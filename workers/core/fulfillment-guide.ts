/**
 * What each way of getting a meal involves (spec §1, §3 fulfillment keys), for /fulfillment.
 * Names and list paths match the fulfillments of the catalog (docs/decisions/004-seed-data.md);
 * this is explanatory copy, not catalog data.
 */

import { durationText } from "./counts";

export const FULFILLMENT_KEYS = ["in-person", "pre-assembled", "delivery", "shipping"] as const;
export type FulfillmentKey = (typeof FULFILLMENT_KEYS)[number];

export interface FulfillmentGuide {
  key: FulfillmentKey;
  name: string;
  summary: string;
  steps: string[];
  expect: string[];
  /** The list page of this fulfillment (shipping is listed with delivery). */
  listPath: string;
  listLabel: string;
}

/** The months (1–12) when a long drive home warms a cooler bag: May to September. */
const WARM_MONTHS = new Set([5, 6, 7, 8, 9]);

/**
 * What a class at the kitchen asks of a customer, for a class of this length (the general guide
 * says the usual 60 to 90 minutes), with the cooler note only when it is warm (always, in the guide).
 */
function inPersonExpect(length: string, warm: boolean): string[] {
  return [
    `Plan on ${length}. Wear closed-toe shoes and tie back long hair.`,
    ...(warm ? ["Bring a cooler if you have a long drive home in summer."] : []),
    "We clean up. Tell us about allergies when you book and we’ll set your station up safely.",
  ];
}

export const FULFILLMENT_GUIDES: Record<FulfillmentKey, FulfillmentGuide> = {
  "in-person": {
    key: "in-person",
    name: "In-Person Class",
    summary: "Join a class in our kitchen and assemble or cook your meals alongside a chef.",
    steps: [
      "Pick a class at a kitchen near you and choose how many meals and what portion size to take home.",
      "Come in at class time. Everything is shopped, chopped and waiting at your prep station.",
      "Assemble or cook with a chef who shares techniques as you go, then carry your dinners out in a cooler bag.",
    ],
    expect: inPersonExpect("60 to 90 minutes", true),
    listPath: "/classes",
    listLabel: "Find a class",
  },
  "pre-assembled": {
    key: "pre-assembled",
    name: "Pre-Assembled Pickup",
    summary: "We assemble your freezer-ready meal kits and you pick them up at the kitchen.",
    steps: [
      "Choose a pickup window at one of our kitchens and pick your meals from the month’s menu.",
      "Our chefs assemble your kits, label them and keep them cold until you arrive.",
      "Stop by any time in your two-hour window; we’ll bring the kits to the counter.",
    ],
    expect: [
      "Kits are packed flat so they stack in a freezer. Each has a recipe card with thawing and cooking times.",
      "Can’t make your window? Call the kitchen before it starts and we’ll find another.",
    ],
    listPath: "/pickup",
    listLabel: "Find a pickup time",
  },
  delivery: {
    key: "delivery",
    name: "Delivery",
    summary: "Pre-assembled meal kits delivered cold to your door in a local delivery window.",
    steps: [
      "Enter your address to see the delivery windows of the kitchen that serves you.",
      "Pick your meals; our chefs assemble them the day of delivery.",
      "We bring the kits to your door in insulated bags during your window and text you when we’re close.",
    ],
    expect: [
      "You don’t have to be home: we leave kits in insulated bags out of direct sun.",
      "Put them in the freezer or fridge within two hours of delivery.",
    ],
    listPath: "/delivery",
    listLabel: "Find a delivery window",
  },
  shipping: {
    key: "shipping",
    name: "Shipping",
    summary: "Frozen meal kits packed in insulated boxes and shipped to addresses across Utah.",
    steps: [
      "Choose a shipping date from our Logan kitchen; shipping dates are listed with delivery.",
      "We freeze your kits solid and pack them with ice packs in a recyclable insulated box.",
      "The box arrives in one to three business days, still frozen or refrigerator-cold.",
    ],
    expect: [
      "Unpack the box the day it arrives. Kits that are still cold to the touch (40 °F or below) can go straight into the freezer.",
      "The liner and ice packs can be reused; the box is curbside recyclable.",
    ],
    listPath: "/delivery",
    listLabel: "See shipping dates",
  },
};

export function isFulfillmentKey(value: string): value is FulfillmentKey {
  return (FULFILLMENT_KEYS as readonly string[]).includes(value);
}

/**
 * The class page's and reminder's "What to bring" (decision 038): what the fulfillment's guide asks
 * of a customer; a class at the kitchen in its own terms — its length, and a cooler only in a warm month.
 */
export function whatToBring(key: string, occasion?: { durationMinutes: number; month: number }): string[] {
  if (!isFulfillmentKey(key)) return [];
  if (key !== "in-person" || !occasion) return FULFILLMENT_GUIDES[key].expect;
  return inPersonExpect(durationText(occasion.durationMinutes), WARM_MONTHS.has(occasion.month));
}
