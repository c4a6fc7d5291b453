/** Decision 091: which card a refund's card part goes back to when an order was paid more than once. */
import { describe, expect, it } from "vitest";
import { refundParts } from "../../workers/core/refund-parts";

// Newest first, as the refund service reads them.
const later = [
  { id: 9, left_cents: 1000, registration_ids: [2] },
  { id: 4, left_cents: 500, registration_ids: [1] },
];

describe("refundParts (decision 091)", () => {
  it("an order's refund goes to the later payments first, newest first, then to the order's own payment", () => {
    expect(refundParts(1200, 5000, later)).toEqual({
      parts: [
        { payment_id: 9, cents: 1000 },
        { payment_id: 4, cents: 200 },
      ],
      original_cents: 0,
    });
    expect(refundParts(2000, 5000, later)).toEqual({
      parts: [
        { payment_id: 9, cents: 1000 },
        { payment_id: 4, cents: 500 },
      ],
      original_cents: 500,
    });
  });

  it("a registration's refund goes to the payments for it, then the order's own, then any other", () => {
    expect(refundParts(700, 5000, later, 1)).toEqual({ parts: [{ payment_id: 4, cents: 500 }], original_cents: 200 });
    expect(refundParts(5800, 5000, later, 1)).toEqual({
      parts: [
        { payment_id: 9, cents: 300 },
        { payment_id: 4, cents: 500 },
      ],
      original_cents: 5000,
    });
    expect(refundParts(300, 5000, later, 3)).toEqual({ parts: [], original_cents: 300 });
  });

  it("never gives a payment more than it has left", () => {
    expect(refundParts(100, 0, [{ id: 1, left_cents: 0, registration_ids: [] }])).toEqual({ parts: [], original_cents: 100 });
    expect(refundParts(0, 100, later)).toEqual({ parts: [], original_cents: 0 });
  });
});
