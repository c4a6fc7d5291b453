/**
 * Seed data of the api database: pure data and pure functions, no I/O.
 * Rows carry explicit ids (1-based position in their list) so the seed can wire
 * relations without reading ids back from D1, which has no interactive transactions.
 */
import type {
  allergies,
  charityWindows,
  classes,
  classTypes,
  codes,
  employeeLinks,
  fulfillments,
  giftCards,
  giftCardTransactions,
  locations,
  meals,
  mealTypes,
  menus,
  portionPrices,
  portionQuantities,
  portionSizes,
  promotionRedemptions,
  promotions,
  reservationSizes,
  roles,
  users,
} from "../api/schema";
import { ROLE_GRANTS } from "../../workers/core/admin-permissions";
import { FULFILLMENT_CODES, privateLinkKey } from "../../workers/core/class-skus";
import { CLASS_TYPE_PROFILES, DINNER_THEMES, KIDS_THEMES as KIDS_CLASS_THEMES } from "../../workers/core/class-type-profiles";

export type FulfillmentInsert = typeof fulfillments.$inferInsert;
export type LocationInsert = typeof locations.$inferInsert;
export type AllergyInsert = typeof allergies.$inferInsert;
export type MealTypeInsert = typeof mealTypes.$inferInsert;
export type MealInsert = typeof meals.$inferInsert;
export type MenuInsert = typeof menus.$inferInsert;
export type ClassTypeInsert = typeof classTypes.$inferInsert;
export type ReservationSizeInsert = typeof reservationSizes.$inferInsert;
export type PortionSizeInsert = typeof portionSizes.$inferInsert;
export type PortionQuantityInsert = typeof portionQuantities.$inferInsert;
export type PortionPriceInsert = typeof portionPrices.$inferInsert;
export type RoleInsert = typeof roles.$inferInsert;
export type UserInsert = typeof users.$inferInsert;
export type ClassInsert = typeof classes.$inferInsert;
export type CharityWindowInsert = typeof charityWindows.$inferInsert;
export type EmployeeLinkInsert = typeof employeeLinks.$inferInsert;

export const TIMEZONE = "America/Denver";

// ---------------------------------------------------------------------------
// Fulfillments (spec §3: 1 class, 2 pickup, 3 delivery; shipping is 4)
// ---------------------------------------------------------------------------

export const FULFILLMENT = { inPerson: 1, preAssembled: 2, delivery: 3, shipping: 4 } as const;
export type FulfillmentId = (typeof FULFILLMENT)[keyof typeof FULFILLMENT];

export const FULFILLMENTS = [
  {
    id: 1,
    key: "in-person",
    name: "In-Person Class",
    path: "/classes",
    description: "Join a class in our kitchen and assemble or cook your meals alongside a chef.",
  },
  {
    id: 2,
    key: "pre-assembled",
    name: "Pre-Assembled Pickup",
    path: "/pickup",
    description: "We assemble your freezer-ready meal kits and you pick them up at the kitchen.",
  },
  {
    id: 3,
    key: "delivery",
    name: "Delivery",
    path: "/delivery",
    description: "Pre-assembled meal kits delivered cold to your door in a local delivery window.",
  },
  {
    id: 4,
    key: "shipping",
    name: "Shipping",
    path: "/delivery",
    description: "Frozen meal kits packed in insulated boxes and shipped to addresses across Utah.",
  },
] as const satisfies readonly (FulfillmentInsert & { id: FulfillmentId })[];

/** Short code of a fulfillment, used in class skus. */

// ---------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------

export interface SeedLocation extends LocationInsert {
  id: number;
  slug: string;
  /** Three-letter code used in class skus. */
  code: string;
  fulfillment_ids: readonly FulfillmentId[];
}

/**
 * Real streets and zip codes; coordinates are approximate. Phone numbers use the
 * 555-01xx block reserved for fiction so no real business gets called.
 */
export const LOCATIONS: readonly SeedLocation[] = [
  {
    id: 1,
    name: "Logan",
    slug: "logan",
    code: "LOG",
    street: "75 N Main St",
    city: "Logan",
    state: "UT",
    zipcode: "84321",
    latitude: 41.7318,
    longitude: -111.8348,
    timezone: TIMEZONE,
    phone: "4355550101",
    email: "logan@cachevalleykitchen.com",
    tax_rate_bps: 745,
    shipping: true,
    allow_custom_class: true,
    calendar_id: "cvk-logan",
    active: true,
    active_months: null,
    // Decision 083: Cache Valley within 25 miles, free from $150.
    delivery_radius_miles: 25,
    delivery_fee_cents: 799,
    delivery_free_over_cents: 15_000,
    fulfillment_ids: [1, 2, 3, 4],
  },
  {
    id: 2,
    name: "Smithfield",
    slug: "smithfield",
    code: "SMI",
    street: "45 N Main St",
    city: "Smithfield",
    state: "UT",
    zipcode: "84335",
    latitude: 41.8367,
    longitude: -111.833,
    timezone: TIMEZONE,
    phone: "4355550102",
    email: "smithfield@cachevalleykitchen.com",
    tax_rate_bps: 720,
    shipping: false,
    allow_custom_class: false,
    calendar_id: null,
    active: true,
    active_months: null,
    fulfillment_ids: [1, 2],
  },
  {
    id: 3,
    name: "Brigham City",
    slug: "brigham-city",
    code: "BRC",
    street: "58 N Main St",
    city: "Brigham City",
    state: "UT",
    zipcode: "84302",
    latitude: 41.5115,
    longitude: -112.0155,
    timezone: TIMEZONE,
    phone: "4355550103",
    email: "brighamcity@cachevalleykitchen.com",
    tax_rate_bps: 725,
    shipping: false,
    allow_custom_class: false,
    calendar_id: null,
    active: true,
    active_months: null,
    fulfillment_ids: [1, 2],
  },
  {
    id: 4,
    name: "Ogden",
    slug: "ogden",
    code: "OGD",
    street: "2415 Washington Blvd",
    city: "Ogden",
    state: "UT",
    zipcode: "84401",
    latitude: 41.2236,
    longitude: -111.9707,
    timezone: TIMEZONE,
    phone: "8015550104",
    email: "ogden@cachevalleykitchen.com",
    tax_rate_bps: 735,
    shipping: false,
    allow_custom_class: false,
    calendar_id: "cvk-ogden",
    active: true,
    active_months: null,
    // Decision 083: Weber and Davis counties within 30 miles (Moab, 230 miles away, is not), free from $150.
    delivery_radius_miles: 30,
    delivery_fee_cents: 799,
    delivery_free_over_cents: 15_000,
    fulfillment_ids: [1, 2, 3],
  },
  {
    id: 5,
    name: "Layton",
    slug: "layton",
    code: "LAY",
    street: "925 W Heritage Park Blvd",
    city: "Layton",
    state: "UT",
    zipcode: "84041",
    latitude: 41.0728,
    longitude: -111.981,
    timezone: TIMEZONE,
    phone: "8015550105",
    email: "layton@cachevalleykitchen.com",
    tax_rate_bps: 725,
    shipping: false,
    allow_custom_class: false,
    calendar_id: null,
    active: true,
    active_months: null,
    fulfillment_ids: [1, 2],
  },
  {
    id: 6,
    name: "Salt Lake City — Sugar House",
    slug: "salt-lake-city",
    code: "SLC",
    street: "1048 E 2100 S",
    city: "Salt Lake City",
    state: "UT",
    zipcode: "84106",
    latitude: 40.7251,
    longitude: -111.8573,
    timezone: TIMEZONE,
    phone: "3855550106",
    email: "saltlake@cachevalleykitchen.com",
    tax_rate_bps: 775,
    shipping: false,
    allow_custom_class: true,
    calendar_id: "cvk-salt-lake-city",
    active: true,
    active_months: null,
    // Decision 083: the valley's central zip codes, free from $100.
    delivery_zipcodes: ["84101", "84102", "84103", "84104", "84105", "84106", "84108", "84109", "84111", "84115", "84117", "84119", "84121", "84124"],
    delivery_fee_cents: 599,
    delivery_free_over_cents: 10_000,
    fulfillment_ids: [1, 2, 3],
  },
  {
    id: 7,
    name: "Provo",
    slug: "provo",
    code: "PRO",
    street: "280 W Center St",
    city: "Provo",
    state: "UT",
    zipcode: "84601",
    latitude: 40.2339,
    longitude: -111.665,
    timezone: TIMEZONE,
    phone: "8015550107",
    email: "provo@cachevalleykitchen.com",
    tax_rate_bps: 745,
    shipping: false,
    allow_custom_class: false,
    calendar_id: "cvk-provo",
    active: true,
    active_months: null,
    // Decision 083: Utah Valley within 20 miles, always $6.99.
    delivery_radius_miles: 20,
    delivery_fee_cents: 699,
    fulfillment_ids: [1, 2, 3],
  },
  {
    // Coming soon; snowbird season only once it opens (too hot for classes in summer).
    id: 8,
    name: "St. George (Coming Soon)",
    slug: "st-george",
    code: "STG",
    street: "86 N Main St",
    city: "St. George",
    state: "UT",
    zipcode: "84770",
    latitude: 37.109,
    longitude: -113.5836,
    timezone: TIMEZONE,
    phone: "4355550108",
    email: "stgeorge@cachevalleykitchen.com",
    tax_rate_bps: 675,
    shipping: false,
    allow_custom_class: false,
    calendar_id: null,
    active: false,
    active_months: [1, 2, 3, 4, 5, 10, 11, 12],
    fulfillment_ids: [1],
  },
];

/** The insertable row of a seed location (drops the seed-only fields). */
export function locationRow(location: SeedLocation): LocationInsert {
  const { code: _code, fulfillment_ids: _fulfillmentIds, ...row } = location;
  return row;
}

export function locationFulfillmentRows(
  list: readonly SeedLocation[] = LOCATIONS,
): Array<{ location_id: number; fulfillment_id: number }> {
  return list.flatMap((l) => l.fulfillment_ids.map((f) => ({ location_id: l.id, fulfillment_id: f })));
}

// ---------------------------------------------------------------------------
// Geography
// ---------------------------------------------------------------------------

export interface LatLong {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: LatLong, b: LatLong): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const SHIPPING_RADIUS_MILES = 120;

/** Business days from a location to a zip code by distance, or null when out of range. */
export function offsetDaysForMiles(miles: number): number | null {
  if (miles <= 30) return 1;
  if (miles <= 75) return 2;
  if (miles <= SHIPPING_RADIUS_MILES) return 3;
  return null;
}

export interface ZipcodeInput extends LatLong {
  zipcode: string;
  city: string;
  state: string;
}

/** Shipping offsets of the Utah zip codes near locations that deliver or ship. */
export function buildShippingOffsets(
  zipcodes: readonly ZipcodeInput[],
  list: readonly SeedLocation[] = LOCATIONS,
): Array<{ zipcode: string; location_id: number; offset_days: number }> {
  const senders = list.filter((l) => l.fulfillment_ids.some((f) => f === FULFILLMENT.delivery || f === FULFILLMENT.shipping));
  const seen = new Set<string>();
  const rows: Array<{ zipcode: string; location_id: number; offset_days: number }> = [];
  for (const zip of zipcodes) {
    if (zip.state !== "UT" || seen.has(zip.zipcode)) continue;
    seen.add(zip.zipcode);
    for (const location of senders) {
      const days = offsetDaysForMiles(milesBetween(zip, location as LatLong));
      if (days !== null) rows.push({ zipcode: zip.zipcode, location_id: location.id, offset_days: days });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------
// Allergies, meal types, meals
// ---------------------------------------------------------------------------

export const ALLERGIES = [
  { id: 1, key: "dairy", name: "Dairy" },
  { id: 2, key: "eggs", name: "Eggs" },
  { id: 3, key: "fish", name: "Fish" },
  { id: 4, key: "shellfish", name: "Shellfish" },
  { id: 5, key: "tree-nuts", name: "Tree Nuts" },
  { id: 6, key: "peanuts", name: "Peanuts" },
  { id: 7, key: "wheat", name: "Wheat" },
  { id: 8, key: "soy", name: "Soy" },
  { id: 9, key: "sesame", name: "Sesame" },
  { id: 10, key: "gluten", name: "Gluten" },
] as const satisfies readonly (AllergyInsert & { id: number })[];

export type AllergyKey = (typeof ALLERGIES)[number]["key"];

export const MEAL_TYPES = [
  { id: 1, key: "entree", name: "Entrée" },
  { id: 2, key: "side", name: "Side" },
  { id: 3, key: "soup", name: "Soup" },
  { id: 4, key: "breakfast", name: "Breakfast" },
  { id: 5, key: "dessert", name: "Dessert" },
] as const satisfies readonly (MealTypeInsert & { id: number })[];

export type MealTypeKey = (typeof MEAL_TYPES)[number]["key"];

export interface SeedMeal {
  slug: string;
  name: string;
  description: string;
  ingredients: string;
  instructions: string;
  meal_type: MealTypeKey;
  price_cents: number;
  serves: 4 | 6;
  calories: number;
  allergies: readonly AllergyKey[];
}

const steps = (...lines: string[]) => lines.join("\n");

export const MEALS: readonly SeedMeal[] = [
  // --- entrées ---
  {
    slug: "honey-lime-chicken-enchiladas",
    name: "Honey-Lime Chicken Enchiladas",
    description:
      "Tender shredded chicken in a sweet-tart honey-lime marinade, rolled in flour tortillas and smothered in green chile sauce and melty Monterey Jack.",
    ingredients:
      "chicken breast, flour tortillas (wheat flour), green enchilada sauce, Monterey Jack cheese, honey, lime juice, chili powder, garlic, salt",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Bake covered at 375°F for 25 minutes.",
      "Uncover, sprinkle the remaining cheese and bake 10 more minutes until bubbly.",
    ),
    meal_type: "entree",
    price_cents: 3499,
    serves: 6,
    calories: 520,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "sweet-pork-barbacoa",
    name: "Sweet Pork Barbacoa",
    description:
      "Slow-braised pork shoulder simmered in Dr Pepper, brown sugar and green chiles — the Utah favourite, ready for burritos or salads.",
    ingredients:
      "pork shoulder, Dr Pepper, brown sugar, diced green chiles, red enchilada sauce, garlic, cumin, lime juice, flour tortillas (wheat flour), cilantro-lime rice",
    instructions: steps(
      "Place frozen pork and sauce in a slow cooker on low for 8 hours.",
      "Shred with two forks and stir back into the sauce.",
      "Warm the tortillas and serve with the rice.",
    ),
    meal_type: "entree",
    price_cents: 3799,
    serves: 6,
    calories: 610,
    allergies: ["wheat", "gluten"],
  },
  {
    slug: "chicken-tikka-masala",
    name: "Chicken Tikka Masala",
    description:
      "Yogurt-marinated chicken in a velvety tomato and cream sauce warmed with garam masala, served over fragrant basmati rice.",
    ingredients:
      "chicken thighs, whole-milk yogurt, tomato purée, heavy cream, butter, onion, garlic, ginger, garam masala, turmeric, basmati rice",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Simmer the chicken and sauce in a covered skillet for 20 minutes, stirring occasionally.",
      "Cook the rice and serve the chicken over it.",
    ),
    meal_type: "entree",
    price_cents: 3699,
    serves: 4,
    calories: 640,
    allergies: ["dairy"],
  },
  {
    slug: "beef-and-broccoli",
    name: "Beef & Broccoli",
    description:
      "Takeout-style flank steak and crisp broccoli in a glossy garlic-ginger sauce, faster than delivery on a busy weeknight.",
    ingredients:
      "flank steak, broccoli florets, soy sauce (soybeans, wheat), brown sugar, garlic, ginger, sesame oil, cornstarch, jasmine rice",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Sear the beef in a hot skillet for 3 minutes, add the broccoli and sauce and cook 5 minutes until thick.",
      "Serve over steamed jasmine rice.",
    ),
    meal_type: "entree",
    price_cents: 3599,
    serves: 4,
    calories: 560,
    allergies: ["soy", "wheat", "gluten", "sesame"],
  },
  {
    slug: "teriyaki-salmon",
    name: "Teriyaki Salmon",
    description:
      "Wild salmon fillets glazed with a house teriyaki and finished with toasted sesame and green onion, with snap peas and rice.",
    ingredients:
      "salmon fillets, soy sauce (soybeans, wheat), mirin, brown sugar, garlic, ginger, sesame seeds, green onion, sugar snap peas, jasmine rice",
    instructions: steps(
      "Thaw the salmon in the refrigerator.",
      "Bake at 400°F for 12–15 minutes, basting with the glaze halfway.",
      "Steam the snap peas, cook the rice and sprinkle with sesame and green onion.",
    ),
    meal_type: "entree",
    price_cents: 4299,
    serves: 4,
    calories: 530,
    allergies: ["fish", "soy", "wheat", "gluten", "sesame"],
  },
  {
    slug: "baked-ziti",
    name: "Baked Ziti",
    description:
      "Ziti tossed with Italian sausage and slow-simmered marinara, layered with ricotta and baked under a blanket of mozzarella.",
    ingredients:
      "ziti pasta (durum wheat), Italian sausage, marinara sauce, ricotta cheese, mozzarella cheese, parmesan cheese, garlic, basil",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Bake covered at 375°F for 35 minutes.",
      "Uncover and bake 10 more minutes until the cheese is golden.",
    ),
    meal_type: "entree",
    price_cents: 3299,
    serves: 6,
    calories: 590,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "chicken-pot-pie",
    name: "Chicken Pot Pie",
    description:
      "Creamy chicken and vegetable filling under a flaky butter crust — the dinner everyone asks for on the first snowy night.",
    ingredients:
      "chicken breast, carrots, peas, celery, onion, butter, all-purpose flour, chicken broth, whole milk, pie crust (wheat flour, butter), egg wash, thyme",
    instructions: steps(
      "Bake from frozen at 400°F for 60–70 minutes, tenting with foil if the crust browns early.",
      "Rest 10 minutes before slicing.",
    ),
    meal_type: "entree",
    price_cents: 3499,
    serves: 6,
    calories: 610,
    allergies: ["dairy", "eggs", "wheat", "gluten"],
  },
  {
    slug: "hawaiian-haystacks",
    name: "Hawaiian Haystacks",
    description:
      "The classic Utah potluck dinner: creamy chicken gravy over rice, piled high with pineapple, cheddar, tomatoes and crunchy chow mein noodles.",
    ingredients:
      "chicken breast, condensed cream of chicken soup (wheat flour, milk), sour cream, long-grain rice, chow mein noodles (wheat flour), pineapple tidbits, cheddar cheese, tomatoes, green onion",
    instructions: steps(
      "Thaw the chicken gravy overnight and warm it in a saucepan for 10 minutes.",
      "Cook the rice.",
      "Serve the gravy over rice and let everyone build their own stack with the toppings.",
    ),
    meal_type: "entree",
    price_cents: 2999,
    serves: 6,
    calories: 580,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "pork-al-pastor-street-tacos",
    name: "Pork al Pastor Street Tacos",
    description:
      "Achiote and guajillo-marinated pork seared with pineapple and piled on warm corn tortillas with onion, cilantro and lime.",
    ingredients:
      "pork shoulder, pineapple, guajillo chiles, achiote paste, orange juice, white onion, garlic, cilantro, corn tortillas, limes",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Sear the pork and pineapple in a hot skillet for 8–10 minutes until charred at the edges.",
      "Warm the tortillas and top with onion, cilantro and a squeeze of lime.",
    ),
    meal_type: "entree",
    price_cents: 3399,
    serves: 4,
    calories: 490,
    allergies: [],
  },
  {
    slug: "korean-beef-bulgogi-bowls",
    name: "Korean Beef Bulgogi Bowls",
    description:
      "Thin-sliced ribeye marinated in Asian pear, soy and sesame, seared fast and served over rice with crisp cucumber.",
    ingredients:
      "ribeye steak, soy sauce (soybeans, wheat), Asian pear, brown sugar, garlic, sesame oil, sesame seeds, green onion, jasmine rice, cucumber",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Sear the beef in batches in a very hot skillet, 2–3 minutes per batch.",
      "Serve over rice with sliced cucumber, green onion and sesame seeds.",
    ),
    meal_type: "entree",
    price_cents: 3899,
    serves: 4,
    calories: 620,
    allergies: ["soy", "wheat", "gluten", "sesame"],
  },
  {
    slug: "lemon-herb-chicken-orzo",
    name: "Lemon-Herb Chicken Orzo",
    description:
      "One-pan chicken thighs and orzo simmered in lemony broth with spinach and finished with crumbled feta.",
    ingredients:
      "chicken thighs, orzo pasta (durum wheat), chicken broth, lemon, garlic, baby spinach, feta cheese, oregano, olive oil",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Brown the chicken in a deep skillet, add the orzo and broth and simmer covered for 15 minutes.",
      "Stir in the spinach and top with feta.",
    ),
    meal_type: "entree",
    price_cents: 3299,
    serves: 4,
    calories: 540,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "shrimp-scampi-linguine",
    name: "Shrimp Scampi Linguine",
    description: "Garlicky butter-and-white-wine shrimp tossed with linguine, lemon, parsley and parmesan.",
    ingredients:
      "shrimp, linguine pasta (durum wheat), butter, garlic, white wine, lemon juice, parsley, red pepper flakes, parmesan cheese",
    instructions: steps(
      "Thaw the shrimp in the refrigerator.",
      "Boil the linguine; meanwhile sauté the shrimp in the garlic butter for 3–4 minutes.",
      "Toss with the pasta, lemon and parmesan.",
    ),
    meal_type: "entree",
    price_cents: 3999,
    serves: 4,
    calories: 580,
    allergies: ["shellfish", "dairy", "wheat", "gluten"],
  },
  {
    slug: "slow-cooker-pot-roast",
    name: "Slow-Cooker Pot Roast",
    description:
      "Sunday-dinner chuck roast braised with baby potatoes, carrots and rosemary until it falls apart at the touch of a fork.",
    ingredients:
      "beef chuck roast, baby potatoes, carrots, yellow onion, beef broth, tomato paste, garlic, rosemary, thyme",
    instructions: steps(
      "Place the frozen contents in a slow cooker.",
      "Cook on low for 8–9 hours until fork-tender.",
      "Slice the roast and spoon the juices over the vegetables.",
    ),
    meal_type: "entree",
    price_cents: 3999,
    serves: 6,
    calories: 560,
    allergies: [],
  },
  {
    slug: "thai-peanut-chicken",
    name: "Thai Peanut Chicken",
    description:
      "Chicken and bell peppers in a creamy peanut-lime sauce tossed with rice noodles and topped with crushed peanuts and cilantro.",
    ingredients:
      "chicken thighs, peanut butter, soy sauce (soybeans, wheat), lime juice, honey, ginger, garlic, rice noodles, red bell pepper, cilantro, crushed peanuts",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Sauté the chicken and peppers for 8 minutes, then stir in the sauce.",
      "Soak the rice noodles in hot water, toss with the chicken and garnish.",
    ),
    meal_type: "entree",
    price_cents: 3499,
    serves: 4,
    calories: 600,
    allergies: ["peanuts", "soy", "wheat", "gluten"],
  },
  {
    slug: "sheet-pan-steak-fajitas",
    name: "Sheet-Pan Steak Fajitas",
    description: "Smoky marinated flank steak roasted with peppers and onions, with warm tortillas, pico and sour cream.",
    ingredients:
      "flank steak, bell peppers, yellow onion, fajita seasoning, lime juice, olive oil, flour tortillas (wheat flour), sour cream, pico de gallo",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Spread on a sheet pan and roast at 425°F for 15–18 minutes.",
      "Serve in warm tortillas with pico and sour cream.",
    ),
    meal_type: "entree",
    price_cents: 3599,
    serves: 4,
    calories: 550,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "chicken-cordon-bleu",
    name: "Chicken Cordon Bleu",
    description:
      "Chicken breasts rolled around ham and Swiss, coated in crisp panko and served with a tangy Dijon cream sauce.",
    ingredients:
      "chicken breast, deli ham, Swiss cheese, panko breadcrumbs (wheat flour), eggs, all-purpose flour, butter, Dijon mustard, heavy cream",
    instructions: steps(
      "Bake from frozen at 375°F for 40–45 minutes until 165°F inside.",
      "Warm the Dijon cream sauce in a small saucepan.",
      "Slice and spoon the sauce over the top.",
    ),
    meal_type: "entree",
    price_cents: 3699,
    serves: 4,
    calories: 630,
    allergies: ["dairy", "eggs", "wheat", "gluten"],
  },
  {
    slug: "cashew-chicken",
    name: "Cashew Chicken",
    description:
      "A takeout-style stir-fry of chicken, snap peas and toasted cashews in a savory hoisin glaze.",
    ingredients:
      "chicken breast, roasted cashews, soy sauce (soybeans, wheat), hoisin sauce, garlic, ginger, sesame oil, sugar snap peas, cornstarch, long-grain rice",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Stir-fry the chicken for 6 minutes, add the snap peas and sauce and cook 3 more minutes.",
      "Toss in the cashews and serve over rice.",
    ),
    meal_type: "entree",
    price_cents: 3499,
    serves: 4,
    calories: 590,
    allergies: ["tree-nuts", "soy", "wheat", "gluten", "sesame"],
  },
  {
    slug: "pesto-chicken-penne",
    name: "Pesto Chicken Penne",
    description: "Grilled chicken and penne tossed in basil-pine nut pesto with sun-dried tomatoes and shaved parmesan.",
    ingredients:
      "chicken breast, penne pasta (durum wheat), basil pesto (basil, olive oil, pine nuts, parmesan cheese, garlic), sun-dried tomatoes, parmesan cheese",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Boil the penne and sauté the sliced chicken until warmed through.",
      "Toss everything with the pesto and top with parmesan.",
    ),
    meal_type: "entree",
    price_cents: 3399,
    serves: 4,
    calories: 610,
    allergies: ["tree-nuts", "dairy", "wheat", "gluten"],
  },
  {
    slug: "baja-fish-tacos",
    name: "Baja Fish Tacos",
    description: "Crispy pan-fried cod on corn tortillas with lime-cabbage slaw and a smoky chipotle crema.",
    ingredients:
      "cod fillets, all-purpose flour, cornmeal, chili powder, corn tortillas, green cabbage, lime juice, sour cream, chipotle peppers in adobo, cilantro",
    instructions: steps(
      "Thaw the cod in the refrigerator.",
      "Dredge in the seasoned flour and pan-fry 3 minutes per side.",
      "Fill warm tortillas with fish, slaw and chipotle crema.",
    ),
    meal_type: "entree",
    price_cents: 3899,
    serves: 4,
    calories: 510,
    allergies: ["fish", "dairy", "wheat", "gluten"],
  },
  {
    slug: "turkey-white-bean-chili-verde",
    name: "Turkey & White Bean Chili Verde",
    description: "Lean ground turkey and white beans simmered in roasted tomatillo salsa with a little smoky cumin.",
    ingredients:
      "ground turkey, cannellini beans, tomatillo salsa, roasted poblano peppers, onion, garlic, cumin, oregano, chicken broth, cilantro, lime juice",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Simmer in a pot for 20 minutes, stirring occasionally.",
      "Finish with cilantro and a squeeze of lime.",
    ),
    meal_type: "entree",
    price_cents: 2999,
    serves: 6,
    calories: 380,
    allergies: [],
  },
  // --- sides ---
  {
    slug: "utah-funeral-potatoes",
    name: "Utah Funeral Potatoes",
    description:
      "The cheesy, creamy hash-brown casserole no Utah gathering is complete without, crowned with buttery cornflakes.",
    ingredients:
      "shredded hash brown potatoes, condensed cream of chicken soup (wheat flour, milk), sour cream, cheddar cheese, butter, green onion, cornflakes (corn, sugar, malt flavoring)",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Bake uncovered at 350°F for 45 minutes until bubbly and golden on top.",
    ),
    meal_type: "side",
    price_cents: 1999,
    serves: 6,
    calories: 390,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "honey-butter-dinner-rolls",
    name: "Honey Butter Dinner Rolls",
    description: "Two dozen soft, pull-apart yeast rolls to bake fresh, with whipped honey butter for slathering.",
    ingredients: "all-purpose flour, whole milk, butter, eggs, sugar, honey, yeast, salt",
    instructions: steps(
      "Place the frozen rolls in a greased pan, cover and let rise 3–4 hours.",
      "Bake at 350°F for 15–18 minutes until golden.",
      "Brush with honey butter while warm.",
    ),
    meal_type: "side",
    price_cents: 1299,
    serves: 6,
    calories: 240,
    allergies: ["dairy", "eggs", "wheat", "gluten"],
  },
  {
    slug: "cilantro-lime-rice",
    name: "Cilantro-Lime Rice",
    description: "Fluffy long-grain rice brightened with fresh lime and cilantro — the side for every taco night.",
    ingredients: "long-grain rice, chicken broth, lime juice, lime zest, cilantro, garlic, olive oil, salt",
    instructions: steps(
      "Bring the broth to a boil, add the rice and simmer covered for 18 minutes.",
      "Fluff and fold in the lime and cilantro.",
    ),
    meal_type: "side",
    price_cents: 1199,
    serves: 6,
    calories: 210,
    allergies: [],
  },
  {
    slug: "garlic-parmesan-green-beans",
    name: "Garlic-Parmesan Green Beans",
    description: "Crisp-tender green beans roasted with garlic and finished with nutty parmesan.",
    ingredients: "green beans, olive oil, garlic, parmesan cheese, lemon zest, salt, black pepper",
    instructions: steps("Roast at 425°F for 15 minutes.", "Toss with the parmesan and lemon zest before serving."),
    meal_type: "side",
    price_cents: 1399,
    serves: 6,
    calories: 120,
    allergies: ["dairy"],
  },
  // --- soups ---
  {
    slug: "tuscan-white-bean-soup",
    name: "Tuscan White Bean Soup",
    description: "Hearty cannellini beans, Italian sausage and kale in a rosemary-scented broth with a parmesan finish.",
    ingredients:
      "cannellini beans, Italian sausage, kale, carrots, celery, onion, garlic, chicken broth, diced tomatoes, rosemary, parmesan cheese",
    instructions: steps(
      "Thaw overnight or place frozen in a pot with 1 cup of water.",
      "Simmer covered for 25 minutes.",
      "Top each bowl with parmesan.",
    ),
    meal_type: "soup",
    price_cents: 2799,
    serves: 6,
    calories: 340,
    allergies: ["dairy"],
  },
  {
    slug: "chicken-tortilla-soup",
    name: "Chicken Tortilla Soup",
    description: "Smoky tomato and green chile broth loaded with chicken, black beans and corn, topped with crisp tortilla strips.",
    ingredients:
      "chicken breast, black beans, corn, fire-roasted tomatoes, diced green chiles, onion, garlic, cumin, chicken broth, corn tortilla strips, cilantro, lime",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Simmer for 20 minutes.",
      "Serve topped with tortilla strips, cilantro and lime.",
    ),
    meal_type: "soup",
    price_cents: 2699,
    serves: 6,
    calories: 310,
    allergies: [],
  },
  {
    slug: "loaded-baked-potato-soup",
    name: "Loaded Baked Potato Soup",
    description: "Thick, creamy potato soup with bacon, cheddar and green onion — a baked potato in a bowl.",
    ingredients:
      "russet potatoes, bacon, butter, all-purpose flour, whole milk, chicken broth, cheddar cheese, sour cream, green onion",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Warm gently over medium-low heat for 20 minutes, stirring often so it does not scorch.",
      "Top with cheddar, bacon and green onion.",
    ),
    meal_type: "soup",
    price_cents: 2599,
    serves: 6,
    calories: 430,
    allergies: ["dairy", "wheat", "gluten"],
  },
  {
    slug: "beef-barley-soup",
    name: "Beef Barley Soup",
    description: "Slow-simmered beef, pearl barley and root vegetables in a rich thyme broth for cold Cache Valley nights.",
    ingredients: "beef chuck, pearl barley, carrots, celery, onion, diced tomatoes, beef broth, garlic, thyme, bay leaf",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Simmer covered for 30 minutes until the barley is tender.",
    ),
    meal_type: "soup",
    price_cents: 2899,
    serves: 6,
    calories: 360,
    allergies: ["gluten"],
  },
  // --- breakfasts ---
  {
    slug: "green-chile-breakfast-burritos",
    name: "Green Chile Breakfast Burritos",
    description: "Twelve foil-wrapped burritos of scrambled eggs, sausage, potatoes, cheddar and green chiles for grab-and-go mornings.",
    ingredients:
      "eggs, breakfast sausage, diced potatoes, cheddar cheese, diced green chiles, flour tortillas (wheat flour), salsa",
    instructions: steps(
      "Bake foil-wrapped from frozen at 375°F for 30 minutes, turning once.",
      "In a hurry? Unwrap, wrap in a damp paper towel and microwave 2–3 minutes, turning halfway.",
    ),
    meal_type: "breakfast",
    price_cents: 2999,
    serves: 6,
    calories: 480,
    allergies: ["eggs", "dairy", "wheat", "gluten"],
  },
  {
    slug: "overnight-french-toast-casserole",
    name: "Overnight French Toast Casserole",
    description: "Brioche soaked in cinnamon custard and baked under a pecan-brown-sugar crumble; serve with warm maple syrup.",
    ingredients:
      "brioche bread (wheat flour, eggs, butter), eggs, whole milk, heavy cream, brown sugar, cinnamon, vanilla, pecans, maple syrup",
    instructions: steps(
      "Thaw overnight in the refrigerator.",
      "Sprinkle the crumble and bake at 350°F for 45–50 minutes.",
      "Rest 10 minutes and serve with warm syrup.",
    ),
    meal_type: "breakfast",
    price_cents: 2799,
    serves: 6,
    calories: 520,
    allergies: ["eggs", "dairy", "wheat", "gluten", "tree-nuts"],
  },
  {
    slug: "blueberry-baked-oatmeal",
    name: "Blueberry Baked Oatmeal",
    description: "Hearty rolled oats baked with blueberries, maple and toasted walnuts — breakfast that slices like cake.",
    ingredients: "rolled oats, blueberries, eggs, whole milk, maple syrup, butter, walnuts, cinnamon, baking powder, salt",
    instructions: steps("Thaw overnight in the refrigerator.", "Bake at 375°F for 35 minutes until set in the center."),
    meal_type: "breakfast",
    price_cents: 2299,
    serves: 6,
    calories: 350,
    allergies: ["eggs", "dairy", "tree-nuts"],
  },
  // --- desserts ---
  {
    slug: "utah-scones-honey-butter",
    name: "Utah Scones with Honey Butter",
    description: "Pillowy fried dough the Utah way — not the British kind — with whipped honey butter for dunking.",
    ingredients: "all-purpose flour, buttermilk, eggs, sugar, yeast, baking powder, salt, butter, honey, vegetable oil for frying",
    instructions: steps(
      "Thaw the dough in the refrigerator and stretch into palm-sized pieces.",
      "Fry in 375°F oil for about 1 minute per side until puffed and golden.",
      "Serve hot with honey butter.",
    ),
    meal_type: "dessert",
    price_cents: 1699,
    serves: 6,
    calories: 330,
    allergies: ["dairy", "eggs", "wheat", "gluten"],
  },
  {
    slug: "chocolate-sheet-cake",
    name: "Chocolate Sheet Cake",
    description: "Fudgy buttermilk chocolate cake poured over with warm pecan frosting — the church-social classic.",
    ingredients: "all-purpose flour, sugar, butter, cocoa powder, buttermilk, eggs, baking soda, vanilla, powdered sugar, pecans",
    instructions: steps(
      "Bake the batter at 350°F for 20 minutes.",
      "Warm the frosting and pour it over the hot cake; cool before slicing.",
    ),
    meal_type: "dessert",
    price_cents: 1899,
    serves: 6,
    calories: 420,
    allergies: ["dairy", "eggs", "wheat", "gluten", "tree-nuts"],
  },
  {
    slug: "peach-cobbler",
    name: "Brigham City Peach Cobbler",
    description: "Juicy Box Elder County peaches under a golden, buttery biscuit topping — best with vanilla ice cream.",
    ingredients: "peaches, sugar, all-purpose flour, butter, whole milk, baking powder, cinnamon, nutmeg, salt",
    instructions: steps("Bake from frozen at 350°F for 55–60 minutes until bubbly.", "Cool 15 minutes before serving."),
    meal_type: "dessert",
    price_cents: 1799,
    serves: 6,
    calories: 380,
    allergies: ["dairy", "wheat", "gluten"],
  },
];

export const mealTypeId = (key: MealTypeKey): number => MEAL_TYPES.find((t) => t.key === key)!.id;
export const allergyId = (key: AllergyKey): number => ALLERGIES.find((a) => a.key === key)!.id;

/** Meal rows with explicit ids (position + 1). */
export function mealRows(list: readonly SeedMeal[] = MEALS): Array<MealInsert & { id: number }> {
  return list.map((m, i) => ({
    id: i + 1,
    slug: m.slug,
    name: m.name,
    description: m.description,
    ingredients: m.ingredients,
    instructions: m.instructions,
    meal_type_id: mealTypeId(m.meal_type),
    price_cents: m.price_cents,
    serves: m.serves,
    calories: m.calories,
    active: true,
  }));
}

/**
 * Measured ingredients of one full-size kit for each meal (the grocery list scales them): the
 * meal's printed ingredient list, each matched to an aisle, a unit and a plausible amount by the
 * first keyword it contains. Deterministic, so every seed plans the same groceries.
 */
const INGREDIENT_MEASURES: ReadonlyArray<[RegExp, { aisle: string; unit: string; quantity: number }]> = [
  // Most specific first: "chicken broth" is a carton, "bell peppers" produce, "peanut butter" pantry.
  [/for frying/i, { aisle: "pantry", unit: "cup", quantity: 2 }],
  [/broth|stock/i, { aisle: "pantry", unit: "cup", quantity: 2 }],
  [/soup|in adobo/i, { aisle: "pantry", unit: "can", quantity: 1 }],
  [/peanut butter/i, { aisle: "pantry", unit: "tbsp", quantity: 3 }],
  [/bell pepper|poblano|jalape/i, { aisle: "produce", unit: "each", quantity: 2 }],
  [/snap peas|green beans/i, { aisle: "produce", unit: "lb", quantity: 1 }],
  [/pico de gallo/i, { aisle: "produce", unit: "cup", quantity: 1 }],
  [/paste|mustard|hoisin|soy sauce|mirin|vinegar|sesame oil/i, { aisle: "pantry", unit: "tbsp", quantity: 2 }],
  [/oil/i, { aisle: "pantry", unit: "tbsp", quantity: 3 }],
  [/wine/i, { aisle: "pantry", unit: "cup", quantity: 0.5 }],
  [/sauce|salsa|purée|pesto/i, { aisle: "pantry", unit: "cup", quantity: 1.5 }],
  [/juice/i, { aisle: "produce", unit: "cup", quantity: 0.25 }],
  [/zest/i, { aisle: "produce", unit: "tbsp", quantity: 1 }],
  [/salmon|cod|shrimp|fish|fillet/i, { aisle: "seafood", unit: "lb", quantity: 1.5 }],
  [/bacon|deli ham/i, { aisle: "meat", unit: "lb", quantity: 0.75 }],
  [/chicken|pork|beef|turkey|sausage|ham|steak|meatball/i, { aisle: "meat", unit: "lb", quantity: 2 }],
  [/parmesan|feta/i, { aisle: "dairy", unit: "cup", quantity: 0.5 }],
  [/cheese/i, { aisle: "dairy", unit: "cup", quantity: 1.5 }],
  [/egg wash/i, { aisle: "dairy", unit: "each", quantity: 1 }],
  [/eggs?\b/i, { aisle: "dairy", unit: "each", quantity: 3 }],
  [/buttermilk/i, { aisle: "dairy", unit: "cup", quantity: 1 }],
  [/butter/i, { aisle: "dairy", unit: "tbsp", quantity: 4 }],
  [/cream|milk|yogurt/i, { aisle: "dairy", unit: "cup", quantity: 1 }],
  [/tortilla strips|cornflakes|panko|breadcrumbs/i, { aisle: "pantry", unit: "cup", quantity: 1 }],
  [/pie crust/i, { aisle: "bakery", unit: "each", quantity: 1 }],
  [/tortillas|bread|buns?\b|dough/i, { aisle: "bakery", unit: "each", quantity: 8 }],
  [/pasta|noodles|orzo|linguine|penne|ziti/i, { aisle: "pantry", unit: "lb", quantity: 1 }],
  [/rice|quinoa|oats|barley|cornmeal|flour/i, { aisle: "pantry", unit: "cup", quantity: 2 }],
  [/sugar|honey|syrup|cocoa|dr pepper/i, { aisle: "pantry", unit: "cup", quantity: 0.5 }],
  [/baking powder|baking soda|yeast|cornstarch|vanilla/i, { aisle: "pantry", unit: "tsp", quantity: 2 }],
  [/potatoes/i, { aisle: "produce", unit: "lb", quantity: 2 }],
  [/beans|canned|diced|fire-roasted|sun-dried|green chiles|tidbits|^corn$/i, { aisle: "pantry", unit: "can", quantity: 1 }],
  [/peanuts|cashews|pecans|walnuts|almonds|seeds/i, { aisle: "pantry", unit: "cup", quantity: 0.5 }],
  [/bay lea|guajillo/i, { aisle: "spices", unit: "each", quantity: 2 }],
  [/salt|pepper|cumin|chili powder|paprika|oregano|cinnamon|seasoning|masala|turmeric|nutmeg|ginger|thyme|rosemary/i, { aisle: "spices", unit: "tsp", quantity: 2 }],
  [/basil|cilantro|parsley|green onion|kale|spinach/i, { aisle: "produce", unit: "bunch", quantity: 1 }],
  [/garlic/i, { aisle: "produce", unit: "clove", quantity: 4 }],
  [/onion|lemon|lime|cucumber|pear|tomatoes/i, { aisle: "produce", unit: "each", quantity: 2 }],
  [/peas/i, { aisle: "frozen", unit: "cup", quantity: 1 }],
];
const PRODUCE = { aisle: "produce", unit: "cup", quantity: 1 };

export function mealIngredientRows(list: readonly SeedMeal[] = MEALS) {
  return list.flatMap((meal, mealIndex) =>
    meal.ingredients
      .split(/,\s*(?![^()]*\))/)
      .map((text) => text.replace(/\s*\([^)]*\)/g, "").trim())
      .filter((name) => name.length > 0)
      .map((name, position) => {
        const measure = INGREDIENT_MEASURES.find(([pattern]) => pattern.test(name))?.[1] ?? PRODUCE;
        return { meal_id: mealIndex + 1, name, position, ...measure };
      }),
  );
}

export function mealAllergyRows(list: readonly SeedMeal[] = MEALS): Array<{ meal_id: number; allergy_id: number }> {
  return list.flatMap((m, i) => m.allergies.map((a) => ({ meal_id: i + 1, allergy_id: allergyId(a) })));
}

// ---------------------------------------------------------------------------
// Time zone helpers (wall time in America/Denver <-> UTC instants)
// ---------------------------------------------------------------------------

export interface LocalDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
function zonedParts(instantMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of the zone from UTC at an instant, in minutes (−420 for MST, −360 for MDT). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const p = zonedParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60000);
}

/** The UTC instant of a wall-clock time in a zone (DST-aware via the zone's offset). */
export function zonedTimeToUtc(date: LocalDate, hour: number, minute: number, timeZone = TIMEZONE): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const firstGuess = wallAsUtc - zoneOffsetMinutes(wallAsUtc, timeZone) * 60000;
  // Re-check at the guessed instant: the offset differs when a DST change lies between them.
  const offset = zoneOffsetMinutes(firstGuess, timeZone);
  return new Date(wallAsUtc - offset * 60000);
}

/** The calendar date of an instant in a zone. */
export function localDateOf(instant: Date, timeZone = TIMEZONE): LocalDate {
  const p = zonedParts(instant.getTime(), timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** Calendar arithmetic on plain dates (no zone involved). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayMondayFirst(date: LocalDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
export const formatLocalDate = (d: LocalDate) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
export const monthSlug = (d: { year: number; month: number }) => `${d.year}-${pad2(d.month)}`;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const monthName = (month: number) => MONTH_NAMES[month - 1] ?? "";

// ---------------------------------------------------------------------------
// Class window and menus
// ---------------------------------------------------------------------------

export const CLASS_WINDOW_WEEKS = 13;

export interface ClassWindow {
  /** Monday of the week containing `now`, as a Denver calendar date. */
  firstDay: LocalDate;
  /** Number of calendar days in the window. */
  days: number;
  /** Monday 00:00 America/Denver as a UTC instant. */
  start: Date;
  /** Exclusive end: the Monday 13 weeks later, 00:00 America/Denver. */
  end: Date;
}

/** From the start of the current week (Monday 00:00 Denver) through 13 weeks later. */
export function classWindow(now: Date): ClassWindow {
  const today = localDateOf(now);
  const firstDay = addDays(today, -weekdayMondayFirst(today));
  const days = CLASS_WINDOW_WEEKS * 7;
  return {
    firstDay,
    days,
    start: zonedTimeToUtc(firstDay, 0, 0),
    end: zonedTimeToUtc(addDays(firstDay, days), 0, 0),
  };
}

/** The calendar months (year, month) the class window touches, in order. */
export function windowMonths(now: Date): Array<{ year: number; month: number }> {
  const { firstDay, days } = classWindow(now);
  const months: Array<{ year: number; month: number }> = [];
  for (let i = 0; i < days; i++) {
    const d = addDays(firstDay, i);
    const last = months[months.length - 1];
    if (!last || last.year !== d.year || last.month !== d.month) months.push({ year: d.year, month: d.month });
  }
  return months;
}

const MENU_BLURBS: readonly string[] = [
  "Warm, slow-simmered comfort food to carry Cache Valley through the coldest weeks of winter.",
  "Cozy bakes and soups for February, with a few date-night favourites for Valentine's week.",
  "Lighter spring flavours as the canyon snow starts to melt, plus a few freezer staples.",
  "Bright, fresh dinners for busy spring schedules and end-of-school craziness.",
  "Grill-friendly marinades and easy sides for graduation season and backyard dinners.",
  "Summer-easy meals that keep the kitchen cool during canyon-camping season.",
  "Fourth and Twenty-Fourth of July crowd-pleasers, made ahead and ready to go.",
  "Peach-season desserts and quick weeknight dinners for back-to-school.",
  "Harvest-time favourites with a little fall spice as the mountains turn gold.",
  "Hearty chilis, soups and bakes for football Saturdays and crisp October evenings.",
  "Holiday-ready comfort food and sides that free up your oven before Thanksgiving.",
  "Festive December classics and make-ahead breakfasts for the holidays with family.",
];

export interface SeedMenu extends MenuInsert {
  id: number;
  slug: string;
  /** Meal slugs in menu position order. */
  meal_slugs: readonly string[];
}

/** Rotating pick of `count` items from `list`, starting at `offset` (wraps, no repeats). */
function rotate<T>(list: readonly T[], offset: number, count: number): T[] {
  const n = list.length;
  const start = ((offset % n) + n) % n;
  return Array.from({ length: Math.min(count, n) }, (_, i) => list[(start + i) % n]!);
}

/** The meals of a month's menu: six entrées and one each of side, soup, breakfast and dessert. */
export function menuMealSlugs(year: number, month: number, list: readonly SeedMeal[] = MEALS): string[] {
  // Absolute month number keeps each month's menu stable whatever `now` is.
  const m = year * 12 + (month - 1);
  const ofType = (type: MealTypeKey) => list.filter((meal) => meal.meal_type === type);
  return [
    ...rotate(ofType("entree"), m * 6, 6),
    ...rotate(ofType("side"), m, 1),
    ...rotate(ofType("soup"), m, 1),
    ...rotate(ofType("breakfast"), m, 1),
    ...rotate(ofType("dessert"), m, 1),
  ].map((meal) => meal.slug);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** One menu per calendar month of the class window. */
export function buildMenus(now: Date): SeedMenu[] {
  return windowMonths(now).map(({ year, month }, i) => ({
    id: i + 1,
    slug: monthSlug({ year, month }),
    name: `${monthName(month)} ${year} Menu`,
    description: MENU_BLURBS[month - 1] ?? "",
    starts_on: formatLocalDate({ year, month, day: 1 }),
    ends_on: formatLocalDate({ year, month, day: lastDayOfMonth(year, month) }),
    meal_slugs: menuMealSlugs(year, month),
  }));
}

export function menuRow(menu: SeedMenu): MenuInsert {
  const { meal_slugs: _mealSlugs, ...row } = menu;
  return row;
}

export function menuMealRows(
  menuList: readonly SeedMenu[],
  mealList: readonly SeedMeal[] = MEALS,
): Array<{ menu_id: number; meal_id: number; position: number }> {
  const mealIds = new Map(mealList.map((m, i) => [m.slug, i + 1]));
  return menuList.flatMap((menu) =>
    menu.meal_slugs.map((slug, position) => {
      const mealId = mealIds.get(slug);
      if (mealId === undefined) throw new Error(`Menu ${menu.slug} names unknown meal ${slug}`);
      return { menu_id: menu.id, meal_id: mealId, position };
    }),
  );
}

// ---------------------------------------------------------------------------
// Class types, sizes, portions and prices
// ---------------------------------------------------------------------------

export const CLASS_TYPES = [
  {
    id: 1,
    key: "meal-assembly",
    name: "Meal Assembly",
    description: "Assemble a month of freezer-ready dinners at our prep stations; we do the shopping, chopping and dishes.",
    offer: "portions",
  },
  {
    id: 2,
    key: "cooking-class",
    name: "Cooking Class",
    description: "A hands-on, chef-led class: learn the techniques, cook a three-course menu together, then sit down and enjoy it.",
    offer: "seats",
    seat_price_cents: 6900,
  },
  {
    id: 3,
    key: "kids",
    name: "Kids in the Kitchen",
    description: "Young chefs ages 7–14 learn knife safety, measuring and real recipes, then take their meals home.",
    offer: "seats",
    seat_price_cents: 3900,
  },
  {
    id: 4,
    key: "private",
    name: "Private Party",
    description: "Reserve the kitchen for your family, team or ward group and assemble or cook together with a host.",
    offer: "portions",
  },
  {
    id: 5,
    key: "date-night",
    name: "Date Night",
    description: "An evening for two: cook a three-course menu side by side with a chef, then sit down and enjoy it together.",
    offer: "pairs",
    pair_price_cents: 14900,
  },
] as const satisfies readonly (ClassTypeInsert & { id: number })[];

export type ClassTypeKey = (typeof CLASS_TYPES)[number]["key"];

export const RESERVATION_SIZES = [
  { id: 1, name: "Intimate", seats: 8 },
  { id: 2, name: "Standard", seats: 12 },
  { id: 3, name: "Large", seats: 20 },
  { id: 4, name: "Event", seats: 30 },
] as const satisfies readonly (ReservationSizeInsert & { id: number })[];

export type ReservationSizeName = (typeof RESERVATION_SIZES)[number]["name"];

export const PORTION_SIZES = [
  { id: 1, key: "half", name: "Half", serves: "2–3" },
  { id: 2, key: "full", name: "Full", serves: "4–6" },
] as const satisfies readonly (PortionSizeInsert & { id: number })[];

export const PORTION_QUANTITIES = [
  { id: 1, meal_count: 3 },
  { id: 2, meal_count: 6 },
  { id: 3, meal_count: 9 },
  { id: 4, meal_count: 12 },
] as const satisfies readonly (PortionQuantityInsert & { id: number })[];

/** Per-meal price of a half portion at 3 meals, by class type (cents). */
const HALF_MEAL_BASE_CENTS: Record<ClassTypeKey, number> = {
  "meal-assembly": 1600,
  "cooking-class": 2200,
  kids: 1400,
  private: 1800,
  "date-night": 2400,
};

/** A full portion costs about 1.75× a half. */
const FULL_PORTION_FACTOR = 1.75;

/** Per-meal discount as the quantity rises. */
const QUANTITY_FACTOR: Record<number, number> = { 3: 1, 6: 0.96, 9: 0.93, 12: 0.9 };

/** Price of a portion option, rounded to a whole dollar minus a cent (e.g. 4799). */
export function portionPriceCents(classType: ClassTypeKey, sizeKey: "half" | "full", mealCount: number): number {
  const perMeal = HALF_MEAL_BASE_CENTS[classType] * (sizeKey === "full" ? FULL_PORTION_FACTOR : 1);
  const raw = perMeal * mealCount * (QUANTITY_FACTOR[mealCount] ?? 1);
  return Math.round(raw / 100) * 100 - 1;
}

/** The complete class type × portion size × quantity price matrix. */
export function portionPriceRows(): PortionPriceInsert[] {
  // Decision 040: the types that sold portions before offers came keep their rows (stable
  // tests); the date-night type, new with offers, sells couples only.
  return CLASS_TYPES.filter((type) => type.key !== "date-night").flatMap((type) =>
    PORTION_SIZES.flatMap((size) =>
      PORTION_QUANTITIES.map((qty) => ({
        class_type_id: type.id,
        portion_size_id: size.id,
        portion_quantity_id: qty.id,
        price_cents: portionPriceCents(type.key, size.key, qty.meal_count),
      })),
    ),
  );
}

// ---------------------------------------------------------------------------
// Roles, permissions, users
// ---------------------------------------------------------------------------

export const ROLES = [
  { id: 1, key: "customer", name: "Customer" },
  { id: 2, key: "employee", name: "Employee" },
  { id: 3, key: "staff", name: "Staff" },
  { id: 4, key: "manager", name: "Manager" },
  { id: 5, key: "admin", name: "Administrator" },
  { id: 6, key: "kitchen", name: "Kitchen" },
] as const satisfies readonly (RoleInsert & { id: number })[];

export type RoleKey = (typeof ROLES)[number]["key"];

/** Permission strings of spec §3 per role: workers/core/admin-permissions.ts (decision 019). */
export const ROLE_PERMISSIONS: Record<RoleKey, readonly string[]> = ROLE_GRANTS;

export function rolePermissionRows(): Array<{ role_id: number; permission: string }> {
  return ROLES.flatMap((role) => ROLE_PERMISSIONS[role.key].map((permission) => ({ role_id: role.id, permission })));
}

export interface SeedUser extends UserInsert {
  id: number;
  roles: readonly RoleKey[];
  /** Hosts and teaches classes. */
  host?: boolean;
  allergies?: readonly AllergyKey[];
}

/** Phones use the fictional 555-01xx block. */
export const USERS: readonly SeedUser[] = [
  {
    id: 1,
    email: "megan.larsen@cachevalleykitchen.com",
    first_name: "Megan",
    last_name: "Larsen",
    phone: "4355550111",
    firebase_uid: null,
    roles: ["admin"],
  },
  {
    id: 2,
    email: "tyler.christensen@cachevalleykitchen.com",
    first_name: "Tyler",
    last_name: "Christensen",
    phone: "4355550112",
    firebase_uid: null,
    roles: ["manager", "staff"],
    host: true,
  },
  {
    id: 3,
    email: "ana.morales@cachevalleykitchen.com",
    first_name: "Ana",
    last_name: "Morales",
    phone: "4355550113",
    firebase_uid: null,
    roles: ["staff"],
    host: true,
  },
  {
    id: 4,
    email: "jake.petersen@cachevalleykitchen.com",
    first_name: "Jake",
    last_name: "Petersen",
    phone: "8015550114",
    firebase_uid: null,
    roles: ["staff"],
    host: true,
  },
  {
    id: 5,
    email: "brooke.jensen@cachevalleykitchen.com",
    first_name: "Brooke",
    last_name: "Jensen",
    phone: "3855550115",
    firebase_uid: null,
    roles: ["staff"],
    host: true,
  },
  {
    id: 6,
    email: "daniel.olsen@cachevalleykitchen.com",
    first_name: "Daniel",
    last_name: "Olsen",
    phone: "8015550116",
    firebase_uid: null,
    roles: ["manager"],
  },
  {
    id: 7,
    email: "sam.nguyen@cachevalleykitchen.com",
    first_name: "Sam",
    last_name: "Nguyen",
    phone: "4355550117",
    firebase_uid: null,
    roles: ["employee"],
  },
  {
    id: 8,
    email: "emily.hansen@cachevalleykitchen.com",
    first_name: "Emily",
    last_name: "Hansen",
    phone: "8015550118",
    firebase_uid: null,
    roles: ["employee"],
  },
  {
    id: 9,
    email: "jordan.thompson@example.com",
    first_name: "Jordan",
    last_name: "Thompson",
    phone: "4355550121",
    firebase_uid: null,
    spice_tolerance: "medium",
    allergy_notes: null,
    roles: ["customer"],
  },
  {
    id: 10,
    email: "kaylee.anderson@example.com",
    first_name: "Kaylee",
    last_name: "Anderson",
    phone: "8015550122",
    firebase_uid: null,
    spice_tolerance: "mild",
    allergy_notes: "Severe peanut allergy; carries an EpiPen.",
    roles: ["customer"],
    allergies: ["peanuts", "tree-nuts"],
  },
  {
    id: 11,
    email: "marcus.reyes@example.com",
    first_name: "Marcus",
    last_name: "Reyes",
    phone: "3855550123",
    firebase_uid: null,
    spice_tolerance: "hot",
    allergy_notes: "Celiac — no gluten please.",
    roles: ["customer"],
    allergies: ["gluten", "wheat"],
  },
  {
    id: 12,
    email: "rosa.barlow@cachevalleykitchen.com",
    first_name: "Rosa",
    last_name: "Barlow",
    phone: "4355550119",
    firebase_uid: null,
    roles: ["kitchen"],
  },
];

export function userRow(user: SeedUser): UserInsert {
  const { roles: _roles, host: _host, allergies: _allergies, ...row } = user;
  return row;
}

export const roleId = (key: RoleKey): number => ROLES.find((r) => r.key === key)!.id;

export function userRoleRows(list: readonly SeedUser[] = USERS): Array<{ user_id: number; role_id: number }> {
  return list.flatMap((u) => u.roles.map((r) => ({ user_id: u.id, role_id: roleId(r) })));
}

export function userAllergyRows(list: readonly SeedUser[] = USERS): Array<{ user_id: number; allergy_id: number }> {
  return list.flatMap((u) => (u.allergies ?? []).map((a) => ({ user_id: u.id, allergy_id: allergyId(a) })));
}

/** Links on /account/employee-links (permission employee-links.view). */
export const EMPLOYEE_LINKS = [
  {
    id: 1,
    title: "Shift schedule",
    url: "https://cachevalleykitchen.com/staff/schedule",
    description: "This week's kitchen, front-of-house and delivery shifts; request swaps and time off.",
    position: 1,
  },
  {
    id: 2,
    title: "Recipe binder",
    url: "https://cachevalleykitchen.com/staff/recipes",
    description: "Class recipes with prep lists, portion tables and plating photos for every menu.",
    position: 2,
  },
  {
    id: 3,
    title: "Food-safety training",
    url: "https://cachevalleykitchen.com/staff/food-safety",
    description:
      "Utah food handler course, allergen handling and our cleaning checklists; renew your permit before it lapses.",
    position: 3,
  },
  {
    id: 4,
    title: "Payroll and timesheets",
    url: "https://cachevalleykitchen.com/staff/payroll",
    description: "Clock in and out, check your hours and download pay stubs and W-2s.",
    position: 4,
  },
  {
    id: 5,
    title: "Employee handbook",
    url: "https://cachevalleykitchen.com/staff/handbook",
    description: "Policies, uniforms, class-day procedures and who to call when something goes wrong.",
    position: 5,
  },
] as const satisfies readonly (EmployeeLinkInsert & { id: number })[];

// ---------------------------------------------------------------------------
// Charity window
// ---------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** A charity drive that is current at `now`: from 30 days before to 90 days after. */
export function buildCharityWindow(now: Date): CharityWindowInsert & { id: number } {
  return {
    id: 1,
    name: "Cache Community Food Pantry",
    description:
      "Round up your order to help stock the shelves of Cache Valley's community food pantry; every dollar provides about three meals to local families.",
    url: "https://www.cachefoodpantry.org",
    starts_at: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    ends_at: new Date(now.getTime() + 90 * DAY_MS).toISOString(),
    suggested_amounts: [500, 1000, 2500],
  };
}

// ---------------------------------------------------------------------------
// Classes
// ---------------------------------------------------------------------------

export interface ClassBuildIds {
  /** Location id by location slug. */
  locationIds: Readonly<Record<string, number>>;
  /** Menu id by menu slug (YYYY-MM). */
  menuIds: Readonly<Record<string, number>>;
  classTypeIds: Readonly<Record<ClassTypeKey, number>>;
  reservationSizeIds: Readonly<Record<ReservationSizeName, number>>;
  /** Users who host classes, in rotation order. */
  hostIds: readonly number[];
}

/** The ids the seed assigns (explicit ids of this module's lists). */
export function seedIds(now: Date): ClassBuildIds {
  const byKey = <T extends { id: number }>(list: readonly T[], key: (t: T) => string) =>
    Object.fromEntries(list.map((t) => [key(t), t.id]));
  return {
    locationIds: byKey(LOCATIONS, (l) => l.slug),
    menuIds: byKey(buildMenus(now), (m) => m.slug),
    classTypeIds: byKey(CLASS_TYPES, (t) => t.key) as Record<ClassTypeKey, number>,
    reservationSizeIds: byKey(RESERVATION_SIZES, (s) => s.name) as Record<ReservationSizeName, number>,
    hostIds: USERS.filter((u) => u.host).map((u) => u.id),
  };
}

/** FNV-1a: a stable 32-bit seed from a string. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seatsOf = (name: ReservationSizeName) => RESERVATION_SIZES.find((s) => s.name === name)!.seats;

// Decision 087: the themes (and their courses) come from the class type profiles, in this rotation order.
const DATE_NIGHT_THEMES = DINNER_THEMES.map((theme) => theme.theme);

const KIDS_THEMES = KIDS_CLASS_THEMES.map((theme) => theme.theme);

/** Fourth Thursday of November (US Thanksgiving). */
function isThanksgiving(date: LocalDate): boolean {
  return date.month === 11 && weekdayMondayFirst(date) === 3 && date.day >= 22 && date.day <= 28;
}

/** Holidays the kitchens are closed: Thanksgiving, Christmas Eve and Day, New Year's Day, July 4 and Pioneer Day. */
export function isClosedDay(date: LocalDate): boolean {
  const md = `${pad2(date.month)}-${pad2(date.day)}`;
  return isThanksgiving(date) || ["12-24", "12-25", "01-01", "07-04", "07-24"].includes(md);
}

/** One slot in a location's weekly schedule. */
export interface Slot {
  weekday: number; // 0 = Monday
  hour: number;
  minute: number;
  fulfillment: FulfillmentId;
  kind: ClassTypeKey;
  /** Runs only in some weeks: (week + location index) % every === phase. */
  every?: number;
  phase?: number;
}

/**
 * Every slot of a location's seeded schedule (weekly ones and its date nights): what the
 * newsroom's seed says of nights and delivery days is read from here (drizzle/seed/newsroom.ts).
 */
export function seedSlotsOf(location: SeedLocation): readonly Slot[] {
  return [...weeklySlots(location), ...dateNightSlots(location)];
}

/** The weekly schedule of a location given the fulfillments it offers. */
function weeklySlots(location: SeedLocation): Slot[] {
  const offers = (f: FulfillmentId) => location.fulfillment_ids.includes(f);
  const slots: Slot[] = [
    { weekday: 1, hour: 18, minute: 30, fulfillment: 1, kind: "meal-assembly" },
    { weekday: 3, hour: 18, minute: 30, fulfillment: 1, kind: "cooking-class" },
    { weekday: 4, hour: 19, minute: 0, fulfillment: 1, kind: "private", every: 3, phase: 0 },
    { weekday: 5, hour: 10, minute: 0, fulfillment: 1, kind: "meal-assembly" },
    { weekday: 5, hour: 13, minute: 30, fulfillment: 1, kind: "kids", every: 2, phase: 1 },
  ];
  if (offers(FULFILLMENT.preAssembled)) {
    slots.push({ weekday: 2, hour: 16, minute: 0, fulfillment: 2, kind: "meal-assembly" });
    slots.push({ weekday: 5, hour: 12, minute: 0, fulfillment: 2, kind: "meal-assembly" });
  }
  if (offers(FULFILLMENT.delivery)) {
    slots.push({ weekday: 3, hour: 16, minute: 0, fulfillment: 3, kind: "meal-assembly" });
  }
  if (offers(FULFILLMENT.shipping)) {
    slots.push({ weekday: 0, hour: 9, minute: 0, fulfillment: 4, kind: "meal-assembly" });
  }
  return slots;
}

/**
 * Date nights (decision 040): every other Saturday evening at each in-person kitchen. They come
 * after all the other classes so the classes seeded before them keep their ids.
 */
function dateNightSlots(location: SeedLocation): Slot[] {
  if (!location.fulfillment_ids.includes(FULFILLMENT.inPerson)) return [];
  return [{ weekday: 5, hour: 19, minute: 0, fulfillment: FULFILLMENT.inPerson, kind: "date-night", every: 2, phase: 0 }];
}

/** How long each type's classes run: its profile's length (decision 087), the one the page says. */
const DURATION_MINUTES: Record<ClassTypeKey, number> = {
  "meal-assembly": CLASS_TYPE_PROFILES["meal-assembly"].durationMinutes,
  "cooking-class": CLASS_TYPE_PROFILES["cooking-class"].durationMinutes,
  kids: CLASS_TYPE_PROFILES.kids.durationMinutes,
  private: CLASS_TYPE_PROFILES.private.durationMinutes,
  "date-night": CLASS_TYPE_PROFILES["date-night"].durationMinutes,
};

/** Big kitchens (those allowed custom classes) run larger Saturday sessions. */
function reservationSizeFor(slot: Slot, location: SeedLocation, rand: () => number): ReservationSizeName {
  if (slot.fulfillment === FULFILLMENT.preAssembled || slot.fulfillment === FULFILLMENT.shipping) return "Event";
  if (slot.fulfillment === FULFILLMENT.delivery) return "Large";
  switch (slot.kind) {
    case "cooking-class":
      return rand() < 0.5 ? "Intimate" : "Standard";
    case "kids":
    case "date-night":
      return "Standard";
    case "private": {
      const r = rand();
      return r < 0.3 ? "Intimate" : r < 0.7 ? "Standard" : "Large";
    }
    case "meal-assembly":
      return slot.weekday === 5 && location.allow_custom_class ? "Large" : "Standard";
  }
}

/** Seats sold: some classes full, most partly sold, private parties mostly booked. */
function seatsTakenFor(seats: number, kind: ClassTypeKey, rand: () => number): number {
  const r = rand();
  if (r < 0.15) return seats;
  const share = kind === "private" ? 0.6 + 0.4 * rand() : rand() * 0.95;
  const taken = Math.min(seats, Math.floor(seats * share));
  // A date night sells couples: its seats go two at a time.
  return kind === "date-night" ? taken - (taken % 2) : taken;
}

function className(slot: Slot, location: SeedLocation, date: LocalDate, week: number, locIndex: number): string {
  const month = monthName(date.month);
  const place = location.city;
  switch (slot.fulfillment) {
    case FULFILLMENT.preAssembled:
      return `${month} Pre-Assembled Pickup — ${place}`;
    case FULFILLMENT.delivery:
      return `${month} Meal Delivery — ${place}`;
    case FULFILLMENT.shipping:
      return `${month} Shipped Meal Kits — ${place}`;
  }
  switch (slot.kind) {
    case "cooking-class":
      return `Cooking Class: ${DATE_NIGHT_THEMES[(week + locIndex) % DATE_NIGHT_THEMES.length]}`;
    case "date-night":
      return `Date Night: ${DATE_NIGHT_THEMES[(week + locIndex + 3) % DATE_NIGHT_THEMES.length]}`;
    case "kids":
      return `Kids in the Kitchen: ${KIDS_THEMES[(week + locIndex) % KIDS_THEMES.length]}`;
    case "private":
      return `Private Party — ${place}`;
    case "meal-assembly":
      return `${month} Meal Assembly — ${place}`;
  }
}

function classDescription(slot: Slot, location: SeedLocation, date: LocalDate): string {
  const month = monthName(date.month);
  switch (slot.fulfillment) {
    case FULFILLMENT.preAssembled:
      return `Pick up your pre-assembled ${month} meal kits at our ${location.city} kitchen (${location.street}) during this two-hour window.`;
    case FULFILLMENT.delivery:
      return `Your ${month} meal kits, assembled by our chefs and delivered cold to your door from our ${location.city} kitchen.`;
    case FULFILLMENT.shipping:
      return `Frozen ${month} meal kits packed in insulated boxes and shipped from Logan; arrives in 1–3 business days.`;
  }
  switch (slot.kind) {
    case "cooking-class":
      return "A hands-on, chef-led class: learn the techniques, cook a three-course menu together, then sit down and enjoy it.";
    case "date-night":
      return "An evening for two: cook a three-course menu side by side with a chef, then sit down and enjoy it together.";
    case "kids":
      return "Young chefs (ages 7–14) learn kitchen safety and real recipes, then take home what they make.";
    case "private":
      return "A private session reserved for a family, team or ward group, led by one of our hosts.";
    case "meal-assembly":
      return `Assemble freezer-ready dinners from the ${month} menu at our prep stations; we shop, chop and clean up.`;
  }
}

/** Local time as HHMM, for skus. */
const hhmm = (hour: number, minute: number) => `${pad2(hour)}${pad2(minute)}`;

/**
 * About three months of classes: from Monday 00:00 (America/Denver) of the week containing
 * `now` through 13 weeks later, for every active location. Deterministic for a given `now`:
 * the random-looking fields come from a PRNG seeded by each class's sku.
 */
export function buildClasses(now: Date, ids: ClassBuildIds = seedIds(now)): ClassInsert[] {
  const { firstDay, days } = classWindow(now);
  const active = LOCATIONS.filter((l) => l.active);
  const hosts = ids.hostIds;
  const rows: ClassInsert[] = [];

  for (const slotsOf of [weeklySlots, dateNightSlots]) {
    for (let dayIndex = 0; dayIndex < days; dayIndex++) {
      const date = addDays(firstDay, dayIndex);
      const weekday = dayIndex % 7; // the window starts on a Monday
      const week = Math.floor(dayIndex / 7);
      if (isClosedDay(date)) continue;
      const menuId = ids.menuIds[monthSlug(date)];

      active.forEach((location, locIndex) => {
        if (location.active_months && !location.active_months.includes(date.month)) return;
        const locationId = ids.locationIds[location.slug];
        if (locationId === undefined) throw new Error(`No id for location ${location.slug}`);

        for (const slot of slotsOf(location)) {
          if (slot.weekday !== weekday) continue;
          if (slot.every && (week + locIndex) % slot.every !== (slot.phase ?? 0)) continue;

          const slotSku = `${location.code}-${formatLocalDate(date).replaceAll("-", "")}-${hhmm(slot.hour, slot.minute)}-${FULFILLMENT_CODES[slot.fulfillment]}`;
          const rand = mulberry32(hashString(slotSku));
          const sizeName = reservationSizeFor(slot, location, rand);
          const seats = seatsOf(sizeName);
          const isPrivate = slot.kind === "private";
          // Decision 018: a private class's sku is its host's link, so it cannot be guessed.
          const sku = isPrivate ? `${slotSku}-${privateLinkKey()}` : slotSku;

          rows.push({
            sku,
            name: className(slot, location, date, week, locIndex),
            description: classDescription(slot, location, date),
            date: zonedTimeToUtc(date, slot.hour, slot.minute, location.timezone ?? TIMEZONE).toISOString(),
            duration_minutes: DURATION_MINUTES[slot.kind],
            location_id: locationId,
            fulfillment_id: slot.fulfillment,
            class_type_id: ids.classTypeIds[slot.kind],
            reservation_size_id: ids.reservationSizeIds[sizeName],
            seats_taken: seatsTakenFor(seats, slot.kind, rand),
            host_id: hosts.length > 0 ? hosts[(locIndex + dayIndex) % hosts.length]! : null,
            menu_id: menuId ?? null,
            class_is_public: !isPrivate,
            // About 1 in 25 classes is canceled.
            canceled: rand() < 0.04,
            published: true,
            status: "scheduled",
          });
        }
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------
// Promotions, codes, redemptions and gift cards (decisions 009 and 011)
// ---------------------------------------------------------------------------

export type PromotionInsert = typeof promotions.$inferInsert;
export type CodeInsert = typeof codes.$inferInsert;
export type PromotionRedemptionInsert = typeof promotionRedemptions.$inferInsert;
export type GiftCardInsert = typeof giftCards.$inferInsert;
export type GiftCardTransactionInsert = typeof giftCardTransactions.$inferInsert;

/** Midnight starting January 1 of `year` in the shop's timezone. */
const newYear = (year: number) => zonedTimeToUtc({ year, month: 1, day: 1 }, 0, 0).toISOString();

/**
 * One promotion for each way a code can answer (workers/core/promotions.ts): plain, with a
 * minimum, for some class types only, ended, not started, used up, once per customer, valid
 * on gift cards, switched off. Dates that must stay current are relative to `now`.
 */
export function buildPromotions(now: Date): Array<PromotionInsert & { id: number }> {
  const year = localDateOf(now).year;
  return [
    {
      id: 1,
      name: "Welcome to the Kitchen — 10% off",
      description: "10% off every class in your order, for new friends of Cache Valley Kitchen.",
      discount_type: "percent",
      discount_value: 1000,
      applies_to: "order",
    },
    {
      id: 2,
      name: "Spring into Cooking — $15 off $60",
      description: "$15 off when your classes come to $60 or more.",
      discount_type: "fixed",
      discount_value: 1500,
      minimum_cents: 6000,
      starts_at: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
      ends_at: new Date(now.getTime() + 60 * DAY_MS).toISOString(),
    },
    {
      id: 3,
      name: "Kids Club — 15% off Kids in the Kitchen",
      description: "15% off Kids in the Kitchen classes for Kids Club families.",
      discount_type: "percent",
      discount_value: 1500,
      applies_to: "classes",
    },
    {
      id: 4,
      name: "2025 Holiday Sale — 20% off",
      description: "20% off every class booked during the 2025 holidays.",
      discount_type: "percent",
      discount_value: 2000,
      starts_at: zonedTimeToUtc({ year: 2025, month: 11, day: 1 }, 0, 0).toISOString(),
      ends_at: newYear(2026),
    },
    {
      id: 5,
      name: "New Year Kickoff — 15% off",
      description: "Start the year with a full freezer: 15% off every class in January.",
      discount_type: "percent",
      discount_value: 1500,
      starts_at: newYear(year + 1),
      ends_at: zonedTimeToUtc({ year: year + 1, month: 2, day: 1 }, 0, 0).toISOString(),
    },
    {
      id: 6,
      name: "Grand Opening — $25 off for our first guest",
      description: "$25 off for the very first booking at our new kitchen.",
      discount_type: "fixed",
      discount_value: 2500,
      usage_limit: 1,
      uses: 1,
    },
    {
      id: 7,
      name: "Thanks for Coming Back — $10 off",
      description: "$10 off your order, once per customer.",
      discount_type: "fixed",
      discount_value: 1000,
      per_customer_limit: 1,
      uses: 1,
    },
    {
      id: 8,
      name: "Holiday Gift Card Bonus — 10% off",
      description: "10% off gift cards and classes this holiday season.",
      discount_type: "percent",
      discount_value: 1000,
      gift_cards: true,
    },
    {
      id: 9,
      name: "Chef's Pick — 5% off",
      description: "Retired: 5% off the chef's featured class.",
      discount_type: "percent",
      discount_value: 500,
      active: false,
    },
  ];
}

/** Kids Club (promotion 3) applies to Kids in the Kitchen classes only. */
export const PROMOTION_CLASS_TYPES = [{ promotion_id: 3, class_type_id: 3 }] as const;

/** The codes customers type (stored upper case); FRIEND10 is a second code of WELCOME10's promotion. */
export const CODES = [
  { id: 1, promotion_id: 1, code: "WELCOME10" },
  { id: 2, promotion_id: 2, code: "SPRING" },
  { id: 3, promotion_id: 3, code: "KIDSCLUB" },
  { id: 4, promotion_id: 4, code: "EXPIRED2025" },
  { id: 5, promotion_id: 5, code: "FUTURE" },
  { id: 6, promotion_id: 6, code: "LIMITED1", uses: 1 },
  { id: 7, promotion_id: 7, code: "ONEPERCUSTOMER", uses: 1 },
  { id: 8, promotion_id: 8, code: "HOLIDAYGIFT" },
  { id: 9, promotion_id: 9, code: "CHEFSPICK" },
  { id: 10, promotion_id: 1, code: "FRIEND10" },
  { id: 11, promotion_id: 1, code: "NEWSLETTER10", active: false },
] as const satisfies readonly (CodeInsert & { id: number })[];

/** Earlier uses: LIMITED1's only one, and Jordan's one use of ONEPERCUSTOMER. */
export const PROMOTION_REDEMPTIONS = [
  {
    id: 1,
    promotion_id: 6,
    code_id: 6,
    customer_key: "kaylee.anderson@example.com",
    checkout_id: "seed-grand-opening",
    status: "redeemed",
  },
  {
    id: 2,
    promotion_id: 7,
    code_id: 7,
    customer_key: "jordan.thompson@example.com",
    checkout_id: "seed-coming-back",
    status: "redeemed",
  },
] as const satisfies readonly (PromotionRedemptionInsert & { id: number })[];

/**
 * Gift cards with known codes for the demo and the tests, drawn from the code alphabet (no 0/O,
 * no 1/I): $50, $25, spent, disabled, $200 (pays a whole cart) and four $10 cards.
 */
export const GIFT_CARDS = [
  { id: 1, code: "CVKG-FTCD-DEMS-FFTY", initial_cents: 5000, balance_cents: 5000 },
  { id: 2, code: "CVKG-FTCD-DEMS-TWFV", initial_cents: 2500, balance_cents: 2500 },
  { id: 3, code: "CVKG-FTCD-DEMS-EMTY", initial_cents: 2500, balance_cents: 0 },
  { id: 4, code: "CVKG-FTCD-DEMS-DSBL", initial_cents: 4000, balance_cents: 4000, status: "disabled" },
  { id: 5, code: "CVKG-FTCD-DEMS-TWHN", initial_cents: 20000, balance_cents: 20000 },
  { id: 6, code: "CVKG-FTCD-TENS-AAA2", initial_cents: 1000, balance_cents: 1000 },
  { id: 7, code: "CVKG-FTCD-TENS-BBB3", initial_cents: 1000, balance_cents: 1000 },
  { id: 8, code: "CVKG-FTCD-TENS-CCC4", initial_cents: 1000, balance_cents: 1000 },
  { id: 9, code: "CVKG-FTCD-TENS-DDD5", initial_cents: 1000, balance_cents: 1000 },
] as const satisfies readonly (GiftCardInsert & { id: number })[];

export function giftCardRows(): GiftCardInsert[] {
  return GIFT_CARDS.map((card) => ({
    ...card,
    recipient_name: "Demo Customer",
    recipient_email: "demo.customer@example.com",
    sender_name: "Cache Valley Kitchen",
    message: "Happy cooking! A demo gift card.",
    purchaser_email: "megan.larsen@cachevalleykitchen.com",
  }));
}

/** Each card's issue, and the spending that emptied the spent card. */
export function giftCardTransactionRows(): GiftCardTransactionInsert[] {
  const issued = GIFT_CARDS.map((card) => ({ gift_card_id: card.id, amount_cents: card.initial_cents, kind: "issue" as const }));
  const spent = GIFT_CARDS.filter((card) => card.balance_cents < card.initial_cents).map((card) => ({
    gift_card_id: card.id,
    amount_cents: card.balance_cents - card.initial_cents,
    kind: "capture" as const,
  }));
  return [...issued, ...spent].map((row, index) => ({ id: index + 1, ...row }));
}
