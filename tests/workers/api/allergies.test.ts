import { describe, expect, it } from "vitest";
import { ALLERGIES } from "../../../drizzle/seed/data";
import { get, type ListBody } from "./request";

describe("GET allergies", () => {
  it("answers the allergies in id order", async () => {
    const { status, body } = await get<ListBody<{ id: number; key: string; name: string }>>("/allergies");
    expect(status).toBe(200);
    expect(body.meta.count).toBe(ALLERGIES.length);
    expect(body.data[0]).toEqual({ id: 1, key: "dairy", name: "Dairy" });
    expect(body.data.map((allergy) => allergy.key)).toEqual(ALLERGIES.map((allergy) => allergy.key));
  });
});
