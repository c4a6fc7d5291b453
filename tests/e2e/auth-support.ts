/**
 * Sign-in helpers for the end-to-end tests: the Firebase Auth emulator's REST API (never
 * Google) and the shop's /login/session route. `npm test` passes the emulator's host as
 * AUTH_EMULATOR_HOST (127.0.0.1:<port>).
 */
import { expect, type APIRequestContext, type Page, type TestInfo } from "./fixtures";
import { passSecondFactor } from "./second-factor-support";

export const PROJECT_ID = "demo-cache-valley-kitchen";
export const emulatorHost = () => process.env.AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const identityUrl = (method: string) =>
  `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;

/** A form that signs in waits on the identity provider and GraphQL: more than a page load. */
export const AFTER_SUBMIT = { timeout: 15_000 };

/** Seeded accounts (drizzle/seed/data.ts USERS): a customer, an employee. */
export const SEEDED_CUSTOMER = { email: "jordan.thompson@example.com", phone: "(435) 555-0121" };
export const SEEDED_EMPLOYEE = { email: "sam.nguyen@cachevalleykitchen.com" };

/** An address no other test (or project, or run) uses. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${testInfo.project.name}.${Date.now().toString(36)}${random}@example.com`;
}

/** A ten-digit phone nobody registered, in spec §5's shape: about 6.4 billion to draw from. */
export function uniquePhone(): string {
  const area = 200 + Math.floor(Math.random() * 800);
  const exchange = 200 + Math.floor(Math.random() * 800);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return `(${area}) ${exchange}-${line}`;
}

async function identity<T>(request: APIRequestContext, method: string, body: Record<string, unknown>): Promise<T> {
  const response = await postWithRetry(request, identityUrl(method), body);
  expect(response.ok(), `${method}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The emulator is one Node process shared by every parallel test: under load it sometimes drops
 * a connection (ECONNRESET). A dropped connection is retried (twice); an answer never is.
 */
async function postWithRetry(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request.post(url, { data });
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up|ECONNREFUSED/.test(String(error))) throw error;
      await new Promise((wait) => setTimeout(wait, 250 * attempt));
    }
  }
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest e-mail action of `requestType` the emulator "sent" to `email`. */
export async function latestOobCode(request: APIRequestContext, email: string, requestType: string): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`http://${emulatorHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

interface Tokens {
  idToken: string;
  refreshToken: string;
}

/**
 * Signs in by e-mail link through the emulator's REST API: the e-mail comes out verified.
 * Tests in parallel may ask for the same address, so every code for it is tried, newest first.
 */
export async function emailLinkTokens(request: APIRequestContext, email: string): Promise<Tokens> {
  await identity(request, "sendOobCode", {
    requestType: "EMAIL_SIGNIN",
    email,
    continueUrl: "http://localhost/login/link",
    canHandleCodeInApp: true,
  });
  const response = await request.get(`http://${emulatorHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const codes = oobCodes.filter((code) => code.email === email && code.requestType === "EMAIL_SIGNIN").reverse();
  for (const { oobCode } of codes) {
    const answer = await request.post(identityUrl("signInWithEmailLink"), { data: { email, oobCode } });
    if (answer.ok()) return (await answer.json()) as Tokens;
  }
  throw new Error(`no usable sign-in link for ${email}`);
}

export async function passwordSignInTokens(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  return identity<Tokens>(request, "signInWithPassword", { email, password, returnSecureToken: true });
}

export async function passwordSignUpTokens(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  return identity<Tokens>(request, "signUp", { email, password, returnSecureToken: true });
}

/** Deletes a Firebase account (its own ID token authorises it). */
export async function deleteIdentity(request: APIRequestContext, idToken: string): Promise<void> {
  await identity(request, "delete", { idToken });
}

/**
 * Gives the page's browser context a shop session for these tokens through POST /login/session
 * (the route the web SDK uses), with the page's anti-forgery token. Answers where it went.
 */
export async function establishSession(page: Page, tokens: Tokens, redirectTo = "/account"): Promise<string> {
  // Any page with a form carries the anti-forgery field; /login's e-mail screen has one.
  await page.goto("/login?screen=email");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const response = await page.request.post("/login/session", {
    form: { csrf, idToken: tokens.idToken, refreshToken: tokens.refreshToken, redirectTo },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  return response.headers().location ?? "";
}

/**
 * A new customer: signs in with the tokens of an identity that has no account yet (the shop
 * asks them to register), creates the account with this name and a fresh phone, and lands on
 * the profile.
 */
export async function registerCustomer(page: Page, tokens: Tokens, name: { first: string; last: string }): Promise<void> {
  expect(await establishSession(page, tokens)).toMatch(/^\/login\?screen=register/);
  await page.goto("/login?screen=register");
  const main = page.getByRole("main");
  await main.getByLabel("First name", { exact: true }).fill(name.first);
  await main.getByLabel("Last name", { exact: true }).fill(name.last);
  await main.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/, AFTER_SUBMIT);
}

/**
 * Signs a seeded account in (its verified e-mail binds it on first use, decision 010). Staff whose
 * roles ask for the console's second factor (decision 078) pass it here too, so every spec opens
 * the console as before: see second-factor-support.ts.
 */
export async function signInSeeded(page: Page, email: string): Promise<void> {
  await passSecondFactor(page, email, async () => {
    const location = await establishSession(page, await emailLinkTokens(page.request, email));
    expect(location).toBe("/account");
  });
}

/** The header's account link, which names who is signed in. */
export const accountLink = (page: Page) => page.getByRole("link", { name: /^Your account/ });
