/**
 * Who is signed in, from the session cookie (app/lib/core/session.server.ts): the Firebase ID and
 * refresh tokens, the uid and — once the shop knows the person — the user id. Spec §2 Guard:
 * "signed in" means the stored user has an id. A session with tokens but no user id is an
 * identity that still has to register (spec §4 register outcome).
 *
 * The ID token is refreshed through the secure-token service 5 minutes before it expires
 * (spec §9), once per request however many loaders ask. A refresh that fails for our reasons
 * (the service unreachable or slow) is not retried before spec §9's back-off has passed — 30 s,
 * doubling to 960 s — while the token still works; an expired token is always tried again.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { flashAlert } from "../core/flash-alerts.server";
import { idTokenClaims, tokenFreshness } from "./id-token";
import { signsOut } from "./identity-errors";
import { backoffAfterFailure, refreshHeldBack } from "./identity-timing";
import { IdentityError, IdentityToolkit, type IdentityTokens } from "./identity-toolkit.server";
import { loginHref } from "./sign-in-paths";

export interface SignedInUser {
  /** The shop's user id (GraphQL `User.id`). */
  userId: string;
  uid: string;
  email: string | null;
  name: string | null;
  phoneNumber: string | null;
}

/** Keeps a new identity's tokens. The user id waits for `me` (markRegistered). */
export function storeIdentity(context: AppLoadContext, tokens: IdentityTokens): void {
  const { session } = context;
  session.set("idToken", tokens.idToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("uid", tokens.uid);
  session.unset("userId");
  session.unset("staff");
  session.unset("secondFactor");
  session.unset("refreshBackoff");
  fresh.delete(context);
}

/** Replaces the tokens of the same identity (after a password change) and keeps the user id. */
export function replaceTokens(context: AppLoadContext, tokens: IdentityTokens): void {
  context.session.set("idToken", tokens.idToken);
  context.session.set("refreshToken", tokens.refreshToken);
  fresh.delete(context);
}

/** The session now speaks for the shop account `userId`; `staff` when it may open the console. */
export function markRegistered(context: AppLoadContext, userId: string, staff: boolean): void {
  context.session.set("userId", userId);
  rememberStaff(context, staff);
}

/** Keeps the shop header's "Console" link in step with the account's roles (set only on change). */
export function rememberStaff(context: AppLoadContext, staff: boolean): void {
  if ((context.session.get("staff") === true) === staff) return;
  if (staff) context.session.set("staff", true);
  else context.session.unset("staff");
}

/**
 * Signs out: the tokens and ids go; the cart stays (an anonymous cart survives sign-in and
 * sign-out alike), and so do the anti-forgery token and flash alerts.
 */
export function signOut(context: AppLoadContext): void {
  for (const key of ["idToken", "refreshToken", "uid", "userId", "staff", "consoleKitchen", "secondFactor", "refreshBackoff"] as const) context.session.unset(key);
  fresh.delete(context);
}

type FreshToken =
  | { kind: "token"; idToken: string }
  | { kind: "none" }
  /** The identity provider no longer knows this sign-in (deleted, disabled, revoked): signed out. */
  | { kind: "revoked" };

const fresh = new WeakMap<AppLoadContext, Promise<FreshToken>>();

/** The session's ID token, refreshed when it expires within 5 minutes; memoised per request. */
export function freshIdToken(context: AppLoadContext): Promise<FreshToken> {
  let answer = fresh.get(context);
  if (!answer) {
    answer = refreshWhenDue(context);
    fresh.set(context, answer);
  }
  return answer;
}

async function refreshWhenDue(context: AppLoadContext, now: number = Date.now()): Promise<FreshToken> {
  const { session } = context;
  const idToken = session.get("idToken");
  const refreshToken = session.get("refreshToken");
  if (!idToken) return { kind: "none" };
  const claims = idTokenClaims(idToken);
  const freshness = claims ? tokenFreshness(claims.expiresAt) : "expired";
  if (freshness === "fresh") return { kind: "token", idToken };
  if (freshness === "refresh" && refreshHeldBack(session.get("refreshBackoff"), now)) return { kind: "token", idToken };
  if (!refreshToken) {
    signOut(context);
    return { kind: "revoked" };
  }
  try {
    const tokens = await IdentityToolkit.from(context).refresh(refreshToken);
    if (claims && tokens.uid !== claims.uid) throw new IdentityError("user-token-expired", "refresh changed the uid");
    session.set("idToken", tokens.idToken);
    session.set("refreshToken", tokens.refreshToken);
    session.unset("refreshBackoff");
    return { kind: "token", idToken: tokens.idToken };
  } catch (error) {
    if (error instanceof IdentityError && (signsOut(error.code) || error.code === "user-not-found")) {
      signOut(context);
      return { kind: "revoked" };
    }
    // Our trouble reaching Google is not the person's: keep them signed in.
    console.error("web: ID token refresh failed", error);
    session.set("refreshBackoff", backoffAfterFailure(session.get("refreshBackoff"), now));
    if (freshness === "refresh") return { kind: "token", idToken };
    throw new Response("Sign-in cannot be checked right now. Please try again in a moment.", { status: 503 });
  }
}

/** The signed-in user as the session knows it (no network): for the header and guards. */
export function sessionUser(context: AppLoadContext): SignedInUser | null {
  const { session } = context;
  const userId = session.get("userId");
  const uid = session.get("uid");
  if (!userId || !uid) return null;
  const claims = idTokenClaims(session.get("idToken"));
  return {
    userId,
    uid,
    email: claims?.email ?? null,
    name: claims?.name ?? null,
    phoneNumber: claims?.phoneNumber ?? null,
  };
}

/** An identity signed in with Firebase that has no shop account yet. */
export function pendingIdentity(context: AppLoadContext): { uid: string } | null {
  const { session } = context;
  const uid = session.get("uid");
  return uid && !session.get("userId") && session.get("idToken") ? { uid } : null;
}

/** The signed-in user with a usable token, or null (a revoked sign-in is signed out here). */
export async function optionalUser(context: AppLoadContext): Promise<SignedInUser | null> {
  if (!sessionUser(context)) return null;
  const token = await freshIdToken(context);
  return token.kind === "token" ? sessionUser(context) : null;
}

/** The path and query of a request: where sign-in continues to. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The signed-in user, or a redirect (spec §2 Guard): signed out → /login?redirectTo=<path>.
 * When the identity provider no longer knows a sign-in the shop still held, the session is
 * cleared and the person goes to / (spec §2).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  if (sessionUser(context)) {
    const token = await freshIdToken(context);
    const user = sessionUser(context);
    if (token.kind === "token" && user) return user;
    if (token.kind === "revoked") {
      flashAlert(context, {
        alertType: "error",
        title: "You were signed out",
        message: "Your sign-in has ended. Please sign in again.",
      });
      throw redirect("/");
    }
  }
  throw redirect(loginHref({ redirectTo: pathOf(request) }));
}

/** Spec §2: /login (and /register) while signed in go to /account. */
export function redirectSignedIn(context: AppLoadContext): void {
  if (sessionUser(context)) throw redirect("/account");
}
