/** The console forms' field binders (issue 25): a field named once gets its shown value and its messages. */
import { describe, expect, it } from "vitest";
import { formChoices, formFields } from "~/lib/admin/form-fields";

describe("formFields", () => {
  it("gives a field its name, the text to show and its messages", () => {
    const field = formFields({ name: "Pasta Lab", amount: "" }, { name: ["Name is too long"] });
    expect(field("name")).toEqual({ name: "name", defaultValue: "Pasta Lab", errors: ["Name is too long"] });
    expect(field("amount")).toEqual({ name: "amount", defaultValue: "", errors: undefined });
  });

  it("shows an empty field for a missing value, a repeated field's values, or no form at all", () => {
    expect(formFields({ allergens: ["dairy"] }, {})("allergens").defaultValue).toBe("");
    expect(formFields({}, {})("slug").defaultValue).toBe("");
    expect(formFields(undefined, undefined)("reason")).toEqual({ name: "reason", defaultValue: "", errors: undefined });
  });
});

describe("formChoices", () => {
  it("ticks none, one or every value of a repeated field", () => {
    const choices = formChoices({ none: "", one: "dairy", many: ["dairy", "nuts"] }, { many: ["Choose at most one"] });
    expect(choices("none").chosen).toEqual([]);
    expect(choices("missing").chosen).toEqual([]);
    expect(choices("one").chosen).toEqual(["dairy"]);
    expect(choices("many")).toEqual({ name: "many", chosen: ["dairy", "nuts"], errors: ["Choose at most one"] });
  });
});
