import { beforeEach, describe, expect, it } from "vitest";
import { data, expectRestCallsAtMost, graphql } from "./request";
import { restCalls } from "./test-worker";

beforeEach(() => {
  restCalls.length = 0;
});

describe("Query.fulfillments and Query.fulfillment", () => {
  it("answers the list and single fulfillments from one REST call", async () => {
    const answer = await graphql<{ fulfillments: Array<{ id: string; key: string; path: string }>; delivery: { id: string; name: string }; byId: { key: string }; missing: null }>(
      '{ fulfillments { id key name path description } delivery: fulfillment(idOrKey: "delivery") { id name } byId: fulfillment(idOrKey: "2") { key } missing: fulfillment(idOrKey: "teleport") { key } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.fulfillments.map((f) => [f.id, f.key, f.path])).toEqual([
      ["1", "in-person", "/classes"],
      ["2", "pre-assembled", "/pickup"],
      ["3", "delivery", "/delivery"],
      ["4", "shipping", "/delivery"],
    ]);
    expect(answer.data!.delivery).toEqual({ id: "3", name: "Delivery" });
    expect(answer.data!.byId).toEqual({ key: "pre-assembled" });
    expect(answer.data!.missing).toBeNull();
    expectRestCallsAtMost(answer, 1);
  });
});

describe("Query.currentCharityWindow", () => {
  it("answers the open drive with suggested amounts in cents", async () => {
    const { currentCharityWindow } = await data<{ currentCharityWindow: { name: string; suggestedAmounts: number[]; startsAt: string; endsAt: string } }>(
      "{ currentCharityWindow { id name description url startsAt endsAt suggestedAmounts } }",
    );
    expect(currentCharityWindow).toMatchObject({ name: "Cache Community Food Pantry", suggestedAmounts: [500, 1000, 2500] });
    const now = new Date().toISOString();
    expect(currentCharityWindow.startsAt <= now && now < currentCharityWindow.endsAt).toBe(true);
  });
});
