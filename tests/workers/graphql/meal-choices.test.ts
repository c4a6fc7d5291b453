/** Which meals through GraphQL (decision 041): addClassToCart(meals:), setCartLineMeals, CartClass.meals. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeClass, newCart, ok, refused } from "./cart-fixtures";

const LINE = `classes { class { id } meals { mealId name quantity } }`;
const ADD = `mutation ($uuid: ID!, $classId: ID!, $meals: [MealChoiceInput!]) {
  addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: "1", portionQuantityId: "1", meals: $meals) { ${LINE} }
}`;
const SET = `mutation ($uuid: ID!, $classId: ID!, $meals: [MealChoiceInput!]!) {
  setCartLineMeals(uuid: $uuid, classId: $classId, meals: $meals) { ${LINE} }
}`;

type Lines = { classes: Array<{ class: { id: string }; meals: Array<{ mealId: string; name: string; quantity: number }> }> };

async function menuOf(classId: number) {
  const rows = await env.DB.prepare(
    `SELECT m.id, m.name FROM classes c JOIN menu_meals mm ON mm.menu_id = c.menu_id JOIN meals m ON m.id = mm.meal_id
     WHERE c.id = ?1 AND m.active = 1 ORDER BY mm.position, m.id`,
  )
    .bind(classId)
    .all<{ id: number; name: string }>();
  expect(rows.results.length).toBeGreaterThanOrEqual(3);
  return rows.results;
}

describe("the meal choice through GraphQL", () => {
  it("adds a line with three meals, changes them, and clears them to the chef's choice", async () => {
    const classId = await makeClass({ classTypeId: 1 });
    const [a, b, c] = await menuOf(classId);
    const cart = await newCart();
    const meals = [a!, b!, c!].map((meal) => ({ mealId: String(meal.id), quantity: 1 }));
    const added = (await ok<{ addClassToCart: Lines }>(ADD, { uuid: cart.uuid, classId: String(classId), meals })).addClassToCart;
    expect(added.classes[0]!.meals.map((meal) => meal.name).sort()).toEqual([a!.name, b!.name, c!.name].sort());

    const changed = (await ok<{ setCartLineMeals: Lines }>(SET, { uuid: cart.uuid, classId: String(classId), meals: [{ mealId: String(a!.id), quantity: 3 }] }))
      .setCartLineMeals;
    expect(changed.classes[0]!.meals).toEqual([{ mealId: String(a!.id), name: a!.name, quantity: 3 }]);
    const cleared = (await ok<{ setCartLineMeals: Lines }>(SET, { uuid: cart.uuid, classId: String(classId), meals: [] })).setCartLineMeals;
    expect(cleared.classes[0]!.meals).toEqual([]);
  });

  it("answers BAD_USER_INPUT with the field message on meals for a wrong count, and a malformed meal id", async () => {
    const classId = await makeClass({ classTypeId: 1 });
    const [a] = await menuOf(classId);
    const cart = await newCart();
    const wrong = await refused(ADD, { uuid: cart.uuid, classId: String(classId), meals: [{ mealId: String(a!.id), quantity: 2 }] });
    expect(wrong.extensions.code).toBe("BAD_USER_INPUT");
    expect(wrong.extensions.fields?.meals).toEqual(["Choose 3 meals; you chose 2"]);
    const malformed = await refused(ADD, { uuid: cart.uuid, classId: String(classId), meals: [{ mealId: "x", quantity: 3 }] });
    expect(malformed.extensions.code).toBe("BAD_USER_INPUT");
    const after = await ok<{ cart: Lines }>(`query ($uuid: ID!) { cart(uuid: $uuid) { ${LINE} } }`, { uuid: cart.uuid });
    expect(after.cart.classes).toEqual([]);
  });
});
