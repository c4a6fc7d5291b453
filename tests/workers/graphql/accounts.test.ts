/**
 * Users, accounts and sign-in through GraphQL (decision 010): `me` with and without a token,
 * the NOT_REGISTERED details that pre-fill registration, registering, who may see whose data,
 * the profile, staff's user management, and the 401 reasons the web signs out on.
 */
import { describe, expect, it } from "vitest";
import { toGraphQLError } from "../../../workers/graphql/datasources/api";
import {
  ADMIN_EMAIL,
  emulatorToken,
  newIdentity,
  ok,
  operation,
  refused,
  registeredCustomer,
  seededToken,
  uniquePhone,
} from "./cart-fixtures";
import { restCalls } from "./test-worker";

const USER_FIELDS = "id email firstName lastName phone spiceTolerance allergyNotes allergies { key name } roles permissions disabled";
const ME = `{ me { ${USER_FIELDS} } }`;
const REGISTER = `mutation ($input: RegistrationInput!) { register(input: $input) { ${USER_FIELDS} } }`;
const USER = `query ($id: ID!) { user(id: $id) { id email } }`;

interface UserData {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  spiceTolerance: string | null;
  allergyNotes: string | null;
  allergies: Array<{ key: string; name: string }>;
  roles: string[];
  permissions: string[];
  disabled: boolean;
}

describe("Query.me", () => {
  it("is null without a token, and asks the api nothing", async () => {
    const answer = await operation<{ me: null }>(ME);
    expect(answer.data).toEqual({ me: null });
    expect(answer.extensions?.restCalls).toBe(0);
    expect(restCalls).toEqual([]);
  });

  it("answers NOT_REGISTERED with the identity that pre-fills registration", async () => {
    const { token, identity } = newIdentity({ name: "Ana Morales", phone_number: "+14355550142" });
    const refusal = await refused(ME, {}, token);
    expect(refusal.extensions).toEqual({
      code: "UNAUTHENTICATED",
      reason: "NOT_REGISTERED",
      identity: { email: identity.email, name: "Ana Morales", phoneNumber: "+14355550142" },
    });
  });

  it("answers UNAUTHENTICATED with reason TOKEN_EXPIRED or TOKEN_INVALID for a token that won't do", async () => {
    const { identity } = newIdentity();
    const expired = emulatorToken(identity, { exp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await refused(ME, {}, expired)).extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "TOKEN_EXPIRED" });
    expect((await refused(ME, {}, "not-a-token")).extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "TOKEN_INVALID" });
  });

  it("answers a seeded staff member with roles and permissions", async () => {
    const data = await ok<{ me: UserData }>(ME, {}, seededToken(ADMIN_EMAIL));
    expect(data.me).toMatchObject({ id: "1", email: ADMIN_EMAIL, firstName: "Megan", roles: ["admin"], permissions: ["*"], disabled: false });
  });
});

describe("Mutation.register", () => {
  it("registers the signed-in identity, which `me` then answers", async () => {
    const { token, identity } = newIdentity();
    const phone = uniquePhone();
    const registered = await ok<{ register: UserData }>(
      REGISTER,
      {
        input: {
          firstName: "Ana",
          lastName: "Morales",
          email: identity.email,
          phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
          allergies: ["peanuts"],
          spiceTolerance: "HOT",
          allergyNotes: "Severe",
        },
      },
      token,
    );
    expect(registered.register).toMatchObject({
      email: identity.email,
      firstName: "Ana",
      phone,
      spiceTolerance: "HOT",
      allergyNotes: "Severe",
      allergies: [{ key: "peanuts", name: expect.any(String) }],
      roles: ["customer"],
      disabled: false,
    });
    expect((await ok<{ me: UserData }>(ME, {}, token)).me).toEqual(registered.register);
  });

  it("names the fields to fix: a taken phone is CONFLICT DUPLICATE, a malformed one BAD_USER_INPUT", async () => {
    const existing = await registeredCustomer();
    const taken = await ok<{ me: UserData }>(ME, {}, existing.token);
    const { token, identity } = newIdentity();
    const input = { firstName: "Sam", lastName: "Cook", email: identity.email, phone: taken.me.phone };
    const duplicate = await refused(REGISTER, { input }, token);
    expect(duplicate.extensions).toEqual({ code: "CONFLICT", reason: "DUPLICATE", fields: { phone: ["This phone number is already registered"] } });

    const malformed = await refused(REGISTER, { input: { ...input, phone: "12", firstName: " " } }, token);
    expect(malformed.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { phone: [expect.any(String)], firstName: ["is required"] } });
    expect(malformed.message).toMatch(/^Invalid input: .*firstName/);

    const otherEmail = await refused(REGISTER, { input: { ...input, phone: uniquePhone(), email: "someone.else@example.com" } }, token);
    expect(otherEmail.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: [expect.stringContaining(identity.email!)] } });
  });
});

describe("whose data", () => {
  it("answers a user to themself and to staff, and refuses anyone else with FORBIDDEN", async () => {
    const owner = await registeredCustomer();
    const stranger = await registeredCustomer();
    expect((await ok<{ user: { id: string } }>(USER, { id: owner.id }, owner.token)).user.id).toBe(owner.id);
    expect((await refused(USER, { id: owner.id }, stranger.token)).extensions).toMatchObject({ code: "FORBIDDEN", reason: "FORBIDDEN" });
    expect((await refused(`query ($id: ID!) { userOrders(userId: $id) { total } }`, { id: owner.id }, stranger.token)).extensions.code).toBe(
      "FORBIDDEN",
    );
    expect((await refused(USER, { id: owner.id })).extensions.code).toBe("UNAUTHENTICATED");
    const admin = seededToken(ADMIN_EMAIL);
    expect((await ok<{ user: { email: string } }>(USER, { id: owner.id }, admin)).user.email).toBe(owner.email);
    expect((await ok<{ user: null }>(USER, { id: "999999" }, admin)).user).toBeNull();
  });

  it("lists users to staff with users.view only", async () => {
    const QUERY = `query ($search: String) { users(search: $search, limit: 5) { total users { id firstName } } }`;
    const found = await ok<{ users: { total: number; users: Array<{ id: string; firstName: string }> } }>(QUERY, { search: "larsen" }, seededToken(ADMIN_EMAIL));
    expect(found.users).toEqual({ total: 1, users: [{ id: "1", firstName: "Megan" }] });
    const customer = await registeredCustomer();
    expect((await refused(QUERY, {}, customer.token)).extensions.code).toBe("FORBIDDEN");
    const tooMany = await refused(`{ users(limit: 1000) { total } }`, {}, seededToken(ADMIN_EMAIL));
    expect(tooMany.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { limit: [expect.any(String)] } });
  });

  it("answers roles and employee links to staff, FORBIDDEN to customers", async () => {
    const admin = seededToken(ADMIN_EMAIL);
    const data = await ok<{ roles: Array<{ key: string; permissions: string[] }>; employeeLinks: Array<{ title: string; url: string }> }>(
      `{ roles { key permissions } employeeLinks { title url } }`,
      {},
      admin,
    );
    expect(data.roles.map((role) => role.key)).toEqual(["customer", "employee", "staff", "manager", "admin", "kitchen"]);
    expect(data.roles.find((role) => role.key === "admin")?.permissions).toEqual(["*"]);
    expect(data.employeeLinks.length).toBe(5);
    const customer = await registeredCustomer();
    const answer = await operation(`{ roles { key } }`, {}, customer.token);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the profile and the account", () => {
  it("updates the person's own profile; null clears, a left-out field stays", async () => {
    const customer = await registeredCustomer();
    const UPDATE = `mutation ($id: ID!, $input: ProfileInput!) { updateAccount(id: $id, input: $input) { ${USER_FIELDS} } }`;
    const first = await ok<{ updateAccount: UserData }>(
      UPDATE,
      { id: customer.id, input: { spiceTolerance: "MEDIUM", allergyNotes: "No cilantro", allergies: ["gluten"] } },
      customer.token,
    );
    expect(first.updateAccount).toMatchObject({ firstName: "Test", spiceTolerance: "MEDIUM", allergyNotes: "No cilantro", allergies: [{ key: "gluten" }] });
    const cleared = await ok<{ updateAccount: UserData }>(UPDATE, { id: customer.id, input: { allergyNotes: null, spiceTolerance: null } }, customer.token);
    expect(cleared.updateAccount).toMatchObject({ spiceTolerance: null, allergyNotes: null, allergies: [{ key: "gluten" }] });

    const stranger = await registeredCustomer();
    expect((await refused(UPDATE, { id: customer.id, input: { firstName: "Mallory" } }, stranger.token)).extensions.code).toBe("FORBIDDEN");
  });

  it("answers the default address: null at first, then the one saved last", async () => {
    const customer = await registeredCustomer();
    const DEFAULT = `query ($id: ID!) { defaultAddress(userId: $id) { id street } }`;
    expect((await ok<{ defaultAddress: null }>(DEFAULT, { id: customer.id }, customer.token)).defaultAddress).toBeNull();
    await ok(
      `mutation ($address: AddressInput!) { createAddress(address: $address) { id } }`,
      { address: { name: "Test Cook", street: "95 W 100 S", city: "Logan", state: "UT", zipcode: "84321" } },
      customer.token,
    );
    expect((await ok<{ defaultAddress: { street: string } }>(DEFAULT, { id: customer.id }, customer.token)).defaultAddress.street).toBe("95 W 100 S");
  });

  it("checks e-mail and phone uniqueness for the registration forms", async () => {
    const { token } = newIdentity();
    const emails = await ok<{ taken: boolean; free: boolean; uid: string | null }>(
      `query ($free: String!) {
        taken: emailIsUnique(email: "${ADMIN_EMAIL}")
        free: emailIsUnique(email: $free)
        uid: uidOfMatchingAccount
      }`,
      { free: `nobody-${crypto.randomUUID().slice(0, 8)}@example.com` },
      token,
    );
    expect(emails).toEqual({ taken: false, free: true, uid: null });
    const phones = await ok<{ phone: boolean; duplicate: boolean }>(
      `query ($phone: String!) { phone: phoneIsUnique(phone: "(435) 555-0111") duplicate: phoneIsDuplicate(phone: $phone) }`,
      { phone: uniquePhone() },
      token,
    );
    expect(phones).toEqual({ phone: false, duplicate: false });
    const malformed = await refused(`{ emailIsUnique(email: "nope") }`, {}, token);
    expect(malformed.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: ["Please enter a valid email address"] } });
  });

  it("signs out a disabled user: UNAUTHENTICATED with reason USER_DISABLED", async () => {
    const customer = await registeredCustomer();
    const disabled = await ok<{ updateUser: { disabled: boolean } }>(
      `mutation ($id: ID!) { updateUser(id: $id, input: { disabled: true }) { disabled } }`,
      { id: customer.id },
      seededToken(ADMIN_EMAIL),
    );
    expect(disabled.updateUser.disabled).toBe(true);
    expect((await refused(ME, {}, customer.token)).extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "USER_DISABLED" });
  });

  it("lets staff create a user and the person close their own account", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await ok<{ createUser: UserData }>(
      `mutation ($input: UserCreateInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
      { input: { firstName: "New", lastName: "Hire", email, roles: ["employee"] } },
      seededToken(ADMIN_EMAIL),
    );
    expect(created.createUser).toMatchObject({ email, roles: ["employee"], phone: null });

    const customer = await registeredCustomer();
    const closed = await ok<{ closeAccount: { id: string; closedAt: string } }>(
      `mutation ($id: ID!) { closeAccount(id: $id) { id closedAt } }`,
      { id: customer.id },
      customer.token,
    );
    expect(closed.closeAccount).toEqual({ id: customer.id, closedAt: expect.any(String) });
    expect((await refused(ME, {}, customer.token)).extensions.reason).toBe("NOT_REGISTERED");
  });

  it("checks the sign-in link's e-mail before anything is sent", async () => {
    const refusal = await refused(`mutation { sendEmailSignInLink(email: "nope", url: "https://shop.example/sign-in") }`);
    expect(refusal.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: ["Please enter a valid email address"] } });
  });
});

describe("REST errors as GraphQL errors", () => {
  const answer = (status: number, error?: Record<string, unknown>) =>
    new Response(error ? JSON.stringify({ error }) : "upstream down", { status, headers: { "content-type": "application/json" } });

  it("keeps the reason and words of an outage the api named, so the web doesn't sign anyone out for it", async () => {
    const error = await toGraphQLError(
      answer(503, { code: "AUTH_UNAVAILABLE", message: "Sign-in cannot be checked right now; please try again shortly" }),
      "GET users/login",
    );
    expect(error.message).toBe("Sign-in cannot be checked right now; please try again shortly");
    expect(error.extensions).toEqual({ code: "API_UNAVAILABLE", reason: "AUTH_UNAVAILABLE" });
  });

  it("masks an unexpected failure", async () => {
    for (const response of [answer(500, { code: "INTERNAL", message: "Something went wrong on our side" }), answer(502)]) {
      const error = await toGraphQLError(response, "GET carts/x");
      expect(error.message).toBe("The shop's data service is unavailable");
      expect(error.extensions).toEqual({ code: "API_UNAVAILABLE" });
    }
  });

  it("maps a refused card to PAYMENT_DECLINED and an expired page to GONE, each with the api's reason", async () => {
    const declined = await toGraphQLError(answer(402, { code: "CARD_DECLINED", message: "Your card was declined." }), "POST payments");
    expect(declined.extensions).toEqual({ code: "PAYMENT_DECLINED", reason: "CARD_DECLINED" });
    const gone = await toGraphQLError(answer(410, { code: "SESSION_EXPIRED", message: "This payment page has expired" }), "POST payments");
    expect(gone.extensions).toEqual({ code: "GONE", reason: "SESSION_EXPIRED" });
  });
});
