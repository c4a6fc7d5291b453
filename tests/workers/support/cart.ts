/**
 * Shared helpers of the cart tests: calling the api with any method and body, a signed-in
 * caller (the Auth emulator's unsigned tokens), classes made for a test, and the REST shape
 * of a cart (decision 011).
 */
import { exports, env } from "cloudflare:workers";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { UnsecuredJWT } from "jose";
import { expect } from "vitest";
import * as schema from "../../../drizzle/api/schema";
import type { PostalAddress } from "../../../workers/core/input-formats";
import type { Totals } from "../../../workers/core/totals";

export const db = () => drizzle(env.DB, { schema });

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export interface CallOptions {
  /** A JSON body; a string is sent as is (for malformed JSON). */
  body?: unknown;
  token?: string;
}

export async function call<Body = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await exports.default.fetch(`https://api.internal${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
}

/** An Auth-emulator ID token (unsigned; accepted because FIREBASE_AUTH_EMULATOR_HOST is set). */
export function emulatorToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ email, email_verified: true, auth_time: now, firebase: { sign_in_provider: "password" } })
    .setSubject(uid)
    .setAudience(env.FIREBASE_PROJECT_ID)
    .setIssuer(`https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .encode();
}

/** A token for a seeded user, bound to them by their verified e-mail on first use. */
export async function tokenFor(userId: number): Promise<string> {
  const [user] = await db().select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  return emulatorToken(user.firebase_uid ?? `test-uid-${userId}`, user.email);
}

// ---------------------------------------------------------------------------------------------
// The REST shape of a cart
// ---------------------------------------------------------------------------------------------

export interface PortionOptionBody {
  portion_size: { id: number; key: string; name: string; serves: string };
  portion_quantity: { id: number; meal_count: number };
  price_cents: number;
}

export interface CartLineBody {
  class: {
    id: number;
    sku: string;
    name: string;
    date: string;
    class_type_id: number;
    canceled: boolean;
    seats_left: number;
    location: { id: number; name: string; timezone: string; tax_rate_bps: number };
    fulfillment: { id: number; key: string; name: string };
  };
  portion_variation: Omit<PortionOptionBody, "price_cents">;
  price_cents: number | null;
  totals: Totals["lines"][number] | null;
  problem: "canceled" | "past" | "full" | "unpriced" | null;
  options: PortionOptionBody[];
}

export interface CartBody {
  uuid: string;
  status: "open" | "ordered";
  user_id: number | null;
  created_at: string;
  updated_at: string;
  classes: CartLineBody[];
  promotions: Array<{
    code: string;
    code_id: number;
    promotion_id: number;
    name: string;
    discount_cents: number;
    reason: string | null;
    message: string | null;
  }>;
  gift_cards: Array<{ gift_card_id: number; code: string; status: string; balance_cents: number; applied_cents: number }>;
  donation_cents: number;
  charity_window: { id: number; name: string } | null;
  address: (PostalAddress & { id: number; user_id: number | null }) | null;
  totals: Totals;
}

export async function createCart(token?: string): Promise<CartBody> {
  const { status, body } = await call<CartBody>("POST", "/carts", { token });
  expect(status).toBe(201);
  return body;
}

export async function getCart(uuid: string, token?: string): Promise<CartBody> {
  const { status, body } = await call<CartBody>("GET", `/carts/${uuid}`, { token });
  expect(status).toBe(200);
  return body;
}

/** Half portion, 3 meals: priced for every class type by the seed. */
export const HALF_3 = { portion_size_id: 1, portion_quantity_id: 1 } as const;
export const FULL_12 = { portion_size_id: 2, portion_quantity_id: 4 } as const;

export async function addClass(uuid: string, classId: number, portions: { portion_size_id?: number; portion_quantity_id?: number; guests?: number } = HALF_3, token?: string) {
  const { status, body } = await call<CartBody>("POST", `/carts/${uuid}/classes`, { body: { class_id: classId, ...portions }, token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A 4xx answer with a message and nothing changed in the cart. */
export async function expectRefused(
  uuid: string,
  request: () => Promise<{ status: number; body: unknown }>,
  status: number,
  code?: string,
  ownerToken?: string,
): Promise<ErrorBody> {
  const before = await getCart(uuid, ownerToken);
  const rows = await cartRowCounts(uuid);
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = (answer.body as ErrorBody).error;
  expect(error.message.length).toBeGreaterThan(0);
  if (code) expect(error.code).toBe(code);
  expect(await getCart(uuid, ownerToken)).toEqual(before);
  expect(await cartRowCounts(uuid)).toEqual(rows);
  return answer.body as ErrorBody;
}

// ---------------------------------------------------------------------------------------------
// Classes for a test
// ---------------------------------------------------------------------------------------------

export interface ClassPick {
  locationId?: number;
  classTypeId?: number;
  fulfillmentKey?: (typeof schema.fulfillments.$inferSelect)["key"];
}

/** Seeded classes that can be bought: future, scheduled, published, not canceled, a seat left. */
export async function buyableClasses(pick: ClassPick = {}, count = 1) {
  const { classes, classTypes, reservationSizes, fulfillments } = schema;
  const rows = await db()
    .select({ id: classes.id, sku: classes.sku, class_type_id: classes.class_type_id, location_id: classes.location_id })
    .from(classes)
    .innerJoin(reservationSizes, eq(reservationSizes.id, classes.reservation_size_id))
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .innerJoin(fulfillments, eq(fulfillments.id, classes.fulfillment_id))
    .where(
      and(
        gt(classes.date, new Date(Date.now() + 24 * 3600 * 1000).toISOString()),
        eq(classes.canceled, false),
        eq(classes.published, true),
        // A private class is bought by its sku only (decision 018).
        eq(classes.class_is_public, true),
        eq(classes.status, "scheduled"),
        lt(classes.seats_taken, reservationSizes.seats),
        pick.locationId === undefined ? undefined : eq(classes.location_id, pick.locationId),
        // Without a fulfillment, one bought without an address: which class comes first moves
        // with today's date, and a delivery class's checkout wants an address.
        pick.fulfillmentKey === undefined ? inArray(fulfillments.key, ["in-person", "pre-assembled"]) : eq(fulfillments.key, pick.fulfillmentKey),
        // Without a type, a class sold by portions (decision 040: others take guests instead).
        pick.classTypeId === undefined ? eq(classTypes.offer, "portions") : eq(classes.class_type_id, pick.classTypeId),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.id))
    .limit(count);
  expect(rows.length).toBe(count);
  return rows;
}

let made = 0;

/**
 * A class made for one test by copying a buyable seeded one: `date` (ISO), `canceled`,
 * `full` and `published` change what it can be.
 */
export async function makeClass(
  changes: {
    date?: string;
    canceled?: boolean;
    full?: boolean;
    published?: boolean;
    classIsPublic?: boolean;
    status?: "scheduled" | "completed" | "archived";
  } & ClassPick = {},
): Promise<number> {
  const [template] = await buyableClasses({ locationId: changes.locationId, classTypeId: changes.classTypeId, fulfillmentKey: changes.fulfillmentKey });
  const [row] = await db().select().from(schema.classes).where(eq(schema.classes.id, template!.id));
  const [size] = await db().select().from(schema.reservationSizes).where(eq(schema.reservationSizes.id, row!.reservation_size_id));
  made += 1;
  const { id: _id, ...copy } = row!;
  const [inserted] = await db()
    .insert(schema.classes)
    .values({
      ...copy,
      sku: `TEST-${made}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      date: changes.date ?? copy.date,
      canceled: changes.canceled ?? false,
      published: changes.published ?? true,
      class_is_public: changes.classIsPublic ?? true,
      status: changes.status ?? "scheduled",
      seats_taken: changes.full ? size!.seats : 0,
    })
    .returning({ id: schema.classes.id });
  return inserted!.id;
}

/** Rows of a cart's tables, to prove a request changed nothing underneath the answer. */
export async function cartRowCounts(uuid: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`select count(*) as n from ${table} where cart_uuid = ?`).bind(uuid).first<{ n: number }>())?.n;
  return {
    classes: await count("cart_classes"),
    promotions: await count("cart_promotions"),
    gift_cards: await count("cart_gift_cards"),
    carts: (await env.DB.prepare("select count(*) as n from carts where uuid = ?").bind(uuid).first<{ n: number }>())?.n,
  };
}

