import { describe, expect, it } from "vitest";
import { FULFILLMENTS } from "../../../drizzle/seed/data";
import { expectBadRequest, expectNotFound, get, type ListBody } from "./request";

interface FulfillmentBody {
  id: number;
  key: string;
  name: string;
  path: string;
  description: string;
}

describe("GET fulfillments", () => {
  it("answers the four fulfillments of spec §3 in id order", async () => {
    const { status, body } = await get<ListBody<FulfillmentBody>>("/fulfillments");
    expect(status).toBe(200);
    expect(body.meta.count).toBe(4);
    expect(body.data.map((f) => [f.id, f.key, f.path])).toEqual([
      [1, "in-person", "/classes"],
      [2, "pre-assembled", "/pickup"],
      [3, "delivery", "/delivery"],
      [4, "shipping", "/delivery"],
    ]);
    expect(body.data[0]!.description).toBe(FULFILLMENTS[0].description);
  });
});

describe("GET fulfillments/{id}", () => {
  it.each([
    ["3", "delivery"],
    ["shipping", "shipping"],
    ["pre-assembled", "pre-assembled"],
  ])("answers %s by id or key", async (idOrKey, key) => {
    const { status, body } = await get<FulfillmentBody>(`/fulfillments/${idOrKey}`);
    expect(status).toBe(200);
    expect(body.key).toBe(key);
  });

  it.each(["/fulfillments/99", "/fulfillments/teleport"])("answers %s with a 404", async (path) => {
    await expectNotFound(path);
  });

  it("answers a key with odd characters with a 400 naming id", async () => {
    await expectBadRequest("/fulfillments/in%20person", "id");
  });
});
