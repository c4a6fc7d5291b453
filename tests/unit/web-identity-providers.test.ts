/**
 * Decision 035: the provider table, spec §5's 'Invalid auth provider.' and 'No user logged in.',
 * and spec §9's identity timing (timeouts 30 s / 60 s, refresh back-off 30 s doubling to 960 s)
 * — on fake timers and a fake clock, never by waiting.
 */
import { createSession, type AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshIdToken } from "~/lib/identity/auth.server";
import { AUTH_PROVIDERS, INVALID_AUTH_PROVIDER, NO_USER_LOGGED_IN, identityErrorMessage } from "~/lib/identity/identity-errors";
import {
  DEFAULT_SIGN_IN_FLOW,
  IDP_PROVIDERS,
  InvalidAuthProviderError,
  idpProviderOf,
  requireIdpProvider,
  signInFlowOf,
} from "~/lib/identity/identity-providers";
import {
  IDENTITY_TIMEOUT_MS,
  REFRESH_BACKOFF_MAX_MS,
  REFRESH_BACKOFF_MIN_MS,
  backoffAfterFailure,
  nextRefreshBackoff,
  refreshHeldBack,
  timeoutSignal,
} from "~/lib/identity/identity-timing";
import { IdentityError, IdentityToolkit } from "~/lib/identity/identity-toolkit.server";
import { finishIdpSignIn, IDP_STATE_EXPIRED, startIdpSignIn } from "~/lib/identity/idp-sign-in.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function contextWith(data: Record<string, unknown> = {}, env: Record<string, string> = {}): AppLoadContext {
  return {
    env: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FIREBASE_PROJECT_ID: "demo-test", FIREBASE_API_KEY: "fake-api-key", ...env },
    config: { environment: "test" },
    session: createSession(data),
  } as unknown as AppLoadContext;
}

/** An unsigned token like the Auth emulator's, expiring at `expiresAt` (ms). */
function token(uid: string, expiresAt: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none" })}.${encode({ sub: uid, email: "cook@example.com", exp: Math.floor(expiresAt / 1000) })}.`;
}

describe("the identity providers (spec §7)", () => {
  it("are the six of the spec, each once, with a label for its button", () => {
    expect(IDP_PROVIDERS.map((provider) => provider.id).sort()).toEqual(
      ["apple.com", "facebook.com", "github.com", "google.com", "microsoft.com", "twitter.com"],
    );
    expect(new Set(IDP_PROVIDERS.map((provider) => provider.label)).size).toBe(IDP_PROVIDERS.length);
    for (const provider of IDP_PROVIDERS) {
      expect(AUTH_PROVIDERS).toContain(provider.id);
      expect(idpProviderOf(provider.id)).toBe(provider);
    }
    expect(idpProviderOf("github.com")?.label).toBe("GitHub");
    expect(idpProviderOf("microsoft.com")?.label).toBe("Microsoft");
  });

  it("refuses any other name with 'Invalid auth provider.'", () => {
    for (const name of ["myspace.com", "GitHub.com", "github", "password", "", " github.com", null, 3, undefined]) {
      expect(idpProviderOf(name)).toBeNull();
      expect(() => requireIdpProvider(name)).toThrow(InvalidAuthProviderError);
    }
    expect(() => requireIdpProvider("myspace.com")).toThrow(INVALID_AUTH_PROVIDER);
    expect(INVALID_AUTH_PROVIDER).toBe("Invalid auth provider.");
    expect(NO_USER_LOGGED_IN).toBe("No user logged in.");
  });

  it("signs in by popup unless SIGN_IN_FLOW says redirect", () => {
    expect(DEFAULT_SIGN_IN_FLOW).toBe("popup");
    expect(signInFlowOf(undefined)).toBe("popup");
    expect(signInFlowOf("")).toBe("popup");
    expect(signInFlowOf("sideways")).toBe("popup");
    expect(signInFlowOf("redirect")).toBe("redirect");
    expect(signInFlowOf(" Redirect ")).toBe("redirect");
    expect(signInFlowOf("popup")).toBe("popup");
  });

  it("has a sentence for the SDK's popup and linking failures", () => {
    expect(identityErrorMessage({ code: "auth/popup-blocked" })).toMatch(/blocked the sign-in window/);
    expect(identityErrorMessage("FEDERATED_USER_ID_ALREADY_LINKED")).toMatch(/already linked/);
    expect(identityErrorMessage({ code: "auth/account-exists-with-different-credential" })).toMatch(/another sign-in method/);
  });
});

describe("spec §9 refresh back-off", () => {
  it("starts at 30 s and doubles to 960 s, where it stays", () => {
    const waits: number[] = [];
    let previous: number | undefined;
    for (let failure = 0; failure < 8; failure++) {
      previous = nextRefreshBackoff(previous);
      waits.push(previous / SECOND);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 960, 960]);
    expect(REFRESH_BACKOFF_MIN_MS).toBe(30 * SECOND);
    expect(REFRESH_BACKOFF_MAX_MS).toBe(960 * SECOND);
  });

  it("holds refreshes back until the wait has passed", () => {
    const now = 1_000_000;
    const first = backoffAfterFailure(undefined, now);
    expect(first).toEqual({ waitMs: 30 * SECOND, retryAt: now + 30 * SECOND });
    expect(refreshHeldBack(first, now + 29_999)).toBe(true);
    expect(refreshHeldBack(first, now + 30_000)).toBe(false);
    expect(backoffAfterFailure(first, now + 30_000)).toEqual({ waitMs: 60 * SECOND, retryAt: now + 90 * SECOND });
    expect(refreshHeldBack(undefined, now)).toBe(false);
  });

  it("is kept in the session: a failed refresh is not retried within the wait, then is, and success clears it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 10, 25, 12);
    vi.setSystemTime(start);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const idToken = token("uid-1", start + 4 * MINUTE); // inside the 5 refresh minutes
    const session = { idToken, refreshToken: "r1", uid: "uid-1", userId: "9" };
    const failing = vi.fn(async () => Promise.reject(new TypeError("fetch failed")));
    vi.stubGlobal("fetch", failing);

    const context = contextWith(session);
    expect(await freshIdToken(context)).toEqual({ kind: "token", idToken });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(context.session.get("refreshBackoff")).toEqual({ waitMs: 30 * SECOND, retryAt: start + 30 * SECOND });

    // The next request, 29 s later, uses the token without asking.
    vi.setSystemTime(start + 29 * SECOND);
    const later = contextWith({ ...session, refreshBackoff: context.session.get("refreshBackoff") });
    expect(await freshIdToken(later)).toEqual({ kind: "token", idToken });
    expect(failing).toHaveBeenCalledTimes(1);

    // 30 s after the failure it asks again, fails again: 60 s now.
    vi.setSystemTime(start + 30 * SECOND);
    const again = contextWith({ ...session, refreshBackoff: context.session.get("refreshBackoff") });
    await freshIdToken(again);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(again.session.get("refreshBackoff")).toEqual({ waitMs: 60 * SECOND, retryAt: start + 90 * SECOND });

    // A success clears the back-off.
    vi.setSystemTime(start + 90 * SECOND);
    const renewed = token("uid-1", start + 60 * MINUTE);
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ id_token: renewed, refresh_token: "r2", user_id: "uid-1" })));
    const recovered = contextWith({ ...session, refreshBackoff: again.session.get("refreshBackoff") });
    expect(await freshIdToken(recovered)).toEqual({ kind: "token", idToken: renewed });
    expect(recovered.session.get("refreshBackoff")).toBeUndefined();
  });

  it("does not hold back the refresh of a token that has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 10, 25, 12);
    vi.setSystemTime(start);
    const renewed = token("uid-1", start + 60 * MINUTE);
    const fetch = vi.fn(async () => Response.json({ id_token: renewed, refresh_token: "r2", user_id: "uid-1" }));
    vi.stubGlobal("fetch", fetch);
    const context = contextWith({
      idToken: token("uid-1", start + 10 * SECOND),
      refreshToken: "r1",
      uid: "uid-1",
      userId: "9",
      refreshBackoff: { waitMs: 960 * SECOND, retryAt: start + 900 * SECOND },
    });
    expect(await freshIdToken(context)).toEqual({ kind: "token", idToken: renewed });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("spec §9 identity timeouts", () => {
  it("are 30 s short and 60 s long", () => {
    expect(IDENTITY_TIMEOUT_MS).toEqual({ short: 30_000, long: 60_000 });
  });

  it("abort the signal exactly when the time is up, and not after being cleared", () => {
    vi.useFakeTimers();
    const { signal } = timeoutSignal(30_000);
    vi.advanceTimersByTime(29_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");

    const cleared = timeoutSignal(30_000);
    cleared.clear();
    vi.advanceTimersByTime(60_000);
    expect(cleared.signal.aborted).toBe(false);
  });

  /** A fetch that never answers, only gives up when its signal aborts. */
  function hangingFetch() {
    const signals: AbortSignal[] = [];
    const fetcher = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init!.signal!;
          signals.push(signal);
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    return { fetcher, signals };
  }

  const settings = { apiKey: "fake-api-key", projectId: "demo-test", emulatorHost: "127.0.0.1:9099" };

  it("give up a password sign-in after 30 s as network-request-failed", async () => {
    vi.useFakeTimers();
    const { fetcher } = hangingFetch();
    const toolkit = new IdentityToolkit(settings, fetcher as unknown as typeof fetch);
    const answer = toolkit.signInWithPassword("cook@example.com", "secret1").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe("network-request-failed");
  });

  it("give a sign-in with an identity provider and the sending of a link 60 s", async () => {
    vi.useFakeTimers();
    const { fetcher, signals } = hangingFetch();
    const toolkit = new IdentityToolkit(settings, fetcher as unknown as typeof fetch);
    const idp = toolkit.signInWithIdp({ requestUri: "http://localhost/login/idp?providerId=github.com" }).catch((e: unknown) => e);
    const link = toolkit.sendSignInLink("cook@example.com", "http://localhost/login/link").catch((e: unknown) => e);
    const refresh = toolkit.refresh("r1").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, false, true]);
    expect(((await refresh) as IdentityError).code).toBe("network-request-failed");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, false, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(((await idp) as IdentityError).code).toBe("network-request-failed");
    expect(((await link) as IdentityError).code).toBe("network-request-failed");
  });

  it("leave no timer behind once answered", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => Response.json({ idToken: "t", refreshToken: "r", localId: "u" }));
    const toolkit = new IdentityToolkit(settings, fetcher as unknown as typeof fetch);
    await toolkit.signInWithPassword("cook@example.com", "secret1");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("sign-in with a provider, the redirect flow (decision 035)", () => {
  const request = new Request("http://localhost:8804/login", { method: "POST" });

  it("refuses an unknown provider with 'Invalid auth provider.' before anything else", async () => {
    const context = contextWith();
    expect(await startIdpSignIn(request, context, "myspace.com", "/account")).toEqual({
      ok: false,
      status: 400,
      message: "Invalid auth provider.",
    });
    expect(context.session.get("idpPending")).toBeUndefined();
  });

  it("refuses to link a provider when nobody is signed in: 'No user logged in.'", async () => {
    const context = contextWith();
    expect(await startIdpSignIn(request, context, "github.com", "/account/profile", "link")).toEqual({
      ok: false,
      status: 400,
      message: "No user logged in.",
    });
  });

  it("with the emulator, sends the browser to the development stand-in with a state it remembers", async () => {
    const context = contextWith();
    const started = await startIdpSignIn(request, context, "microsoft.com", "/account/my-meals");
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const location = new URL(started.response.headers.get("location")!, "http://localhost:8804");
    expect(started.response.status).toBe(303);
    expect(location.pathname).toBe("/dev/identity-provider");
    expect(location.searchParams.get("provider")).toBe("microsoft.com");
    const pending = context.session.get("idpPending");
    expect(pending).toMatchObject({ provider: "microsoft.com", redirectTo: "/account/my-meals", mode: "sign-in" });
    expect(location.searchParams.get("state")).toBe(pending?.state);
  });

  it("in production, asks Identity Toolkit's createAuthUri for the provider's page and keeps its session id", async () => {
    const fetch = vi.fn(async () => Response.json({ authUri: "https://github.com/login/oauth/authorize?x=1", sessionId: "s-1" }));
    vi.stubGlobal("fetch", fetch);
    const context = {
      ...contextWith(),
      env: { FIREBASE_PROJECT_ID: "cvk", FIREBASE_API_KEY: "AIza-test" },
      config: { environment: "production" },
    } as unknown as AppLoadContext;
    const started = await startIdpSignIn(new Request("https://shop.example/login"), context, "github.com", "/account");
    expect(started.ok && started.response.headers.get("location")).toBe("https://github.com/login/oauth/authorize?x=1");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=AIza-test");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body.providerId).toBe("github.com");
    expect(body.oauthScope).toBe("user:email");
    expect(String(body.continueUri)).toMatch(/^https:\/\/shop\.example\/login\/idp\?state=/);
    expect(context.session.get("idpPending")).toMatchObject({ provider: "github.com", sessionId: "s-1" });
  });

  it("answers a crafted callback with an unknown provider with 'Invalid auth provider.' (400)", async () => {
    const context = contextWith({ idpPending: { state: "abc", provider: "github.com", redirectTo: "/account", mode: "sign-in" } });
    const answer = await finishIdpSignIn(new Request("http://localhost/login/idp?state=abc&providerId=myspace.com"), context);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: "Invalid auth provider." });
  });

  it("refuses a callback whose state is not this browser's, without asking the identity service", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const context = contextWith({ idpPending: { state: "abc", provider: "github.com", redirectTo: "/account", mode: "sign-in" } });
    const answer = await finishIdpSignIn(new Request("http://localhost/login/idp?state=other&providerId=github.com"), context);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: IDP_STATE_EXPIRED, provider: "GitHub" });
    const none = await finishIdpSignIn(new Request("http://localhost/login/idp?state=abc"), contextWith());
    expect(none.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'No user logged in.' when a linking comes back to a browser signed out meanwhile", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const context = contextWith({ idpPending: { state: "abc", provider: "github.com", redirectTo: "/account/profile", mode: "link" } });
    const answer = await finishIdpSignIn(new Request("http://localhost/login/idp?state=abc&providerId=github.com&id_token=%7B%7D"), context);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: "No user logged in." });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the identity service's refusal as a sentence, not a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: { message: "INVALID_IDP_RESPONSE : bad" } }, { status: 400 })));
    const context = contextWith({ idpPending: { state: "abc", provider: "github.com", redirectTo: "/account", mode: "sign-in" } });
    const answer = await finishIdpSignIn(new Request("http://localhost/login/idp?state=abc&providerId=github.com&id_token=x"), context);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/expired or was already used/);
  });
});

describe("sign-in with a provider where identity is not configured", () => {
  it("answers the 'not available' sentence, not a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const context = {
      env: {},
      config: { environment: "production" },
      session: createSession({ idpPending: { state: "abc", provider: "github.com", redirectTo: "/account", mode: "sign-in" } }),
    } as unknown as AppLoadContext;
    const started = await startIdpSignIn(new Request("https://shop.example/login"), context, "github.com", "/account");
    expect(started).toMatchObject({ ok: false, status: 400, message: identityErrorMessage("auth/operation-not-allowed") });
    const finished = await finishIdpSignIn(new Request("https://shop.example/login/idp?state=abc&code=1"), context);
    expect(finished.status).toBe(400);
  });
});
