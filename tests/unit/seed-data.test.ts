import { describe, expect, it } from "vitest";
import {
  ALLERGIES,
  buildCharityWindow,
  buildClasses,
  buildMenus,
  buildShippingOffsets,
  CLASS_TYPES,
  classWindow,
  FULFILLMENTS,
  LOCATIONS,
  MEAL_TYPES,
  MEALS,
  milesBetween,
  PORTION_QUANTITIES,
  PORTION_SIZES,
  portionPriceRows,
  RESERVATION_SIZES,
  ROLE_PERMISSIONS,
  USERS,
  zonedTimeToUtc,
} from "../../drizzle/seed/data";
import { drizzle } from "drizzle-orm/d1";
import { MAX_BATCH_STATEMENTS, rowsPerStatement, seedRows, seedStatements } from "../../drizzle/seed/seed";
import { loadZipcodes } from "../../drizzle/seed/zipcodes";
import * as schema from "../../drizzle/api/schema";

const NOW = new Date("2026-11-21T12:00:00Z"); // a Saturday in MST
const SUMMER_NOW = new Date("2026-07-08T18:00:00Z"); // a Wednesday in MDT

describe("fulfillments", () => {
  it("are exactly the four of spec §3", () => {
    expect(FULFILLMENTS.map(({ id, key, name, path }) => ({ id, key, name, path }))).toEqual([
      { id: 1, key: "in-person", name: "In-Person Class", path: "/classes" },
      { id: 2, key: "pre-assembled", name: "Pre-Assembled Pickup", path: "/pickup" },
      { id: 3, key: "delivery", name: "Delivery", path: "/delivery" },
      { id: 4, key: "shipping", name: "Shipping", path: "/delivery" },
    ]);
    for (const f of FULFILLMENTS) expect(f.description.length).toBeGreaterThan(10);
  });
});

describe("locations", () => {
  const active = LOCATIONS.filter((l) => l.active);

  it("has at least six active Utah locations in America/Denver with 5-digit zips", () => {
    expect(active.length).toBeGreaterThanOrEqual(6);
    for (const l of active) {
      expect(l.state).toBe("UT");
      expect(l.zipcode).toMatch(/^\d{5}$/);
      expect(l.timezone).toBe("America/Denver");
      // Utah lies between 37°N–42°N and 109°W–114°W.
      expect(l.latitude).toBeGreaterThan(37);
      expect(l.latitude).toBeLessThan(42);
      expect(l.longitude).toBeGreaterThan(-114.1);
      expect(l.longitude).toBeLessThan(-109);
    }
  });

  it("has one inactive location and unique slugs, codes, phones and emails", () => {
    expect(LOCATIONS.some((l) => !l.active)).toBe(true);
    for (const field of ["slug", "code", "phone", "email"] as const) {
      expect(new Set(LOCATIONS.map((l) => l[field])).size).toBe(LOCATIONS.length);
    }
    for (const l of LOCATIONS) {
      expect(l.phone).toMatch(/^(435|801|385)\d{7}$/);
      expect(l.email).toMatch(/^[a-z]+@cachevalleykitchen\.com$/);
      expect(l.tax_rate_bps).toBeGreaterThanOrEqual(600);
      expect(l.tax_rate_bps).toBeLessThanOrEqual(900);
    }
  });

  it("all offer in-person classes; Logan offers everything and ships", () => {
    for (const l of LOCATIONS) expect(l.fulfillment_ids).toContain(1);
    const logan = LOCATIONS.find((l) => l.slug === "logan");
    expect(logan?.fulfillment_ids).toEqual([1, 2, 3, 4]);
    expect(logan?.shipping).toBe(true);
    expect(LOCATIONS.filter((l) => l.shipping).length).toBe(1);
  });

  it("location zips match the zipcodes package within a few miles", () => {
    const zips = new Map(loadZipcodes().map((z) => [z.zipcode, z]));
    for (const l of LOCATIONS) {
      const z = zips.get(l.zipcode);
      expect(z?.state).toBe("UT");
      expect(milesBetween(l as { latitude: number; longitude: number }, z!)).toBeLessThan(6);
    }
  });
});

/** Ingredient patterns that imply an allergen (and that an allergen must be explained by). */
const ALLERGEN_PATTERNS: Record<string, RegExp> = {
  dairy: /milk|cheese|butter|cream|yogurt/,
  eggs: /\beggs?\b/,
  fish: /\b(salmon|cod|tilapia|halibut|trout|tuna|anchov\w*|fish sauce)\b/,
  shellfish: /\b(shrimp|crab|lobster|scallops?|clams?|mussels?)\b/,
  "tree-nuts": /cashew|pecan|walnut|almond|pine nut|pistachio|hazelnut|macadamia/,
  peanuts: /peanut/,
  wheat: /wheat|flour|panko/,
  soy: /\bsoy|tofu|edamame|miso|hoisin/,
  sesame: /sesame/,
  gluten: /wheat|flour|panko|barley|malt|\brye\b/,
};

/** Plant "milks" and nut "butters" are not dairy. */
const normalizeIngredients = (s: string) =>
  s.toLowerCase().replace(/peanut butter|almond butter|coconut milk|coconut cream|almond milk|oat milk/g, "");

describe("meals", () => {
  const allergyKeys = new Set<string>(ALLERGIES.map((a) => a.key));

  it("lists the major US allergens plus gluten", () => {
    expect([...allergyKeys].sort()).toEqual(
      ["dairy", "eggs", "fish", "gluten", "peanuts", "sesame", "shellfish", "soy", "tree-nuts", "wheat"].sort(),
    );
    expect(MEAL_TYPES.map((t) => t.key)).toEqual(["entree", "side", "soup", "breakfast", "dessert"]);
  });

  it("has at least 20 well-formed meals with unique slugs", () => {
    expect(MEALS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(MEALS.map((m) => m.slug)).size).toBe(MEALS.length);
    for (const m of MEALS) {
      expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(m.price_cents)).toBe(true);
      expect(m.price_cents).toBeGreaterThan(999);
      expect(m.price_cents).toBeLessThanOrEqual(4999);
      expect([4, 6]).toContain(m.serves);
      const steps = m.instructions.split("\n");
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(4);
      for (const a of m.allergies) expect(allergyKeys.has(a)).toBe(true);
    }
    for (const m of MEALS.filter((meal) => meal.meal_type === "entree")) {
      expect(m.price_cents).toBeGreaterThanOrEqual(2499);
      expect(m.price_cents).toBeLessThanOrEqual(4299);
    }
  });

  it("declares exactly the allergens its ingredients imply", () => {
    for (const m of MEALS) {
      const ingredients = normalizeIngredients(m.ingredients);
      for (const [allergen, pattern] of Object.entries(ALLERGEN_PATTERNS)) {
        const implied = pattern.test(ingredients);
        const declared = (m.allergies as readonly string[]).includes(allergen);
        expect({ meal: m.slug, allergen, declared }).toEqual({ meal: m.slug, allergen, declared: implied });
      }
    }
  });
});

describe("menus", () => {
  it("has one menu per month of the class window with 8–12 known meals, rotating", () => {
    const menus = buildMenus(NOW);
    expect(menus.map((m) => m.slug)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(menus[1]).toMatchObject({ name: "December 2026 Menu", starts_on: "2026-12-01", ends_on: "2026-12-31" });
    expect(menus[3]).toMatchObject({ starts_on: "2027-02-01", ends_on: "2027-02-28" });
    const slugs = new Set(MEALS.map((m) => m.slug));
    for (const menu of menus) {
      expect(menu.meal_slugs.length).toBeGreaterThanOrEqual(8);
      expect(menu.meal_slugs.length).toBeLessThanOrEqual(12);
      expect(new Set(menu.meal_slugs).size).toBe(menu.meal_slugs.length);
      for (const s of menu.meal_slugs) expect(slugs.has(s)).toBe(true);
    }
    for (let i = 1; i < menus.length; i++) {
      expect(menus[i]!.meal_slugs).not.toEqual(menus[i - 1]!.meal_slugs);
    }
  });
});

describe("portions, roles and users", () => {
  it("prices every class type × size × quantity but date night's, full ≈ 1.75× half, cheaper per meal in bulk", () => {
    const rows = portionPriceRows();
    // Decision 040: date night, new with offers, sells couples only; the others keep their rows.
    const priced = CLASS_TYPES.filter((type) => type.key !== "date-night");
    expect(priced.length).toBe(CLASS_TYPES.length - 1);
    expect(rows.length).toBe(priced.length * PORTION_SIZES.length * PORTION_QUANTITIES.length);
    const price = (t: number, s: number, q: number) =>
      rows.find((r) => r.class_type_id === t && r.portion_size_id === s && r.portion_quantity_id === q)!.price_cents;
    for (const type of priced) {
      for (const qty of PORTION_QUANTITIES) {
        const ratio = price(type.id, 2, qty.id) / price(type.id, 1, qty.id);
        expect(ratio).toBeGreaterThan(1.65);
        expect(ratio).toBeLessThan(1.85);
      }
      for (const size of PORTION_SIZES) {
        const perMeal = PORTION_QUANTITIES.map((q) => price(type.id, size.id, q.id) / q.meal_count);
        for (let i = 1; i < perMeal.length; i++) expect(perMeal[i]!).toBeLessThan(perMeal[i - 1]!);
      }
    }
    for (const r of rows) expect(Number.isInteger(r.price_cents)).toBe(true);
  });

  it("has well-formed permission strings and an admin wildcard", () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(["*"]);
    expect(ROLE_PERMISSIONS.customer).toEqual([]);
    for (const list of Object.values(ROLE_PERMISSIONS)) {
      expect(new Set(list).size).toBe(list.length);
      for (const p of list) {
        for (const part of p.split(".")) for (const sub of part.split(",")) expect(sub).not.toBe("");
      }
    }
  });

  it("has unique staff and customer users covering every role", () => {
    expect(new Set(USERS.map((u) => u.email)).size).toBe(USERS.length);
    expect(new Set(USERS.map((u) => u.phone)).size).toBe(USERS.length);
    for (const u of USERS) expect(u.phone).toMatch(/^\d{10}$/);
    const withRole = (r: string) => USERS.filter((u) => (u.roles as readonly string[]).includes(r));
    expect(withRole("admin").length).toBeGreaterThanOrEqual(1);
    expect(withRole("manager").length).toBeGreaterThanOrEqual(1);
    expect(withRole("staff").length).toBeGreaterThanOrEqual(2);
    expect(withRole("employee").length).toBeGreaterThanOrEqual(1);
    expect(withRole("customer").length).toBe(3);
    for (const u of USERS.filter((user) => !user.roles.includes("customer"))) {
      expect(u.email).toMatch(/@cachevalleykitchen\.com$/);
    }
  });

  it("has a charity window that is current at now", () => {
    const w = buildCharityWindow(NOW);
    expect(w.starts_at).toBe("2026-10-22T12:00:00.000Z");
    expect(w.ends_at).toBe("2027-02-19T12:00:00.000Z");
    expect(w.suggested_amounts).toEqual([500, 1000, 2500]);
  });
});

describe("time zone conversion", () => {
  it("converts Denver wall time to UTC across DST", () => {
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 14 }, 18, 30).toISOString()).toBe("2026-07-15T00:30:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 12, day: 5 }, 18, 30).toISOString()).toBe("2026-12-06T01:30:00.000Z");
    // The days of the 2026 changes (Mar 8 and Nov 1), after 2 am local.
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8 }, 10, 0).toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1 }, 10, 0).toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });
});

describe("buildClasses", () => {
  const classes = buildClasses(NOW);
  const seatsById = new Map<number, number>(RESERVATION_SIZES.map((s) => [s.id, s.seats]));

  it("covers Monday 2026-11-16 00:00 Denver through about three months", () => {
    const window = classWindow(NOW);
    expect(window.start.toISOString()).toBe("2026-11-16T07:00:00.000Z");
    const dates = classes.map((c) => c.date).sort();
    expect(dates[0]! >= "2026-11-16T07:00:00.000Z").toBe(true);
    const spanDays = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(80);
    expect(spanDays).toBeLessThanOrEqual(91);
    expect(dates.at(-1)! < window.end.toISOString()).toBe(true);
  });

  it("schedules every active location and no inactive one", () => {
    const used = new Set(classes.map((c) => c.location_id));
    for (const l of LOCATIONS) expect(used.has(l.id)).toBe(l.active);
    for (const c of classes) {
      const location = LOCATIONS.find((l) => l.id === c.location_id)!;
      expect(location.fulfillment_ids).toContain(c.fulfillment_id);
    }
  });

  it("has unique readable skus and consistent seats", () => {
    expect(new Set(classes.map((c) => c.sku)).size).toBe(classes.length);
    for (const c of classes) {
      // Decision 018: a private class's sku ends in a random key (its host's link).
      expect(c.sku).toMatch(c.class_is_public ? /^[A-Z]{3}-\d{8}-\d{4}-(IP|PU|DL|SH)$/ : /^[A-Z]{3}-\d{8}-\d{4}-(IP|PU|DL|SH)-[A-HJ-NP-Z2-9]{10}$/);
      const seats = seatsById.get(c.reservation_size_id)!;
      expect(c.seats_taken).toBeGreaterThanOrEqual(0);
      expect(c.seats_taken!).toBeLessThanOrEqual(seats);
      expect(c.duration_minutes).toBeGreaterThanOrEqual(90);
      expect(c.duration_minutes).toBeLessThanOrEqual(150);
      expect(c.host_id).not.toBeNull();
      expect(c.menu_id).not.toBeNull();
      expect(c.status).toBe("scheduled");
      expect(c.published).toBe(true);
    }
    expect(classes.some((c) => c.seats_taken === seatsById.get(c.reservation_size_id))).toBe(true);
  });

  it("cancels about 1 in 25 and has some private classes of the private type", () => {
    const canceled = classes.filter((c) => c.canceled).length;
    expect(canceled).toBeGreaterThan(0);
    expect(canceled / classes.length).toBeLessThan(0.08);
    const privateType = CLASS_TYPES.find((t) => t.key === "private")!.id;
    const privates = classes.filter((c) => !c.class_is_public);
    expect(privates.length).toBeGreaterThan(0);
    for (const c of privates) expect(c.class_type_id).toBe(privateType);
    expect(privates.length).toBeLessThan(classes.length / 5);
  });

  it("stores a December 6:30 pm class as 01:30Z the next day (MST)", () => {
    const c = classes.find((x) => x.sku === "LOG-20261205-1000-IP");
    expect(c?.date).toBe("2026-12-05T17:00:00.000Z");
    const evening = classes.find((x) => x.sku === "LOG-20261208-1830-IP");
    expect(evening?.date).toBe("2026-12-09T01:30:00.000Z");
    expect(evening?.name).toBe("December Meal Assembly — Logan");
  });

  it("stores a July 6:30 pm class as 00:30Z the next day (MDT)", () => {
    const summer = buildClasses(SUMMER_NOW);
    const july = summer.filter((c) => /^[A-Z]{3}-202607\d\d-1830-IP$/.test(c.sku));
    expect(july.length).toBeGreaterThan(0);
    for (const c of july) {
      const day = Number(c.sku.slice(10, 12));
      expect(c.date).toBe(`2026-07-${String(day + 1).padStart(2, "0")}T00:30:00.000Z`);
    }
  });

  it("is deterministic for a given now, but for the private classes' random link keys", () => {
    const withoutLinkKeys = (rows: typeof classes) => rows.map((c) => ({ ...c, sku: c.sku.replace(/-[A-HJ-NP-Z2-9]{10}$/, "") }));
    const again = buildClasses(new Date(NOW));
    expect(withoutLinkKeys(again)).toEqual(withoutLinkKeys(classes));
    expect(withoutLinkKeys(buildClasses(SUMMER_NOW))).toEqual(withoutLinkKeys(buildClasses(new Date(SUMMER_NOW))));
    // Decision 018: each seed draws new keys, so the code does not give them away.
    const privateSkus = (rows: typeof classes) => rows.filter((c) => !c.class_is_public).map((c) => c.sku);
    expect(privateSkus(again).some((sku, index) => sku !== privateSkus(classes)[index])).toBe(true);
  });
});

describe("zipcodes and shipping offsets", () => {
  const zipcodes = loadZipcodes();

  it("loads more than 30,000 unique US zip codes including Logan", () => {
    expect(zipcodes.length).toBeGreaterThan(30_000);
    expect(new Set(zipcodes.map((z) => z.zipcode)).size).toBe(zipcodes.length);
    for (const z of zipcodes) expect(z.zipcode).toMatch(/^\d{5}$/);
    const logan = zipcodes.find((z) => z.zipcode === "84321");
    expect(logan).toMatchObject({ city: "Logan", state: "UT" });
    expect(logan!.latitude).toBeCloseTo(41.7, 1);
  });

  it("measures real distances", () => {
    const logan = LOCATIONS.find((l) => l.slug === "logan")!;
    const slc = LOCATIONS.find((l) => l.slug === "salt-lake-city")!;
    const miles = milesBetween(logan as { latitude: number; longitude: number }, slc as {
      latitude: number;
      longitude: number;
    });
    expect(miles).toBeGreaterThan(60);
    expect(miles).toBeLessThan(75);
  });

  it("offsets Utah zips by distance from delivering locations only", () => {
    const offsets = buildShippingOffsets(zipcodes);
    const senders = new Set(LOCATIONS.filter((l) => l.fulfillment_ids.some((f) => f >= 3)).map((l) => l.id));
    const utah = new Set(zipcodes.filter((z) => z.state === "UT").map((z) => z.zipcode));
    for (const o of offsets) {
      expect(utah.has(o.zipcode)).toBe(true);
      expect(senders.has(o.location_id)).toBe(true);
      expect([1, 2, 3]).toContain(o.offset_days);
    }
    const at = (zip: string, location: string) =>
      offsets.find((o) => o.zipcode === zip && o.location_id === LOCATIONS.find((l) => l.slug === location)!.id);
    expect(at("84321", "logan")?.offset_days).toBe(1);
    expect(at("84111", "logan")?.offset_days).toBe(2);
    expect(at("84770", "provo")).toBeUndefined(); // St. George is ~220 miles from Provo
    expect(offsets.filter((o) => o.zipcode === "84770")).toEqual([]);
  });
});

describe("seed rows", () => {
  it("keeps every statement within D1's 100 bound parameters and the core in one batch", () => {
    // Statements are only built here, never run, so a stand-in D1 client is enough.
    const db = drizzle({} as D1Database, { schema });
    const rows = seedRows({ now: NOW, zipcodes: loadZipcodes() });
    const { zipcodes, core } = seedStatements(db, rows);
    const params = (s: unknown) => (s as { toSQL(): { params: unknown[] } }).toSQL().params.length;
    for (const statement of [...zipcodes, ...core]) expect(params(statement)).toBeLessThanOrEqual(100);
    expect(Math.max(...core.map(params))).toBeGreaterThan(50); // chunks are not needlessly tiny
    expect(core.length).toBeLessThanOrEqual(MAX_BATCH_STATEMENTS);
    expect(zipcodes.length).toBe(Math.ceil(rows.zipcodes.length / rowsPerStatement(schema.zipcodes)));
  });

  it("wires relations to existing ids", () => {
    const rows = seedRows({ now: NOW, zipcodes: [] });
    const ids = (list: readonly { id?: number }[]) => new Set(list.map((r) => r.id));
    const menuIds = ids(rows.menus);
    const userIds = ids(rows.users);
    for (const c of rows.classes) {
      expect(menuIds.has(c.menu_id!)).toBe(true);
      expect(userIds.has(c.host_id!)).toBe(true);
    }
    const mealIds = ids(rows.meals);
    for (const mm of rows.menu_meals) expect(mealIds.has(mm.meal_id)).toBe(true);
    expect(rows.shipping_offsets).toEqual([]);
  });
});
