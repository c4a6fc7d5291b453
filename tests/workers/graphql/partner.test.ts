/**
 * What partners meet besides the schema (decision 007, docs/partner-api.md): the explorer page,
 * GraphQL over GET, the SDL, and the per-client rate limit.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { operation, send } from "./partner-request";
import { restCalls } from "./test-worker";

beforeEach(() => {
  restCalls.length = 0;
});

describe("the explorer page at GET /graphql", () => {
  it("answers a browser with a usable page under a strict CSP, without script", async () => {
    const response = await send({ headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/graphql">');
    expect(html).toContain('name="query"');
    expect(html).toContain('href="/graphql/schema.graphql"');
    expect(html).toMatch(/<dt>classSchedule\(from: String!, [^<]*\): \[Class!\]!<\/dt>/);
    expect(html).not.toMatch(/<script|https?:\/\/(?!graphql\.internal)/);

    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it("fills the form from a shared link, escaped, without running it", async () => {
    const query = '{ classes(first: 1) { name } } # </textarea><script>alert("x")</script>';
    const response = await send({ path: `/graphql?query=${encodeURIComponent(query)}`, headers: { accept: "text/html" } });
    const html = await response.text();
    expect(html).toContain("&#60;/textarea&#62;&#60;script&#62;");
    expect(html).not.toContain("<script>");
    expect(restCalls).toEqual([]);
  });

  it("runs a form post and shows the answer in the page, so it works with JavaScript off", async () => {
    const form = new URLSearchParams({ query: "query ($n: Int) { ok classes(first: $n) { sku } }", variables: '{ "n": 2 }' });
    const response = await send({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: form.toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("HTTP 200");
    expect(html).toContain("&#34;ok&#34;: true");
    expect(html).toContain("&#34;restCalls&#34;: 1");
    // The form keeps what was posted.
    expect(html).toContain("{ &#34;n&#34;: 2 }");
  });

  it("explains malformed variables in the page with HTTP 400", async () => {
    const response = await send({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ query: "{ ok }", variables: "{ nope" }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Variables must be a JSON object");
  });

  it("answers a form post JSON when the client does not ask for HTML", async () => {
    const response = await send({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ query: "{ ok }" }).toString(),
    });
    expect(await response.json()).toMatchObject({ data: { ok: true } });
  });
});

describe("GraphQL over GET and the SDL", () => {
  it("answers GET /graphql?query={ok} with JSON", async () => {
    const response = await send({ path: "/graphql?query=%7Bok%7D", headers: { accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { ok: true } });
  });

  it("serves the schema as SDL at /graphql/schema.graphql", async () => {
    const response = await send({ path: "/graphql/schema.graphql" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const sdl = await response.text();
    expect(sdl).toContain("type Query {");
    expect(sdl).toContain("classSchedule(");
  });
});

describe("the rate limit", () => {
  const WINDOW_START = Date.UTC(2032, 5, 1, 12, 0);
  const vars = { GRAPHQL_RATE_LIMIT: "3" };
  const at = (offsetMs: number, headers: Record<string, string>) => ({ "x-test-now": String(WINDOW_START + offsetMs), ...headers });

  it("answers the operation past the limit with 429, RATE_LIMITED and retry-after, before any REST call", async () => {
    const partner = { "x-api-key": "partner-one" };
    for (const remaining of [2, 1, 0]) {
      const { status, headers } = await operation("{ ok }", { headers: at(15_000, partner), vars });
      expect(status).toBe(200);
      expect(headers.get("ratelimit-limit")).toBe("3");
      expect(headers.get("ratelimit-remaining")).toBe(String(remaining));
      expect(headers.get("ratelimit-reset")).toBe("45");
    }
    const { status, headers, body } = await operation("{ classes(first: 2) { id } }", { headers: at(20_000, partner), vars });
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("40");
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED", limit: 3, retryAfterSeconds: 40 });
    expect(body.data).toBeUndefined();
    expect(restCalls).toEqual([]);

    // A new window starts a new count.
    const later = await operation("{ ok }", { headers: at(60_000, partner), vars });
    expect(later.status).toBe(200);
    expect(later.headers.get("ratelimit-remaining")).toBe("2");
  });

  it("counts clients apart: by x-api-key, else by cf-connecting-ip", async () => {
    for (let i = 0; i < 3; i += 1) await operation("{ ok }", { headers: at(5 * 60_000, { "x-api-key": "partner-two" }), vars });
    const sameKey = await operation("{ ok }", { headers: at(5 * 60_000, { "x-api-key": "partner-two" }), vars });
    const otherKey = await operation("{ ok }", { headers: at(5 * 60_000, { "x-api-key": "partner-three" }), vars });
    const byIp = await operation("{ ok }", { headers: at(5 * 60_000, { "cf-connecting-ip": "203.0.113.7" }), vars });
    expect([sameKey.status, otherKey.status, byIp.status]).toEqual([429, 200, 200]);
  });

  it("stores clients hashed, never the key or address itself", async () => {
    await operation("{ ok }", { headers: at(10 * 60_000, { "x-api-key": "visible-key", "cf-connecting-ip": "198.51.100.1" }), vars });
    await operation("{ ok }", { headers: at(10 * 60_000, { "cf-connecting-ip": "198.51.100.2" }), vars });
    const { results } = await env.EDGE_CACHE!.prepare("SELECT client FROM rate_limits").all<{ client: string }>();
    const clients = results.map((row) => row.client).join(" ");
    expect(clients).toMatch(/key:[0-9a-f]{32}/);
    expect(clients).toMatch(/ip:[0-9a-f]{32}/);
    expect(clients).not.toMatch(/visible-key|198\.51\.100/);
  });

  it("never throttles the web worker's own operations", async () => {
    for (let i = 0; i < 5; i += 1) {
      const { status, headers } = await operation("{ ok }", { headers: at(15 * 60_000, { "x-shop-client": "web" }), vars });
      expect(status).toBe(200);
      expect(headers.get("ratelimit-limit")).toBeNull();
    }
  });

  it("refuses an x-api-key longer than 100 characters", async () => {
    const { status, body } = await operation("{ ok }", { headers: { "x-api-key": "k".repeat(101) } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
