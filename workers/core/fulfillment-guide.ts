/**
 * What each way of getting a meal involves (spec §1, §3 fulfillment keys), for /fulfillment.
 * Names and list paths match the fulfillments of the catalog (docs/decisions/004-seed-data.md);
 * this is explanatory copy, not catalog data.
 */

import { classTypeProfile, whatToBringToClass } from "./class-type-profiles";

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

/** What any class at the kitchen asks, for /fulfillment's general guide; a class's own page says its type's (decision 087). */
const IN_PERSON_EXPECT = [
  "Plan on 60 to 90 minutes. Wear closed-toe shoes and tie back long hair.",
  "Bring a cooler if you have a long drive home in summer.",
  "We clean up. Tell us about allergies when you book and we’ll set your station up safely.",
];

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
    expect: IN_PERSON_EXPECT,
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
 * of a customer; a class at the kitchen in its own terms (decision 087) — its length, its class
 * type's lines (a meal-assembly's when none is given) and the note of its month.
 */
export function whatToBring(key: string, occasion?: { durationMinutes: number; month: number; classType?: { key: string; offer: string } }): string[] {
  if (!isFulfillmentKey(key)) return [];
  if (key !== "in-person" || !occasion) return FULFILLMENT_GUIDES[key].expect;
  const { key: typeKey, offer } = occasion.classType ?? { key: "meal-assembly", offer: "portions" };
  return whatToBringToClass(classTypeProfile(typeKey, offer), occasion);
}
