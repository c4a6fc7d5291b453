import { describe, expect, it } from "vitest";
import { afterRead, cartFate, laterTimestamp, resetCart, sameStore, setCart } from "~/lib/cart/cart-store";

const A = "6f1c2b9e-0d41-4c57-9a43-5a0f3f2d1e11";
const B = "0b7e5a3c-2f8d-4e61-8c2a-9d4b1f6e7a22";

describe("the cart store of spec §3", () => {
  it("setting a cart with the same uuid merges it: the later timestamp wins", () => {
    const store = { cartUuid: A, cartUpdatedAt: "2026-11-22T10:00:00.000Z" };
    expect(setCart(store, { uuid: A, updatedAt: "2026-11-22T10:05:00.000Z" })).toEqual({
      cartUuid: A,
      cartUpdatedAt: "2026-11-22T10:05:00.000Z",
    });
    // An answer that arrives late (another tab, a slower fetcher) never moves it backwards.
    expect(setCart(store, { uuid: A, updatedAt: "2026-11-22T09:59:00.000Z" })).toEqual(store);
  });

  it("setting a cart with another uuid replaces it, timestamp and all", () => {
    const store = { cartUuid: A, cartUpdatedAt: "2026-11-22T10:00:00.000Z" };
    expect(setCart(store, { uuid: B, updatedAt: "2026-11-21T08:00:00.000Z" })).toEqual({
      cartUuid: B,
      cartUpdatedAt: "2026-11-21T08:00:00.000Z",
    });
    expect(setCart({}, { uuid: B, updatedAt: "2026-11-21T08:00:00.000Z" }).cartUuid).toBe(B);
  });

  it("reset clears the cart and its timestamp", () => {
    expect(resetCart()).toEqual({});
    expect(sameStore(resetCart(), {})).toBe(true);
  });

  it("a cart that is gone or was ordered resets the store; an open one is kept", () => {
    expect(cartFate(null)).toBe("reset");
    expect(cartFate(undefined)).toBe("reset");
    expect(cartFate({ status: "ORDERED" })).toBe("reset");
    expect(cartFate({ status: "OPEN" })).toBe("keep");
    const store = { cartUuid: A, cartUpdatedAt: "2026-11-22T10:00:00.000Z" };
    expect(afterRead(store, null)).toEqual({});
    expect(afterRead(store, { uuid: A, updatedAt: "2026-11-22T10:00:00.000Z", status: "ORDERED" })).toEqual({});
    expect(afterRead(store, { uuid: A, updatedAt: "2026-11-22T11:00:00.000Z", status: "OPEN" })).toEqual({
      cartUuid: A,
      cartUpdatedAt: "2026-11-22T11:00:00.000Z",
    });
  });

  it("compares timestamps as instants, and prefers a readable one", () => {
    expect(laterTimestamp(undefined, "2026-11-22T10:00:00Z")).toBe("2026-11-22T10:00:00Z");
    expect(laterTimestamp("2026-11-22T10:00:00Z", "2026-11-22T03:00:00-08:00")).toBe("2026-11-22T03:00:00-08:00");
    expect(laterTimestamp("not a time", "2026-11-22T10:00:00Z")).toBe("2026-11-22T10:00:00Z");
    expect(laterTimestamp("2026-11-22T10:00:00Z", "garbage")).toBe("2026-11-22T10:00:00Z");
  });

  it("tells whether two stores hold the same cart", () => {
    expect(sameStore({ cartUuid: A, cartUpdatedAt: "x" }, { cartUuid: A, cartUpdatedAt: "x" })).toBe(true);
    expect(sameStore({ cartUuid: A, cartUpdatedAt: "x" }, { cartUuid: A, cartUpdatedAt: "y" })).toBe(false);
  });
});
