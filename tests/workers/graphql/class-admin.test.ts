/** The Classes area over GraphQL (issue 8): a manager creates, publishes and reads a class. */
import { describe, expect, it } from "vitest";
import { CLASS_SEATS_MESSAGE } from "../../../workers/core/class-capacity";
import { ok, operation, registeredCustomer, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CREATE = `mutation ($input: ClassInput!) {
  createClass(input: $input) { state actions localDate localTime locationId class { id sku name classIsPublic } }
}`;

describe("the Classes area over GraphQL", () => {
  it("creates a draft, publishes it, finds it in the staff list, and reads its summary and grocery list", async () => {
    const name = `Knife Skills ${crypto.randomUUID().slice(0, 6)}`;
    const input = { name, classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(30), time: "09:15", durationMinutes: 90, reservationSizeId: "1", hostId: "3", allowClash: true };
    const { createClass } = await ok<{ createClass: { state: string; actions: string[]; localDate: string; localTime: string; class: { id: string; sku: string } } }>(
      CREATE,
      { input },
      MANAGER,
    );
    expect(createClass).toMatchObject({ state: "DRAFT", localDate: input.date, localTime: "09:15" });
    expect(createClass.actions).toContain("PUBLISH");
    const id = createClass.class.id;
    const published = await ok<{ publishClass: { state: string } }>(`mutation ($id: ID!) { publishClass(id: $id, published: true) { state } }`, { id }, MANAGER);
    expect(published.publishClass.state).toBe("PUBLISHED");
    const { adminClasses } = await ok<{ adminClasses: { total: number; classes: Array<{ id: string; state: string; locationName: string }> } }>(
      `query ($search: String) { adminClasses(filter: { search: $search, status: PUBLISHED }) { total classes { id state locationName } } }`,
      { search: name },
      MANAGER,
    );
    expect(adminClasses).toEqual({ total: 1, classes: [{ id, state: "PUBLISHED", locationName: "Logan" }] });
    const read = await ok<{ classInformation: { registrationsCount: number; hostId: string }; classGrocery: { kits: number }; classFormChoices: { hosts: Array<{ id: string }> } }>(
      `query ($id: ID!) { classInformation(id: $id) { registrationsCount hostId } classGrocery(id: $id) { kits } classFormChoices { hosts { id } } }`,
      { id },
      MANAGER,
    );
    expect(read.classInformation).toEqual({ registrationsCount: 0, hostId: "3" });
    expect(read.classGrocery.kits).toBe(0);
    expect(read.classFormChoices.hosts.map((host) => host.id)).toContain("3");
  });

  it("names bad fields as GraphQL names them and refuses what the lifecycle forbids", async () => {
    const bad = await operation(CREATE, { input: { name: "", classTypeId: "2", locationId: "99999", fulfillmentId: "1", date: "2020-01-01", time: "09:00", durationMinutes: 90, reservationSizeId: "1" } }, MANAGER);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields ?? {})).toContain("name");
    const input = { name: "Draft", classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(40), time: "10:00", durationMinutes: 90, reservationSizeId: "1", allowClash: true };
    const { createClass } = await ok<{ createClass: { class: { id: string } } }>(CREATE, { input }, MANAGER);
    const refused = await operation(`mutation ($id: ID!) { completeClass(id: $id) { state } }`, { id: createClass.class.id }, MANAGER);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.message.length).toBeGreaterThan(10);
  });

  it("creates a private class for a group, naming bad organiser and kitchen fields in GraphQL's words", async () => {
    const CUSTOM = `mutation ($input: CustomClassInput!) { createCustomClass(input: $input) { state published class { sku classIsPublic } } }`;
    const fields = { name: "Team Dinner", classTypeId: "1", locationId: "1", fulfillmentId: "1", date: inDays(33), time: "18:00", durationMinutes: 120, seats: 12 };
    const input = { class: fields, contactName: "Lee Park", contactEmail: "lee.park@example.com" };
    const { createCustomClass } = await ok<{ createCustomClass: { state: string; published: boolean; class: { sku: string; classIsPublic: boolean } } }>(CUSTOM, { input }, MANAGER);
    expect(createCustomClass).toMatchObject({ state: "PUBLISHED", published: true, class: { classIsPublic: false } });
    expect(createCustomClass.class.sku).toMatch(/-[A-HJ-NP-Z2-9]{10}$/);
    const bad = await operation(CUSTOM, { input: { ...input, class: { ...fields, locationId: "2" }, contactEmail: "nope" } }, MANAGER);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual(["contactEmail"]);
    const elsewhere = await operation(CUSTOM, { input: { ...input, class: { ...fields, locationId: "2" } } }, MANAGER);
    expect(Object.keys(elsewhere.errors?.[0]?.extensions?.fields ?? {})).toEqual(["locationId"]);
    expect(bad.data).toBeNull();
    // Always private (decision 022): a public one is refused before anything is written.
    const open = await operation(CUSTOM, { input: { ...input, class: { ...fields, classIsPublic: true } } }, MANAGER);
    expect(open.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { classIsPublic: [expect.any(String)] } });
    expect(open.data).toBeNull();
  });

  it("answers null for a class that does not exist", async () => {
    expect((await ok<{ classInformation: null }>(`{ classInformation(id: "999999") { state } }`, {}, MANAGER)).classInformation).toBeNull();
  });

  it("answers no data to the signed-out, customers, and staff without the permission, and changes nothing", async () => {
    const input = { name: `Refused ${crypto.randomUUID().slice(0, 6)}`, classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(30), time: "10:00", durationMinutes: 90, seats: 8, allowClash: true };
    const customer = await registeredCustomer();
    for (const [token, code] of [
      [undefined, "UNAUTHENTICATED"],
      [customer.token, "FORBIDDEN"],
      [STAFF, "FORBIDDEN"],
      [KITCHEN, "FORBIDDEN"],
    ] as const) {
      const answer = await operation<{ createClass: unknown }>(CREATE, { input }, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
      expect(answer.data?.createClass ?? null).toBeNull();
    }
    const { createClass } = await ok<{ createClass: { class: { id: string } } }>(CREATE, { input }, MANAGER);
    const id = createClass.class.id;
    for (const [document, token] of [
      [`mutation ($id: ID!) { publishClass(id: $id, published: true) { state } }`, KITCHEN],
      [`mutation ($id: ID!) { deleteClass(id: $id) }`, STAFF],
      [`query ($id: ID!) { classAttendees(id: $id) { firstName } }`, customer.token],
    ] as const) {
      const answer = await operation(document, { id }, token);
      expect(answer.errors?.[0]?.extensions?.code, document).toBe("FORBIDDEN");
      expect(answer.data).toBeNull();
    }
    const { adminClasses } = await ok<{ adminClasses: { total: number; classes: Array<{ id: string; state: string }> } }>(
      `query ($search: String) { adminClasses(filter: { search: $search }) { total classes { id state } } }`,
      { search: input.name },
      MANAGER,
    );
    expect(adminClasses).toEqual({ total: 1, classes: [{ id, state: "DRAFT" }] });
  });

  it("takes seats for the size, edits, makes private with a link key, reads attendees and forecast, and deletes", async () => {
    const name = `Pasta Night ${crypto.randomUUID().slice(0, 6)}`;
    const input = { name, classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(35), time: "18:00", durationMinutes: 120, seats: 12, allowClash: true };
    const created = await ok<{ createClass: { reservationSizeId: string; class: { id: string; sku: string; seats: number } } }>(
      `mutation ($input: ClassInput!) { createClass(input: $input) { reservationSizeId class { id sku seats } } }`,
      { input },
      MANAGER,
    );
    expect(created.createClass).toMatchObject({ reservationSizeId: "2", class: { seats: 12 } });
    const id = created.createClass.class.id;

    const bad = await operation(`mutation ($id: ID!, $input: ClassInput!) { updateClass(id: $id, input: $input) { state } }`, { id, input: { ...input, seats: 201 } }, STAFF);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { seats: [CLASS_SEATS_MESSAGE] } });

    const edited = await ok<{ updateClass: { localTime: string; class: { name: string } } }>(
      `mutation ($id: ID!, $input: ClassInput!) { updateClass(id: $id, input: $input) { localTime class { name } } }`,
      { id, input: { ...input, name: `${name} II`, time: "17:30" } },
      STAFF,
    );
    expect(edited.updateClass).toEqual({ localTime: "17:30", class: { name: `${name} II` } });

    const made = await ok<{ setClassPublic: { state: string; class: { sku: string; classIsPublic: boolean } } }>(
      `mutation ($id: ID!) { setClassPublic(id: $id, public: false) { state class { sku classIsPublic } } }`,
      { id },
      STAFF,
    );
    expect(made.setClassPublic).toMatchObject({ state: "DRAFT", class: { classIsPublic: false } });
    expect(made.setClassPublic.class.sku).toBe(`${created.createClass.class.sku}-${made.setClassPublic.class.sku.slice(-10)}`);

    const archive = await operation(`mutation ($id: ID!) { archiveClass(id: $id) { state } }`, { id }, MANAGER);
    expect(archive.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect(archive.errors?.[0]?.message).toMatch(/delete/);

    const read = await ok<{ classAttendees: unknown[]; classForecast: { seats: number; sold: number; held: number; left: number; byDay: unknown[] } }>(
      `query ($id: ID!) { classAttendees(id: $id, allAttendees: true) { firstName } classForecast(id: $id) { seats sold held left byDay { day } } }`,
      { id },
      KITCHEN,
    );
    expect(read).toEqual({ classAttendees: [], classForecast: { seats: 12, sold: 0, held: 0, left: 12, byDay: [] } });

    expect((await ok<{ deleteClass: string }>(`mutation ($id: ID!) { deleteClass(id: $id) }`, { id }, MANAGER)).deleteClass).toBe(id);
    expect((await ok<{ classInformation: null }>(`query ($id: ID!) { classInformation(id: $id) { state } }`, { id }, MANAGER)).classInformation).toBeNull();
  });
});
