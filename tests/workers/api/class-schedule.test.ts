/**
 * The kitchen's calendar (issue 27, decision 067): a class saved while its kitchen has another,
 * not canceled, class on is refused once, naming that class, until staff schedule it anyway.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatClassMoment } from "../../../workers/core/dates";
import { call, expectError, seededToken, unique } from "../support/api";
import { run } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

interface Information {
  id: number;
  name: string;
  sku: string;
  date: string;
}

interface Refusal {
  error: { code: string; fields: Record<string, string[]> };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A class at Logan (1) on a day of each test's own, far from the seed's classes. */
export const classAt = (day: number, time: string, changes: Record<string, unknown> = {}) => ({
  name: `Pasta Lab ${unique()}`,
  class_type_id: 2,
  location_id: 1,
  fulfillment_id: 1,
  date: inDays(day),
  time,
  duration_minutes: 120,
  seats: 12,
  ...changes,
});

const countClasses = async () => (await env.DB.prepare("select count(*) as n from classes").first<{ n: number }>())!.n;

async function made(body: Record<string, unknown>): Promise<Information> {
  const answer = await call<Information>("POST", "/classes", { token: MANAGER, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("a clash at the kitchen", () => {
  it("refuses a class during another at the kitchen naming it, then schedules it anyway", async () => {
    const first = await made(classAt(201, "18:00"));
    const before = await countClasses();
    const refused = await call<Refusal>("POST", "/classes", { token: MANAGER, body: classAt(201, "19:00") });
    expectError(refused, 409, "CLASS_CLASH", "allow_clash");
    expect(refused.body.error.fields.allow_clash).toEqual([`${first.name} is already at Logan on ${formatClassMoment(first.date, "America/Denver")}`]);
    expect(refused.body.error.fields.allow_clash![0]).toMatch(/ on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 6:00 PM$/);
    expect(await countClasses()).toBe(before);

    const anyway = await made(classAt(201, "19:00", { allow_clash: true }));
    expect(anyway.id).toBeGreaterThan(first.id);
    // The same start, scheduled anyway: the readable sku then takes -2, only after the warning.
    expectError(await call("POST", "/classes", { token: MANAGER, body: classAt(201, "18:00") }), 409, "CLASS_CLASH", "allow_clash");
    expect((await made(classAt(201, "18:00", { allow_clash: true }))).sku).toBe(`${first.sku}-2`);
  });

  it("lets a class start as another ends, at another kitchen, or beside a canceled one", async () => {
    const first = await made(classAt(202, "10:00"));
    await made(classAt(202, "12:00"));
    await made(classAt(202, "10:30", { location_id: 3 }));
    await run("update classes set canceled = 1 where id = ?1", first.id);
    await made(classAt(202, "09:00"));
  });

  it("warns on an edit that moves a class onto another, not on one that leaves its time alone", async () => {
    await made(classAt(203, "18:00"));
    const other = await made(classAt(203, "08:00"));
    const body = classAt(203, "08:00");
    expect((await call("PUT", `/classes/${other.id}`, { token: MANAGER, body: { ...body, name: "Renamed" } })).status).toBe(200);
    const moved = await call<Refusal>("PUT", `/classes/${other.id}`, { token: MANAGER, body: { ...body, time: "17:00" } });
    expectError(moved, 409, "CLASS_CLASH", "allow_clash");
    expect((await call<Information>("GET", `/classes/${other.id}/information`, { token: MANAGER })).body.date).toBe(other.date);
    expect((await call("PUT", `/classes/${other.id}`, { token: MANAGER, body: { ...body, time: "17:00", allow_clash: true } })).status).toBe(200);
  });
});
