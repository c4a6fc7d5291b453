import { beforeEach, describe, expect, it } from "vitest";
import { localDateTimeToUtc } from "../../../workers/core/dates";
import { expectBadUserInput, graphql } from "./request";
import { restCalls } from "./test-worker";

/** A partner: its own key, so the web's exemption from the rate limit does not apply. */
const PARTNER = { "x-api-key": "partner-schedule-tests", "cache-control": "no-cache" };

const SCHEDULE = /* GraphQL */ `
  query ($from: String!, $to: String!, $locationIds: [ID!], $fulfillment: String) {
    classSchedule(from: $from, to: $to, locationIds: $locationIds, fulfillment: $fulfillment) {
      sku date canceled classIsPublic location { id } fulfillment { key }
    }
  }
`;

interface ScheduleData {
  classSchedule: Array<{ sku: string; date: string; canceled: boolean; classIsPublic: boolean; location: { id: string }; fulfillment: { key: string } }>;
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const inDays = (days: number) => ymd(new Date(today.getTime() + days * 86_400_000));

beforeEach(() => {
  restCalls.length = 0;
});

describe("Query.classSchedule (partners)", () => {
  it("answers the public, not canceled classes from `from` up to `to` through one REST call", async () => {
    const from = inDays(0);
    const to = inDays(28);
    const answer = await graphql<ScheduleData>(SCHEDULE, { from, to }, PARTNER);
    expect(answer.errors).toBeUndefined();
    const schedule = answer.data!.classSchedule;
    expect(schedule.length).toBeGreaterThan(20);
    const start = localDateTimeToUtc(from, "00:00").toISOString();
    const end = localDateTimeToUtc(to, "00:00").toISOString();
    for (const shopClass of schedule) {
      expect(shopClass.canceled).toBe(false);
      expect(shopClass.classIsPublic).toBe(true);
      expect(shopClass.date >= start && shopClass.date < end).toBe(true);
    }
    expect(restCalls).toEqual([`GET /classes?after_date=${from}&before_date=${to}&canceled=false&limit=1000&public_class=true`]);
  });

  it("narrows by locations and fulfillment", async () => {
    const answer = await graphql<ScheduleData>(SCHEDULE, { from: inDays(0), to: inDays(60), locationIds: ["1"], fulfillment: "delivery" }, PARTNER);
    const schedule = answer.data!.classSchedule;
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule.every((shopClass) => shopClass.location.id === "1" && shopClass.fulfillment.key === "delivery")).toBe(true);
  });

  it.each([
    [{ from: inDays(10), to: inDays(10) }, "to", 0],
    [{ from: inDays(10), to: inDays(2) }, "to", 0],
    [{ from: "2026-01-01", to: "2026-04-04" }, "to", 0],
    [{ from: "2026-02-30", to: "2026-03-10" }, "from", 0],
    [{ from: "2026-03-01", to: "next week" }, "to", 0],
    [{ from: inDays(0), to: inDays(7), fulfillment: "teleport" }, "fulfillment", 1],
    [{ from: inDays(0), to: inDays(7), locationIds: ["logan"] }, "locationIds", 1],
  ])("answers %j with BAD_USER_INPUT naming %s", async (variables, field, calls) => {
    const answer = await graphql<ScheduleData>(SCHEDULE, variables, PARTNER);
    expectBadUserInput(answer, field);
    expect(restCalls).toHaveLength(calls);
  });

  it("allows a full quarter of 92 days", async () => {
    const answer = await graphql<ScheduleData>(SCHEDULE, { from: "2026-07-01", to: "2026-10-01" }, PARTNER);
    expect(answer.errors).toBeUndefined();
  });
});
