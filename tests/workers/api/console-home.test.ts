/**
 * GET console-home (issue 27 part 1, decision 070): each kitchen's classes of today and the coming
 * days in its own time zone, with seats, paid seats and revenue, and what needs attention — each
 * part only for staff who may open its area.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localDate } from "../../../workers/core/dates";
import { database } from "../../../workers/api/db";
import { consoleHome, type ConsoleHome } from "../../../workers/api/services/console-home";
import { findUser } from "../../../workers/api/services/users";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";

const ADMIN = seededToken("megan.larsen@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");
const DAY_MS = 86_400_000;

const home = async (query = "", token = ADMIN) => {
  const answer = await call<{ data: ConsoleHome }>("GET", `/console-home${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe("GET console-home", () => {
  it("answers 401 signed out and 403 to a customer; refuses bad days and kitchens with field messages", async () => {
    expectError(await call("GET", "/console-home"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/console-home", { token: (await registerCustomer()).token }), 403, "FORBIDDEN");
    expectError(await call("GET", "/console-home?days=0", { token: ADMIN }), 400, "BAD_REQUEST", "days");
    expectError(await call("GET", "/console-home?days=15", { token: ADMIN }), 400, "BAD_REQUEST", "days");
    expectError(await call("GET", "/console-home?location=logan", { token: ADMIN }), 400, "BAD_REQUEST", "location");
  });

  it("lists each kitchen's scheduled classes from its own today for the days asked, with seats, sales and revenue", async () => {
    const week = await home();
    expect(week.days).toBe(7);
    expect(week.classes!.length).toBeGreaterThan(10);
    for (const row of week.classes!) {
      const today = localDate(new Date(), row.timezone);
      expect(row.local_date >= today, `${row.name} on ${row.local_date}`).toBe(true);
      expect(Date.parse(`${row.local_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)).toBeLessThan(7 * DAY_MS);
      expect(row.seats_taken).toBeLessThanOrEqual(row.seats);
      expect(row.sold).toBeLessThanOrEqual(row.seats_taken);
    }
    const kitchens = week.classes!.map((row) => row.location_name);
    expect([...kitchens].sort((a, b) => a.localeCompare(b))).toEqual(kitchens);

    const today = await home("?days=1&location=1");
    expect(today.classes!.every((row) => row.location_id === 1 && row.local_date === localDate(new Date(), row.timezone))).toBe(true);
    expect(today.classes!.length).toBeLessThan(week.classes!.length);
  });

  it("counts a class under its minimum, a waiting request and a failed e-mail; a sale shows in seats and revenue", async () => {
    const before = await home();
    const target = before.classes!.find((row) => !row.canceled && !row.under_minimum && row.go_decision === null && row.seats_taken < row.seats)!;
    await env.DB.prepare("UPDATE classes SET min_seats = ?2 WHERE id = ?1").bind(target.id, target.seats).run();
    await env.DB.prepare(
      `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at, state, attempts, last_error, enqueued_at)
       VALUES (?1, 'Your order', 'Thanks', '<p>Thanks</p>', 'order_confirmation', 'order:1', ?2, 'failed', 5, 'mailbox full', ?2)`,
    )
      .bind(`home.${unique()}@example.com`, new Date().toISOString())
      .run();
    const request = await call("POST", "/class-requests", {
      headers: { "x-shop-origin": "https://shop.example" },
      body: {
        location_id: 1,
        preferred_dates: [new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10)],
        group_size: 12,
        occasion: "Team dinner",
        menu_wishes: "",
        name: "Kira Jensen",
        email: `kira.${unique()}@example.com`,
        phone: "(435) 555-0199",
      },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);

    const after = await home();
    const marked = after.classes!.find((row) => row.id === target.id)!;
    expect(marked).toMatchObject({ min_seats: target.seats, under_minimum: true });
    expect(after.attention.under_minimum).toBe(before.attention.under_minimum! + 1);
    expect(after.attention.failed_emails).toBe(before.attention.failed_emails! + 1);
    expect(after.attention.class_requests).toBe(before.attention.class_requests! + 1);
  });

  it("leaves out, as null, each part its reader may not open", async () => {
    const kitchen = await home("", KITCHEN);
    expect(kitchen.classes).not.toBeNull();
    expect(kitchen.attention).toMatchObject({ class_requests: null, failed_emails: null });

    const user = await findUser(database(env.DB), 1);
    const requestsOnly = await consoleHome(env.DB, { id: 1, user: user!, roles: ["staff"], permissions: ["class-requests.view"] });
    expect(requestsOnly.classes).toBeNull();
    expect(requestsOnly.attention).toMatchObject({ under_minimum: null, waitlist_offers: null, failed_emails: null });
    expect(typeof requestsOnly.attention.class_requests).toBe("number");
  });
});
