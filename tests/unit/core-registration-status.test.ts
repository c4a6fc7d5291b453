import { describe, expect, it } from "vitest";
import {
  REGISTRATION_STATUS_KEYS,
  registrationRefusal,
  seatChange,
  type RegistrationStatus,
} from "../../workers/core/registration-status";

const ALLOWED: Array<[RegistrationStatus, RegistrationStatus]> = [
  ["registered", "attended"],
  ["registered", "no_show"],
  ["registered", "canceled"],
  ["attended", "registered"],
  ["attended", "no_show"],
  ["no_show", "registered"],
  ["no_show", "attended"],
  ["canceled", "registered"],
];

describe("registrationRefusal", () => {
  it.each(ALLOWED)("allows %s → %s", (from, to) => {
    expect(registrationRefusal(from, to)).toBeNull();
  });

  it("refuses every other change, each with a reason", () => {
    for (const from of REGISTRATION_STATUS_KEYS) {
      for (const to of REGISTRATION_STATUS_KEYS) {
        if (ALLOWED.some(([a, b]) => a === from && b === to)) continue;
        expect(registrationRefusal(from, to), `${from} → ${to}`).toEqual(expect.any(String));
      }
    }
  });

  it("keeps refunded final and sends refunds to the refund call", () => {
    expect(registrationRefusal("refunded", "registered")).toBe("A refunded registration cannot change");
    expect(registrationRefusal("registered", "refunded")).toMatch(/refund/);
  });
});

describe("seatChange", () => {
  it("frees the seat when a registration is canceled and takes it back when restored", () => {
    expect(seatChange("registered", "canceled")).toBe(-1);
    expect(seatChange("canceled", "registered")).toBe(1);
  });

  it("leaves seats alone between attendance states", () => {
    expect(seatChange("registered", "attended")).toBe(0);
    expect(seatChange("attended", "no_show")).toBe(0);
  });
});
