/** The Calendars area over GraphQL (decision 027): a month's window with a flagged closure, edits, refusals. */
import { describe, expect, it } from "vitest";
import { localDate } from "../../../workers/core/dates";
import { ok, operation, refused, seededToken } from "./cart-fixtures";
import { env } from "cloudflare:workers";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const EVENT = "id calendarId kind status title startDate endDate startTime endTime overlappingClasses { id name }";

interface CalendarEvent {
  id: string;
  kind: string;
  status: string;
  startDate: string;
  overlappingClasses: Array<{ id: string }>;
}

describe("the Calendars area over GraphQL", () => {
  it("adds a closure over a class and sees it flagged in the window, edits and deletes it", async () => {
    const row = await env.DB.prepare(
      `SELECT c.id, c.date, l.calendar_id, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id
       WHERE l.calendar_id IS NOT NULL AND c.canceled = 0 AND c.date > ?1 ORDER BY c.date DESC LIMIT 1`,
    )
      .bind(new Date().toISOString())
      .first<{ id: number; date: string; calendar_id: string; timezone: string }>();
    const day = localDate(new Date(row!.date), row!.timezone);

    const { calendars } = await ok<{ calendars: Array<{ id: string; location: { name: string } | null }> }>("{ calendars { id location { name } } }", {}, STAFF);
    expect(calendars.find((calendar) => calendar.id === "cvk-logan")?.location?.name).toBe("Logan");

    const { createCalendarEvent } = await ok<{ createCalendarEvent: CalendarEvent }>(
      `mutation ($calendarId: ID!, $input: CalendarEventInput!) { createCalendarEvent(calendarId: $calendarId, input: $input) { ${EVENT} } }`,
      { calendarId: row!.calendar_id, input: { kind: "PRIVATE_EVENT", title: "Wedding rehearsal dinner", startDate: day, status: "TENTATIVE" } },
      MANAGER,
    );
    expect(createCalendarEvent).toMatchObject({ kind: "PRIVATE_EVENT", status: "TENTATIVE", startDate: day });
    expect(createCalendarEvent.overlappingClasses.map((shopClass) => shopClass.id)).toContain(String(row!.id));

    const { calendarWindow } = await ok<{ calendarWindow: { events: CalendarEvent[]; classes: Array<{ id: string }> } }>(
      `query ($id: ID!, $from: String!, $to: String!) { calendarWindow(calendarId: $id, from: $from, to: $to) { events { ${EVENT} } classes { id } } }`,
      { id: row!.calendar_id, from: day, to: day },
      STAFF,
    );
    expect(calendarWindow.classes.map((shopClass) => shopClass.id)).toContain(String(row!.id));
    expect(calendarWindow.events.find((event) => event.id === createCalendarEvent.id)?.overlappingClasses).toHaveLength(createCalendarEvent.overlappingClasses.length);

    const bad = await refused(
      "mutation ($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { id } }",
      { id: createCalendarEvent.id, input: { kind: "CLOSURE", title: " ", startDate: "2026-02-30" } },
      MANAGER,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object).sort()).toEqual(["startDate", "title"]);
    const backwards = await refused(
      "mutation ($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { id } }",
      { id: createCalendarEvent.id, input: { kind: "CLOSURE", title: "Closed", startDate: day, endDate: "2000-01-01" } },
      MANAGER,
    );
    expect(Object.keys(backwards.extensions.fields as object)).toEqual(["endDate"]);
    const forbidden = await refused(`mutation ($id: ID!) { deleteCalendarEvent(id: $id) }`, { id: createCalendarEvent.id }, STAFF);
    expect(forbidden.extensions.code).toBe("FORBIDDEN");

    const { updateCalendarEvent } = await ok<{ updateCalendarEvent: CalendarEvent }>(
      `mutation ($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { ${EVENT} } }`,
      { id: createCalendarEvent.id, input: { kind: "PRIVATE_EVENT", title: "Wedding rehearsal dinner", startDate: day, status: "CANCELED" } },
      MANAGER,
    );
    expect(updateCalendarEvent).toMatchObject({ status: "CANCELED", overlappingClasses: [] });
    expect((await ok<{ deleteCalendarEvent: string }>(`mutation ($id: ID!) { deleteCalendarEvent(id: $id) }`, { id: createCalendarEvent.id }, MANAGER)).deleteCalendarEvent).toBe(
      createCalendarEvent.id,
    );
    expect((await ok<{ calendarEvent: null }>(`query ($id: ID!) { calendarEvent(id: $id) { id } }`, { id: createCalendarEvent.id }, MANAGER)).calendarEvent).toBeNull();
  });

  it("creates, renames and deletes a calendar; refuses a bad key before it reaches REST", async () => {
    const key = `gql-${crypto.randomUUID().slice(0, 8)}`;
    const { createCalendar } = await ok<{ createCalendar: { id: string; location: null; eventCount: number } }>(
      "mutation ($id: ID!) { createCalendar(id: $id, input: { name: \"GraphQL kitchen\" }) { id location { id } eventCount } }",
      { id: key },
      MANAGER,
    );
    expect(createCalendar).toEqual({ id: key, location: null, eventCount: 0 });
    expect((await ok<{ updateCalendar: { name: string } }>("mutation ($id: ID!) { updateCalendar(id: $id, input: { name: \"Renamed\" }) { name } }", { id: key }, MANAGER)).updateCalendar.name).toBe(
      "Renamed",
    );
    const taken = await refused('mutation { createCalendar(id: "cvk-logan", input: { name: "Again" }) { id } }', {}, MANAGER);
    expect(taken.extensions.code).toBe("CONFLICT");
    const slash = await operation('{ calendar(id: "../users") { id } }', {}, MANAGER);
    expect(slash.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await ok<{ deleteCalendar: string }>("mutation ($id: ID!) { deleteCalendar(id: $id) }", { id: key }, MANAGER)).deleteCalendar).toBe(key);
    expect((await ok<{ calendar: null }>("query ($id: ID!) { calendar(id: $id) { id } }", { id: key }, MANAGER)).calendar).toBeNull();
    const statuses = await ok<{ calendarEventStatuses: Array<{ key: string }> }>("{ calendarEventStatuses { key } }", {}, STAFF);
    expect(statuses.calendarEventStatuses.map((status) => status.key)).toEqual(["TENTATIVE", "CONFIRMED", "CANCELED"]);
  });
});
