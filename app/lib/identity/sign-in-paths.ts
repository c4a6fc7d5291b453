/**
 * Where sign-in starts and where it continues: the /login screens (spec §4's dialog screens as
 * addresses, `/login?screen=email`) and the same-origin `redirectTo` of every sign-in route.
 */

/**
 * Spec §4's dialog screens (main, mobileSent, email, emailSent, register) plus the steps the
 * server-rendered page needs for forms the spec leaves to the identity provider.
 */
export const SIGN_IN_SCREENS = [
  "main",
  "password",
  "signup",
  "email",
  "emailSent",
  "forgot",
  "forgotSent",
  "mobile",
  "mobileSent",
  "register",
] as const;
export type SignInScreen = (typeof SIGN_IN_SCREENS)[number];

export function signInScreenOf(value: string | null | undefined): SignInScreen {
  return (SIGN_IN_SCREENS as readonly string[]).includes(value ?? "") ? (value as SignInScreen) : "main";
}

/** Where a finished sign-in goes when nothing else was asked for. */
export const DEFAULT_REDIRECT = "/account";

const ORIGIN = "https://shop.invalid";
const SIGN_IN_PATH = /^\/(login|logout|register|forgot-password|reset-password)(\/|$)/;

/**
 * A path on this site to continue to, or `fallback`. Refuses anything that could leave the
 * site or confuse a browser into it: absolute URLs, protocol-relative `//host`, backslashes
 * (`/\host` is `//host` to browsers), control characters, and the sign-in routes themselves
 * (no loops). The answer is re-serialised from the parsed URL.
 */
export function safeRedirectTo(value: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (SIGN_IN_PATH.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `/login`, with a screen and a redirectTo when they are not the defaults, and an e-mail its form
 * starts with (decision 068: the order confirmation's "Create an account").
 */
export function loginHref({ screen, redirectTo, email }: { screen?: SignInScreen; redirectTo?: string | null; email?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (screen && screen !== "main") params.set("screen", screen);
  if (redirectTo && redirectTo !== DEFAULT_REDIRECT) params.set("redirectTo", redirectTo);
  if (email) params.set("email", email);
  const search = params.toString();
  return search ? `/login?${search}` : "/login";
}

/** The `email` a sign-in link asks the form to start with: an address-shaped string, else none. */
export function prefilledEmail(value: string | null | undefined): string | null {
  const email = value?.trim() ?? "";
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}
