/**
 * Firebase Authentication's REST API (Identity Toolkit and the secure-token service) called
 * from Remix actions with the worker's fetch, so every sign-in form works with JavaScript off.
 * The Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (never in production, like the
 * api: decision 010), Google otherwise. Failures throw IdentityError with a §8 code.
 * Every call times out as spec §9 says (decision 035): 30 s, or 60 s for the calls where Google
 * itself waits on someone else (an identity provider, an e-mail or text message sent).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { IDENTITY_ERROR_MESSAGES, identityErrorCode, type IdentityErrorCode } from "./identity-errors";
import { IDENTITY_TIMEOUT_MS, timeoutSignal, type IdentityTimeout } from "./identity-timing";

const EMULATOR_API_KEY = "fake-api-key";

export interface IdentityConfig {
  apiKey: string;
  projectId: string;
  /** host:port of the Auth emulator, or null for Google. */
  emulatorHost: string | null;
}

/** The project's identity settings; throws when production lacks them. */
export function identityConfig(context: AppLoadContext): IdentityConfig {
  const { env, config } = context;
  const emulatorHost =
    env.FIREBASE_AUTH_EMULATOR_HOST && config.environment !== "production" ? env.FIREBASE_AUTH_EMULATOR_HOST : null;
  const apiKey = env.FIREBASE_API_KEY || (emulatorHost ? EMULATOR_API_KEY : "");
  const projectId = env.FIREBASE_PROJECT_ID || "";
  if (!apiKey || !projectId) {
    throw new IdentityError("operation-not-allowed", "FIREBASE_API_KEY and FIREBASE_PROJECT_ID must be set");
  }
  return { apiKey, projectId, emulatorHost };
}

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    /** What the identity provider said, for logs. */
    readonly detail: string,
  ) {
    super(IDENTITY_ERROR_MESSAGES[code]);
    this.name = "IdentityError";
  }
}

/** Tokens of a signed-in identity. */
export interface IdentityTokens {
  idToken: string;
  refreshToken: string;
  uid: string;
  email: string | null;
}

interface SignInAnswer {
  idToken: string;
  refreshToken: string;
  localId: string;
  email?: string;
}

interface RefreshAnswer {
  id_token: string;
  refresh_token: string;
  user_id: string;
}

export interface IdentityAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Provider ids linked to the account: password, google.com, phone… */
  providers: string[];
}

/** Calls where Google waits on someone else (a provider, a mail or text sent): spec §9's long timeout. */
const LONG_CALLS = new Set(["createAuthUri", "signInWithIdp", "sendOobCode", "sendVerificationCode"]);

export class IdentityToolkit {
  constructor(
    private readonly settings: IdentityConfig,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  static from(context: AppLoadContext): IdentityToolkit {
    return new IdentityToolkit(identityConfig(context));
  }

  private url(service: "identitytoolkit" | "securetoken", path: string): string {
    const host = this.settings.emulatorHost
      ? `http://${this.settings.emulatorHost}/${service}.googleapis.com`
      : `https://${service}.googleapis.com`;
    return `${host}/v1/${path}?key=${encodeURIComponent(this.settings.apiKey)}`;
  }

  private async call<T>(url: string, init: RequestInit, timeout: IdentityTimeout = "short"): Promise<T> {
    const deadline = timeoutSignal(IDENTITY_TIMEOUT_MS[timeout]);
    let response: Response;
    let body: (T & { error?: { message?: string } }) | null;
    try {
      response = await this.fetcher(url, { ...init, signal: deadline.signal });
      body = (await response.json().catch((error: unknown) => {
        if (deadline.signal.aborted) throw error;
        return null;
      })) as typeof body;
    } catch (error) {
      throw new IdentityError("network-request-failed", String(error));
    } finally {
      deadline.clear();
    }
    if (response.ok && body) return body;
    const message = body?.error?.message ?? `HTTP ${response.status}`;
    const code = identityErrorCode(message);
    if (code === "internal-error") console.error("web: identity provider failed", response.status, message);
    throw new IdentityError(code, message);
  }

  private accounts<T>(method: string, body: Record<string, unknown>): Promise<T> {
    const timeout: IdentityTimeout = LONG_CALLS.has(method) ? "long" : "short";
    return this.call<T>(
      this.url("identitytoolkit", `accounts:${method}`),
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      timeout,
    );
  }

  private static tokens(answer: SignInAnswer): IdentityTokens {
    return { idToken: answer.idToken, refreshToken: answer.refreshToken, uid: answer.localId, email: answer.email ?? null };
  }

  async signUp(email: string, password: string): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(await this.accounts<SignInAnswer>("signUp", { email, password, returnSecureToken: true }));
  }

  async signInWithPassword(email: string, password: string): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(
      await this.accounts<SignInAnswer>("signInWithPassword", { email, password, returnSecureToken: true }),
    );
  }

  /** E-mails a sign-in link that opens `continueUrl` (spec §7 handleCodeInApp true). */
  async sendSignInLink(email: string, continueUrl: string): Promise<void> {
    await this.accounts("sendOobCode", { requestType: "EMAIL_SIGNIN", email, continueUrl, canHandleCodeInApp: true });
  }

  async signInWithEmailLink(email: string, oobCode: string): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(await this.accounts<SignInAnswer>("signInWithEmailLink", { email, oobCode }));
  }

  async sendPasswordReset(email: string, continueUrl?: string): Promise<void> {
    await this.accounts("sendOobCode", { requestType: "PASSWORD_RESET", email, continueUrl });
  }

  /** The e-mail a password-reset code belongs to; throws when the code is used or expired. */
  async verifyPasswordResetCode(oobCode: string): Promise<string> {
    const answer = await this.accounts<{ email?: string; requestType?: string }>("resetPassword", { oobCode });
    if (answer.requestType && answer.requestType !== "PASSWORD_RESET") {
      throw new IdentityError("invalid-action-code", `not a password reset: ${answer.requestType}`);
    }
    return answer.email ?? "";
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
    const answer = await this.accounts<{ email?: string }>("resetPassword", { oobCode, newPassword });
    return answer.email ?? "";
  }

  /**
   * Applies an e-mail verification code (the shop's /verify-email link, decision 068); answers the
   * e-mail it verified. A used, expired or other kind of code throws.
   */
  async applyEmailVerification(oobCode: string): Promise<string> {
    const answer = await this.accounts<{ email?: string; emailVerified?: boolean }>("update", { oobCode });
    if (answer.emailVerified !== true) throw new IdentityError("invalid-action-code", "the code did not verify an e-mail");
    return answer.email ?? "";
  }

  /** Changes the password of the token's account; answers new tokens (the old ones may stop working). */
  async updatePassword(idToken: string, password: string): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(
      await this.accounts<SignInAnswer>("update", { idToken, password, returnSecureToken: true }),
    );
  }

  async updateEmail(idToken: string, email: string): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(await this.accounts<SignInAnswer>("update", { idToken, email, returnSecureToken: true }));
  }

  /** Where direct e-mail changes are refused (enumeration protection): a link that confirms it. */
  async sendVerifyAndChangeEmail(idToken: string, newEmail: string, continueUrl: string): Promise<void> {
    await this.accounts("sendOobCode", { requestType: "VERIFY_AND_CHANGE_EMAIL", idToken, newEmail, continueUrl });
  }

  async lookup(idToken: string): Promise<IdentityAccount | null> {
    const answer = await this.accounts<{
      users?: Array<{ localId: string; email?: string; emailVerified?: boolean; providerUserInfo?: Array<{ providerId: string }> }>;
    }>("lookup", { idToken });
    const user = answer.users?.[0];
    if (!user) return null;
    return {
      uid: user.localId,
      email: user.email ?? null,
      emailVerified: user.emailVerified === true,
      providers: (user.providerUserInfo ?? []).map((info) => info.providerId),
    };
  }

  /**
   * Where to send the browser to sign in with an identity provider (the redirect flow without
   * the SDK): the provider's consent page, and the session id that signInWithIdp needs after it.
   */
  async createAuthUri(
    providerId: string,
    continueUri: string,
    options: { scopes?: readonly string[]; customParameters?: Readonly<Record<string, string>> } = {},
  ): Promise<{ authUri: string; sessionId: string }> {
    const answer = await this.accounts<{ authUri?: string; sessionId?: string }>("createAuthUri", {
      providerId,
      continueUri,
      oauthScope: options.scopes?.length ? options.scopes.join(" ") : undefined,
      customParameter: options.customParameters,
    });
    if (!answer.authUri || !answer.sessionId) throw new IdentityError("internal-error", "createAuthUri answered no authUri");
    return { authUri: answer.authUri, sessionId: answer.sessionId };
  }

  /**
   * Signs in with what the identity provider sent back to `requestUri` (its query carries the
   * code, or the emulator's fake id_token); with `idToken`, links the provider to that account.
   */
  async signInWithIdp(request: {
    requestUri: string;
    sessionId?: string;
    postBody?: string;
    idToken?: string;
  }): Promise<IdentityTokens> {
    return IdentityToolkit.tokens(
      await this.accounts<SignInAnswer>("signInWithIdp", { ...request, returnSecureToken: true, returnIdpCredential: true }),
    );
  }

  async deleteAccount(idToken: string): Promise<void> {
    await this.accounts("delete", { idToken });
  }

  /** A new ID token for a refresh token (secure-token service). */
  async refresh(refreshToken: string): Promise<IdentityTokens> {
    const answer = await this.call<RefreshAnswer>(this.url("securetoken", "token"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
    });
    return { idToken: answer.id_token, refreshToken: answer.refresh_token, uid: answer.user_id, email: null };
  }
}
