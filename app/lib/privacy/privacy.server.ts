/**
 * The visitor's cookie choice (decision 034), read from the request: the `cvk_privacy` cookie
 * ("allow" or "deny") and the Global Privacy Control header. GPC always counts as "no"; before
 * any choice, events are sent (a US shop's opt-out default, decision 034).
 */
import { PRIVACY_CHOICES, PRIVACY_CHOICES_PATH, PRIVACY_COOKIE, type PrivacyChoice, type PrivacyState } from "./privacy-choice";

/** One year, in seconds. */
const CHOICE_MAX_AGE = 60 * 60 * 24 * 365;

/** The paths where the banner does not ask: the console, development pages and the choices page itself. */
const NO_BANNER = /^\/(admin|dev)(\/|$)/;

export function privacyChoice(request: Request): PrivacyChoice | null {
  const cookies = request.headers.get("cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${PRIVACY_COOKIE}=([a-z]{1,10})(?:;|$)`).exec(cookies)?.[1];
  return PRIVACY_CHOICES.find((choice) => choice === value) ?? null;
}

/** The browser's Global Privacy Control signal (https://privacycg.github.io/gpc-spec/). */
export function sendsGpc(request: Request): boolean {
  return request.headers.get("sec-gpc")?.trim() === "1";
}

/** Whether tracking events may be sent for this request's visitor. */
export function mayTrack(request: Request): boolean {
  return !sendsGpc(request) && privacyChoice(request) !== "deny";
}

export function privacyState(request: Request): PrivacyState {
  const choice = privacyChoice(request);
  const gpc = sendsGpc(request);
  const path = new URL(request.url).pathname;
  return {
    choice,
    gpc,
    allowed: !gpc && choice !== "deny",
    ask: choice === null && !gpc && !NO_BANNER.test(path) && path !== PRIVACY_CHOICES_PATH,
  };
}

/** The Set-Cookie value storing a choice: a year, the whole site, SameSite=Lax, Secure on https. */
export function privacyCookie(request: Request, choice: PrivacyChoice): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${PRIVACY_COOKIE}=${choice}; Max-Age=${CHOICE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
