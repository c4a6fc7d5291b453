/** Calls the api worker as a signed-in (or signed-out) caller and reads its JSON answer. */
import { env, exports } from "cloudflare:workers";
import { Hono } from "hono";
import type { JWTVerifyGetKey } from "jose";
import { expect } from "vitest";
import type { AuthVariables } from "../../../workers/api/auth/middleware";
import { app } from "../../../workers/api/app";
import type { ApiEnv } from "../../../workers/api/env";
import { emulatorToken, type IdentityClaims } from "./tokens";

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]>; identity?: Record<string, unknown> };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Another worker configuration (e.g. production) instead of the test one. */
  env?: Partial<ApiEnv> & Record<string, unknown>;
  /** A key set injected in place of Google's published keys. */
  keys?: JWTVerifyGetKey;
}

/** The api app with `keys` standing in for Google's keys (what the auth middleware reads). */
function withKeys(keys: JWTVerifyGetKey) {
  return new Hono<{ Bindings: ApiEnv; Variables: AuthVariables }>()
    .use(async (c, next) => {
      c.set("firebaseKeys", keys);
      await next();
    })
    .route("/", app);
}

export async function call<Body = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<Body>> {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | FormData | undefined;
  // A multipart upload: the runtime writes its content-type with the boundary.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request(`https://api.internal${path}`, { method, headers, body });
  const response =
    options.env || options.keys
      ? await (options.keys ? withKeys(options.keys) : app).fetch(request, { ...env, ...options.env })
      : await exports.default.fetch(request);
  expect(response.headers.get("content-type") ?? "", `${method} ${path} answers JSON`).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Body };
}

/** A different value each call: uids, e-mails and phone numbers that no other test uses. */
export function unique(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 12);
}

import { uniquePhone } from "./unique";

export { uniquePhone };

export interface Person {
  id: number;
  uid: string;
  email: string;
  phone: string;
  token: string;
  identity: IdentityClaims;
}

/** Registers a new customer through POST users/register and answers how to act as them. */
export async function registerCustomer(fields: Record<string, unknown> = {}): Promise<Person> {
  const id = unique();
  const identity = { uid: `uid-${id}`, email: `cook-${id}@example.com`, email_verified: true, name: "Test Cook" };
  const token = emulatorToken(identity);
  const phone = uniquePhone();
  const { status, body } = await call<{ id: number }>("POST", "/users/register", {
    token,
    body: { first_name: "Test", last_name: "Cook", email: identity.email, phone, allergies: [], ...fields },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return { id: body.id, uid: identity.uid, email: identity.email, phone, token, identity };
}

/** A seeded user's token: a fixed uid per e-mail, bound by its verified e-mail at first use. */
export function seededToken(email: string): string {
  return emulatorToken({ uid: `seed-${email}`, email, email_verified: true });
}

/** Expects a 4xx error answer with `code` (and, if given, a message for `field`). */
export function expectError(answer: Answer, status: number, code: string, field?: string): ErrorBody {
  const body = answer.body as ErrorBody;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (field !== undefined) expect(body.error.fields?.[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
  return body;
}
