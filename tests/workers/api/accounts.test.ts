/**
 * POST accounts, PUT and DELETE accounts/{id} (the person's own account: register, edit the
 * profile, close it) and GET employee-links (spec §7 accounts calls, decision 010).
 */
import { describe, expect, it } from "vitest";
import { EMPLOYEE_LINKS, USERS } from "../../../drizzle/seed/data";
import { call, expectError, registerCustomer, seededToken, unique, uniquePhone } from "../support/api";
import { emulatorToken } from "../support/tokens";

interface UserBody {
  id: number;
  email: string;
  first_name: string;
  roles: string[];
  allergies: Array<{ key: string }>;
}

describe("POST accounts", () => {
  it("registers the signed-in person like users/register", async () => {
    const identity = { uid: `uid-${unique()}`, email: `acct-${unique()}@example.com`, email_verified: true };
    const { status, body } = await call<UserBody>("POST", "/accounts", {
      token: emulatorToken(identity),
      body: {
        first_name: "Jamie",
        last_name: "Lund",
        email: identity.email,
        phone: uniquePhone(),
        allergies: ["fish"],
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: identity.email, first_name: "Jamie", roles: ["customer"] });
    expect(body.allergies.map((allergy) => allergy.key)).toEqual(["fish"]);
  });

  it("answers 401 without a token and 400 for a bad body", async () => {
    const body = { first_name: "Jamie", last_name: "Lund", email: `a-${unique()}@example.com`, phone: uniquePhone() };
    expectError(await call("POST", "/accounts", { body }), 401, "UNAUTHENTICATED");
    const token = emulatorToken({ uid: `uid-${unique()}`, email: body.email });
    expectError(
      await call("POST", "/accounts", { token, body: { ...body, last_name: "x".repeat(10_000) } }),
      400,
      "BAD_REQUEST",
      "last_name",
    );
  });
});

describe("PUT accounts/{id}", () => {
  it("updates the caller's own profile and ignores staff-only fields", async () => {
    const me = await registerCustomer();
    const { status, body } = await call<UserBody>("PUT", `/accounts/${me.id}`, {
      token: me.token,
      body: { first_name: "Quinn", allergies: ["sesame"], roles: ["admin"], disabled: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: me.id, first_name: "Quinn", roles: ["customer"] });
    expect(body.allergies.map((allergy) => allergy.key)).toEqual(["sesame"]);
    expect((await call("GET", "/users/login", { token: me.token })).status).toBe(200);
  });

  it("is the caller's own only: even the administrator uses users/{id} for others", async () => {
    const me = await registerCustomer();
    const admin = seededToken(USERS[0]!.email);
    expectError(await call("PUT", `/accounts/${me.id}`, { token: admin, body: { first_name: "X" } }), 403, "FORBIDDEN");
    expectError(await call("DELETE", `/accounts/${me.id}`, { token: admin }), 403, "FORBIDDEN");
  });
});

describe("DELETE accounts/{id}", () => {
  it("closes the account: the sign-in is no longer registered, and the e-mail may register again", async () => {
    const me = await registerCustomer();
    const closed = await call<{ id: number; closed_at: string }>("DELETE", `/accounts/${me.id}`, { token: me.token });
    expect(closed.status).toBe(200);
    expect(closed.body.id).toBe(me.id);
    expect(Date.parse(closed.body.closed_at)).not.toBeNaN();

    expectError(await call("GET", "/users/login", { token: me.token }), 401, "NOT_REGISTERED");
    const unique_ = await call("GET", `/users/unique?email=${me.email}`, { token: me.token });
    expect(unique_.body).toEqual({ unique: true });

    const again = await call<UserBody>("POST", "/accounts", {
      token: me.token,
      body: { first_name: "Test", last_name: "Again", email: me.email, phone: me.phone },
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(me.id);
  });
});

describe("GET employee-links", () => {
  it("answers the links in order to anyone with employee-links.view", async () => {
    for (const email of [USERS[6]!.email, USERS[2]!.email, USERS[0]!.email]) {
      const { status, body } = await call<{
        data: Array<{ title: string; url: string; description: string }>;
        meta: { count: number };
      }>("GET", "/employee-links", { token: seededToken(email) });
      expect(status).toBe(200);
      expect(body.meta.count).toBe(EMPLOYEE_LINKS.length);
      expect(body.data.map((link) => link.title)).toEqual(EMPLOYEE_LINKS.map((link) => link.title));
      expect(body.data[0]).toEqual({
        id: 1,
        title: "Shift schedule",
        url: "https://cachevalleykitchen.com/staff/schedule",
        description: EMPLOYEE_LINKS[0].description,
      });
    }
  });

  it("refuses customers (403) and signed-out callers (401)", async () => {
    const customer = await registerCustomer();
    expectError(await call("GET", "/employee-links", { token: customer.token }), 403, "FORBIDDEN");
    expectError(await call("GET", "/employee-links"), 401, "UNAUTHENTICATED");
  });
});
