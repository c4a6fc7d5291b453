/**
 * Decision 045: the lists decision 044 left whole are pages now. Each test builds more rows than a
 * page through GraphQL, walks the pages (the bound holds, no gaps, no repeats) and checks that bad
 * paging input is BAD_USER_INPUT naming the argument, not a 500.
 */
import { describe, expect, it } from "vitest";
import { ADD_CLASS, buyableClasses, newCart, ok, refused, registeredCustomer, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

/** Every page of `read(first, offset)`, `size` at a time, until a short page. */
async function walk(read: (first: number, offset: number) => Promise<string[]>, size: number): Promise<string[][]> {
  const pages: string[][] = [];
  for (let offset = 0; ; offset += size) {
    const page = await read(size, offset);
    expect(page.length).toBeLessThanOrEqual(size);
    pages.push(page);
    if (page.length < size) return pages;
  }
}

describe("adminMeals pages (decision 045)", () => {
  it("answers a filtered page at a time, in order, without gaps or repeats", async () => {
    const word = `Paged${unique()}`;
    const ids: string[] = [];
    for (const name of ["Apple", "Barley", "Carrot", "Dill", "Endive"]) {
      const { createMeal } = await ok<{ createMeal: { meal: { id: string } } }>(
        `mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }`,
        { input: { name: `${name} ${word}`, mealTypeId: "1", priceCents: 3000, active: false } },
        MANAGER,
      );
      ids.push(createMeal.meal.id);
    }
    const QUERY = `query ($search: String, $first: Int, $offset: Int) {
      adminMeals(search: $search, mealTypeId: "1", active: false, first: $first, offset: $offset) { meal { id name active } }
    }`;
    const read = async (first: number, offset: number) =>
      (await ok<{ adminMeals: Array<{ meal: { id: string; active: boolean } }> }>(QUERY, { search: word, first, offset }, STAFF)).adminMeals.map(
        ({ meal }) => meal.id,
      );
    const pages = await walk(read, 2);
    expect(pages).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    // Without first: one page of at most 100, these five whole.
    expect(await read(100, 0)).toEqual(ids);
    const all = await ok<{ adminMeals: unknown[] }>("{ adminMeals { meal { id } } }", {}, STAFF);
    expect(all.adminMeals.length).toBeLessThanOrEqual(100);
  });

  it.each([
    ["{ adminMeals(first: 0) { meal { id } } }", "first"],
    ["{ adminMeals(first: 101) { meal { id } } }", "first"],
    ["{ adminMeals(offset: -1) { meal { id } } }", "offset"],
    ["{ adminMeals(offset: 10001) { meal { id } } }", "offset"],
    [`{ adminMeals(mealTypeId: "soup") { meal { id } } }`, "mealTypeId"],
  ])("refuses %s with BAD_USER_INPUT on %s", async (query, field) => {
    const error = await refused(query, {}, STAFF);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields).toHaveProperty(field);
  });
});

describe("userRegistrations(upcoming) pages a customer's classes to come (decision 045, /account/my-meals)", () => {
  it("pages the booked upcoming classes soonest first without gaps or repeats, and refuses bad paging", async () => {
    const customer = await registeredCustomer();
    const picked = await buyableClasses({}, 5);
    const cart = await newCart(customer.token);
    for (const shopClass of picked) {
      await ok(ADD_CLASS, { uuid: cart.uuid, classId: String(shopClass.id), size: "1", quantity: "1" }, customer.token);
    }
    const { startCheckout } = await ok<{ startCheckout: { checkout: { paymentUrl: string } } }>(
      `mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { paymentUrl } } }`,
      {
        uuid: cart.uuid,
        input: {
          idempotencyKey: `bounded-${unique()}`,
          firstName: "Paige",
          lastName: "Tester",
          email: customer.email,
          phone: "(435) 555-0142",
          address: { name: "Paige Tester", street: "95 W 100 S", city: "Logan", state: "UT", zipcode: "84321" },
          successUrl: "/checkout/success",
          cancelUrl: "/cart",
        },
      },
      customer.token,
    );
    const paid = await ok<{ paySandboxSession: { status: string } }>(
      `mutation ($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Paige Tester" }) { status } }`,
      { sessionId: startCheckout.checkout.paymentUrl.slice("/pay/".length) },
    );
    expect(paid.paySandboxSession.status).toBe("PAID");

    const QUERY = `query ($id: ID!, $limit: Int, $offset: Int) {
      userRegistrations(userId: $id, limit: $limit, offset: $offset, upcoming: true) { total registrations { id status class { sku date } } }
    }`;
    type Page = { userRegistrations: { total: number; registrations: Array<{ id: string; status: string; class: { sku: string; date: string } }> } };
    const seen: Array<{ sku: string; date: string }> = [];
    const read = async (limit: number, offset: number) => {
      const { userRegistrations } = await ok<Page>(QUERY, { id: customer.id, limit, offset }, customer.token);
      expect(userRegistrations.total).toBe(5);
      expect(userRegistrations.registrations.every((registration) => registration.status === "REGISTERED")).toBe(true);
      seen.push(...userRegistrations.registrations.map((registration) => registration.class));
      return userRegistrations.registrations.map((registration) => registration.id);
    };
    const pages = await walk(read, 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat()).size).toBe(5);
    // Soonest first: the classes picked (by date) in their order.
    expect(seen.map((shopClass) => shopClass.sku)).toEqual(picked.map((shopClass) => shopClass.sku));
    expect(seen.map((shopClass) => shopClass.date)).toEqual([...seen.map((shopClass) => shopClass.date)].sort());

    for (const [variables, field] of [
      [{ limit: 0 }, "limit"],
      [{ limit: 101 }, "limit"],
      [{ offset: -1 }, "offset"],
    ] as const) {
      const error = await refused(QUERY, { id: customer.id, ...variables }, customer.token);
      expect(error.extensions.code).toBe("BAD_USER_INPUT");
      expect(error.extensions.fields).toHaveProperty(field);
    }
  });
});
