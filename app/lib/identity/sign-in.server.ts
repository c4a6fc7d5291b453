/**
 * Turning a Firebase sign-in into a shop session (spec §4 outcomes): the new identity's ID
 * token is checked by GraphQL `me`, which answers the user (success), NOT_REGISTERED with the
 * identity to pre-fill registration (register), or ACCOUNT_LINK_REQUIRED when the e-mail's
 * account signs in another way (re-login: uidOfMatchingAccount, linkAccounts, then `me` again).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { SessionUserFragment } from "../../../graphql/generated/client/graphql";
import { opensConsole } from "../../../workers/core/admin-permissions";
import { markRegistered, signOut, storeIdentity } from "./auth.server";
import { flashAlert } from "../core/flash-alerts.server";
import { failureOf, mutate, query } from "../core/graphql.server";
import { idTokenClaims } from "./id-token";
import { IDENTITY_ERROR_MESSAGES } from "./identity-errors";
import type { IdentityTokens } from "./identity-toolkit.server";
import { loginHref } from "./sign-in-paths";

export type SignInOutcome =
  | { kind: "signed-in"; user: SessionUserFragment; relinked: boolean }
  | { kind: "register" }
  | { kind: "error"; message: string };

/** The identity a NOT_REGISTERED answer describes, to pre-fill registration. */
export interface RegistrationIdentity {
  email: string | null;
  name: string | null;
  phoneNumber: string | null;
}

export function reasonOf(error: unknown): string | undefined {
  const failure = failureOf(error);
  return failure ? (failure.reason ?? failure.code) : undefined;
}

type MeAnswer =
  | { kind: "user"; user: SessionUserFragment }
  | { kind: "not-registered"; identity: RegistrationIdentity }
  | { kind: "link-required" }
  | { kind: "refused"; reason: string };

/** GraphQL `me` for a token; its expected refusals as values, anything else thrown. */
export async function askMe(context: AppLoadContext, idToken: string): Promise<MeAnswer> {
  try {
    const { me } = await query(context, SessionMeDocument, {}, { bearerToken: idToken });
    if (!me) return { kind: "refused", reason: "UNAUTHENTICATED" };
    return { kind: "user", user: me };
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === "NOT_REGISTERED") {
      const identity = (failureOf(error)?.extensions.identity ?? {}) as Partial<RegistrationIdentity>;
      return {
        kind: "not-registered",
        identity: { email: identity.email ?? null, name: identity.name ?? null, phoneNumber: identity.phoneNumber ?? null },
      };
    }
    if (reason === "ACCOUNT_LINK_REQUIRED") return { kind: "link-required" };
    if (reason && ["TOKEN_EXPIRED", "TOKEN_INVALID", "USER_DISABLED", "UNAUTHENTICATED"].includes(reason)) {
      return { kind: "refused", reason };
    }
    throw error;
  }
}

/** Spec §4 re-login: moves the account of this e-mail onto the new uid, then asks `me` again. */
async function relink(context: AppLoadContext, tokens: IdentityTokens): Promise<MeAnswer> {
  const options = { bearerToken: tokens.idToken };
  const { uidOfMatchingAccount } = await query(context, MatchingUidDocument, { uid: tokens.uid }, options);
  if (!uidOfMatchingAccount) return { kind: "refused", reason: "ACCOUNT_LINK_REQUIRED" };
  await mutate(context, LinkAccountsDocument, { newUid: tokens.uid, existingUid: uidOfMatchingAccount }, options);
  return askMe(context, tokens.idToken);
}

/**
 * After the identity provider signed someone in: checks the token with `me` and keeps it in
 * the session when it is good. The session's cart is never touched.
 */
export async function establishSession(context: AppLoadContext, tokens: IdentityTokens): Promise<SignInOutcome> {
  let me = await askMe(context, tokens.idToken);
  let relinked = false;
  if (me.kind === "link-required") {
    me = await relink(context, tokens);
    relinked = true;
  }
  switch (me.kind) {
    case "user":
      storeIdentity(context, tokens);
      markRegistered(context, me.user.id, opensConsole(me.user.permissions));
      await syncVerifiedEmail(context, tokens.idToken, me.user);
      return { kind: "signed-in", user: me.user, relinked };
    case "not-registered":
      storeIdentity(context, tokens);
      return { kind: "register" };
    case "refused":
      signOut(context);
      return {
        kind: "error",
        message:
          me.reason === "USER_DISABLED"
            ? IDENTITY_ERROR_MESSAGES["user-disabled"]
            : IDENTITY_ERROR_MESSAGES["user-token-expired"],
      };
    default:
      signOut(context);
      return { kind: "error", message: IDENTITY_ERROR_MESSAGES["internal-error"] };
  }
}

/**
 * An e-mail Firebase verified after a change (a confirmation link) reaches the account at the
 * next sign-in: syncFirebaseEmail of spec §7. A failure only waits for the next sign-in.
 */
async function syncVerifiedEmail(context: AppLoadContext, idToken: string, user: SessionUserFragment): Promise<void> {
  const claims = idTokenClaims(idToken);
  if (!claims?.email || !claims.emailVerified || claims.email.toLowerCase() === user.email.toLowerCase()) return;
  try {
    await mutate(context, SyncEmailDocument, { email: claims.email }, { bearerToken: idToken });
  } catch (error) {
    console.error("web: syncFirebaseEmail failed", error);
  }
}

/** Spec §4 success alert. */
export const SIGNED_IN_ALERT = { alertType: "success", title: "Login successful", message: "You are now logged in!" } as const;

/**
 * The answer to a finished sign-in: success → the alert and the page asked for; register →
 * the registration screen; an error → null (the caller shows the message on its form).
 */
export function outcomeRedirect(context: AppLoadContext, outcome: SignInOutcome, redirectTo: string): Response | null {
  if (outcome.kind === "signed-in") {
    flashAlert(context, { ...SIGNED_IN_ALERT });
    return redirect(redirectTo, 303);
  }
  if (outcome.kind === "register") return redirect(loginHref({ screen: "register", redirectTo }), 303);
  return null;
}

export const SessionUserFragmentDoc = graphql(`
  fragment SessionUser on User {
    id
    ...CustomerDetails
    allergies {
      id
      key
      name
    }
    roles
    permissions
  }
`);

const SessionMeDocument = graphql(`
  query SessionMe {
    me {
      ...SessionUser
    }
  }
`);

const MatchingUidDocument = graphql(`
  query MatchingUid($uid: String) {
    uidOfMatchingAccount(uid: $uid)
  }
`);

const LinkAccountsDocument = graphql(`
  mutation LinkAccounts($newUid: String!, $existingUid: String!) {
    linkAccounts(newUid: $newUid, existingUid: $existingUid) {
      id
    }
  }
`);

const SyncEmailDocument = graphql(`
  mutation SyncFirebaseEmail($email: String!) {
    syncFirebaseEmail(email: $email) {
      id
      email
    }
  }
`);
