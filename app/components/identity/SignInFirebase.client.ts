/**
 * The Firebase web SDK, only for /login's JavaScript enhancement (Google and phone sign-in):
 * imported dynamically, so no other page downloads it, and `.client` so the server build leaves
 * it out. The SDK keeps nothing itself (in-memory persistence): once it has signed someone in,
 * its tokens go to /login/session and the session cookie takes over.
 */
import { getApps, initializeApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TwitterAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  type Auth,
  type AuthProvider,
  type ConfirmationResult,
  type User,
} from "firebase/auth";
import type { IdpProvider } from "~/lib/identity/identity-providers";
import type { BrowserIdentityConfig } from "~/lib/identity/sign-in-page.server";

export interface SdkTokens {
  idToken: string;
  refreshToken: string;
}

let auth: Auth | null = null;

export function startAuth(config: BrowserIdentityConfig): Auth {
  if (auth) return auth;
  const app =
    getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.emulatorUrl) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    // The emulator takes phone sign-in without a real reCAPTCHA; never set with Google (decision 014).
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

async function tokensOf(user: User): Promise<SdkTokens> {
  return { idToken: await user.getIdToken(), refreshToken: user.refreshToken };
}

/** The SDK's provider object for a row of the provider table (identity-providers.ts). */
function sdkProvider({ id, scopes, customParameters }: IdpProvider): AuthProvider {
  const provider =
    id === "google.com"
      ? new GoogleAuthProvider()
      : id === "facebook.com"
        ? new FacebookAuthProvider()
        : id === "github.com"
          ? new GithubAuthProvider()
          : id === "twitter.com"
            ? new TwitterAuthProvider()
            : new OAuthProvider(id);
  if ("addScope" in provider) for (const scope of scopes) provider.addScope(scope);
  provider.setCustomParameters({ ...customParameters });
  return provider;
}

/** Signs in through the provider's popup (SIGN_IN_FLOW "popup", decision 035). */
export async function signInWithProviderPopup(config: BrowserIdentityConfig, provider: IdpProvider): Promise<SdkTokens> {
  const credential = await signInWithPopup(startAuth(config), sdkProvider(provider));
  return tokensOf(credential.user);
}

let verifier: RecaptchaVerifier | null = null;

/** Sends the text code; on failure the captcha is reset and the error rethrown (spec §8). */
export async function sendPhoneCode(
  config: BrowserIdentityConfig,
  phoneNumber: string,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  const currentAuth = startAuth(config);
  verifier ??= new RecaptchaVerifier(currentAuth, container, { size: "invisible" });
  try {
    return await signInWithPhoneNumber(currentAuth, phoneNumber, verifier);
  } catch (error) {
    verifier.clear();
    verifier = null;
    throw error;
  }
}

export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string): Promise<SdkTokens> {
  const credential = await confirmation.confirm(code);
  return tokensOf(credential.user);
}
