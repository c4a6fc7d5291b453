/**
 * What /login needs beyond the forms: the public Firebase settings its enhancement loads the
 * web SDK with (identity providers' popups and phone sign-in, JavaScript only), and the page's Content-Security-
 * Policy, which lets exactly that page reach the identity provider (decision 014).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { contentSecurityPolicy } from "../core/security.server";
import { signInFlowOf, type SignInFlow } from "./identity-providers";
import { identityConfig } from "./identity-toolkit.server";

/** Public by design (Firebase's web config ships to every browser). */
export interface BrowserIdentityConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** "http://127.0.0.1:9099" with the Auth emulator, else null. */
  emulatorUrl: string | null;
  /** SIGN_IN_FLOW: identity providers through the SDK's popup, or the page's redirect (decision 035). */
  flow: SignInFlow;
}

export function browserIdentityConfig(context: AppLoadContext): BrowserIdentityConfig | null {
  try {
    const { apiKey, projectId, emulatorHost } = identityConfig(context);
    return {
      apiKey,
      projectId,
      authDomain: `${projectId}.firebaseapp.com`,
      emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
      flow: signInFlowOf(context.env.SIGN_IN_FLOW),
    };
  } catch {
    return null;
  }
}

/**
 * The shop's CSP plus the identity provider's hosts: its REST endpoints (connect), the popup's
 * helper frame (frame), Google's iframe loader `apis.google.com/js/api.js` that the SDK's popup
 * flow needs even with the emulator, and reCAPTCHA for phone sign-in in production.
 */
export function signInContentSecurityPolicy(context: AppLoadContext, identity: BrowserIdentityConfig | null): string {
  const base = contentSecurityPolicy(context.nonce, context.config);
  if (!identity) return base;
  const sources = identity.emulatorUrl
    ? { connect: [identity.emulatorUrl], frame: [identity.emulatorUrl], script: ["https://apis.google.com"] }
    : {
        connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
        frame: [`https://${identity.authDomain}`, "https://www.google.com/recaptcha/"],
        script: ["https://apis.google.com", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      };
  const directives = base.split("; ").map((directive) => {
    if (directive.startsWith("script-src ")) return `${directive} ${sources.script.join(" ")}`;
    if (directive.startsWith("connect-src ")) return `${directive} ${sources.connect.join(" ")}`;
    return directive;
  });
  directives.push(`frame-src ${sources.frame.join(" ")}`);
  return directives.join("; ");
}
