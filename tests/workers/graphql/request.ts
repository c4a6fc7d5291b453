/** Runs an operation against the graphql worker under test and reads its answer. */
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { restCalls } from "./test-worker";

export interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string; fields?: Record<string, string[]> } }>;
  extensions?: { restCalls?: number };
}

/** The web pages' operations: exempt from partner rate limits, and read past the edge cache. */
export const WEB_PAGE = { "x-shop-client": "web", "cache-control": "no-cache" };

export async function graphql<Data>(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = WEB_PAGE,
): Promise<GraphQLAnswer<Data>> {
  const response = await exports.default.fetch("https://graphql.internal/graphql", { method: "POST", ...operationBody(query, variables, headers) });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLAnswer<Data>;
}

/**
 * JSON, or — when a variable is a File — a multipart request as the GraphQL multipart request
 * spec (and the web worker's client) sends it: `operations`, `map`, then the files.
 */
export function operationBody(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const files = Object.entries(variables).filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (files.length === 0) {
    return { headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) };
  }
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(files.map(([name]) => [name, null])) } }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map(([name], index) => [String(index), [`variables.${name}`]]))));
  files.forEach(([, file], index) => form.set(String(index), file));
  return { headers, body: form };
}

/** Data of an answer without errors. */
export async function data<Data>(query: string, variables?: Record<string, unknown>): Promise<Data> {
  const answer = await graphql<Data>(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The page-sized rule: an operation makes at most 3 REST calls, and says so in its extensions. */
export function expectRestCallsAtMost(answer: GraphQLAnswer<unknown>, limit = 3): void {
  expect(answer.extensions?.restCalls).toBeLessThanOrEqual(limit);
  expect(restCalls.length).toBeLessThanOrEqual(limit);
  expect(answer.extensions?.restCalls).toBe(restCalls.length);
}

/** An expected error: BAD_USER_INPUT naming the argument, and no REST call when `calls` is 0. */
export function expectBadUserInput(answer: GraphQLAnswer<unknown>, field: string): void {
  const error = answer.errors?.[0];
  expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(error?.extensions?.fields?.[field]?.length).toBeGreaterThan(0);
  expect(error?.message).toContain(field);
}

/** REST paths called so far, without their query strings, sorted (calls run concurrently). */
export const calledPaths = () => restCalls.map((call) => call.split("?")[0]!).sort();

