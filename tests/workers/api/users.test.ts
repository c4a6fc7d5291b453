/** GET users/login, POST users/register and GET users/unique (spec §3, §4, §5, §7). */
import { describe, expect, it } from "vitest";
import { ALLERGIES, USERS } from "../../../drizzle/seed/data";
import { call, expectError, registerCustomer, seededToken, unique, uniquePhone, type ErrorBody } from "../support/api";
import { emulatorToken } from "../support/tokens";

interface UserBody {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  spice_tolerance: string | null;
  allergy_notes: string | null;
  allergies: Array<{ id: number; key: string; name: string }>;
  roles: string[];
  permissions: string[];
  disabled: boolean;
}

const seeded = (id: number) => USERS.find((user) => user.id === id)!;
const ADMIN = seeded(1);
const MANAGER = seeded(6);
const CUSTOMER = seeded(9);

function newIdentity(extra: Record<string, unknown> = {}) {
  const id = unique();
  return { uid: `uid-${id}`, email: `new-${id}@example.com`, email_verified: true, name: "Riley Cook", ...extra };
}

function registration(email: string, extra: Record<string, unknown> = {}) {
  return { first_name: "Riley", last_name: "Cook", email, phone: uniquePhone(), allergies: [], ...extra };
}

describe("GET users/login", () => {
  it("links a seeded staff member by verified e-mail at first sign-in, then matches by uid", async () => {
    const uid = `uid-${unique()}`;
    const unverified = emulatorToken({ uid, email: MANAGER.email, email_verified: false });
    expectError(await call("GET", "/users/login", { token: unverified }), 401, "NOT_REGISTERED");

    const first = await call<UserBody>("GET", "/users/login", {
      token: emulatorToken({ uid, email: MANAGER.email.toUpperCase(), email_verified: true }),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: MANAGER.id,
      email: MANAGER.email,
      first_name: "Daniel",
      last_name: "Olsen",
      phone: "8015550116",
      roles: ["manager"],
    });
    expect(first.body.permissions).toContain("users.view,update");

    // Bound now: the uid alone finds the account (a phone sign-in has no e-mail).
    const again = await call<UserBody>("GET", "/users/login", { token: emulatorToken({ uid }) });
    expect(again.body.id).toBe(MANAGER.id);
  });

  it("answers the administrator's roles and the wildcard permission", async () => {
    const { status, body } = await call<UserBody>("GET", "/users/login", { token: seededToken(ADMIN.email) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ADMIN.id, roles: ["admin"], permissions: ["*"] });
  });

  it("answers 401 NOT_REGISTERED with the token's e-mail and name for a new identity (spec §4)", async () => {
    const identity = newIdentity();
    const answer = await call<ErrorBody>("GET", "/users/login", { token: emulatorToken(identity) });
    expectError(answer, 401, "NOT_REGISTERED");
    expect(answer.body.error.identity).toEqual({ email: identity.email, name: "Riley Cook", phone_number: null });
  });

  it("answers 409 ACCOUNT_LINK_REQUIRED when the e-mail's account signs in with another uid", async () => {
    const person = await registerCustomer();
    const google = emulatorToken({ uid: `google-${unique()}`, email: person.email, email_verified: true });
    expectError(await call("GET", "/users/login", { token: google }), 409, "ACCOUNT_LINK_REQUIRED");
  });

  it("answers 401 UNAUTHENTICATED without a token", async () => {
    expectError(await call("GET", "/users/login"), 401, "UNAUTHENTICATED");
  });
});

describe("POST users/register", () => {
  it("creates a customer bound to the token's uid, with allergies by key or id and the phone as ten digits", async () => {
    const identity = newIdentity();
    const token = emulatorToken(identity);
    const digits = uniquePhone();
    const phone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const peanuts = ALLERGIES.find((allergy) => allergy.key === "peanuts")!;
    const { status, body } = await call<UserBody>("POST", "/users/register", {
      token,
      body: registration(identity.email, { phone, allergies: ["dairy", peanuts.id, String(peanuts.id)] }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: identity.email,
      first_name: "Riley",
      last_name: "Cook",
      phone: digits,
      roles: ["customer"],
      permissions: [],
      disabled: false,
    });
    expect(body.allergies.map((allergy) => allergy.key).sort()).toEqual(["dairy", "peanuts"]);

    const login = await call<UserBody>("GET", "/users/login", { token });
    expect(login.body.id).toBe(body.id);
  });

  it.each([["+1 435 555 %"], ["1-435-555-%"], ["435.555.%"], ["435555%"]])(
    "accepts the phone shape %s",
    async (shape) => {
      const identity = newIdentity();
      const last4 = uniquePhone().slice(6);
      const { status, body } = await call<UserBody>("POST", "/users/register", {
        token: emulatorToken(identity),
        body: registration(identity.email, { phone: shape.replace("%", last4), first_name: "  Riley  " }),
      });
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.phone).toBe(`435555${last4}`);
      expect(body.first_name).toBe("Riley");
    },
  );

  it("takes the token from firebase_id_token when there is no bearer token", async () => {
    const identity = newIdentity();
    const { status, body } = await call<UserBody>("POST", "/users/register", {
      body: registration(identity.email, { firebase_id_token: emulatorToken(identity) }),
    });
    expect(status).toBe(201);
    expect(body.email).toBe(identity.email);
  });

  it("accepts the phone-locked variant with spice tolerance and allergy notes", async () => {
    const digits = uniquePhone();
    const identity = { uid: `uid-${unique()}`, phone_number: `+1${digits}`, sign_in_provider: "phone" };
    const token = emulatorToken(identity);
    const email = `phone-${unique()}@example.com`;
    const wrongPhone = await call("POST", "/users/register", { token, body: registration(email) });
    expectError(wrongPhone, 400, "BAD_REQUEST", "phone");

    const { status, body } = await call<UserBody>("POST", "/users/register", {
      token,
      body: registration(email, { phone: digits, spice_tolerance: "hot", allergy_notes: "  No cilantro, please.  " }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ phone: digits, spice_tolerance: "hot", allergy_notes: "No cilantro, please." });
  });

  it("requires the e-mail the person signed in with", async () => {
    const identity = newIdentity();
    const answer = await call("POST", "/users/register", {
      token: emulatorToken(identity),
      body: registration(`someone-else-${unique()}@example.com`),
    });
    expectError(answer, 400, "BAD_REQUEST", "email");
  });

  it("refuses an e-mail or phone that is already registered, with the spec's messages", async () => {
    const taken = await call<ErrorBody>("POST", "/users/register", {
      // Unverified: a verified owner of the e-mail would simply be signed in to that account.
      token: emulatorToken(newIdentity({ email: CUSTOMER.email, email_verified: false })),
      body: registration(CUSTOMER.email.toUpperCase(), { phone: `(435) 555-0121` }),
    });
    expectError(taken, 409, "DUPLICATE");
    expect(taken.body.error.fields).toEqual({
      email: ["This e-mail is already registered"],
      phone: ["This phone number is already registered"],
    });
  });

  it("refuses to register the same sign-in twice", async () => {
    const person = await registerCustomer();
    const answer = await call("POST", "/users/register", {
      token: person.token,
      body: registration(person.email),
    });
    expectError(answer, 409, "ALREADY_REGISTERED");
  });

  it("needs a token", async () => {
    expectError(
      await call("POST", "/users/register", { body: registration(`x-${unique()}@example.com`) }),
      401,
      "UNAUTHENTICATED",
    );
  });

  const long = "x".repeat(10_000);
  const badBodies: Array<[string, Record<string, unknown>, string]> = [
    ["no first name", { first_name: undefined }, "first_name"],
    ["a blank last name", { last_name: "   " }, "last_name"],
    ["a 10,000-character first name", { first_name: long }, "first_name"],
    ["a 10,000-character e-mail", { email: `${long}@example.com` }, "email"],
    ["a malformed e-mail", { email: "riley-at-example.com" }, "email"],
    ["a phone that is not a US number", { phone: "+44 20 7946 0958" }, "phone"],
    ["a 10,000-character phone", { phone: long }, "phone"],
    ["allergies that are not a list", { allergies: "dairy" }, "allergies"],
    ["an unknown allergy", { allergies: ["kryptonite"] }, "allergies"],
    ["10,000-character allergy notes", { allergy_notes: long }, "allergy_notes"],
    ["an unknown spice tolerance", { spice_tolerance: "volcanic" }, "spice_tolerance"],
    ["a 10,000-character token", { firebase_id_token: long }, "firebase_id_token"],
  ];

  it.each(badBodies)("answers 400 for %s", async (_what, change, field) => {
    const identity = newIdentity();
    const answer = await call("POST", "/users/register", {
      token: emulatorToken(identity),
      body: { ...registration(identity.email), ...change },
    });
    expectError(answer, 400, "BAD_REQUEST", field);
  });

  it("says 'Please enter a valid email address' for a malformed e-mail (spec §5)", async () => {
    const identity = newIdentity();
    const answer = await call<ErrorBody>("POST", "/users/register", {
      token: emulatorToken(identity),
      body: registration("not an e-mail"),
    });
    expect(answer.body.error.fields?.email).toEqual(["Please enter a valid email address"]);
  });

  it("answers 400, never 500, for a body that is not JSON or not an object", async () => {
    const token = emulatorToken(newIdentity());
    for (const body of ["{not json", "[]", "null", "42"]) {
      const answer = await call("POST", "/users/register", { token, body });
      expect(answer.status, body).toBe(400);
    }
  });

  it("answers 413 for a body larger than any form", async () => {
    const identity = newIdentity();
    const answer = await call("POST", "/users/register", {
      token: emulatorToken(identity),
      body: { ...registration(identity.email), padding: "x".repeat(100_000) },
    });
    expectError(answer, 413, "PAYLOAD_TOO_LARGE");
  });
});

describe("GET users/unique", () => {
  it("needs a signed-in identity, registered or not", async () => {
    expectError(await call("GET", `/users/unique?email=${CUSTOMER.email}`), 401, "UNAUTHENTICATED");
    const answer = await call("GET", `/users/unique?email=${CUSTOMER.email}`, { token: emulatorToken(newIdentity()) });
    expect(answer).toEqual({ status: 200, body: { unique: false } });
  });

  it("compares e-mails without case and phones in any format", async () => {
    const token = emulatorToken(newIdentity());
    const ask = async (query: string) =>
      (await call<{ unique: boolean }>("GET", `/users/unique?${query}`, { token })).body;
    expect(await ask(`email=${encodeURIComponent(CUSTOMER.email.toUpperCase())}`)).toEqual({ unique: false });
    expect(await ask(`email=free-${unique()}@example.com`)).toEqual({ unique: true });
    expect(await ask(`phone=${encodeURIComponent("(435) 555-0121")}`)).toEqual({ unique: false });
    expect(await ask(`phone=${encodeURIComponent("+1 435 555 0121")}`)).toEqual({ unique: false });
    expect(await ask(`phone=${uniquePhone()}`)).toEqual({ unique: true });
  });

  it("excludes the caller's own account, and only a permitted caller may exclude another", async () => {
    const person = await registerCustomer();
    const own = await call("GET", `/users/unique?email=${person.email}&exclude_user_id=${person.id}`, {
      token: person.token,
    });
    expect(own.body).toEqual({ unique: true });
    const ownPhone = await call("GET", `/users/unique?phone=${person.phone}&exclude_user_id=${person.id}`, {
      token: person.token,
    });
    expect(ownPhone.body).toEqual({ unique: true });

    const other = await call("GET", `/users/unique?email=${CUSTOMER.email}&exclude_user_id=${CUSTOMER.id}`, {
      token: person.token,
    });
    expectError(other, 403, "FORBIDDEN", "exclude_user_id");

    const staff = await call("GET", `/users/unique?email=${CUSTOMER.email}&exclude_user_id=${CUSTOMER.id}`, {
      token: seededToken(ADMIN.email),
    });
    expect(staff.body).toEqual({ unique: true });
  });

  it.each([
    ["neither email nor phone", "", "email"],
    ["both email and phone", `email=a@example.com&phone=4355550100`, "email"],
    ["a malformed e-mail", "email=nope", "email"],
    ["a malformed phone", "phone=12", "phone"],
    ["a 10,000-character e-mail", `email=${"x".repeat(10_000)}`, "email"],
    ["a non-numeric exclude_user_id", "email=a@example.com&exclude_user_id=me", "exclude_user_id"],
  ])("answers 400 for %s", async (_what, query, field) => {
    const answer = await call("GET", `/users/unique?${query}`, { token: emulatorToken(newIdentity()) });
    expectError(answer, 400, "BAD_REQUEST", field);
  });
});
