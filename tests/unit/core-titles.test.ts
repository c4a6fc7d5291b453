import { describe, expect, it } from "vitest";
import { documentTitle } from "../../workers/core/titles";

const brand = "Logan Cooking School";

describe("documentTitle (spec §2)", () => {
  it("adds the brand to a route title", () => {
    expect(documentTitle("Full Menu", brand)).toBe("Full Menu | Logan Cooking School");
  });

  it("keeps a title that already contains the brand, ignoring case", () => {
    expect(documentTitle("Logan Cooking School – Cook at home", brand)).toBe("Logan Cooking School – Cook at home");
    expect(documentTitle("Welcome to logan cooking school", brand)).toBe("Welcome to logan cooking school");
  });

  it("is the brand alone when the route has no title", () => {
    expect(documentTitle(undefined, brand)).toBe(brand);
    expect(documentTitle("", brand)).toBe(brand);
    expect(documentTitle("   ", brand)).toBe(brand);
  });

  it("trims the route title", () => {
    expect(documentTitle("  Sign In ", brand)).toBe("Sign In | Logan Cooking School");
  });
});

describe("core index", () => {
  it("re-exports every module", async () => {
    const core = await import("../../workers/core/index");
    expect(Object.keys(core)).toEqual(
      expect.arrayContaining([
        "formatUsd",
        "defaultMonth",
        "addBusinessDays",
        "formatQuantity",
        "normalizePhone",
        "milesBetween",
        "implies",
        "documentTitle",
      ]),
    );
  });
});
