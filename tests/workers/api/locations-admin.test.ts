/** The Locations area of the console (spec §7, decision 019): who may, validation, geocoding, audit, delete refused. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { first, freshClass, run } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

interface StaffLocation {
  id: number;
  phone: string;
  name: string;
  slug: string;
  active: boolean;
  latitude: number;
  longitude: number;
  timezone: string;
  active_months: number[] | null;
  location_fulfillment_ids: number[];
  upcoming_classes: number;
  shipping_offsets_count: number;
}

function locationInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Test Kitchen",
    slug: `test-kitchen-${unique()}`,
    address: { street: "1 Main St", city: "Logan", state: "ut", zipcode: "84341" },
    timezone: "America/Denver",
    active: true,
    active_months: [9, 1, 2],
    fulfillment_ids: [1, 2],
    ...overrides,
  };
}

const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values)).n;
const auditCount = (action: string, id: number) =>
  count("SELECT count(*) AS n FROM audit_log WHERE action = ?1 AND resource = 'locations' AND resource_id = ?2", action, String(id));

async function created(overrides: Record<string, unknown> = {}) {
  const answer = await call<StaffLocation>("POST", "/locations", { token: MANAGER, body: locationInput(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("staff changes to locations", () => {
  it("answers 401 without a token, 403 to a customer and to staff without the permission, and changes nothing", async () => {
    const customer = (await registerCustomer()).token;
    const before = await count("SELECT count(*) AS n FROM locations");
    const body = locationInput();
    for (const [method, path] of [
      ["POST", "/locations"],
      ["PUT", "/locations/1"],
      ["DELETE", "/locations/1"],
    ] as const) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { body, token: customer }), 403, "FORBIDDEN");
      // Staff hold locations.view only.
      expectError(await call(method, path, { body, token: STAFF }), 403, "FORBIDDEN");
    }
    expectError(await call("GET", "/locations/staff"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/locations/staff", { token: customer }), 403, "FORBIDDEN");
    expect(await count("SELECT count(*) AS n FROM locations")).toBe(before);
    expect((await call<{ data: unknown[] }>("GET", "/locations/staff", { token: STAFF })).status).toBe(200);
  });

  it("answers bad input with a message per field and stores nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM locations");
    const answer = await call("POST", "/locations", {
      token: MANAGER,
      body: locationInput({
        name: "",
        slug: "Not A Slug",
        address: { street: "1 Main St", city: "Logan", state: "Utah", zipcode: "8432" },
        timezone: "Mars/Olympus",
        active_months: [0, 13],
        email: "not-an-address",
        phone: "call the front desk",
      }),
    });
    const body = expectError(answer, 400, "BAD_REQUEST");
    expect(Object.keys(body.error.fields!).sort()).toEqual(
      ["active_months", "address.state", "address.zipcode", "email", "name", "phone", "slug", "timezone"].sort(),
    );
    expect(body.error.fields!.timezone).toEqual(["must be an IANA timezone, like America/Denver"]);
    expect(body.error.fields!.phone).toEqual(["Enter a ten-digit phone number, like (435) 555-0123, or leave it blank"]);
    expectError(await call("POST", "/locations", { token: MANAGER, body: locationInput({ latitude: 41.7 }) }), 400, "BAD_REQUEST", "longitude");
    // Known shape, unknown references: the slug taken, a fulfillment and a zip code nobody has.
    const references = await call("POST", "/locations", {
      token: MANAGER,
      body: locationInput({ slug: "logan", fulfillment_ids: [1, 99], address: { street: "x", city: "x", state: "UT", zipcode: "00001" } }),
    });
    const refused = expectError(references, 400, "BAD_REQUEST");
    expect(Object.keys(refused.error.fields!).sort()).toEqual(["address.zipcode", "fulfillment_ids", "slug"]);
    expect(await count("SELECT count(*) AS n FROM locations")).toBe(before);
  });

  it("creates a location at its zip code's centroid, updates it, and audits both with before and after", async () => {
    const location = await created({ phone: "+1 (435) 555-0142" });
    expect(location).toMatchObject({ name: "Test Kitchen", phone: "4355550142", active: true, active_months: [1, 2, 9], location_fulfillment_ids: [1, 2], upcoming_classes: 0 });
    expect(location.latitude).toBeCloseTo(41.7775, 3);
    expect(location.longitude).toBeCloseTo(-111.8186, 3);
    const createdRecord = await first<{ before: string | null; after: string; actor_email: string }>(
      "SELECT before, after, actor_email FROM audit_log WHERE action = 'locations.create' AND resource_id = ?1",
      String(location.id),
    );
    expect(createdRecord.before).toBeNull();
    expect(JSON.parse(createdRecord.after)).toMatchObject({ slug: location.slug, fulfillment_ids: [1, 2] });
    expect(createdRecord.actor_email).toBe("daniel.olsen@cachevalleykitchen.com");

    const update = await call<StaffLocation>("PUT", `/locations/${location.id}`, {
      token: MANAGER,
      body: locationInput({
        slug: location.slug,
        name: "Test Kitchen North",
        active: false,
        active_months: null,
        timezone: "America/Boise",
        latitude: 41.9,
        longitude: -111.9,
        fulfillment_ids: [1],
        shipping_offsets: [{ zipcode: "84321", offset_days: 2 }],
      }),
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({
      name: "Test Kitchen North",
      active: false,
      active_months: null,
      timezone: "America/Boise",
      latitude: 41.9,
      location_fulfillment_ids: [1],
      shipping_offsets_count: 1,
    });
    const record = await first<{ before: string; after: string }>(
      "SELECT before, after FROM audit_log WHERE action = 'locations.update' AND resource_id = ?1",
      String(location.id),
    );
    expect(JSON.parse(record.before)).toMatchObject({ name: "Test Kitchen", active: true, fulfillment_ids: [1, 2] });
    expect(JSON.parse(record.after)).toMatchObject({ name: "Test Kitchen North", active: false, fulfillment_ids: [1], shipping_offsets: [["84321", 2]] });

    // The staff list shows it although inactive; the customer list of active locations does not.
    const staffList = await call<{ data: StaffLocation[] }>("GET", "/locations/staff", { token: MANAGER });
    expect(staffList.body.data.some((row) => row.id === location.id && !row.active)).toBe(true);
    const active = await call<{ data: StaffLocation[] }>("GET", "/locations?active=true");
    expect(active.body.data.some((row) => row.id === location.id)).toBe(false);

    // Bad input on update changes nothing.
    expectError(await call("PUT", `/locations/${location.id}`, { token: MANAGER, body: locationInput({ slug: location.slug, timezone: "Nowhere" }) }), 400, "BAD_REQUEST", "timezone");
    expect((await first<{ timezone: string }>("SELECT timezone FROM locations WHERE id = ?1", location.id)).timezone).toBe("America/Boise");
    expectError(await call("PUT", "/locations/999999", { token: MANAGER, body: locationInput() }), 404, "NOT_FOUND");
  });

  it("deletes a location without classes, and refuses one with upcoming classes, suggesting to deactivate it", async () => {
    const spare = await created();
    const deleted = await call("DELETE", `/locations/${spare.id}`, { token: MANAGER });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await count("SELECT count(*) AS n FROM locations WHERE id = ?1", spare.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM location_fulfillments WHERE location_id = ?1", spare.id)).toBe(0);
    expect(await auditCount("locations.delete", spare.id)).toBe(1);

    const busy = await created();
    const shopClass = await freshClass();
    await first("UPDATE classes SET location_id = ?1 WHERE id = ?2 RETURNING id", busy.id, shopClass.id);
    const refused = expectError(await call("DELETE", `/locations/${busy.id}`, { token: MANAGER }), 409, "LOCATION_IN_USE");
    expect(refused.error.message).toMatch(/1 upcoming class: .*deactivate/);
    expect(await count("SELECT count(*) AS n FROM locations WHERE id = ?1", busy.id)).toBe(1);
    expect(await auditCount("locations.delete", busy.id)).toBe(0);
    const listed = await call<{ data: StaffLocation[] }>("GET", `/locations/staff?ids=${busy.id}`, { token: STAFF });
    expect(listed.body.data[0]!.upcoming_classes).toBe(1);
  });
});

describe("the shop follows a kitchen's fulfillments at once (decision 089)", () => {
  const seatVersion = async () =>
    (await env.EDGE_CACHE!.prepare("SELECT version FROM seat_versions WHERE scope = 'seats'").first<{ version: number }>())?.version ?? 0;

  it("a class of a fulfillment its kitchen no longer offers leaves the customer's list, and every cached list is built again", async () => {
    const kitchen = await created({ fulfillment_ids: [1, 2] });
    const pickup = await freshClass({ fulfillmentId: 2 });
    await run("UPDATE classes SET location_id = ?1 WHERE id = ?2", kitchen.id, pickup.id);
    const listed = async (token?: string) =>
      (await call<{ data: Array<{ id: number }> }>("GET", `/classes?location=${kitchen.id}&limit=1000`, { token })).body.data.some((row) => row.id === pickup.id);
    expect(await listed()).toBe(true);

    const before = await seatVersion();
    const withdrawn = await call<StaffLocation>("PUT", `/locations/${kitchen.id}`, { token: MANAGER, body: locationInput({ slug: kitchen.slug, fulfillment_ids: [1] }) });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    // Cached lists and kept pages that showed the kitchen's offer are built again (decisions 036, 042).
    expect(await seatVersion()).toBeGreaterThan(before);
    expect(await listed()).toBe(false);
    // Staff still see the class: it is theirs to move or cancel.
    expect(await listed(MANAGER)).toBe(true);

    const restored = await call<StaffLocation>("PUT", `/locations/${kitchen.id}`, { token: MANAGER, body: locationInput({ slug: kitchen.slug, fulfillment_ids: [1, 2] }) });
    expect(restored.status).toBe(200);
    expect(await listed()).toBe(true);
    const refusedAt = await seatVersion();
    // A refused change raises nothing and changes nothing.
    expectError(await call("PUT", `/locations/${kitchen.id}`, { token: MANAGER, body: locationInput({ slug: kitchen.slug, fulfillment_ids: ["pickup"] }) }), 400, "BAD_REQUEST", "fulfillment_ids");
    expect(await seatVersion()).toBe(refusedAt);
    expect(await listed()).toBe(true);
  });
});

describe("GET locations/staff pages (decision 045)", () => {
  it("answers a searched page by name after offset, without gaps or repeats, and a 400 on bad paging", async () => {
    const all = await call<{ data: Array<{ id: number; upcoming_classes: number }> }>("GET", "/locations/staff", { token: STAFF });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((location) => location.id);
    const pages: number[] = [];
    for (let offset = 0; offset < ids.length; offset += 2) {
      const page = await call<{ data: Array<{ id: number; upcoming_classes: number }> }>("GET", `/locations/staff?limit=2&offset=${offset}`, { token: STAFF });
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      pages.push(...page.body.data.map((location) => location.id));
      // Each row keeps its counts on a page.
      for (const row of page.body.data) expect(row.upcoming_classes).toBe(all.body.data.find((location) => location.id === row.id)!.upcoming_classes);
    }
    expect(pages).toEqual(ids);
    const logan = await call<{ data: Array<{ city: string; name: string }> }>("GET", "/locations/staff?search=LOGAN&limit=100", { token: STAFF });
    expect(logan.body.data.length).toBeGreaterThan(0);
    expect(logan.body.data.every((location) => `${location.name} ${location.city}`.toLowerCase().includes("logan"))).toBe(true);
    for (const query of ["limit=0", "limit=101", "offset=x", `search=${"x".repeat(101)}`]) {
      expectError(await call("GET", `/locations/staff?${query}`, { token: STAFF }), 400, "BAD_REQUEST", query.split("=")[0]);
    }
  });
});
