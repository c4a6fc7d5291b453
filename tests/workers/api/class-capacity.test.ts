/**
 * Any capacity 1–200 (issue 27, decision 067): POST and PUT classes take `seats`, refuse what is
 * not a whole number from 1 to 200 with the one message of workers/core, find or make the
 * reservation size of that many seats, and still refuse fewer seats than are taken.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLASS_SEATS_MESSAGE } from "../../../workers/core/class-capacity";
import { call, expectError, seededToken } from "../support/api";
import { run } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

interface Information {
  id: number;
  seats: number;
  reservation_size_id: number;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A class by its seats at a day and kitchen of its own, so no other class clashes with it. */
const bySeats = (seats: unknown, day: number) => ({
  name: "Knife Skills",
  class_type_id: 2,
  location_id: 1,
  fulfillment_id: 1,
  date: inDays(day),
  time: "07:45",
  duration_minutes: 60,
  seats,
});

const countClasses = async () => (await env.DB.prepare("select count(*) as n from classes").first<{ n: number }>())!.n;
const sizesOf = (seats: number) =>
  env.DB.prepare("select id, name from reservation_sizes where seats = ?").bind(seats).all<{ id: number; name: string }>().then((answer) => answer.results);

describe("a class's seats", () => {
  it.each([
    [1, 171],
    [200, 172],
    ["3", 173],
  ])("takes %j seats", async (seats, day) => {
    const answer = await call<Information>("POST", "/classes", { token: MANAGER, body: bySeats(seats, day) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.seats).toBe(Number(seats));
  });

  it.each([0, 201, "abc", 2.5, -3, null])("refuses %j seats with the one message, and creates nothing", async (seats) => {
    const before = await countClasses();
    const answer = await call<{ error: { fields: Record<string, string[]> } }>("POST", "/classes", { token: MANAGER, body: bySeats(seats, 174) });
    expectError(answer, 400, "BAD_REQUEST", "seats");
    expect(answer.body.error.fields.seats).toEqual([CLASS_SEATS_MESSAGE]);
    expect(await countClasses()).toBe(before);
  });

  it("makes one reservation size for a new number of seats and reuses it", async () => {
    expect(await sizesOf(13)).toEqual([]);
    const first = await call<Information>("POST", "/classes", { token: MANAGER, body: bySeats(13, 175) });
    const second = await call<Information>("POST", "/classes", { token: MANAGER, body: bySeats(13, 176) });
    expect([first.status, second.status]).toEqual([201, 201]);
    const sizes = await sizesOf(13);
    expect(sizes).toEqual([{ id: first.body.reservation_size_id, name: "13 seats" }]);
    expect(second.body.reservation_size_id).toBe(first.body.reservation_size_id);
    // A seeded size keeps its row: 12 seats is "Standard".
    const standard = await call<Information>("POST", "/classes", { token: MANAGER, body: bySeats(12, 177) });
    expect(standard.body.reservation_size_id).toBe(2);
  });

  it("edits the seats up and down, and refuses fewer than are taken, changing nothing", async () => {
    const { body: made } = await call<Information>("POST", "/classes", { token: MANAGER, body: bySeats(10, 178) });
    const grown = await call<Information>("PUT", `/classes/${made.id}`, { token: MANAGER, body: bySeats(47, 178) });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(grown.body.seats).toBe(47);
    await run("update classes set seats_taken = 5 where id = ?1", made.id);
    const shrunk = await call<{ error: { fields: Record<string, string[]> } }>("PUT", `/classes/${made.id}`, { token: MANAGER, body: bySeats(4, 178) });
    expectError(shrunk, 400, "BAD_REQUEST", "seats");
    expect(shrunk.body.error.fields.seats).toEqual(["has 4 seats; 5 are taken"]);
    expect((await call<Information>("GET", `/classes/${made.id}/information`, { token: MANAGER })).body.seats).toBe(47);
    // Exactly the seats taken is fine.
    expect((await call<Information>("PUT", `/classes/${made.id}`, { token: MANAGER, body: bySeats(5, 178) })).body.seats).toBe(5);
  });
});
