/**
 * The identity providers of spec §7 that sign in through an IdP (OAuth) with Firebase: one
 * table for the /login buttons, the web SDK's popup, the server's redirect flow and the
 * emulator stand-in alike (decision 035). Pure: used on the server and in the browser.
 */
import { INVALID_AUTH_PROVIDER } from "./identity-errors";

export interface IdpProvider {
  /** Firebase's provider id (`firebase.sign_in_provider` in the ID token). */
  id: "google.com" | "facebook.com" | "github.com" | "twitter.com" | "apple.com" | "microsoft.com";
  /** The name on the button: "Continue with <label>". */
  label: string;
  /** OAuth scopes asked for beyond the provider's default, so the e-mail comes along. */
  scopes: readonly string[];
  /** Parameters for the provider's consent page. */
  customParameters: Readonly<Record<string, string>>;
}

/** Spec §7: google, facebook, github, twitter, apple, microsoft — in the order of the buttons. */
export const IDP_PROVIDERS: readonly IdpProvider[] = [
  { id: "google.com", label: "Google", scopes: [], customParameters: { prompt: "select_account" } },
  { id: "apple.com", label: "Apple", scopes: ["email", "name"], customParameters: {} },
  { id: "microsoft.com", label: "Microsoft", scopes: ["email", "profile"], customParameters: { prompt: "select_account" } },
  { id: "facebook.com", label: "Facebook", scopes: ["email"], customParameters: {} },
  { id: "github.com", label: "GitHub", scopes: ["user:email"], customParameters: {} },
  { id: "twitter.com", label: "X (Twitter)", scopes: [], customParameters: {} },
];

/**
 * Issue 30 part 8 (decision 086): the providers /login shows at once — Google and Facebook, the
 * two most used social sign-ins; the others wait under "More ways to sign in".
 */
export const LEADING_PROVIDER_IDS: readonly IdpProvider["id"][] = ["google.com", "facebook.com"];

export const isLeadingProvider = (provider: IdpProvider) => LEADING_PROVIDER_IDS.includes(provider.id);

/** The provider of a form field or query value, or null for anything else (spec §5). */
export function idpProviderOf(value: unknown): IdpProvider | null {
  if (typeof value !== "string") return null;
  return IDP_PROVIDERS.find((provider) => provider.id === value) ?? null;
}

/** Like idpProviderOf, but an unknown name is spec §5's error 'Invalid auth provider.'. */
export function requireIdpProvider(value: unknown): IdpProvider {
  const provider = idpProviderOf(value);
  if (!provider) throw new InvalidAuthProviderError();
  return provider;
}

export class InvalidAuthProviderError extends Error {
  constructor() {
    super(INVALID_AUTH_PROVIDER);
    this.name = "InvalidAuthProviderError";
  }
}

/**
 * How a JavaScript page signs in with a provider (spec §7 "popup or redirect by a flag"):
 * the SDK's popup, or the same full-page redirect a page without JavaScript always uses.
 */
export type SignInFlow = "popup" | "redirect";
export const DEFAULT_SIGN_IN_FLOW: SignInFlow = "popup";

/** SIGN_IN_FLOW of the web worker's vars: "popup" (default) or "redirect"; anything else is the default. */
export function signInFlowOf(value: unknown): SignInFlow {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return text === "redirect" || text === "popup" ? text : DEFAULT_SIGN_IN_FLOW;
}
