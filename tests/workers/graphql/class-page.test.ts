import { beforeEach, describe, expect, it } from "vitest";
import { CLASS_TYPES, portionPriceCents } from "../../../drizzle/seed/data";
import { ADMIN_EMAIL, ok, seededToken } from "./cart-fixtures";
import { calledPaths, data, expectBadUserInput, expectRestCallsAtMost, graphql } from "./request";
import { restCalls } from "./test-worker";

interface ClassPage {
  class: {
    id: string;
    sku: string;
    canceled: boolean;
    classIsPublic: boolean;
    location: { name: string; address: { city: string; state: string }; fulfillmentIds: string[]; fulfillments: Array<{ key: string }> };
    classType: { key: string; name: string };
    prices: Array<{ portionSize: { key: string; serves: string }; portionQuantity: { mealCount: number }; priceCents: number }>;
    menu: { name: string; startsOn: string; meals: Array<{ id: string; name: string; priceCents: number; mealType: { key: string }; allergens: Array<{ key: string; name: string }> }> } | null;
  } | null;
  allergies: Array<{ key: string; name: string }>;
}

const CLASS_PAGE = /* GraphQL */ `
  query ClassPage($sku: String!) {
    class(idOrSku: $sku) {
      id sku name date canceled classIsPublic seatsLeft
      location { name timezone address { street city state zipcode } fulfillmentIds fulfillments { key name path } }
      fulfillment { key name }
      classType { key name }
      prices { portionSize { key name serves } portionQuantity { mealCount } priceCents }
      menu { name startsOn meals { id name priceCents serves calories mealType { key name } allergens { key name } } }
    }
    allergies { key name }
  }
`;

async function someSku(filter: Record<string, unknown>): Promise<{ id: string; sku: string }> {
  const { classes } = await data<{ classes: Array<{ id: string; sku: string }> }>(
    "query ($filter: ClassFilter) { classes(filter: $filter, first: 1) { id sku } }",
    { filter },
  );
  restCalls.length = 0;
  return classes[0]!;
}

beforeEach(() => {
  restCalls.length = 0;
});

describe("Query.class (the class page)", () => {
  it("answers a class with prices, class type, menu meals and allergens in 2 REST calls", async () => {
    const { sku } = await someSku({ method: "in-person", canceled: false });
    const answer = await graphql<ClassPage>(CLASS_PAGE, { sku });
    expect(answer.errors).toBeUndefined();
    const shopClass = answer.data!.class!;
    expect(shopClass.sku).toBe(sku);
    expect(shopClass.location.fulfillmentIds.length).toBe(shopClass.location.fulfillments.length);
    expect(shopClass.location.address.state).toBe("UT");
    expect(shopClass.prices).toHaveLength(8);
    const key = shopClass.classType.key as (typeof CLASS_TYPES)[number]["key"];
    expect(shopClass.prices[0]).toEqual({
      portionSize: { key: "half", name: "Half", serves: "2–3" },
      portionQuantity: { mealCount: 3 },
      priceCents: portionPriceCents(key, "half", 3),
    });
    expect(shopClass.menu!.meals).toHaveLength(10);
    expect(shopClass.menu!.meals.some((meal) => meal.allergens.length > 0)).toBe(true);
    expect(answer.data!.allergies[0]).toEqual({ key: "dairy", name: "Dairy" });
    expectRestCallsAtMost(answer, 2);
    expect(calledPaths()).toEqual(["GET /allergies", `GET /classes/${sku}`]);
  });

  it("answers a private class by its sku (the host's link) but not by its id (decision 018)", async () => {
    const { classes } = await ok<{ classes: Array<{ id: string; sku: string }> }>(
      "{ classes(filter: { publicClass: false }, first: 1) { id sku } }",
      {},
      seededToken(ADMIN_EMAIL),
    );
    const { id, sku } = classes[0]!;
    const bySku = await data<ClassPage>(CLASS_PAGE, { sku });
    const byId = await data<ClassPage>(CLASS_PAGE, { sku: id });
    expect(bySku.class!.classIsPublic).toBe(false);
    expect(bySku.class!.id).toBe(id);
    expect(byId.class).toBeNull();
  });

  it("answers null, not an error, for a class that does not exist", async () => {
    const answer = await graphql<ClassPage>("query ($sku: String!) { class(idOrSku: $sku) { id } }", { sku: "LOG-19990101-1830-IP" });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.class).toBeNull();
  });

  it.each(["../health", "", "LOG 2026"])("rejects the key %j before calling REST", async (sku) => {
    const answer = await graphql<ClassPage>("query ($sku: String!) { class(idOrSku: $sku) { id } }", { sku });
    expectBadUserInput(answer, "idOrSku");
    expect(restCalls).toHaveLength(0);
  });
});

describe("a class list with prices and location fulfillments", () => {
  it("batches: classes, class types and locations are one REST call each", async () => {
    const answer = await graphql<{
      classes: Array<{ prices: Array<{ priceCents: number }>; classType: { key: string }; location: { id: string; fulfillments: Array<{ key: string }> } }>;
    }>(`{
      classes(first: 200) {
        sku name date seats seatsLeft canceled
        fulfillment { key name path }
        location { id name city state timezone fulfillments { key } }
        classType { key }
        prices { priceCents }
      }
    }`);
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.classes;
    expect(list.length).toBeGreaterThan(50);
    expect(new Set(list.map((shopClass) => shopClass.location.id)).size).toBeGreaterThan(3);
    // Decision 040: a date night sells couples, with no portion prices.
    const portionsOf = (shopClass: (typeof list)[number]) => (shopClass.classType.key === "date-night" ? 0 : 8);
    expect(list.every((shopClass) => shopClass.prices.length === portionsOf(shopClass) && shopClass.location.fulfillments.length > 0)).toBe(true);
    expectRestCallsAtMost(answer);
    expect(calledPaths()).toEqual(["GET /classes", "GET /classes/types", "GET /locations"]);
  });

  it("keeps the class card fragment of the web pages to one REST call", async () => {
    const answer = await graphql<{ classes: unknown[] }>(`{
      classes(filter: { canceled: false }, first: 12) { id sku name date seats seatsLeft canceled fulfillment { key name path } location { name city state timezone } }
    }`);
    expect(answer.data!.classes).toHaveLength(12);
    expectRestCallsAtMost(answer, 1);
  });
});

describe("Query.classTypes", () => {
  it("answers the class types with their prices", async () => {
    const answer = await graphql<{ classTypes: Array<{ key: string; prices: Array<{ priceCents: number }> }> }>(
      "{ classTypes { id key name description prices { priceCents portionSize { key } portionQuantity { mealCount } } } }",
    );
    expect(answer.data!.classTypes.map((type) => type.key)).toEqual(CLASS_TYPES.map((type) => type.key));
    expect(answer.data!.classTypes[1]!.prices[7]!.priceCents).toBe(portionPriceCents("cooking-class", "full", 12));
    expectRestCallsAtMost(answer, 1);
  });
});
