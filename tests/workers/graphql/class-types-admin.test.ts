/** Class types over GraphQL (decision 047): a manager's price change, the field messages, the locked offer, staff refused. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ok, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const UPDATE = `mutation ($id: ID!, $input: ClassTypeInput!) {
  updateClassType(id: $id, input: $input) { upcomingClasses bookedClasses classType { id name offer seatPriceCents pairPriceCents } }
}`;

async function ownType(): Promise<string> {
  const key = `gql-${unique()}`;
  const row = await env.DB.prepare("INSERT INTO class_types (key, name, offer, seat_price_cents) VALUES (?1, ?2, 'seats', 4500) RETURNING id")
    .bind(key, `GraphQL type ${key}`)
    .first<{ id: number }>();
  return String(row!.id);
}

describe("class types over GraphQL", () => {
  it("changes a type's price and offer for a manager, names a missing price, and refuses staff", async () => {
    const id = await ownType();
    const { updateClassType } = await ok<{ updateClassType: { classType: { offer: string; seatPriceCents: number | null; pairPriceCents: number | null } } }>(
      UPDATE,
      { id, input: { name: "Pasta by Hand", offer: "PAIRS", pairPriceCents: 13_500, seatPriceCents: 4500 } },
      MANAGER,
    );
    expect(updateClassType.classType).toEqual({ id, name: "Pasta by Hand", offer: "PAIRS", seatPriceCents: null, pairPriceCents: 13_500 });

    const missing = await refused(UPDATE, { id, input: { name: "Pasta by Hand", offer: "SEATS" } }, MANAGER);
    expect(missing.extensions.code).toBe("BAD_USER_INPUT");
    expect((missing.extensions.fields as Record<string, string[]>).seatPriceCents).toEqual(["is needed when the class sells seats"]);

    const staff = await refused(UPDATE, { id, input: { name: "Nope", offer: "SEATS", seatPriceCents: 100 } }, STAFF);
    expect(staff.extensions.code).toBe("FORBIDDEN");
    const row = await env.DB.prepare("SELECT name, offer, pair_price_cents FROM class_types WHERE id = ?1").bind(Number(id)).first();
    expect(row).toEqual({ name: "Pasta by Hand", offer: "pairs", pair_price_cents: 13_500 });
  });

  it("refuses a new offer for a type whose upcoming classes hold seats, on the offer field", async () => {
    // The seed's Date Night classes have registrations.
    const { adminClassTypes } = await ok<{ adminClassTypes: Array<{ bookedClasses: number; classType: { id: string; name: string } }> }>(
      "{ adminClassTypes { bookedClasses classType { id name } } }",
      {},
      MANAGER,
    );
    const dateNight = adminClassTypes.find((row) => row.classType.name === "Date Night")!;
    expect(dateNight.bookedClasses).toBeGreaterThan(0);
    const answer = await refused(UPDATE, { id: dateNight.classType.id, input: { name: "Date Night", offer: "SEATS", seatPriceCents: 8000 } }, MANAGER);
    expect(answer.extensions.code).toBe("CONFLICT");
    expect((answer.extensions.fields as Record<string, string[]>).offer?.[0]).toMatch(/registrations or held seats/);
  });
});
