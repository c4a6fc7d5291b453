/**
 * Who is calling: Hono middleware over Firebase ID tokens (decision 010).
 *
 * - `identify`          a token is optional; when sent it must verify.   c.var.identity | null, c.var.caller | null
 * - `requireIdentity`   a verified token (registered or not).            c.var.identity, c.var.caller | null
 * - `requireCaller`     a registered, enabled user.                      c.var.identity, c.var.caller
 * - `requirePermission` requireCaller plus every permission named.       same
 * - `requireSelfOr`     requireCaller, and `:id` is the caller or the permission is held.
 *
 * The token is verified and the user, roles and permissions are loaded once per request,
 * however many of these run. Answers: 401 UNAUTHENTICATED (no token), TOKEN_EXPIRED,
 * TOKEN_INVALID, USER_DISABLED, NOT_REGISTERED; 403 FORBIDDEN; 503 AUTH_UNAVAILABLE.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { JWTVerifyGetKey } from "jose";
import { hasAllPermissions, hasPermission } from "../../core/permissions";
import type { ApiEnv, ApiVariables } from "../env";
import { ApiError } from "../lib/errors";
import { matchCaller, type CallerMatch } from "../services/identity-links";
import type { Caller } from "../services/users";
import {
  SigningKeysUnavailableError,
  TokenError,
  verifyFirebaseIdToken,
  type FirebaseIdentity,
} from "./firebase-token";
import { googleSigningKeys } from "./google-keys";

export type { Caller } from "../services/users";
export type { FirebaseIdentity } from "./firebase-token";

export interface AuthState {
  identity: FirebaseIdentity | null;
  match: CallerMatch;
}

/** Context variables of the auth middleware. */
export interface AuthVariables {
  /** Set only by tests (a local key set); production verifies against Google's keys. */
  firebaseKeys?: JWTVerifyGetKey;
  auth?: AuthState;
}

type AuthEnv<Variables> = { Bindings: ApiEnv; Variables: ApiVariables & AuthVariables & Variables };

const NO_ONE: AuthState = { identity: null, match: { kind: "none" } };

/** The bearer token of the request: undefined when there is no Authorization header. */
function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError(401, "UNAUTHENTICATED", "Send the Firebase ID token as `Authorization: Bearer <token>`");
  }
  return match[1];
}

/** Unsigned (emulator) tokens: only with an emulator host, and never in production. */
function allowsUnsignedTokens(env: ApiEnv): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) && env.ENVIRONMENT !== "production";
}

async function verify(c: Context<AuthEnv<object>>, token: string): Promise<FirebaseIdentity> {
  try {
    return await verifyFirebaseIdToken(token, {
      projectId: c.env.FIREBASE_PROJECT_ID,
      keys: c.get("firebaseKeys") ?? googleSigningKeys,
      allowUnsigned: allowsUnsignedTokens(c.env),
    });
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError(401, error.code, error.message);
    if (error instanceof SigningKeysUnavailableError) {
      console.error("api: Firebase signing keys unavailable", error.cause);
      throw new ApiError(503, "AUTH_UNAVAILABLE", "Sign-in cannot be checked right now; please try again shortly");
    }
    throw error;
  }
}

/**
 * Verifies the request's token (or `token`, e.g. a registration body's firebase_id_token) and
 * finds its user, once per request. A disabled user is refused here, on every route (§8).
 */
export async function authenticate<E extends { Bindings: ApiEnv }>(
  context: Context<E>,
  token?: string,
): Promise<AuthState> {
  // Only the auth variables are touched; the middleware's own ones are set by the caller.
  const c = context as unknown as Context<AuthEnv<object>>;
  const known = c.get("auth");
  if (known) return known;
  const sent = token ?? bearerToken(c);
  if (sent === undefined) {
    c.set("auth", NO_ONE);
    return NO_ONE;
  }
  const identity = await verify(c, sent);
  const match = await matchCaller(c.var.db, identity);
  if (match.kind === "user" && match.caller.user.disabled) {
    throw new ApiError(401, "USER_DISABLED", "This account has been disabled");
  }
  const state = { identity, match };
  c.set("auth", state);
  return state;
}

const callerOf = (state: AuthState): Caller | null => (state.match.kind === "user" ? state.match.caller : null);

function unauthenticated(): ApiError {
  return new ApiError(401, "UNAUTHENTICATED", "Sign in to do this");
}

export function notRegistered(): ApiError {
  return new ApiError(401, "NOT_REGISTERED", "No account is registered for this sign-in; please register");
}

/** Optional sign-in: a token, when sent, must verify. */
export const identify = createMiddleware<AuthEnv<{ identity: FirebaseIdentity | null; caller: Caller | null }>>(
  async (c, next) => {
    const state = await authenticate(c);
    c.set("identity", state.identity);
    c.set("caller", callerOf(state));
    await next();
  },
);

/** A verified identity, which may not be registered yet (registration, uniqueness checks). */
export const requireIdentity = createMiddleware<AuthEnv<{ identity: FirebaseIdentity; caller: Caller | null }>>(
  async (c, next) => {
    const state = await authenticate(c);
    if (!state.identity) throw unauthenticated();
    c.set("identity", state.identity);
    c.set("caller", callerOf(state));
    await next();
  },
);

/** A registered, enabled user. */
export const requireCaller = createMiddleware<AuthEnv<{ identity: FirebaseIdentity; caller: Caller }>>(
  async (c, next) => {
    const state = await authenticate(c);
    if (!state.identity) throw unauthenticated();
    const caller = callerOf(state);
    if (!caller) throw notRegistered();
    c.set("identity", state.identity);
    c.set("caller", caller);
    await next();
  },
);

function forbidden(): ApiError {
  return new ApiError(403, "FORBIDDEN", "You do not have permission to do this");
}

/** A registered user holding every permission named (a held permission may imply it, §5). */
export const requirePermission = (...permissions: [string, ...string[]]) =>
  createMiddleware<AuthEnv<{ identity: FirebaseIdentity; caller: Caller }>>(async (c, next) => {
    await requireCaller(c, async () => {
      if (!hasAllPermissions(c.var.caller.permissions, permissions)) throw forbidden();
      await next();
    });
  });

/** A registered user holding at least one of the permissions named: a page whose parts each need their own. */
export const requireAnyPermission = (...permissions: [string, ...string[]]) =>
  createMiddleware<AuthEnv<{ identity: FirebaseIdentity; caller: Caller }>>(async (c, next) => {
    await requireCaller(c, async () => {
      if (!permissions.some((permission) => may(c.var.caller, permission))) throw forbidden();
      await next();
    });
  });

/** Whether the caller holds `permission` (or one that implies it). */
export const may = (caller: Caller, permission: string): boolean => hasPermission(caller.permissions, permission);

/**
 * For `/:id` routes of a user's own data: the caller is that user, or holds `permission`
 * (without one, only the user themself). Checked before the body is read, so a stranger
 * learns nothing, not even whether `:id` exists.
 */
export const requireSelfOr = (permission?: string) =>
  createMiddleware<AuthEnv<{ identity: FirebaseIdentity; caller: Caller }>>(async (c, next) => {
    await requireCaller(c, async () => {
      const self = Number(c.req.param("id")) === c.var.caller.id;
      if (!self && !(permission !== undefined && may(c.var.caller, permission))) throw forbidden();
      await next();
    });
  });

/** For `/:id` routes only the person themself may use (accounts). */
export const requireSelf = requireSelfOr();
