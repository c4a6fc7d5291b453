import { createSession, type AppLoadContext } from "@remix-run/cloudflare";
import type { TypedDocumentNode } from "@urql/core";
import { parse } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshIdToken, requireUser, sessionUser, signOut } from "~/lib/identity/auth.server";
import { endsSignIn, GraphQLFailure, query } from "~/lib/core/graphql.server";

/** An unsigned token like the Auth emulator's, expiring at `expiresAt` (ms). */
function token(uid: string, expiresAt: number, email = "cook@example.com"): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none" })}.${encode({ sub: uid, email, exp: Math.floor(expiresAt / 1000) })}.`;
}

function contextWith(data: Record<string, string>): AppLoadContext {
  return {
    env: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FIREBASE_PROJECT_ID: "demo-test", FIREBASE_API_KEY: "fake-api-key" },
    config: { environment: "test" },
    session: createSession({ ...data, cartUuid: "0b9d3a0e-1111-4222-8333-444455556666" }),
  } as unknown as AppLoadContext;
}

const MINUTE = 60_000;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the session's ID token (spec §9)", () => {
  it("is used as it is while more than 5 minutes are left", async () => {
    const idToken = token("uid-1", Date.now() + 30 * MINUTE);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const context = contextWith({ idToken, refreshToken: "r1", uid: "uid-1", userId: "9" });
    expect(await freshIdToken(context)).toEqual({ kind: "token", idToken });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is refreshed through the secure-token service when less than 5 minutes are left, once per request", async () => {
    const renewed = token("uid-1", Date.now() + 60 * MINUTE);
    const fetch = vi.fn(async () =>
      Response.json({ id_token: renewed, refresh_token: "r2", user_id: "uid-1" }),
    );
    vi.stubGlobal("fetch", fetch);
    const context = contextWith({ idToken: token("uid-1", Date.now() + 4 * MINUTE), refreshToken: "r1", uid: "uid-1", userId: "9" });

    const [first, second] = await Promise.all([freshIdToken(context), freshIdToken(context)]);
    expect(first).toEqual({ kind: "token", idToken: renewed });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=fake-api-key");
    expect(String(init.body)).toBe("grant_type=refresh_token&refresh_token=r1");
    expect(context.session.get("idToken")).toBe(renewed);
    expect(context.session.get("refreshToken")).toBe("r2");
  });

  it("signs out, keeping the cart, when the identity provider refuses the refresh token", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: { message: "USER_DISABLED" } }, { status: 400 })));
    const context = contextWith({ idToken: token("uid-1", Date.now() - MINUTE), refreshToken: "r1", uid: "uid-1", userId: "9" });
    expect(await freshIdToken(context)).toEqual({ kind: "revoked" });
    expect(sessionUser(context)).toBeNull();
    expect(context.session.get("idToken")).toBeUndefined();
    expect(context.session.get("cartUuid")).toBe("0b9d3a0e-1111-4222-8333-444455556666");
  });

  it("keeps a token that has not expired when the refresh cannot reach the service", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("fetch failed"))));
    const idToken = token("uid-1", Date.now() + 2 * MINUTE);
    const context = contextWith({ idToken, refreshToken: "r1", uid: "uid-1", userId: "9" });
    expect(await freshIdToken(context)).toEqual({ kind: "token", idToken });
    expect(sessionUser(context)?.userId).toBe("9");
  });

  it("answers 503, without signing out, when an expired token cannot be refreshed for want of a network", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("fetch failed"))));
    const context = contextWith({ idToken: token("uid-1", Date.now() + 10_000), refreshToken: "r1", uid: "uid-1", userId: "9" });
    await expect(freshIdToken(context)).rejects.toMatchObject({ status: 503 });
    expect(sessionUser(context)?.userId).toBe("9");
  });
});

describe("requireUser (spec §2 Guard)", () => {
  const request = new Request("https://shop.test/account/orders?page=2");

  it("sends a signed-out person to /login with where they were going", async () => {
    const answer = (await requireUser(request, contextWith({})).catch((thrown: Response) => thrown)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
  });

  it("treats an identity that has not registered as signed out", async () => {
    const context = contextWith({ idToken: token("uid-2", Date.now() + 30 * MINUTE), refreshToken: "r", uid: "uid-2" });
    const answer = (await requireUser(request, context).catch((thrown: Response) => thrown)) as Response;
    expect(answer.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
  });

  it("sends the person to / when the identity provider no longer knows the sign-in", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: { message: "USER_NOT_FOUND" } }, { status: 400 })));
    const context = contextWith({ idToken: token("uid-1", Date.now() - MINUTE), refreshToken: "r1", uid: "uid-1", userId: "9" });
    const answer = (await requireUser(request, context).catch((thrown: Response) => thrown)) as Response;
    expect(answer.headers.get("location")).toBe("/");
    expect(sessionUser(context)).toBeNull();
  });

  it("answers the signed-in user, named by the token", async () => {
    const context = contextWith({ idToken: token("uid-1", Date.now() + 30 * MINUTE), refreshToken: "r1", uid: "uid-1", userId: "9" });
    expect(await requireUser(request, context)).toEqual({
      userId: "9",
      uid: "uid-1",
      email: "cook@example.com",
      name: null,
      phoneNumber: null,
    });
    signOut(context);
    expect(context.session.get("cartUuid")).toBe("0b9d3a0e-1111-4222-8333-444455556666");
  });
});

describe("GraphQL calls with the session's token (spec §4: a 401 signs out)", () => {
  const refusal = (reason: string) =>
    Response.json({ data: null, errors: [{ message: "refused", extensions: { code: "UNAUTHENTICATED", reason } }] });

  function signedInWith(answer: () => Response) {
    const context = contextWith({ idToken: token("uid-1", Date.now() + 30 * MINUTE), refreshToken: "r1", uid: "uid-1", userId: "9" });
    const seen: string[] = [];
    (context.env as { GRAPHQL: unknown }).GRAPHQL = {
      fetch: async (request: Request) => {
        seen.push(request.headers.get("authorization") ?? "");
        return answer();
      },
    };
    return { context, seen };
  }

  it("sends the session's ID token as the bearer token", async () => {
    const { context, seen } = signedInWith(() => Response.json({ data: { ok: true } }));
    expect(await query(context, OkDocument, {})).toEqual({ ok: true });
    expect(seen).toEqual([`Bearer ${context.session.get("idToken")}`]);
  });

  it.each(["USER_DISABLED", "TOKEN_EXPIRED", "TOKEN_INVALID"])("signs out on %s and goes to /login", async (reason) => {
    const { context } = signedInWith(() => refusal(reason));
    const thrown = (await query(context, OkDocument, {}).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/login");
    expect(sessionUser(context)).toBeNull();
    expect(context.session.get("cartUuid")).toBe("0b9d3a0e-1111-4222-8333-444455556666");
  });

  it("only signs out when the call was silent", async () => {
    const { context } = signedInWith(() => refusal("USER_DISABLED"));
    const thrown = await query(context, OkDocument, {}, { silent: true }).catch((error: unknown) => error);
    expect(endsSignIn(thrown)).toEqual({ reason: "USER_DISABLED" });
    expect(sessionUser(context)).toBeNull();
  });

  it("keeps the sign-in of an identity that has yet to register (NOT_REGISTERED)", async () => {
    const { context } = signedInWith(() => refusal("NOT_REGISTERED"));
    const thrown = await query(context, OkDocument, {}).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(GraphQLFailure);
    expect((thrown as GraphQLFailure).reason).toBe("NOT_REGISTERED");
    expect(sessionUser(context)?.userId).toBe("9");
  });
});

const OkDocument = parse("query Ok { ok }") as TypedDocumentNode<{ ok: boolean }, Record<string, never>>;
