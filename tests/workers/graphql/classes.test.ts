import { exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { restCalls } from "./test-worker";

interface GraphQLAnswer<Data> {
  data?: Data;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  extensions?: { restCalls?: number };
}

async function graphql<Data>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch("https://graphql.internal/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<Data> };
}

interface ClassesData {
  classes: Array<{ id: string; sku: string; name: string; date: string; location: { name: string; timezone: string }; fulfillment: { key: string } }>;
}

beforeEach(() => {
  restCalls.length = 0;
});

describe("Query.classes", () => {
  it("answers the partner query of the Foundation issue through REST GET classes", async () => {
    const { status, body } = await graphql<ClassesData>("{ classes { id sku name date location { name } } }");
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.classes.length).toBeGreaterThan(20);
    expect(body.data!.classes[0]).toMatchObject({ id: expect.any(String), sku: expect.any(String), location: { name: expect.any(String) } });
    expect(restCalls).toHaveLength(1);
    expect(restCalls[0]).toMatch(/^GET \/classes\?limit=500$/);
    expect(body.extensions?.restCalls).toBe(1);
  });

  it("searches with any text, cut to 100 characters before REST (decision 072)", async () => {
    const query = "query ($search: String) { classes(filter: { search: $search }) { id name } }";
    const pasta = await graphql<ClassesData>(query, { search: "past" });
    expect(pasta.body.errors).toBeUndefined();
    expect(pasta.body.data!.classes.some((shopClass) => /pasta/i.test(shopClass.name))).toBe(true);
    for (const search of ['"pasta" AND NEAR(*', "🍝".repeat(10_000), `pasta ${"x".repeat(10_000)}`]) {
      restCalls.length = 0;
      const { status, body } = await graphql<ClassesData>(query, { search });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.classes).toEqual([]);
      expect(decodeURIComponent(restCalls[0]!.replace(/\+/g, " ")).length).toBeLessThan(500);
    }
  });

  it("passes the filter to REST and maps it back", async () => {
    const { body } = await graphql<ClassesData>(
      "query ($filter: ClassFilter) { classes(filter: $filter, first: 5) { sku fulfillment { key } location { timezone } } }",
      { filter: { method: "pre-assembled", canceled: false } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.classes).toHaveLength(5);
    expect(body.data!.classes.every((shopClass) => shopClass.fulfillment.key === "pre-assembled")).toBe(true);
    expect(restCalls[0]).toBe("GET /classes?canceled=false&limit=5&method=pre-assembled");
  });

  it("turns a REST 400 into a GraphQL error with code BAD_USER_INPUT", async () => {
    const { status, body } = await graphql<ClassesData>('{ classes(filter: { month: "2026-13" }) { id } }');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toContain("month");
  });

  it("rejects an out-of-range page size before calling REST", async () => {
    const { body } = await graphql<ClassesData>("{ classes(first: 5000) { id } }");
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(restCalls).toHaveLength(0);
  });

  it("answers API_UNAVAILABLE, not a stack trace, when the api is down", async () => {
    // A list the edge cache does not hold yet: a cached one is still served (decision 007).
    const { body } = await graphql<ClassesData>("{ classes(first: 3) { id } }", undefined, { "x-test-api-down": "1" });
    expect(body.errors?.[0]?.extensions?.code).toBe("API_UNAVAILABLE");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });
});
