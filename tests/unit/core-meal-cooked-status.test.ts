import { describe, expect, it } from "vitest";
import { MEAL_COOKED_STATUSES, nextStatus, previousStatus, statusChangeRefusal } from "../../workers/core/meal-cooked-status";

describe("the kitchen board's steps", () => {
  it("goes not started → prepping → cooked → packed", () => {
    expect(MEAL_COOKED_STATUSES.map(nextStatus)).toEqual(["prepping", "cooked", "packed", null]);
    expect(MEAL_COOKED_STATUSES.map(previousStatus)).toEqual([null, "not-started", "prepping", "cooked"]);
  });

  it("allows one step forward or back, and refuses jumps and no-ops with a reason", () => {
    for (const from of MEAL_COOKED_STATUSES) {
      for (const to of MEAL_COOKED_STATUSES) {
        const allowed = to === nextStatus(from) || to === previousStatus(from);
        expect(statusChangeRefusal(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
    expect(statusChangeRefusal("not-started", "cooked")).toMatch(/one step at a time/);
    expect(statusChangeRefusal("cooked", "cooked")).toBe("The meal is already cooked");
  });
});
