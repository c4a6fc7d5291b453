/** The Classes area over GraphQL (issue 8): a manager creates, publishes and reads a class. */
import { describe, expect, it } from "vitest";
import { ok, operation, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CREATE = `mutation ($input: ClassInput!) {
  createClass(input: $input) { state actions localDate localTime locationId class { id sku name classIsPublic } }
}`;

describe("the Classes area over GraphQL", () => {
  it("creates a draft, publishes it, finds it in the staff list, and reads its summary and grocery list", async () => {
    const name = `Knife Skills ${crypto.randomUUID().slice(0, 6)}`;
    const input = { name, classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(30), time: "09:15", durationMinutes: 90, reservationSizeId: "1", hostId: "3" };
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
    const input = { name: "Draft", classTypeId: "2", locationId: "1", fulfillmentId: "1", date: inDays(40), time: "10:00", durationMinutes: 90, reservationSizeId: "1" };
    const { createClass } = await ok<{ createClass: { class: { id: string } } }>(CREATE, { input }, MANAGER);
    const refused = await operation(`mutation ($id: ID!) { completeClass(id: $id) { state } }`, { id: createClass.class.id }, MANAGER);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.message.length).toBeGreaterThan(10);
  });

  it("answers null for a class that does not exist", async () => {
    expect((await ok<{ classInformation: null }>(`{ classInformation(id: "999999") { state } }`, {}, MANAGER)).classInformation).toBeNull();
  });
});
