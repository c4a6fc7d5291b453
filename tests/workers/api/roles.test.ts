/** GET roles (spec §7): the roles and their permission strings, for roles.view (admin's "*"). */
import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS, ROLES, USERS } from "../../../drizzle/seed/data";
import { call, expectError, registerCustomer, seededToken } from "../support/api";

describe("GET roles", () => {
  it("answers every role with its permissions to the administrator", async () => {
    const { status, body } = await call<{
      data: Array<{ id: number; key: string; name: string; permissions: string[] }>;
      meta: { count: number };
    }>("GET", "/roles", { token: seededToken(USERS[0]!.email) });
    expect(status).toBe(200);
    expect(body.meta.count).toBeGreaterThanOrEqual(ROLES.length);
    for (const role of ROLES) {
      const answered = body.data.find((entry) => entry.key === role.key);
      expect(answered).toEqual({
        id: role.id,
        key: role.key,
        name: role.name,
        permissions: [...ROLE_PERMISSIONS[role.key]].sort(),
      });
    }
  });

  it("refuses staff without roles.view, a customer, and a signed-out caller", async () => {
    expectError(await call("GET", "/roles", { token: seededToken(USERS[2]!.email) }), 403, "FORBIDDEN");
    expectError(await call("GET", "/roles", { token: (await registerCustomer()).token }), 403, "FORBIDDEN");
    expectError(await call("GET", "/roles"), 401, "UNAUTHENTICATED");
  });
});
