/**
 * /menu and /menu-options (spec §2): a month's menu, its meals grouped by meal type, with an
 * allergy filter that the api applies (decision 006: an unknown allergen is an error, never a
 * silently wider list). Two operations: the month's menu first, then its meals.
 */
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { MenuMealFragment, MenuPageQuery } from "../../../graphql/generated/client/graphql";
import { formatUsd } from "../../../workers/core/money";
import { classPriceWords } from "../../../workers/core/price-words";
import { allergenText, listText } from "./catalog-format";
import { chosenMonth, monthChoices, type MonthChoice } from "./catalog-months";
import { publicQuery, failureOf } from "../core/graphql.server";

export interface MealGroup {
  key: string;
  heading: string;
  /** Each meal with its price and its allergens in a sentence, ready to show. */
  meals: (MenuMealFragment & { price: string; allergenText: string })[];
}

export interface PortionOptions {
  id: string;
  name: string;
  description: string;
  sizes: { key: string; name: string; serves: string }[];
  /** One row per number of meal kits, a price (or null) per portion size; none for a type sold per guest or couple. */
  rows: { mealCount: number; prices: (string | null)[] }[];
  /** Decision 084: a type sold per guest or couple, its price in those terms ("$69 per guest"), as its classes show it; null for portions. */
  price: string | null;
}

export async function loadMenu(request: Request, context: AppLoadContext, { withPortionOptions = false } = {}) {
  const url = new URL(request.url);
  const now = new Date();
  const months: MonthChoice[] = monthChoices(now);
  const month = chosenMonth(url.searchParams.get("month"), months, now);
  const allergyFree = [...new Set(url.searchParams.getAll("allergy_free").map((key) => key.trim()).filter(Boolean))];

  const page = await publicQuery(context, MenuPageDocument, { month, withPortionOptions });
  const menu = page.menus[0] ?? null;
  let meals: MenuMealFragment[] = [];
  let mealCount = 0;
  let allergyErrors: string[] = [];
  if (menu) {
    try {
      const answer = await publicQuery(context, MenuMealsDocument, { menuId: menu.id, allergyFree, filtering: allergyFree.length > 0 });
      meals = answer.meals;
      mealCount = answer.everyMeal?.length ?? meals.length;
    } catch (error) {
      const fields = failureOf(error)?.inputFields;
      if (!fields) throw error;
      allergyErrors = Object.values(fields).flat();
    }
  }

  // Meal types come with the meals (ordered by their id, the order of the seed), so the page
  // stays within 3 REST calls per operation (issue 3).
  const types = new Map<string, { id: number; name: string }>();
  for (const meal of meals) types.set(meal.mealType.key, { id: Number(meal.mealType.id), name: meal.mealType.name });
  const groups: MealGroup[] = [...types.entries()]
    .sort(([, a], [, b]) => a.id - b.id)
    .map(([key, type]) => ({
      key,
      heading: type.name.endsWith("s") ? type.name : `${type.name}s`,
      meals: meals
        .filter((meal) => meal.mealType.key === key)
        .map((meal) => ({ ...meal, price: formatUsd(meal.priceCents), allergenText: allergenText(meal.allergens) })),
    }));

  const filteredNames = page.allergies.filter((allergy) => allergyFree.includes(allergy.key)).map((allergy) => allergy.name);
  return {
    month,
    months,
    monthName: months.find((choice) => choice.key === month)?.name ?? month,
    /** "Dairy and Wheat": the allergens the visitor leaves out, in running text. */
    leftOut: listText(filteredNames),
    menu: menu && { name: menu.name, description: menu.description },
    allergies: page.allergies,
    allergyFree,
    allergyErrors,
    groups,
    shown: meals.length,
    mealCount,
    portionOptions: (page.classTypes ?? []).map(portionOptions),
  };
}

export type MenuData = Awaited<ReturnType<typeof loadMenu>>;

/** The two pages' words (spec §2): titles, descriptions, eyebrows and the link to the other mode, sent with the data so the browser bundle carries none of them. */
const MENU_META = {
  menu: {
    eyebrow: "Full menu",
    switchPath: "/menu-options",
    switchLabel: "See portion options and prices",
    title: "Full Menu",
    description: "This month’s freezer-ready meals from Cache Valley Kitchen, with prices, servings and allergens.",
  },
  "menu-options": {
    eyebrow: "Menu and portion options",
    switchPath: "/menu",
    switchLabel: "Show the menu only",
    title: "Menu Options",
    description: "This month’s meals with every portion option and its price: half or full portions, 3 to 12 meal kits.",
  },
};

/**
 * The loader of /menu and /menu-options: the menu, answered 400 when the allergy filter names an
 * allergen we don't know (the page still shows, with the message). Here rather than in the
 * routes, so their browser modules import nothing from @remix-run/cloudflare.
 */
export async function menuLoader(request: Request, context: AppLoadContext, options: { withPortionOptions?: boolean } = {}) {
  const data = await loadMenu(request, context, options);
  const { eyebrow, switchPath, switchLabel, ...meta } = MENU_META[options.withPortionOptions ? "menu-options" : "menu"];
  // The other mode's link keeps the filters (the month and the allergies).
  const modeSwitch = {
    eyebrow,
    heading: data.menu?.name ?? `Menu for ${data.monthName}`,
    lead: data.menu?.description ?? "This month’s menu is still simmering.",
    href: `${switchPath}${new URL(request.url).search}`,
    label: switchLabel,
    // What shows instead of the meals: no menu yet, or no meal free of the allergens left out.
    empty: !data.menu
      ? { title: `We haven’t published the menu for ${data.monthName} yet.`, text: "Choose another month above, or check back soon." }
      : data.groups.length === 0 && data.allergyErrors.length === 0
        ? { title: `No meal this month is free of ${data.leftOut}.`, text: "Call your kitchen: our chefs are glad to help with allergies." }
        : null,
  };
  return json({ ...data, meta, modeSwitch }, { status: data.allergyErrors.length > 0 ? 400 : 200 });
}

type ClassTypePrices = NonNullable<MenuPageQuery["classTypes"]>[number];

/** A class type's prices as a table: meal counts down, portion sizes across (narrow enough for phones). */
function portionOptions(type: ClassTypePrices): PortionOptions {
  // Decision 084: a type sold per guest or couple is priced so, not by its (unsold) portion grid.
  if (type.offer !== "PORTIONS") {
    const price = classPriceWords(type.offer, type.offer === "PAIRS" ? type.pairPriceCents : type.seatPriceCents);
    return { id: type.id, name: type.name, description: type.description, sizes: [], rows: [], price };
  }
  const sizes: PortionOptions["sizes"] = [];
  for (const { portionSize } of type.prices) {
    if (!sizes.some((size) => size.key === portionSize.key)) {
      sizes.push({ key: portionSize.key, name: portionSize.name, serves: portionSize.serves });
    }
  }
  const mealCounts = [...new Set(type.prices.map((price) => price.portionQuantity.mealCount))].sort((a, b) => a - b);
  const rows = mealCounts.map((mealCount) => ({
    mealCount,
    prices: sizes.map((size) => {
      const match = type.prices.find(
        (price) => price.portionSize.key === size.key && price.portionQuantity.mealCount === mealCount,
      );
      return match ? formatUsd(match.priceCents) : null;
    }),
  }));
  return { id: type.id, name: type.name, description: type.description, sizes, rows, price: null };
}

export const MenuMealFields = graphql(`
  fragment MenuMeal on Meal {
    ...MealSummary
    priceCents
    serves
  }
`);

const MenuPageDocument = graphql(`
  query MenuPage($month: String!, $withPortionOptions: Boolean!) {
    menus(month: $month) {
      id
      name
      description
    }
    allergies {
      key
      name
    }
    classTypes @include(if: $withPortionOptions) {
      id
      name
      description
      ...ClassTypeOfferFields
    }
  }
`);

const MenuMealsDocument = graphql(`
  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {
    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {
      ...MenuMeal
    }
    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {
      id
    }
  }
`);
