/**
 * Shared helpers of the cart, checkout, gift card and account GraphQL tests: operations as a
 * signed-in (or signed-out) caller, the error extensions they answer, and callers and classes
 * made for a test. The api under the graphql worker is the real one on the seeded D1.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { emulatorToken, type IdentityClaims } from "../support/tokens";
import { graphql, WEB_PAGE } from "./request";
import { restCalls } from "./test-worker";

export { buyableClasses, makeClass } from "../support/cart";
export { emulatorToken };

export interface ErrorExtensions {
  code?: string;
  reason?: string;
  fields?: Record<string, string[]>;
  identity?: { email: string | null; name: string | null; phoneNumber: string | null };
}

export interface Answer<Data> {
  data?: Data | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: ErrorExtensions }>;
  extensions?: { restCalls?: number; cache?: unknown };
}

/** An operation as the web sends it, with the caller's bearer token when given. */
export async function operation<Data>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer<Data>> {
  restCalls.length = 0;
  const headers = token ? { ...WEB_PAGE, authorization: `Bearer ${token}` } : WEB_PAGE;
  return (await graphql<Data>(query, variables, headers)) as Answer<Data>;
}

/** The data of an operation that must work, within the page rule of at most 3 REST calls. */
export async function ok<Data>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Data> {
  const answer = await operation<Data>(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.extensions?.restCalls).toBeLessThanOrEqual(3);
  expect(answer.extensions?.restCalls).toBe(restCalls.length);
  return answer.data!;
}

/** The one error of an operation that must fail: its message and extensions. */
export async function refused(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ message: string; extensions: ErrorExtensions }> {
  const answer = await operation(query, variables, token);
  expect(answer.errors?.length, JSON.stringify(answer)).toBe(1);
  const [error] = answer.errors!;
  expect(error!.message.length).toBeGreaterThan(0);
  return { message: error!.message, extensions: error!.extensions ?? {} };
}

/** A different value each call. */
export const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 12);

/** A verified Firebase identity with no account yet. */
export function newIdentity(overrides: Partial<IdentityClaims> = {}): { token: string; identity: IdentityClaims } {
  const id = unique();
  const identity: IdentityClaims = { uid: `uid-${id}`, email: `cook-${id}@example.com`, email_verified: true, name: "Test Cook", ...overrides };
  return { token: emulatorToken(identity), identity };
}

/** A seeded user's token: a fixed uid per e-mail, bound by the verified e-mail at first use. */
export const seededToken = (email: string) => emulatorToken({ uid: `seed-${email}`, email, email_verified: true });

export const ADMIN_EMAIL = "megan.larsen@cachevalleykitchen.com";

import { uniquePhone } from "../support/unique";

export { uniquePhone };

/** Registers a new customer through Mutation.register; answers their id and token. */
export async function registeredCustomer(): Promise<{ id: string; token: string; email: string }> {
  const { token, identity } = newIdentity();
  const data = await ok<{ register: { id: string } }>(
    `mutation ($input: RegistrationInput!) { register(input: $input) { id } }`,
    { input: { firstName: "Test", lastName: "Cook", email: identity.email, phone: uniquePhone() } },
    token,
  );
  return { id: data.register.id, token, email: identity.email! };
}

/** Rows written straight to D1 (a gift card of a known balance for a test). */
export async function giftCardWith(balanceCents: number, code: string): Promise<void> {
  await env.DB.prepare(`INSERT INTO gift_cards (code, initial_cents, balance_cents) VALUES (?1, ?2, ?2)`)
    .bind(code, balanceCents)
    .run();
}

// ---------------------------------------------------------------------------------------------
// The web's cart operation: everything the cart page and the header show
// ---------------------------------------------------------------------------------------------

export const CART_FIELDS = `
  uuid status userId updatedAt classCount donationCents
  classes {
    class { id sku name date canceled seatsLeft location { name timezone } fulfillment { key name } }
    portionSize { id key name } portionQuantity { id mealCount } priceCents problem
    totals { priceCents discountCents taxCents totalCents }
    options { portionSize { id } portionQuantity { id } priceCents }
  }
  promotions { code promotionId name discountCents reason message }
  giftCards { giftCardId code status balanceCents appliedCents }
  charityWindow { id name }
  address { id name street city state zipcode phone }
  totals { subtotalCents discountCents taxCents donationCents totalCents giftCardCents amountDueCents
    lines { classId totalCents } promotions { code discountCents } giftCards { code appliedCents } }
`;

export interface CartData {
  uuid: string;
  status: "OPEN" | "ORDERED";
  userId: string | null;
  updatedAt: string;
  classCount: number;
  donationCents: number;
  classes: Array<{
    class: {
      id: string;
      sku: string;
      name: string;
      date: string;
      canceled: boolean;
      seatsLeft: number;
      location: { name: string; timezone: string };
      fulfillment: { key: string; name: string };
    };
    portionSize: { id: string; key: string; name: string };
    portionQuantity: { id: string; mealCount: number };
    priceCents: number | null;
    problem: string | null;
    totals: { priceCents: number; discountCents: number; taxCents: number; totalCents: number } | null;
    options: Array<{ portionSize: { id: string }; portionQuantity: { id: string }; priceCents: number }>;
  }>;
  promotions: Array<{ code: string; promotionId: string; name: string; discountCents: number; reason: string | null; message: string | null }>;
  giftCards: Array<{ giftCardId: string; code: string; status: string; balanceCents: number; appliedCents: number }>;
  charityWindow: { id: string; name: string } | null;
  address: { id: string; name: string; street: string; city: string; state: string; zipcode: string; phone: string } | null;
  totals: {
    subtotalCents: number;
    discountCents: number;
    taxCents: number;
    donationCents: number;
    totalCents: number;
    giftCardCents: number;
    amountDueCents: number;
    lines: Array<{ classId: string; totalCents: number }>;
    promotions: Array<{ code: string; discountCents: number }>;
    giftCards: Array<{ code: string; appliedCents: number }>;
  };
}

export async function newCart(token?: string): Promise<CartData> {
  return (await ok<{ createCart: CartData }>(`mutation { createCart { ${CART_FIELDS} } }`, {}, token)).createCart;
}

export const ADD_CLASS = `mutation ($uuid: ID!, $classId: ID, $sku: String, $size: ID!, $quantity: ID!) {
  addClassToCart(uuid: $uuid, classId: $classId, sku: $sku, portionSizeId: $size, portionQuantityId: $quantity) { ${CART_FIELDS} }
}`;

export async function cartWithClass(classId: number, token?: string, size = 1, quantity = 1): Promise<CartData> {
  const cart = await newCart(token);
  return (await ok<{ addClassToCart: CartData }>(ADD_CLASS, { uuid: cart.uuid, classId: String(classId), size: String(size), quantity: String(quantity) }, token))
    .addClassToCart;
}
