/**
 * Private-class requests over GraphQL (issue 9, decision 032): the public request with its
 * field names and per-visitor limit, the status page by token, and staff's list and moves.
 */
import { describe, expect, it } from "vitest";
import { CLASS_REQUEST_LIMIT } from "../../../workers/graphql/resolvers/class-requests";
import { operation } from "./cart-fixtures";
import { graphql, WEB_PAGE, type GraphQLAnswer } from "./request";
import { seededToken } from "../support/api";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const REQUEST = `mutation ($input: ClassRequestInput!) { requestPrivateClass(input: $input) { id token status kitchen { name } preferredDates groupSize } }`;
const BY_TOKEN = `query ($token: String!) { classRequest(token: $token) { status declineReason class { path } kitchen { name } } }`;
const visitor = (ip: string) => ({ ...WEB_PAGE, "x-shop-visitor": ip });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const input = (fields: Record<string, unknown> = {}) => ({
  locationId: "1",
  preferredDates: [inDays(20)],
  groupSize: 12,
  occasion: "Book club",
  name: "Robin Hale",
  email: `robin.${crypto.randomUUID().slice(0, 8)}@example.com`,
  ...fields,
});

/** Refused with BAD_USER_INPUT, with a message under `field`. */
function expectRefused(answer: GraphQLAnswer<unknown>, field: string): void {
  const error = answer.errors?.[0];
  expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(error?.extensions?.fields?.[field]?.length, JSON.stringify(error)).toBeGreaterThan(0);
}

interface Requested {
  requestPrivateClass: { id: string; token: string; status: string; kitchen: { name: string }; preferredDates: string[]; groupSize: number };
}

describe("requestPrivateClass and classRequest", () => {
  it("stores the request and shows it to the holder of its token", async () => {
    const sent = await graphql<Requested>(REQUEST, { input: input() }, visitor("192.0.2.40"));
    expect(sent.errors).toBeUndefined();
    const request = sent.data!.requestPrivateClass;
    expect(request).toMatchObject({ status: "RECEIVED", kitchen: { name: "Logan" }, groupSize: 12, preferredDates: [inDays(20)] });
    const shown = await operation<{ classRequest: { status: string } | null }>(BY_TOKEN, { token: request.token });
    expect(shown.data?.classRequest).toMatchObject({ status: "RECEIVED", class: null, kitchen: { name: "Logan" } });
    expect((await operation<{ classRequest: null }>(BY_TOKEN, { token: "0".repeat(32) })).data?.classRequest).toBeNull();
    expect((await operation<{ classRequest: null }>(BY_TOKEN, { token: "../users" })).data?.classRequest).toBeNull();
  });

  it("names refused fields as GraphQL does", async () => {
    expectRefused(await graphql(REQUEST, { input: input({ locationId: "2" }) }, visitor("192.0.2.41")), "locationId");
    expectRefused(await graphql(REQUEST, { input: input({ groupSize: 3 }) }, visitor("192.0.2.41")), "groupSize");
    expectRefused(await graphql(REQUEST, { input: input({ preferredDates: [inDays(-1)] }) }, visitor("192.0.2.41")), "preferredDates");
    expectRefused(await graphql(REQUEST, { input: input({ menuWishes: "x".repeat(2001) }) }, visitor("192.0.2.41")), "menuWishes");
  });

  it("limits requests per visitor", async () => {
    for (let i = 0; i < CLASS_REQUEST_LIMIT.limit; i++) {
      expect((await graphql(REQUEST, { input: input() }, visitor("192.0.2.42"))).errors).toBeUndefined();
    }
    const refused = await graphql(REQUEST, { input: input() }, visitor("192.0.2.42"));
    expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect((await graphql(REQUEST, { input: input() }, visitor("192.0.2.43"))).errors).toBeUndefined();
  });
});

describe("staff's class requests", () => {
  it("lists by status and kitchen, and a move shows on the requester's page", async () => {
    const sent = await graphql<Requested>(REQUEST, { input: input() }, visitor("192.0.2.44"));
    const { id, token } = sent.data!.requestPrivateClass;
    const list = await operation<{ adminClassRequests: { total: number; requests: Array<{ id: string; status: string }> } }>(
      `{ adminClassRequests(filter: { status: RECEIVED, locationId: "1" }, limit: 100) { total requests { id status } } }`,
      {},
      STAFF,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.adminClassRequests.requests.map((row) => row.id)).toContain(id);
    expect(list.data!.adminClassRequests.requests.every((row) => row.status === "RECEIVED")).toBe(true);

    const moved = await operation<{ setClassRequestStatus: { status: string } }>(
      `mutation ($id: ID!) { setClassRequestStatus(id: $id, status: CONTACTED) { status } }`,
      { id },
      STAFF,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.setClassRequestStatus.status).toBe("CONTACTED");
    expect((await operation<{ classRequest: { status: string } }>(BY_TOKEN, { token })).data?.classRequest.status).toBe("CONTACTED");

    const declineWithout = await operation(`mutation ($id: ID!) { setClassRequestStatus(id: $id, status: DECLINED) { status } }`, { id }, STAFF);
    expectRefused(declineWithout, "reason");
    const back = await operation(`mutation ($id: ID!) { setClassRequestStatus(id: $id, status: RECEIVED) { status } }`, { id }, STAFF);
    expect(back.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});
