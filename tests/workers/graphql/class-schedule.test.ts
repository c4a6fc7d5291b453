import { env } from "cloudflare:test";
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
    expect(restCalls).toEqual([`GET /classes?after_date=${from}&before_date=${to}&canceled=false&limit=1001&public_class=true`]);
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

  it("answers a span of exactly 1,000 classes whole and refuses one with more (TOO_MANY_CLASSES), never cutting it", async () => {
    // 1,001 public classes in March 2031, far from the seed's: 100 a day from the 2nd to the 11th,
    // and one on the 20th (copies of a seeded public class, as the bench's scale seed makes them).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1000),
       t AS (SELECT * FROM classes WHERE class_is_public = 1 AND canceled = 0 ORDER BY id LIMIT 1)
       INSERT INTO classes (sku, name, description, date, duration_minutes, location_id, fulfillment_id, class_type_id,
         reservation_size_id, seats_taken, host_id, menu_id, class_is_public, canceled, published, status, created_at)
       SELECT 'CAP-' || i, t.name, t.description,
              CASE WHEN i < 1000 THEN printf('2031-03-%02dT%02d:%02d:00.000Z', 2 + i / 100, 14 + (i % 100) / 20, (i % 20) * 2)
                   ELSE '2031-03-20T18:00:00.000Z' END,
              t.duration_minutes, t.location_id, t.fulfillment_id, t.class_type_id, t.reservation_size_id, 0, t.host_id,
              t.menu_id, 1, 0, t.published, 'scheduled', t.created_at
       FROM n, t`,
    ).run();
    const whole = await graphql<ScheduleData>(SCHEDULE, { from: "2031-03-01", to: "2031-03-12" }, PARTNER);
    expect(whole.errors).toBeUndefined();
    const skus = whole.data!.classSchedule.map((shopClass) => shopClass.sku);
    expect(skus).toHaveLength(1000);
    expect(new Set(skus).size).toBe(1000);
    expect(skus.every((sku) => sku.startsWith("CAP-"))).toBe(true);

    const tooMany = await graphql<ScheduleData>(SCHEDULE, { from: "2031-03-01", to: "2031-03-31" }, PARTNER);
    expectBadUserInput(tooMany, "to");
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors![0]!.extensions).toMatchObject({ reason: "TOO_MANY_CLASSES" });
    expect(tooMany.errors![0]!.message).toContain("more than 1,000 classes");

    // The later part of the span on its own fits.
    const rest = await graphql<ScheduleData>(SCHEDULE, { from: "2031-03-12", to: "2031-03-31" }, PARTNER);
    expect(rest.data!.classSchedule.map((shopClass) => shopClass.sku)).toEqual(["CAP-1000"]);
  });
});
