import { describe, expect, it } from "vitest";
import { CLASS_TYPES, portionPriceCents } from "../../../drizzle/seed/data";
import { call, seededToken } from "../support/api";
import { expectBadRequest, expectNotFound, get, type ListBody } from "./request";

interface ClassTypeBody {
  id: number;
  key: string;
  name: string;
  prices: PriceBody[];
}

interface PriceBody {
  portion_size: { id: number; key: string; name: string; serves: string };
  portion_quantity: { id: number; meal_count: number };
  price_cents: number;
}

interface ClassDetailBody {
  id: number;
  sku: string;
  class_is_public: boolean;
  canceled: boolean;
  class_type_id: number;
  location: { id: number; address: { city: string }; location_fulfillment_ids: number[]; fulfillments: Array<{ key: string }> };
  fulfillment: { key: string };
  reservation_size: { seats: number };
  host: { first_name: string } | null;
  class_type: { id: number; key: string; name: string };
  prices: PriceBody[];
  menu: {
    id: number;
    slug: string;
    starts_on: string;
    meals: Array<{ id: number; slug: string; name: string; meal_type: { key: string }; allergens: Array<{ id: number; key: string; name: string }> }>;
  } | null;
}

const firstClass = async (query: string) => {
  const { body } = await get<ListBody<{ id: number; sku: string }>>(`/classes${query}&limit=1`);
  return body.data[0]!;
};

describe("GET classes/types", () => {
  it("answers every class type with its full price matrix", async () => {
    const { status, body } = await get<ListBody<ClassTypeBody>>("/classes/types");
    expect(status).toBe(200);
    expect(body.data.map((type) => type.key)).toEqual(CLASS_TYPES.map((type) => type.key));
    const mealAssembly = body.data[0]!;
    expect(mealAssembly.prices).toHaveLength(8);
    expect(mealAssembly.prices[0]).toEqual({
      portion_size: { id: 1, key: "half", name: "Half", serves: "2–3" },
      portion_quantity: { id: 1, meal_count: 3 },
      price_cents: portionPriceCents("meal-assembly", "half", 3),
    });
    expect(mealAssembly.prices.map((price) => [price.portion_size.key, price.portion_quantity.meal_count])).toEqual([
      ["half", 3], ["half", 6], ["half", 9], ["half", 12],
      ["full", 3], ["full", 6], ["full", 9], ["full", 12],
    ]);
  });
});

describe("GET classes/{id}", () => {
  it("answers a class by sku with its relations, prices, class type and menu with meals", async () => {
    const listed = await firstClass("?method=in-person&canceled=false");
    const { status, body } = await get<ClassDetailBody>(`/classes/${listed.sku}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: listed.id, sku: listed.sku, fulfillment: { key: "in-person" } });
    expect(body.location.location_fulfillment_ids.length).toBe(body.location.fulfillments.length);
    expect(body.location.address.city.length).toBeGreaterThan(0);
    expect(body.class_type.id).toBe(body.class_type_id);
    expect(body.prices).toHaveLength(8);
    const key = body.class_type.key as (typeof CLASS_TYPES)[number]["key"];
    expect(body.prices.find((price) => price.portion_size.key === "full" && price.portion_quantity.meal_count === 12)?.price_cents).toBe(
      portionPriceCents(key, "full", 12),
    );
    expect(body.menu?.meals).toHaveLength(10);
    for (const meal of body.menu!.meals) {
      expect(meal.meal_type.key.length).toBeGreaterThan(0);
      for (const allergen of meal.allergens) expect(Object.keys(allergen).sort()).toEqual(["id", "key", "name"]);
    }
    expect(body.menu!.meals.some((meal) => meal.allergens.length > 0)).toBe(true);
  });

  it("answers the same class by numeric id", async () => {
    const listed = await firstClass("?method=delivery");
    const { body: bySku } = await get<ClassDetailBody>(`/classes/${listed.sku}`);
    const { body: byId } = await get<ClassDetailBody>(`/classes/${listed.id}`);
    expect(byId).toEqual(bySku);
  });

  it("answers private (by sku) and canceled classes too: a customer may hold a link", async () => {
    const { body: privates } = await call<ListBody<{ id: number; sku: string }>>("GET", "/classes?public_class=false&limit=1", {
      token: seededToken("megan.larsen@cachevalleykitchen.com"),
    });
    const privateClass = privates.data[0]!;
    const { status, body } = await get<ClassDetailBody>(`/classes/${privateClass.sku}`);
    expect(status).toBe(200);
    expect(body.class_is_public).toBe(false);
    expect(body.class_type.key).toBe("private");
    const canceled = await firstClass("?canceled=true");
    const { body: canceledBody } = await get<ClassDetailBody>(`/classes/${canceled.sku}`);
    expect(canceledBody.canceled).toBe(true);
  });

  it.each(["/classes/LOG-19990101-1830-IP", "/classes/999999"])("answers %s with a 404", async (path) => {
    await expectNotFound(path);
  });

  it.each(["/classes/bad!sku", `/classes/${"X".repeat(101)}`, "/classes/-LOG"])("answers %s with a 400 naming id", async (path) => {
    await expectBadRequest(path, "id");
  });
});
