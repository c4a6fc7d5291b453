import { describe, expect, it } from "vitest";
import {
  CLASS_TYPE_PROFILES,
  classTypeProfile,
  coursesOf,
  DINNER_THEMES,
  KIDS_THEMES,
  seasonalNote,
  themeOfClassName,
  whatToBringToClass,
} from "../../workers/core/class-type-profiles";
import { whatToBring } from "../../workers/core/fulfillment-guide";
import { buildClasses, CLASS_TYPES, seedIds } from "../../drizzle/seed/data";

const dateNight = CLASS_TYPE_PROFILES["date-night"];
const mealAssembly = CLASS_TYPE_PROFILES["meal-assembly"];

describe("class type profiles (decision 087)", () => {
  it("gives a date night its own three courses by the theme its name says, never the month's meals", () => {
    expect(themeOfClassName("Date Night: Street Taco Night")).toBe("Street Taco Night");
    expect(coursesOf(dateNight, "Date Night: Street Taco Night")?.map((course) => course.course)).toEqual(["Starter", "Main", "Dessert"]);
    expect(coursesOf(dateNight, "Date Night: Street Taco Night")?.[1]?.dish).toContain("tacos");
    // A theme we do not know: no courses (the page says the menu is coming), not the freezer meals.
    expect(coursesOf(dateNight, "Date Night: Something New")).toBeNull();
    // A meal-assembly class lists the month's meals: no courses.
    expect(coursesOf(mealAssembly, "December Meal Assembly — Logan")).toBeNull();
  });

  it("gives the burrito class burritos, not cookies", () => {
    const burrito = coursesOf(CLASS_TYPE_PROFILES.kids, "Kids in the Kitchen: Build-a-Burrito")!;
    expect(burrito.map((course) => course.dish).join(" ")).toMatch(/burrito/i);
    expect(burrito.map((course) => course.dish).join(" ")).not.toMatch(/cookie/i);
  });

  it("has courses for every theme the seed names its classes by", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const typeKey = new Map<number, string>(CLASS_TYPES.map((type) => [type.id, type.key]));
    for (const row of buildClasses(now, seedIds(now))) {
      const key = typeKey.get(row.class_type_id!)!;
      const profile = classTypeProfile(key, "portions");
      if (row.fulfillment_id === 1 && profile.menu === "courses") expect(coursesOf(profile, row.name!), row.name!).not.toBeNull();
      // One source of a type's length: the seed's classes run as long as their profile says.
      if (row.fulfillment_id === 1) expect(row.duration_minutes).toBe(profile.durationMinutes);
    }
    expect(DINNER_THEMES).toHaveLength(10);
    expect(KIDS_THEMES).toHaveLength(6);
  });

  it("lends a console-made type the profile of the types that sell as it does", () => {
    expect(classTypeProfile("empanada-night", "PAIRS").menu).toBe("courses");
    expect(classTypeProfile("empanada-night", "PAIRS").key).toBe("empanada-night");
    expect(classTypeProfile("freezer-club", "portions").menu).toBe("meals");
    expect(classTypeProfile("kids", "SEATS").age).toMatch(/7 to 14/);
  });

  it("says what is included, who may come, wine and parking for every type", () => {
    for (const profile of Object.values(CLASS_TYPE_PROFILES)) {
      expect(profile.included.length).toBeGreaterThan(0);
      expect(profile.age).not.toBe("");
      expect(profile.wine).not.toBe("");
    }
    expect(CLASS_TYPE_PROFILES.kids.wine).toMatch(/No alcohol/);
  });
});

describe("the seasonal note", () => {
  it("says bring a cooler only when it is warm and something goes home", () => {
    expect(seasonalNote(mealAssembly, 7)).toMatch(/cooler/);
    expect(seasonalNote(mealAssembly, 12)).not.toMatch(/cooler|summer/);
    expect(seasonalNote(dateNight, 7)).toBeNull();
    expect(seasonalNote(mealAssembly, 4)).toBeNull();
    expect(seasonalNote(dateNight, 1)).toMatch(/Winter roads/);
  });

  it("makes what to bring say the class's own length, its type's lines and its month's note", () => {
    const december = whatToBringToClass(dateNight, { durationMinutes: 150, month: 12 });
    expect(december[0]).toBe("Plan on 2 hours 30 minutes.");
    expect(december.join(" ")).not.toMatch(/60 to 90|cooler|summer|freezer/);
    expect(december.join(" ")).toMatch(/Winter roads/);
    const july = whatToBring("in-person", { durationMinutes: 120, month: 7, classType: { key: "meal-assembly", offer: "portions" } });
    expect(july.join(" ")).toMatch(/cooler/);
    expect(whatToBring("in-person", { durationMinutes: 150, month: 7, classType: { key: "date-night", offer: "pairs" } }).join(" ")).not.toMatch(/cooler/);
  });
});
