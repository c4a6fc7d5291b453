/**
 * Partner limits (decision 007): depth, aliases, static cost and query size, answered as GraphQL
 * errors with a code and an HTTP status before any REST call. Introspection stays open.
 */
import { getIntrospectionQuery, Kind, parse, validate, type DocumentNode } from "graphql";
import { beforeEach, describe, expect, it } from "vitest";
import * as webDocuments from "../../../graphql/generated/client/graphql";
import { maxAliasesRule, maxDepthRule } from "../../../workers/graphql/plugins/partner-limits";
import { operationCost } from "../../../workers/graphql/plugins/operation-cost";
import { schema } from "../../../workers/graphql/yoga";
import { operation } from "./partner-request";
import { restCalls } from "./test-worker";

beforeEach(() => {
  restCalls.length = 0;
});

const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.map((error) => error.extensions?.code);

describe("depth", () => {
  it("rejects an operation deeper than the limit with QUERY_TOO_DEEP, HTTP 400 and no REST call", async () => {
    const { status, body } = await operation("{ classes(first: 3) { location { name } } }", { vars: { GRAPHQL_MAX_DEPTH: "2" } });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_DEEP", depth: 3, limit: 2 });
    expect(restCalls).toEqual([]);
  });

  it("measures depth through fragments", async () => {
    const query = "{ ...Deep } fragment Deep on Query { classes(first: 3) { ... on Class { location { name } } } }";
    const { status, body } = await operation(query, { vars: { GRAPHQL_MAX_DEPTH: "2" } });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(["QUERY_TOO_DEEP"]);
  });

  it("rejects a 9-deep operation under the default limit of 8", () => {
    const deep = parse("{ a { b { c { d { e { f { g { h { i } } } } } } } } }");
    const errors = validate(schema, deep, [maxDepthRule(8)]);
    expect(errors.map((error) => error.extensions.code)).toEqual(["QUERY_TOO_DEEP"]);
    expect(validate(schema, parse("{ a { b { c { d { e { f { g { h } } } } } } } }"), [maxDepthRule(8)])).toEqual([]);
  });
});

describe("aliases", () => {
  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: classes(first: 1) { id }`).join(" ")} }`;

  it("rejects 20 aliases with TOO_MANY_ALIASES, HTTP 400 and no REST call", async () => {
    const { status, body } = await operation(aliased(20));
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_ALIASES", aliases: 20, limit: 15 });
    expect(restCalls).toEqual([]);
  });

  it("accepts 15 aliases", async () => {
    const { status, body } = await operation(aliased(15));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe("cost", () => {
  const sixLists = `query ($n: Int) { ${Array.from({ length: 6 }, (_, i) => `a${i}: classes(first: $n) { id sku name location { id name city } fulfillment { key } }`).join(" ")} }`;

  it("counts every field once, and what is below a list once per item of its first argument", () => {
    const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), undefined, variables);
    expect(cost("{ ok }")).toBe(1);
    expect(cost("{ ok __typename classes(first: 2) { id location { name } } }")).toBe(1 + 1 + 2 * (1 + 2));
    // The schema's default (first: Int = 500) applies, and variables count.
    expect(cost("{ classes { id } }")).toBe(501);
    expect(cost("query ($n: Int) { classes(first: $n) { id } }", { n: 20 })).toBe(21);
    // A list without `first` counts as its schema @listSize hint, else as 50 items.
    expect(cost('{ classSchedule(from: "2030-01-01", to: "2030-02-01") { id } }')).toBe(601);
    expect(cost("{ menus { id meals { id allergens { key } } } }")).toBe(1 + 12 * (1 + 1 + 15 * (1 + 1 + 10 * 1)));
    // meals has a `first` (decision 045): its default, 100, counts.
    expect(cost("{ meals { id } }")).toBe(101);
  });

  it("rejects an operation over the cost limit with QUERY_TOO_COMPLEX, HTTP 400 and no REST call", async () => {
    const { status, body } = await operation(sixLists, { variables: { n: 1000 } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", cost: 6 * (1 + 1000 * 9), limit: 50_000 });
    expect(restCalls).toEqual([]);
  });

  it("accepts the same operation with a smaller first", async () => {
    const { status, body } = await operation(sixLists, { variables: { n: 10 } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe("introspection and size", () => {
  it("accepts GraphiQL's full introspection query", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const { status, body } = await operation<{ __schema: { queryType: { name: string } } }>(query);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.queryType.name).toBe("Query");
  });

  it("still rejects introspection that nests lists to blow up (graphql-js's own rule)", async () => {
    const { body } = await operation("{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }");
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("rejects a query text over 10,000 bytes with QUERY_TOO_LARGE and HTTP 413", async () => {
    const query = `{ ok }\n# ${"x".repeat(10_000)}`;
    const { status, body } = await operation(query);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_LARGE", limit: 10_000 });
  });
});

describe("the shop's own operations", () => {
  const documents = Object.entries(webDocuments).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith("Document") &&
      (entry[1] as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
  );

  it("fit the partner limits, so the web app never meets them", () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const [name, document] of documents) {
      expect(validate(schema, document, [maxDepthRule(8), maxAliasesRule(15)]), name).toEqual([]);
      // Worst case: every `first` at the largest page REST allows.
      expect(operationCost(schema, document, undefined, { first: 1000 }) ?? 0, name).toBeLessThanOrEqual(50_000);
    }
  });
});
