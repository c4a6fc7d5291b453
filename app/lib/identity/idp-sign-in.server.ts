/**
 * Sign-in with an identity provider (Google, Apple, Microsoft, Facebook, GitHub, X) without the
 * web SDK: the full-page redirect flow a page without JavaScript uses, and a JavaScript page too
 * when SIGN_IN_FLOW is "redirect" (decision 035). Start: a POST names the provider; the
 * browser goes to the provider's consent page (Identity Toolkit's createAuthUri) with a state
 * kept in the session. Finish: the provider sends the browser back to /login/idp, whose query
 * goes to signInWithIdp; the tokens then take the same way as every other sign-in (`me`,
 * register, re-login). With the Auth emulator, whose createAuthUri does not do providers, the
 * consent page is the shop's development stand-in /dev/identity-provider.
 */
import { json, redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { flashAlert } from "../core/flash-alerts.server";
import { freshIdToken, replaceTokens, sessionUser } from "./auth.server";
import { IDENTITY_ERROR_MESSAGES, INVALID_AUTH_PROVIDER, NO_USER_LOGGED_IN } from "./identity-errors";
import { idpProviderOf, type IdpProvider } from "./identity-providers";
import { IdentityError, IdentityToolkit, identityConfig } from "./identity-toolkit.server";
import { establishSession, outcomeRedirect } from "./sign-in.server";
import { safeRedirectTo } from "./sign-in-paths";

export const IDP_CALLBACK_PATH = "/login/idp";
export const EMULATOR_IDP_PATH = "/dev/identity-provider";

/** What /login/idp shows when a sign-in with a provider cannot go on (always status 400). */
export interface IdpProblem {
  message: string;
  provider: string | null;
  redirectTo: string;
}

export const IDP_STATE_EXPIRED = "This sign-in has expired or was started in another window. Please start again.";

function problem(message: string, provider: IdpProvider | null, redirectTo: string): TypedResponse<IdpProblem> {
  return json<IdpProblem>({ message, provider: provider?.label ?? null, redirectTo }, { status: 400 });
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export type IdpStart =
  | { ok: true; response: Response }
  | { ok: false; status: 400; message: string };

/**
 * Starts a sign-in (`mode` "sign-in") or the linking of a provider to the signed-in account
 * ("link"). Spec §5: an unknown provider is 'Invalid auth provider.'; linking with nobody
 * signed in is 'No user logged in.'.
 */
export async function startIdpSignIn(
  request: Request,
  context: AppLoadContext,
  providerName: unknown,
  redirectTo: string,
  mode: "sign-in" | "link" = "sign-in",
): Promise<IdpStart> {
  const provider = idpProviderOf(providerName);
  if (!provider) return { ok: false, status: 400, message: INVALID_AUTH_PROVIDER };
  if (mode === "link" && !sessionUser(context)) return { ok: false, status: 400, message: NO_USER_LOGGED_IN };

  const state = randomState();
  const callback = new URL(IDP_CALLBACK_PATH, request.url);
  callback.searchParams.set("state", state);
  const pending = { state, provider: provider.id, redirectTo, mode };

  try {
    if (identityConfig(context).emulatorHost) {
      context.session.set("idpPending", pending);
      const standIn = new URL(EMULATOR_IDP_PATH, request.url);
      standIn.searchParams.set("provider", provider.id);
      standIn.searchParams.set("state", state);
      return { ok: true, response: redirect(`${standIn.pathname}${standIn.search}`, 303) };
    }
    const { authUri, sessionId } = await IdentityToolkit.from(context).createAuthUri(provider.id, callback.toString(), {
      scopes: provider.scopes,
      customParameters: provider.customParameters,
    });
    context.session.set("idpPending", { ...pending, sessionId });
    return { ok: true, response: redirect(authUri, 303) };
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    console.error("web: createAuthUri failed", provider.id, error.detail);
    return { ok: false, status: 400, message: error.message };
  }
}

/**
 * GET /login/idp: the provider sent the browser back. Answers a redirect (signed in, register,
 * linked) or a 400 with the sentence to show; never a 500 for anything the query says.
 */
export async function finishIdpSignIn(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const pending = context.session.get("idpPending");
  const redirectTo = safeRedirectTo(pending?.redirectTo);
  const named = url.searchParams.get("providerId") ?? url.searchParams.get("provider");
  if (named !== null && !idpProviderOf(named)) return problem(INVALID_AUTH_PROVIDER, null, redirectTo);

  const state = url.searchParams.get("state");
  if (!pending || !state || pending.state !== state) return problem(IDP_STATE_EXPIRED, idpProviderOf(named), redirectTo);
  context.session.unset("idpPending");
  const provider = idpProviderOf(pending.provider);
  if (!provider || (named !== null && named !== provider.id)) return problem(INVALID_AUTH_PROVIDER, null, redirectTo);

  if (url.searchParams.has("error")) {
    // The person said no on the provider's page (OAuth error=access_denied…).
    return problem(`Signing in with ${provider.label} was cancelled. Choose another way or try again.`, provider, redirectTo);
  }
  const request_ = { requestUri: url.toString(), sessionId: pending.sessionId };
  try {
    const toolkit = IdentityToolkit.from(context);
    if (pending.mode === "link") {
      if (!sessionUser(context)) return problem(NO_USER_LOGGED_IN, provider, redirectTo);
      const token = await freshIdToken(context);
      if (token.kind !== "token") return problem(NO_USER_LOGGED_IN, provider, redirectTo);
      const tokens = await toolkit.signInWithIdp({ ...request_, idToken: token.idToken });
      replaceTokens(context, tokens);
      flashAlert(context, {
        alertType: "success",
        title: `${provider.label} is linked`,
        message: `You can now sign in with ${provider.label} too.`,
      });
      return redirect(redirectTo, 303);
    }
    const tokens = await toolkit.signInWithIdp(request_);
    const outcome = await establishSession(context, tokens);
    const answer = outcomeRedirect(context, outcome, redirectTo);
    if (answer) return answer;
    return problem(outcome.kind === "error" ? outcome.message : IDENTITY_ERROR_MESSAGES["internal-error"], provider, redirectTo);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    console.error("web: signInWithIdp failed", provider.id, error.detail);
    return problem(error.message, provider, redirectTo);
  }
}
