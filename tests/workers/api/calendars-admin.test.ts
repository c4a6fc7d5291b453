/**
 * Calendars and events for staff (spec §7; decision 027): GET/POST calendars, GET/PUT/DELETE
 * calendars/{id}, GET/POST calendars/{id}/events, GET/PUT/DELETE events/{id} beside the tracking
 * calls of events/<name>, GET calendarsEventStatuses. 401 signed out, 403 without the permission,
 * 400 by field changing nothing, each change audited; an event over a class is flagged.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localDate } from "../../../workers/core/dates";
import { call, expectError, registerCustomer, seededToken } from "../support/api";
import { first } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface EventJson {
  id: number;
  calendar_id: string;
  kind: string;
  status: string;
  title: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  overlapping_classes: Array<{ id: number; name: string }>;
}
interface CalendarJson {
  id: string;
  name: string;
  location: { id: number; name: string; timezone: string } | null;
  events: number;
}

const count = async (query: string, ...values: unknown[]) => (await first<{ n: number }>(query, ...values)).n;
const audits = async (resource: string, id: string | number) =>
  (
    await env.DB.prepare("SELECT action, before, after FROM audit_log WHERE resource = ?1 AND resource_id = ?2 ORDER BY id")
      .bind(resource, String(id))
      .all<{ action: string; before: string | null; after: string | null }>()
  ).results;

/** A future class at a location with a calendar, and that class's local date. */
async function classOnACalendar() {
  const row = await first<{ id: number; date: string; duration_minutes: number; calendar_id: string; timezone: string }>(
    `SELECT c.id, c.date, c.duration_minutes, l.calendar_id, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id
     WHERE l.calendar_id IS NOT NULL AND c.canceled = 0 AND c.date > ?1 ORDER BY c.date LIMIT 1`,
    new Date(Date.now() + 86_400_000).toISOString(),
  );
  return { ...row, day: localDate(new Date(row.date), row.timezone) };
}

const closure = (day: string, changes: Record<string, unknown> = {}) => ({ kind: "closure", title: "Plumbing repairs", start_date: day, ...changes });

describe("who may", () => {
  it("answers 401 signed out and 403 to a customer, the kitchen, and staff for changes; nothing changes", async () => {
    const customer = (await registerCustomer()).token;
    const events = await count("SELECT count(*) AS n FROM calendar_events");
    const calendars = await count("SELECT count(*) AS n FROM calendars");
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/calendars"],
      ["POST", "/calendars", { id: "nope", name: "Nope" }],
      ["GET", "/calendars/cvk-logan"],
      ["PUT", "/calendars/cvk-logan", { name: "Nope" }],
      ["DELETE", "/calendars/cvk-logan"],
      ["GET", "/calendars/cvk-logan/events?from=2026-12-01&to=2026-12-31"],
      ["POST", "/calendars/cvk-logan/events", closure("2026-12-02")],
      ["GET", "/events/1"],
      ["PUT", "/events/1", closure("2026-12-02")],
      ["DELETE", "/events/1"],
      ["GET", "/calendarsEventStatuses"],
    ];
    for (const [method, path, body] of routes) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      expectError(await call(method, path, { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    // Staff read calendars but change none.
    expect((await call("GET", "/calendars/cvk-logan/events?from=2026-12-01&to=2026-12-31", { token: STAFF })).status).toBe(200);
    for (const [method, path, body] of routes.filter(([method]) => method !== "GET")) {
      expectError(await call(method, path, { body, token: STAFF }), 403, "FORBIDDEN");
    }
    expect(await count("SELECT count(*) AS n FROM calendar_events")).toBe(events);
    expect(await count("SELECT count(*) AS n FROM calendars")).toBe(calendars);
  });

  it("leaves the tracking calls of events/<name> as they were", async () => {
    const tracked = await call("POST", "/events/page-view", { body: { url: "https://example.com/" } });
    expect(tracked.status).toBe(202);
    expectError(await call("GET", "/events/page-view", { token: MANAGER }), 404, "NOT_FOUND");
  });
});

describe("calendars", () => {
  it("lists the seeded calendars with their locations and the statuses", async () => {
    const list = await call<{ data: CalendarJson[] }>("GET", "/calendars", { token: MANAGER });
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.id === "cvk-logan")).toMatchObject({ location: { id: 1, name: "Logan" } });
    const statuses = await call<{ data: Array<{ key: string; flagsClasses: boolean }> }>("GET", "/calendarsEventStatuses", { token: MANAGER });
    expect(statuses.body.data.map((row) => [row.key, row.flagsClasses])).toEqual([
      ["tentative", true],
      ["confirmed", true],
      ["canceled", false],
    ]);
  });

  it("creates a calendar for a location, renames it, refuses bad input and a taken key, and deletes it with its events", async () => {
    const location = await first<{ id: number }>("SELECT id FROM locations WHERE calendar_id IS NULL ORDER BY id LIMIT 1");
    const key = `test-${crypto.randomUUID().slice(0, 8)}`;
    const before = await count("SELECT count(*) AS n FROM calendars");
    const bad = expectError(await call("POST", "/calendars", { body: { id: "Bad Key", name: " ", location_id: 0 }, token: MANAGER }), 400, "BAD_REQUEST");
    expect(Object.keys(bad.error.fields!).sort()).toEqual(["id", "location_id", "name"]);
    expectError(await call("POST", "/calendars", { body: { id: key, name: "Taken", location_id: 1 }, token: MANAGER }), 409, "CONFLICT", "location_id");
    expectError(await call("POST", "/calendars", { body: { id: "cvk-logan", name: "Again" }, token: MANAGER }), 409, "CONFLICT", "id");
    for (const reserved of ["new", "events"]) {
      expectError(await call("POST", "/calendars", { body: { id: reserved, name: "Console address" }, token: MANAGER }), 400, "BAD_REQUEST", "id");
    }
    expect(await count("SELECT count(*) AS n FROM calendars")).toBe(before);

    const created = await call<CalendarJson>("POST", "/calendars", { body: { id: key, name: "Test kitchen", location_id: location.id }, token: MANAGER });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: key, location: { id: location.id } });
    expect((await first<{ calendar_id: string }>("SELECT calendar_id FROM locations WHERE id = ?1", location.id)).calendar_id).toBe(key);

    const renamed = await call<CalendarJson>("PUT", `/calendars/${key}`, { body: { name: "Test kitchen 2", location_id: location.id }, token: MANAGER });
    expect(renamed.body).toMatchObject({ name: "Test kitchen 2" });
    expectError(await call("PUT", `/calendars/${key}`, { body: { name: "x".repeat(101) }, token: MANAGER }), 400, "BAD_REQUEST", "name");
    const added = await call<EventJson>("POST", `/calendars/${key}/events`, { body: closure("2030-01-02"), token: MANAGER });
    expect(added.status).toBe(201);

    const deleted = await call("DELETE", `/calendars/${key}`, { token: MANAGER });
    expect(deleted.status).toBe(200);
    expectError(await call("GET", `/calendars/${key}`, { token: MANAGER }), 404, "NOT_FOUND");
    expect(await count("SELECT count(*) AS n FROM calendar_events WHERE calendar_id = ?1", key)).toBe(0);
    expect((await first<{ calendar_id: string | null }>("SELECT calendar_id FROM locations WHERE id = ?1", location.id)).calendar_id).toBeNull();
    expect((await audits("calendars", key)).map((row) => row.action)).toEqual(["calendars.create", "calendars.update", "calendars.delete"]);
  });
});

describe("events", () => {
  it("flags a closure over a class, not a canceled one nor one at other hours; edits and deletes it, audited", async () => {
    const shopClass = await classOnACalendar();
    const created = await call<EventJson>("POST", `/calendars/${shopClass.calendar_id}/events`, { body: closure(shopClass.day), token: MANAGER });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ kind: "closure", status: "confirmed", start_date: shopClass.day, end_date: shopClass.day, start_time: null });
    expect(created.body.overlapping_classes.map((row) => row.id)).toContain(shopClass.id);
    const id = created.body.id;

    const month = await call<{ data: EventJson[]; classes: Array<{ id: number }> }>(
      "GET",
      `/calendars/${shopClass.calendar_id}/events?from=${shopClass.day}&to=${shopClass.day}`,
      { token: STAFF },
    );
    expect(month.body.classes.map((row) => row.id)).toContain(shopClass.id);
    expect(month.body.data.find((event) => event.id === id)?.overlapping_classes.map((row) => row.id)).toContain(shopClass.id);

    // Timed, ending before the class starts: no flag.
    const start = new Date(shopClass.date);
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: shopClass.timezone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(start);
    expect(local > "00:30").toBe(true);
    const early = await call<EventJson>("PUT", `/events/${id}`, { body: closure(shopClass.day, { start_time: "00:00", end_time: "00:30" }), token: MANAGER });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body.overlapping_classes.map((row) => row.id)).not.toContain(shopClass.id);

    const canceled = await call<EventJson>("PUT", `/events/${id}`, { body: closure(shopClass.day, { status: "canceled" }), token: MANAGER });
    expect(canceled.body).toMatchObject({ status: "canceled", overlapping_classes: [] });

    const read = await call<EventJson>("GET", `/events/${id}`, { token: STAFF });
    expect(read.body).toMatchObject({ id, status: "canceled", title: "Plumbing repairs" });

    expect((await call("DELETE", `/events/${id}`, { token: MANAGER })).status).toBe(200);
    expectError(await call("GET", `/events/${id}`, { token: MANAGER }), 404, "NOT_FOUND");
    expect((await audits("calendar-events", id)).map((row) => row.action)).toEqual([
      "calendar-events.create",
      "calendar-events.update",
      "calendar-events.update",
      "calendar-events.delete",
    ]);
  });

  it("answers bad events and windows by field and stores or changes nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM calendar_events");
    const bad = expectError(
      await call("POST", "/calendars/cvk-logan/events", {
        body: { kind: "party", status: "maybe", title: "", start_date: "2026-02-30", start_time: "25:00" },
        token: MANAGER,
      }),
      400,
      "BAD_REQUEST",
    );
    expect(Object.keys(bad.error.fields!).sort()).toEqual(["kind", "start_date", "start_time", "status", "title"]);
    expectError(await call("POST", "/calendars/cvk-logan/events", { body: closure("2026-12-05", { end_date: "2026-12-04" }), token: MANAGER }), 400, "BAD_REQUEST", "end_date");
    expectError(await call("POST", "/calendars/cvk-logan/events", { body: closure("2026-12-05", { start_time: "10:00" }), token: MANAGER }), 400, "BAD_REQUEST", "end_time");
    expectError(
      await call("POST", "/calendars/cvk-logan/events", { body: closure("2026-12-05", { start_time: "10:00", end_time: "09:00" }), token: MANAGER }),
      400,
      "BAD_REQUEST",
      "end_time",
    );
    expectError(await call("POST", "/calendars/nope-nope/events", { body: closure("2026-12-05"), token: MANAGER }), 404, "NOT_FOUND");
    expectError(await call("GET", "/calendars/cvk-logan/events?from=2026-12-01&to=2027-06-01", { token: MANAGER }), 400, "BAD_REQUEST", "to");
    expect(await count("SELECT count(*) AS n FROM calendar_events")).toBe(before);

    const seeded = await first<{ id: number; title: string }>("SELECT id, title FROM calendar_events WHERE calendar_id = 'cvk-logan' ORDER BY id LIMIT 1");
    expectError(await call("PUT", `/events/${seeded.id}`, { body: closure("2026-12-05", { title: " " }), token: MANAGER }), 400, "BAD_REQUEST", "title");
    expectError(await call("PUT", "/events/999999", { body: closure("2026-12-05"), token: MANAGER }), 404, "NOT_FOUND");
    expect((await first<{ title: string }>("SELECT title FROM calendar_events WHERE id = ?1", seeded.id)).title).toBe(seeded.title);
  });
});

describe("GET calendars pages (decision 045)", () => {
  it("answers a page by name after offset, the pages joining without gaps or repeats, and a 400 on bad paging", async () => {
    const all = await call<{ data: Array<{ id: string }> }>("GET", "/calendars", { token: STAFF });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((calendar) => calendar.id);
    const pages: string[] = [];
    for (let offset = 0; offset < ids.length; offset += 2) {
      const page = await call<{ data: Array<{ id: string }> }>("GET", `/calendars?limit=2&offset=${offset}`, { token: STAFF });
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      pages.push(...page.body.data.map((calendar) => calendar.id));
    }
    expect(pages).toEqual(ids);
    for (const query of ["limit=0", "limit=101", "limit=two", "offset=-3"]) {
      expectError(await call("GET", `/calendars?${query}`, { token: STAFF }), 400, "BAD_REQUEST", query.split("=")[0]);
    }
    expectError(await call("GET", "/calendars?limit=2"), 401, "UNAUTHENTICATED");
  });
});
