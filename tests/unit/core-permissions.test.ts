import { describe, expect, it } from "vitest";
import {
  INVALID_PERMISSION_MESSAGE,
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
  implies,
  parsePermission,
} from "../../workers/core/permissions";

describe("parsePermission (spec §3, §5)", () => {
  it.each([
    ["classes", [["classes"]]],
    ["classes.read", [["classes"], ["read"]]],
    ["classes.read,write.*", [["classes"], ["read", "write"], ["*"]]],
    ["*", [["*"]]],
  ])("parses %j", (permission, expected) => {
    expect(parsePermission(permission)).toEqual(expected);
  });

  it.each(["", "a..b", "a.,b", "a.", ".a", ",", "a,", "a.b,,c", "."])(
    "rejects %j with 'Invalid permission subpart format'",
    (permission) => {
      expect(() => parsePermission(permission)).toThrow(new Error("Invalid permission subpart format"));
    },
  );

  it("exports the exact message", () => {
    expect(INVALID_PERMISSION_MESSAGE).toBe("Invalid permission subpart format");
  });
});

describe("implies", () => {
  it.each([
    // wildcard
    ["*", "classes", true],
    ["*", "classes.read", true], // a last-part wildcard covers the remaining parts
    ["*", "classes.read.own", true],
    ["classes.*", "classes.read", true],
    ["classes.*", "classes.read.own", true],
    ["classes.*", "classes.*", true],
    ["classes.*", "locations.read", false],
    ["*.read", "orders.read", true],
    ["*.read", "orders.write", false],
    ["classes.*.own", "classes.read.own", true],
    ["classes.*.own", "classes.read.all", false],
    ["classes.read,*", "classes.delete", true], // a wildcard among sub-values
    ["classes.read", "classes.*", false], // a required "*" is only met by a held wildcard
    // exact parts
    ["classes", "classes", true],
    ["classes", "locations", false],
    ["classes.read", "classes.read", true],
    ["classes.read", "classes.write", false],
    ["promotions.codes.read", "promotions.codes.read", true],
    ["Classes.read", "classes.read", false], // case-sensitive
    // sub-values
    ["classes.read,write", "classes.read", true],
    ["classes.read,write", "classes.write,read", true],
    ["classes.read", "classes.read,write", false],
    ["classes.read,write,delete", "classes.read,delete", true],
    ["classes,locations.read", "locations.read", true],
    ["classes,locations.read", "classes,locations.read", true],
    ["classes.read", "classes.read,read", true],
    // differing part counts
    ["classes", "classes.read", false], // shorter without a trailing wildcard
    ["classes", "classes.*", false],
    ["classes.read", "classes", false], // longer never implies shorter
    ["classes.*", "classes", false],
    ["classes.read.*", "classes.read", false],
    // invalid strings grant nothing and do not throw
    ["classes..read", "classes.read", false],
    ["", "classes", false],
    ["classes.", "classes", false],
    ["classes.*", "classes..read", false],
    ["*", "", false],
  ])("%j implies %j: %s", (held, required, expected) => {
    expect(implies(held, required)).toBe(expected);
  });
});

describe("permission checks on a user's list (spec §6)", () => {
  const held = ["classes.read,write", "orders.*", "not..valid"];

  it("grants one permission when any held one implies it", () => {
    expect(hasPermission(held, "classes.write")).toBe(true);
    expect(hasPermission(held, "orders.refund.partial")).toBe(true);
    expect(hasPermission(held, "classes.delete")).toBe(false);
  });

  it("never grants through an invalid held string and never throws", () => {
    expect(() => hasPermission(["a..b", "", "."], "a.b")).not.toThrow();
    expect(hasPermission(["a..b", "", "."], "a.b")).toBe(false);
  });

  it("grants nothing to a signed-out user", () => {
    expect(hasPermission(undefined, "classes.read")).toBe(false);
    expect(hasPermission(null, "classes.read")).toBe(false);
    expect(hasPermission([], "classes.read")).toBe(false);
  });

  it("requires every permission for hasAllPermissions", () => {
    expect(hasAllPermissions(held, ["classes.read", "orders.view"])).toBe(true);
    expect(hasAllPermissions(held, ["classes.read", "locations.view"])).toBe(false);
    expect(hasAllPermissions(held, [])).toBe(true);
  });

  it("requires one permission for hasAnyPermission", () => {
    expect(hasAnyPermission(held, ["locations.view", "orders.view"])).toBe(true);
    expect(hasAnyPermission(held, ["locations.view", "gift-cards.view"])).toBe(false);
    expect(hasAnyPermission(held, [])).toBe(false);
  });
});

describe("role checks (spec §6)", () => {
  const roles = ["staff", "instructor"];

  it("matches one role exactly", () => {
    expect(hasRole(roles, "staff")).toBe(true);
    expect(hasRole(roles, "Staff")).toBe(false);
    expect(hasRole(roles, "admin")).toBe(false);
    expect(hasRole(undefined, "staff")).toBe(false);
  });

  it("requires every role for hasAllRoles", () => {
    expect(hasAllRoles(roles, ["staff", "instructor"])).toBe(true);
    expect(hasAllRoles(roles, ["staff", "admin"])).toBe(false);
    expect(hasAllRoles(roles, [])).toBe(true);
  });

  it("requires one role for hasAnyRole", () => {
    expect(hasAnyRole(roles, ["admin", "instructor"])).toBe(true);
    expect(hasAnyRole(roles, ["admin", "owner"])).toBe(false);
    expect(hasAnyRole(null, ["staff"])).toBe(false);
    expect(hasAnyRole(roles, [])).toBe(false);
  });
});
