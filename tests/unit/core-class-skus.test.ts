import { describe, expect, it } from "vitest";
import { classSku, privateLinkKey, privateSku } from "../../workers/core/class-skus";

describe("class skus", () => {
  it("reads a public class's sku from its kitchen, local date and time, and fulfillment", () => {
    expect(classSku("logan", "2026-12-05", "18:30", 1)).toBe("LOG-20261205-1830-IP");
  });

  it("makes link keys of ten capitals and digits nobody confuses", () => {
    expect(privateLinkKey()).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(privateLinkKey()).not.toBe(privateLinkKey());
  });

  it("gives a class made private a link key, and keeps the one it already has", () => {
    const made = privateSku("LOG-20261205-1830-IP-2");
    expect(made).toMatch(/^LOG-20261205-1830-IP-2-[A-HJ-NP-Z2-9]{10}$/);
    expect(privateSku(made)).toBe(made);
  });
});
