import { describe, expect, it } from "vitest";
import { MEAL_TYPES } from "../../../drizzle/seed/data";
import { get, type ListBody } from "./request";

describe("GET meal-types", () => {
  it("answers the meal types in id order", async () => {
    const { status, body } = await get<ListBody<{ id: number; key: string; name: string }>>("/meal-types");
    expect(status).toBe(200);
    expect(body).toEqual({ data: MEAL_TYPES.map((type) => ({ ...type })), meta: { count: MEAL_TYPES.length } });
  });
});
