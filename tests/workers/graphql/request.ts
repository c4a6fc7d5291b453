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
  const response = await exports.default.fetch("https://graphql.internal/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLAnswer<Data>;
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

