/** A new class type over GraphQL (decision 050): a manager's, then offered by the class form; field messages, a taken name, staff refused. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ok, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const CREATE = `mutation ($input: ClassTypeInput!) {
  createClassType(input: $input) { upcomingClasses bookedClasses classType { id key name description offer seatPriceCents pairPriceCents prices { priceCents } picture { url } } }
}`;

type Created = { createClassType: { upcomingClasses: number; bookedClasses: number; classType: { id: string; key: string; name: string; offer: string; pairPriceCents: number | null } } };

const typesNamed = async (name: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM class_types WHERE lower(name) = lower(?1)").bind(name).first<{ n: number }>())!.n;

describe("createClassType", () => {
  it("creates a couples type for a manager, which the class form then offers", async () => {
    const name = `Tapas for Two ${unique()}`;
    const { createClassType } = await ok<Created>(CREATE, { input: { name, description: "Small plates.", offer: "PAIRS", pairPriceCents: 11_900, seatPriceCents: 4000 } }, MANAGER);
    expect(createClassType).toMatchObject({ upcomingClasses: 0, bookedClasses: 0 });
    expect(createClassType.classType).toEqual({
      id: expect.stringMatching(/^\d+$/),
      key: name.toLowerCase().replace(/ /g, "-"),
      name,
      description: "Small plates.",
      offer: "PAIRS",
      seatPriceCents: null,
      pairPriceCents: 11_900,
      prices: [],
      picture: null,
    });
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'class-types.create' AND resource_id = ?1")
      .bind(createClassType.classType.id)
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    const { classFormChoices } = await ok<{ classFormChoices: { classTypes: Array<{ id: string; name: string }> } }>("{ classFormChoices { classTypes { id name } } }", {}, MANAGER);
    expect(classFormChoices.classTypes).toContainEqual({ id: createClassType.classType.id, name });
  });

  it("names the fields of bad input and a taken name, and refuses staff without classes.create, inserting nothing", async () => {
    const name = `Paella ${unique()}`;
    const missing = await refused(CREATE, { input: { name, offer: "SEATS" } }, MANAGER);
    expect(missing.extensions.code).toBe("BAD_USER_INPUT");
    expect((missing.extensions.fields as Record<string, string[]>).seatPriceCents).toEqual(["is needed when the class sells seats"]);
    const blank = await refused(CREATE, { input: { name: " ", offer: "SEATS", seatPriceCents: 5000 } }, MANAGER);
    expect((blank.extensions.fields as Record<string, string[]>).name).toEqual(["is required"]);

    const staff = await refused(CREATE, { input: { name, offer: "SEATS", seatPriceCents: 5000 } }, STAFF);
    expect(staff.extensions.code).toBe("FORBIDDEN");
    expect(await typesNamed(name)).toBe(0);

    await ok<Created>(CREATE, { input: { name, offer: "SEATS", seatPriceCents: 5000 } }, MANAGER);
    const taken = await refused(CREATE, { input: { name: name.toUpperCase(), offer: "SEATS", seatPriceCents: 6000 } }, MANAGER);
    expect(taken.extensions.code).toBe("CONFLICT");
    expect(taken.extensions.reason).toBe("CLASS_TYPE_EXISTS");
    expect((taken.extensions.fields as Record<string, string[]>).name?.[0]).toMatch(/is taken by another class type/);
    expect(await typesNamed(name)).toBe(1);
  });
});
