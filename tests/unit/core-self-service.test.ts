import { describe, expect, it } from "vitest";
import { beforeCutoff, differenceSentence, guestScopeAllowed, moveDifference, movePriceChange, selfServiceCutoff } from "../../workers/core/self-service";
import { orderStatusWords, registrationStatusWords } from "../../workers/core/status-words";

describe("the self-service policy (decisions 033 and 054)", () => {
  const start = "2026-12-10T18:00:00.000Z";
  it("closes changes 72 hours before the class", () => {
    expect(selfServiceCutoff(start).toISOString()).toBe("2026-12-07T18:00:00.000Z");
    expect(beforeCutoff(start, new Date("2026-12-07T17:59:59.999Z"))).toBe(true);
    expect(beforeCutoff(start, new Date("2026-12-07T18:00:00.000Z"))).toBe(false);
  });

  it("moves no money at the same tax rate, whatever the seats cost; another kitchen's tax moves only the tax", () => {
    for (const base of [0, 6900, 7450, 14_900, 13_800 - 690]) expect(moveDifference(base, 735, 735)).toBe(0);
    // A couple's $149.00 from 7.35% (1095) to 6.75% (1006): 89 cents back; the other way 89 more.
    expect(moveDifference(14_900, 735, 675)).toBe(-89);
    expect(moveDifference(14_900, 675, 735)).toBe(89);
    expect(moveDifference(-50, 735, 675)).toBe(0);
  });

  it("compares the two dates' own prices (decision 079): equal prices move nothing, a cheaper date gives back its price and tax", () => {
    expect(movePriceChange("seats", 6900, 6900, 3)).toBe(0);
    expect(movePriceChange("seats", 8900, 6900, 2)).toBe(-4000);
    expect(movePriceChange("pairs", 14_900, 17_900, 2)).toBe(3000);
    expect(movePriceChange("portions", null, null, 1)).toBe(0);
    expect(moveDifference(6900, 735, 735, movePriceChange("seats", 6900, 6900, 1))).toBe(0);
    // $89.00 paid, $69.00 on the new date at 7.35%: $20.00 and its $1.47 tax back.
    expect(moveDifference(8900, 735, 735, -2000)).toBe(-2147);
    expect(moveDifference(8900, 735, 735, 1000)).toBe(1074);
    // Never below nothing: a free date gives back all that was paid.
    expect(moveDifference(6900, 735, 735, -9000)).toBe(-(6900 + 507));
  });

  it("lets one guest be changed on their own only in a party of several, and never half of a couple", () => {
    expect(guestScopeAllowed("seats", 3)).toBe(true);
    expect(guestScopeAllowed("seats", 1)).toBe(false);
    expect(guestScopeAllowed("pairs", 2)).toBe(false);
    expect(guestScopeAllowed("portions", 2)).toBe(true);
  });

  it("says what the difference means", () => {
    expect(differenceSentence(-1234)).toContain("we refund $12.34");
    expect(differenceSentence(0)).toBe("The new date costs the same: nothing is charged and nothing is refunded.");
    expect(differenceSentence(99)).toContain("cannot be moved online");
  });
});

describe("statuses in a customer's words (decision 054)", () => {
  it("words every order and registration status, from GraphQL or REST", () => {
    expect(orderStatusWords("PARTIALLY_REFUNDED")).toBe("Partly refunded");
    expect(orderStatusWords("partially_refunded")).toBe("Partly refunded");
    expect(orderStatusWords("PAID")).toBe("Paid");
    expect(registrationStatusWords("REFUNDED")).toBe("Canceled and refunded");
    expect(registrationStatusWords("NO_SHOW")).toBe("Missed");
    expect(registrationStatusWords("SOME_NEW_STATUS")).toBe("Some new status");
  });
});
