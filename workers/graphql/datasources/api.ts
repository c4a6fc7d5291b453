/**
 * The REST api as the graphql worker sees it: through the API service binding (or
 * API_BASE_URL), forwarding the caller's bearer token, mapping failures to GraphQL error codes.
 * Public location and class lists go through the edge cache (cache/policy.ts) transparently.
 *
 * Calls are typed by the api itself (decision 055): `api.rpc` is Hono's `hc` client of the api's
 * routes, so a path, its parameters, its query, its body and its answer are checked by the
 * compiler against the api's zod schemas; `api.read(call)` is the answer's body or the api's error
 * as a GraphQL error.
 */
import { GraphQLError } from "graphql";
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiApp } from "../../api/contract";
import { D1_BOOKMARK_HEADER, laterBookmark } from "../../core/d1-bookmark";
import type { EdgeCache } from "../cache/edge-cache";
import { cacheKey } from "../cache/policy";
import type { CacheReportEntry } from "../cache/report";
import type { GraphQLEnv } from "../env";

/** Host used for requests through the binding; the binding ignores it. */
const BINDING_ORIGIN = "https://api.internal";

/**
 * The D1 bookmark of one GraphQL request (decision 080): the caller's, then the latest any api
 * answer carried. Every call sends it, so a read after a write of the same operation sees the
 * write; the worker answers it to the caller.
 */
export interface D1Bookmark {
  value: string | null;
}

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | undefined | null;

/** The api's one error shape (decision 003), with the identity of a 401 NOT_REGISTERED (decision 010). */
interface RestErrorBody {
  error?: {
    code?: string;
    message?: string;
    fields?: Record<string, string[]>;
    identity?: { email?: string | null; name?: string | null; phone_number?: string | null };
  };
}

/**
 * A query for `api.rpc`: REST query values are strings, lists joined by commas (the api's
 * `listParam`); undefined and null leave the field out.
 */
export function params<T extends Record<string, QueryValue>>(
  query: T,
): { [K in keyof T]: T[K] extends NonNullable<QueryValue> ? string : string | undefined } {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, NonNullable<QueryValue>] => entry[1] !== undefined && entry[1] !== null)
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : String(value)]),
  ) as { [K in keyof T]: T[K] extends NonNullable<QueryValue> ? string : string | undefined };
}

/**
 * The body of a successful answer of an `api.rpc` call (undefined for a 204). A middleware-like
 * handler that passes the request on (`next()`) answers nothing (decision 055: one handler per
 * method and path); an answer with an error status (users/login's 401 with the identity) is never read: `read` has
 * thrown it as a GraphQL error.
 */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Body extends Promise<unknown>
      ? never
      : [Extract<Status, SuccessStatusCode>] extends [never]
        ? never
        : Format extends "json"
          ? Body
          : undefined
    : never;

export function createRpc(fetchApi: (request: Request) => Promise<Response>) {
  return hc<ApiApp>(BINDING_ORIGIN, { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchApi(new Request(input, init)) });
}

export type ApiRpc = ReturnType<typeof createRpc>;

export class ApiClient {
  /** The api's routes, typed by the api (decision 055); read an answer with `read`. */
  readonly rpc: ApiRpc = createRpc((request) => this.route(request));

  /** REST calls this operation waited for; reported in `extensions.restCalls`. */
  calls = 0;
  /** Cached lists this operation used; reported in `extensions.cache`. */
  readonly cacheReport: CacheReportEntry[] = [];
  /** One cache lookup per key and operation, however many fields ask for the same list. */
  private readonly cachedBodies = new Map<string, Promise<string>>();

  constructor(
    private readonly env: Pick<GraphQLEnv, "API" | "API_BASE_URL">,
    private readonly bearerToken?: string,
    private readonly edgeCache?: EdgeCache,
    private readonly bookmark: D1Bookmark = { value: null },
  ) {}

  /** The edge cache for answers shared by every caller; none for a signed-in caller. */
  get sharedCache(): EdgeCache | undefined {
    return this.bearerToken === undefined ? this.edgeCache : undefined;
  }

  /** Forgets the shared answers under `prefix` after a write changed them (EdgeCache.forget). */
  forgetShared(prefix: string): Promise<void> {
    return this.edgeCache?.forget(prefix) ?? Promise.resolve();
  }

  /** Whether the caller sent a bearer token (`me` answers null without asking the api). */
  get signedIn(): boolean {
    return this.bearerToken !== undefined;
  }

  /**
   * The body of a successful call; a failed call has already thrown the api's error as a GraphQL
   * error (toGraphQLError). Parsed for each caller: resolvers never share one mutable object.
   */
  readonly read = async <R,>(call: Promise<R>): Promise<Answer<R>> => {
    const text = await ((await call) as unknown as Response).text();
    return (text === "" ? undefined : JSON.parse(text)) as Answer<R>;
  };

  /**
   * Where every `rpc` call goes. A GET whose key the cache policy names (public lists, asked
   * without a bearer token) is answered through the edge cache; anything else goes to the api
   * with the caller's token and the request's own `x-…` headers (e.g. `x-shop-origin`).
   */
  private async route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\//, "");
    const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => a.localeCompare(b)));
    const search = query.toString();
    const key = request.method === "GET" ? cacheKey(path, query, this.signedIn) : undefined;
    const text =
      key && this.edgeCache
        ? await this.cachedText(this.edgeCache, key)
        : await this.fetchText(request.method, search ? `${path}?${search}` : path, {
            body: request.body === null ? undefined : await request.arrayBuffer(),
            headers: Object.fromEntries(
              [...request.headers].filter(([name]) => name.startsWith("x-") || name === "content-type"),
            ),
          });
    return new Response(text === "" ? null : text, { status: text === "" ? 204 : 200 });
  }

  /** A cached list's body: one cache lookup per key and operation. */
  private cachedText(edgeCache: EdgeCache, key: string): Promise<string> {
    let cachedBody = this.cachedBodies.get(key);
    if (!cachedBody) {
      const fetchBody = (refresh: boolean) => this.fetchText("GET", key, { counted: !refresh });
      cachedBody = edgeCache.get(key, fetchBody).then(({ body, status, ageSeconds }) => {
        this.cacheReport.push({ key, status, ageSeconds });
        return body;
      });
      this.cachedBodies.set(key, cachedBody);
    }
    return cachedBody;
  }

  private async fetchText(
    method: string,
    pathAndQuery: string,
    {
      body,
      counted = true,
      headers: extra,
    }: { body?: BodyInit; counted?: boolean; headers?: Record<string, string> } = {},
  ): Promise<string> {
    const base = this.env.API_BASE_URL?.replace(/\/$/, "") ?? BINDING_ORIGIN;
    const headers = new Headers({ ...extra, accept: "application/json" });
    if (this.bearerToken) headers.set("authorization", `Bearer ${this.bearerToken}`);
    if (this.bookmark.value) headers.set(D1_BOOKMARK_HEADER, this.bookmark.value);
    const request = new Request(`${base}/${pathAndQuery}`, { method, headers, body });
    // A background refresh of the edge cache is not part of what the answer waited for.
    if (counted) this.calls += 1;
    let response: Response;
    try {
      response = this.env.API_BASE_URL ? await fetch(request) : await this.env.API.fetch(request);
    } catch (cause) {
      console.error("graphql: api unreachable", method, pathAndQuery, cause);
      throw new GraphQLError("The shop's data service is unavailable", {
        extensions: { code: "API_UNAVAILABLE" },
      });
    }
    this.bookmark.value = laterBookmark(this.bookmark.value, response.headers.get(D1_BOOKMARK_HEADER));
    if (response.ok) return response.text();
    throw await toGraphQLError(response, `${method} ${pathAndQuery}`);
  }
}

/**
 * REST status → GraphQL `extensions.code` (decision 003, docs/partner-api.md "Errors"). The code
 * is the generic class of failure a program branches on; `extensions.reason` carries the api's
 * own `error.code` (USED_UP, NOT_REGISTERED, TOKEN_EXPIRED, CARD_DECLINED, …) for the message
 * and reaction that fit, and `extensions.fields` the field messages.
 */
const CODES: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  402: "PAYMENT_DECLINED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  410: "GONE",
  413: "BAD_USER_INPUT",
  422: "BAD_USER_INPUT",
  429: "RATE_LIMITED",
};

const UNAVAILABLE = "The shop's data service is unavailable";

/** The api's error as a GraphQL error: `{ code, reason?, fields?, identity? }` in its extensions. */
export async function toGraphQLError(response: Response, call: string): Promise<GraphQLError> {
  const body = (await response.json().catch(() => ({}))) as RestErrorBody;
  const error = body.error;
  const reason = error?.code;
  const code = CODES[response.status];
  if (!code) {
    // Our failure, not the caller's. A 5xx the api named (AUTH_UNAVAILABLE, PAYMENTS_UNAVAILABLE,
    // SIGN_IN_EMAIL_FAILED…) keeps its words and reason, so the web can tell "try again" from
    // "you were signed out"; anything else (500 INTERNAL, no JSON) says nothing more.
    console.error("graphql: api failed", call, response.status, body);
    const named = response.status >= 500 && reason !== undefined && reason !== "INTERNAL" && error?.message;
    return new GraphQLError(named ? (error.message ?? UNAVAILABLE) : UNAVAILABLE, {
      extensions: { code: "API_UNAVAILABLE", ...(named && { reason }) },
    });
  }
  const identity = error?.identity && {
    email: error.identity.email ?? null,
    name: error.identity.name ?? null,
    phoneNumber: error.identity.phone_number ?? null,
  };
  return new GraphQLError(error?.message ?? response.statusText, {
    extensions: {
      code,
      ...(reason !== undefined && { reason }),
      ...(error?.fields && { fields: error.fields }),
      ...(identity && { identity }),
    },
  });
}
