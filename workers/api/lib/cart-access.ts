/**
 * Who may use a cart (decisions 009 and 011): an anonymous cart is a capability of its uuid;
 * a cart that belongs to a user answers only that user's bearer token. Every cart route goes
 * through `assertCartAccess`, so this is the one place the rule lives.
 */
import type { Context } from "hono";
import { authenticate, type AuthVariables, type Caller } from "../auth/middleware";
import type { ApiEnv, ApiVariables } from "../env";
import { ApiError } from "./errors";

/** The context of routes that read the caller: the api's bindings and the auth variables. */
export interface CallerContext {
  Bindings: ApiEnv;
  Variables: ApiVariables & AuthVariables;
}

/** The signed-in, registered caller, or null. A token, when sent, must verify (decision 010). */
export async function callerOf(c: Context<CallerContext>): Promise<Caller | null> {
  const state = await authenticate(c);
  return state.match.kind === "user" ? state.match.caller : null;
}

/** 401 without a sign-in and 403 with someone else's, for a cart that belongs to a user. */
export async function assertCartAccess(c: Context<CallerContext>, cart: { user_id: number | null }): Promise<void> {
  if (cart.user_id === null) return;
  const caller = await callerOf(c);
  if (!caller) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to use this cart");
  if (caller.id !== cart.user_id) throw new ApiError(403, "FORBIDDEN", "This cart belongs to another account");
}
