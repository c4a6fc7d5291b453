/**
 * The kitchen's calendar (issue 27, decision 067): a class saved while its kitchen has another,
 * not canceled, class on is refused once, naming that class, until staff schedule it anyway.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatClassMoment, localDateTimeToUtc } from "../../../workers/core/dates";
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
const classAt = (day: number, time: string, changes: Record<string, unknown> = {}) => ({
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

describe("a recurring schedule (POST classes/series)", () => {
  const countAudit = async () => (await env.DB.prepare("select count(*) as n from audit_log where action = 'classes.create'").first<{ n: number }>())!.n;
  const ymd = (date: Date) => date.toISOString().slice(0, 10);
  /** Dec 4 of the next year whose Dec 4 is ahead: weekly from it, the 4th and 5th dates are Dec 25 and Jan 1. */
  const december = () => {
    const year = new Date().getUTCFullYear();
    return Date.parse(`${year}-12-04T12:00:00Z`) > Date.now() + 86_400_000 ? year : year + 1;
  };

  it("makes a 52-week series in one request, skipping Christmas and New Year's Day; a refused one writes nothing", async () => {
    const first = `${december()}-12-04`;
    const weekly = Array.from({ length: 60 }, (_unused, week) => ymd(new Date(Date.parse(`${first}T12:00:00Z`) + week * 7 * 86_400_000)));
    const expected = weekly.filter((date) => !date.endsWith("-12-25") && !date.endsWith("-01-01")).slice(0, 52);
    const body = { ...classAt(0, "06:30", { date: first, duration_minutes: 60 }), repeat_every_weeks: 1, repeat_count: 52 };
    // Another class in the tenth week, and one refused series: nothing is written.
    const other = await made(classAt(0, "06:45", { date: expected[9], duration_minutes: 30 }));
    const [classesBefore, auditBefore] = [await countClasses(), await countAudit()];
    const clash = await call<Refusal>("POST", "/classes/series", { token: MANAGER, body });
    expectError(clash, 409, "CLASS_CLASH", "allow_clash");
    expect(clash.body.error.fields.allow_clash).toEqual([`${other.name} is already at Logan on ${formatClassMoment(other.date, "America/Denver")}`]);
    expectError(await call("POST", "/classes/series", { token: MANAGER, body: { ...body, repeat_count: 53 } }), 400, "BAD_REQUEST", "repeat_count");
    expect([await countClasses(), await countAudit()]).toEqual([classesBefore, auditBefore]);

    const started = Date.now();
    const answer = await call<{ ids: number[]; skipped: string[] }>("POST", "/classes/series", { token: MANAGER, body: { ...body, allow_clash: true } });
    const elapsed = Date.now() - started;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.skipped).toEqual([`${december()}-12-25`, `${december() + 1}-01-01`]);
    expect(answer.body.ids).toHaveLength(52);
    const rows = (
      await env.DB.prepare(`select id, name, date, duration_minutes, published, seats_taken, (select seats from reservation_sizes where id = reservation_size_id) as seats from classes where id in (${answer.body.ids.join(",")}) order by date`).all<
        Record<string, unknown>
      >()
    ).results;
    expect(rows.map((row) => row.id)).toEqual(answer.body.ids);
    expect(rows.map((row) => row.date)).toEqual(expected.map((date) => localDateTimeToUtc(date, "06:30", "America/Denver").toISOString()));
    for (const row of rows) expect(row).toMatchObject({ name: body.name, duration_minutes: 60, published: 0, seats_taken: 0, seats: 12 });
    expect(await countAudit()).toBe(auditBefore + 52);
    // Well inside a Worker's time for one request, even on a shared CI machine.
    expect(elapsed).toBeLessThan(10_000);
  });

  it("repeats every other week until a date, and names a bad repeat", async () => {
    const start = classAt(230, "05:30").date;
    const until = new Date(Date.parse(`${start}T12:00:00Z`) + 35 * 86_400_000).toISOString().slice(0, 10);
    const answer = await call<{ ids: number[] }>("POST", "/classes/series", { token: MANAGER, body: { ...classAt(230, "05:30"), repeat_every_weeks: 2, repeat_until: until } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.ids).toHaveLength(3);
    expectError(await call("POST", "/classes/series", { token: MANAGER, body: { ...classAt(231, "05:30"), repeat_every_weeks: 3, repeat_count: 2 } }), 400, "BAD_REQUEST", "repeat_every_weeks");
    expectError(await call("POST", "/classes/series", { token: MANAGER, body: { ...classAt(231, "05:30"), repeat_every_weeks: 1, repeat_until: "2020-01-01" } }), 400, "BAD_REQUEST", "repeat_until");
  });
});
