/**
 * The three list pages of spec §2 and the fulfillments each lists. /delivery lists delivery (3)
 * and shipping (4): both bring kits to the customer, and shipping's Fulfillment.path is /delivery
 * (decision 004). Keys rather than ids, because the class filter's `method` takes either.
 */
export interface ClassListPage {
  path: "/classes" | "/pickup" | "/delivery";
  /** Document title (spec §2 gives none for these routes). */
  title: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Fulfillment keys listed here: one, or two for /delivery. */
  fulfillmentKeys: readonly [string] | readonly [string, string];
  /** What a location card's link to this page says. */
  linkLabel: string;
  /** "classes", "pickup times", "delivery dates": what the page lists, in running text. */
  noun: string;
  /** The same for one: "class". */
  nounOne: string;
  /** Heading of the back link from a detail page. */
  backLabel: string;
}

export const CLASS_LIST_PAGES = {
  classes: {
    path: "/classes",
    title: "Classes",
    eyebrow: "In our kitchens",
    heading: "Cooking classes",
    intro: "Cook side by side with a chef in one of our kitchens, then take your dinners home.",
    fulfillmentKeys: ["in-person"],
    linkLabel: "Classes",
    noun: "classes",
    nounOne: "class",
    backLabel: "All classes",
  },
  pickup: {
    path: "/pickup",
    title: "Pickup",
    eyebrow: "Ready when you are",
    heading: "Pre-assembled pickup",
    intro: "We shop, chop and pack your freezer-ready meal kits. Choose a kitchen and a time to pick them up.",
    fulfillmentKeys: ["pre-assembled"],
    linkLabel: "Pickup",
    noun: "pickup times",
    nounOne: "pickup time",
    backLabel: "All pickup times",
  },
  delivery: {
    path: "/delivery",
    title: "Delivery",
    eyebrow: "To your door",
    heading: "Delivery and shipping",
    intro: "The same kits, delivered cold to your door by our team, or shipped frozen anywhere in Utah.",
    fulfillmentKeys: ["delivery", "shipping"],
    linkLabel: "Delivery",
    noun: "delivery dates",
    nounOne: "delivery date",
    backLabel: "All delivery dates",
  },
} as const satisfies Record<string, ClassListPage>;

export type ClassListPageKey = keyof typeof CLASS_LIST_PAGES;

export const CLASS_LIST_PAGE_KEYS = Object.keys(CLASS_LIST_PAGES) as ClassListPageKey[];

/** The list pages a location with these fulfillments can be browsed on, in page order. */
export function listPagesOffering(fulfillmentKeys: readonly string[]): ClassListPage[] {
  return CLASS_LIST_PAGE_KEYS.map((key) => CLASS_LIST_PAGES[key] as ClassListPage).filter((page) =>
    page.fulfillmentKeys.some((key) => fulfillmentKeys.includes(key)),
  );
}
