/**
 * The REST api as the graphql worker sees it: through the API service binding (or
 * API_BASE_URL), forwarding the caller's bearer token, mapping failures to GraphQL error codes.
 * Public location and class lists go through the edge cache (cache/policy.ts) transparently.
 */
import { GraphQLError } from "graphql";
import type { EdgeCache } from "../cache/edge-cache";
import { cacheKey } from "../cache/policy";
import type { CacheReportEntry } from "../cache/report";
import type { GraphQLEnv } from "../env";

/** Host used for requests through the binding; the binding ignores it. */
const BINDING_ORIGIN = "https://api.internal";

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | undefined | null;

export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}

interface RestErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
}

export class ApiClient {
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
  ) {}

  get<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    const params = toSearchParams(query);
    const key = cacheKey(path, params, this.bearerToken !== undefined);
    if (key && this.edgeCache) return this.getCached<T>(this.edgeCache, key);
    const search = params.toString();
    return this.send<T>("GET", search ? `${path}?${search}` : path);
  }

  async send<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
    return JSON.parse(await this.fetchText(method, pathAndQuery, body)) as T;
  }

  private async getCached<T>(edgeCache: EdgeCache, key: string): Promise<T> {
    let cachedBody = this.cachedBodies.get(key);
    if (!cachedBody) {
      const fetchBody = (refresh: boolean) => this.fetchText("GET", key, undefined, { counted: !refresh });
      cachedBody = edgeCache.get(key, fetchBody).then(({ body, status, ageSeconds }) => {
        this.cacheReport.push({ key, status, ageSeconds });
        return body;
      });
      this.cachedBodies.set(key, cachedBody);
    }
    // Parsed per caller: resolvers never share one mutable object.
    return JSON.parse(await cachedBody) as T;
  }

  private async fetchText(method: string, pathAndQuery: string, body?: unknown, { counted = true } = {}): Promise<string> {
    const base = this.env.API_BASE_URL?.replace(/\/$/, "") ?? BINDING_ORIGIN;
    const headers = new Headers({ accept: "application/json" });
    if (this.bearerToken) headers.set("authorization", `Bearer ${this.bearerToken}`);
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(`${base}/${pathAndQuery.replace(/^\//, "")}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
    if (response.ok) return response.text();
    throw await toGraphQLError(response, `${method} ${pathAndQuery}`);
  }
}

const CODES: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  422: "BAD_USER_INPUT",
  429: "RATE_LIMITED",
};

async function toGraphQLError(response: Response, call: string): Promise<GraphQLError> {
  const body = (await response.json().catch(() => ({}))) as RestErrorBody;
  const code = CODES[response.status];
  if (!code) {
    console.error("graphql: api failed", call, response.status, body);
    return new GraphQLError("The shop's data service is unavailable", {
      extensions: { code: "API_UNAVAILABLE" },
    });
  }
  return new GraphQLError(body.error?.message ?? response.statusText, {
    extensions: { code, fields: body.error?.fields },
  });
}
