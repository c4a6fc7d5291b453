/** The kitchen board (issue 8): who may, the board of booked classes, one step at a time, audited. */
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first, freshClass } from "./checkout-fixtures";

const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");
const EMPLOYEE = seededToken("sam.nguyen@cachevalleykitchen.com");

interface Board {
  data: Array<{ class_id: number; meals: Array<{ meal_id: number; status: string }> }>;
}

async function bookedClassOnBoard() {
  const shopClass = await freshClass({ seatsLeft: 2 });
  const row = await first<{ date: string }>("SELECT date FROM classes WHERE id = ?1", shopClass.id);
  // The board reads local (Mountain) dates: a window of a day either side holds the class.
  const shift = (days: number) => new Date(Date.parse(row.date) + days * 86_400_000).toISOString().slice(0, 10);
  const day = `from=${shift(-1)}&to=${shift(1)}`;
  const { body } = await call<Board>("GET", `/meal-cooked-statuses?${day}`, { token: KITCHEN });
  const entry = body.data.find((candidate) => candidate.class_id === shopClass.id);
  expect(entry, "the booked class is on the board of its day").toBeDefined();
  return { classId: shopClass.id, day, meals: entry!.meals };
}

describe("the kitchen board", () => {
  it("answers 401 without a token and 403 to a customer and to an employee, and changes nothing", async () => {
    const { classId, meals } = await bookedClassOnBoard();
    const customer = (await registerCustomer()).token;
    const body = { class_id: classId, meal_id: meals[0]!.meal_id, status: "prepping" };
    expectError(await call("GET", "/meal-cooked-statuses"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/meal-cooked-statuses", { token: customer }), 403, "FORBIDDEN");
    expectError(await call("PUT", "/meal-cooked-statuses", { body }), 401, "UNAUTHENTICATED");
    expectError(await call("PUT", "/meal-cooked-statuses", { body, token: customer }), 403, "FORBIDDEN");
    expectError(await call("PUT", "/meal-cooked-statuses", { body, token: EMPLOYEE }), 403, "FORBIDDEN");
    expect(meals.every((meal) => meal.status === "not-started")).toBe(true);
  });

  it("moves a meal one step at a time, refuses jumps and bad input, and audits each step", async () => {
    const { classId, day, meals } = await bookedClassOnBoard();
    const mealId = meals[0]!.meal_id;
    const put = (status: string) => call<{ id: number; name: string; status: string }>("PUT", "/meal-cooked-statuses", { token: KITCHEN, body: { class_id: classId, meal_id: mealId, status } });
    expectError(await put("cooked"), 409, "INVALID_TRANSITION");
    expectError(await put("burnt"), 400, "BAD_REQUEST", "status");
    expectError(await call("PUT", "/meal-cooked-statuses", { token: KITCHEN, body: { class_id: classId, meal_id: 999_999, status: "prepping" } }), 404, "NOT_FOUND");
    const prepping = await put("prepping");
    expect(prepping.body.status).toBe("prepping");
    expect(prepping.body.name.length, "the answer names the meal").toBeGreaterThan(0);
    expect((await put("cooked")).body.status).toBe("cooked");
    const byId = await call<{ status: string }>("PUT", `/meal-cooked-statuses/${prepping.body.id}`, { token: KITCHEN, body: { status: "prepping" } });
    expect(byId.body.status).toBe("prepping");
    const { body } = await call<Board>("GET", `/meal-cooked-statuses?${day}`, { token: KITCHEN });
    expect(body.data.find((entry) => entry.class_id === classId)!.meals.find((meal) => meal.meal_id === mealId)!.status).toBe("prepping");
    const audit = await first<{ n: number }>(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'meal-cooked-statuses.update' AND resource_id = ?1",
      String(classId),
    );
    expect(audit.n).toBe(3);
  });
});
