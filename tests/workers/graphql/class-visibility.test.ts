/**
 * Decision 018: private and unpublished classes are staff's. Every GraphQL path a customer or an
 * anonymous partner can take — lists, the schedule, one class by id or sku, the cart — answers
 * nothing about them, while staff (classes.view) still see them all.
 */
import { describe, expect, it } from "vitest";
import { makeClass } from "../support/cart";
import { ADMIN_EMAIL, newCart, ok, operation, registeredCustomer, seededToken } from "./cart-fixtures";

const CLASS = "query ($key: String!) { class(idOrSku: $key) { id sku classIsPublic } }";
const LIST = "query ($filter: ClassFilter) { classes(filter: $filter, first: 1000) { id sku classIsPublic } }";
const SCHEDULE = "query ($from: String!, $to: String!) { classSchedule(from: $from, to: $to) { id classIsPublic } }";

interface Listed {
  id: string;
  sku: string;
  classIsPublic: boolean;
}

async function skuOf(id: number): Promise<string> {
  const { classes } = await ok<{ classes: Listed[] }>(
    "query ($filter: ClassFilter) { classes(filter: $filter, first: 1000) { id sku } }",
    { filter: { publicClass: false } },
    seededToken(ADMIN_EMAIL),
  );
  const found = classes.find((listed) => listed.id === String(id));
  if (found) return found.sku;
  const { class: shopClass } = await ok<{ class: Listed }>(CLASS, { key: String(id) }, seededToken(ADMIN_EMAIL));
  return shopClass.sku;
}

const callers = async () => [
  { who: "anonymous", token: undefined },
  { who: "a customer", token: (await registeredCustomer()).token },
];

describe("private and unpublished classes", () => {
  it("refuses anonymous callers and customers who ask for the private list, with no data", async () => {
    for (const { who, token } of await callers()) {
      for (const filter of [{ publicClass: false }, { publicClass: false, canceled: false }]) {
        const answer = await operation<{ classes: Listed[] }>(LIST, { filter }, token);
        expect(answer.errors?.[0]?.extensions?.code, who).toBe("FORBIDDEN");
        expect(answer.data?.classes ?? null, who).toBeNull();
      }
    }
  });

  it("never lists a private, unpublished or archived class to customers, by any filter", async () => {
    const privateId = await makeClass({ classIsPublic: false });
    const draftId = await makeClass({ published: false });
    const archivedId = await makeClass({ status: "archived" });
    const hidden = new Set([privateId, draftId, archivedId].map(String));
    for (const { who, token } of await callers()) {
      for (const filter of [{}, { publicClass: true }, { canceled: false }, { afterDate: "2020-01-01" }]) {
        const { classes } = await ok<{ classes: Listed[] }>(LIST, { filter }, token);
        expect(classes.length, who).toBeGreaterThan(0);
        expect(classes.filter((listed) => hidden.has(listed.id) || !listed.classIsPublic), who).toEqual([]);
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
    const { classSchedule } = await ok<{ classSchedule: Listed[] }>(SCHEDULE, { from: today, to: later });
    expect(classSchedule.length).toBeGreaterThan(0);
    expect(classSchedule.filter((listed) => hidden.has(listed.id) || !listed.classIsPublic)).toEqual([]);
  });

  it("answers one private class by its sku (the host's link) only, and drafts and archived classes not at all", async () => {
    const privateId = await makeClass({ classIsPublic: false });
    const draftId = await makeClass({ published: false });
    const archivedId = await makeClass({ status: "archived" });
    const privateSku = await skuOf(privateId);
    for (const { who, token } of await callers()) {
      expect((await ok<{ class: Listed | null }>(CLASS, { key: privateSku }, token)).class?.id, who).toBe(String(privateId));
      for (const key of [String(privateId), String(draftId), await skuOf(draftId), String(archivedId), await skuOf(archivedId)]) {
        expect((await ok<{ class: Listed | null }>(CLASS, { key }, token)).class, `${who} ${key}`).toBeNull();
      }
    }
  });

  it("lets staff list and open every class", async () => {
    const privateId = await makeClass({ classIsPublic: false });
    const draftId = await makeClass({ published: false });
    const staff = seededToken("ana.morales@cachevalleykitchen.com");
    const { classes } = await ok<{ classes: Listed[] }>(LIST, { filter: { publicClass: false } }, staff);
    expect(classes.some((listed) => listed.id === String(privateId))).toBe(true);
    expect(classes.every((listed) => !listed.classIsPublic)).toBe(true);
    for (const id of [privateId, draftId]) {
      expect((await ok<{ class: Listed | null }>(CLASS, { key: String(id) }, staff)).class?.id).toBe(String(id));
    }
  });

  it("does not put a private class in a cart by its id, only by its sku", async () => {
    const privateId = await makeClass({ classIsPublic: false });
    const cart = await newCart();
    const add = `mutation ($uuid: ID!, $classId: ID, $sku: String) {
      addClassToCart(uuid: $uuid, classId: $classId, sku: $sku, portionSizeId: "1", portionQuantityId: "1") { classes { class { id } } }
    }`;
    const byId = await operation<{ addClassToCart: unknown }>(add, { uuid: cart.uuid, classId: String(privateId) });
    expect(byId.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(byId.data?.addClassToCart ?? null).toBeNull();
    const bySku = await ok<{ addClassToCart: { classes: Array<{ class: { id: string } }> } }>(add, {
      uuid: cart.uuid,
      sku: await skuOf(privateId),
    });
    expect(bySku.addClassToCart.classes.map((line) => line.class.id)).toEqual([String(privateId)]);
  });
});
