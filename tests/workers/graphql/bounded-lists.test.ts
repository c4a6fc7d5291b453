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

describe("adminLocations and calendars page (decision 045)", () => {
  it("pages the locations whose name or city has the words, by name, without gaps or repeats", async () => {
    const word = `Pagedtown${unique()}`;
    const ids: string[] = [];
    for (const name of ["A", "B", "C"]) {
      const { createLocation } = await ok<{ createLocation: { location: { id: string } } }>(
        `mutation ($input: LocationInput!) { createLocation(input: $input) { location { id } } }`,
        {
          input: {
            name: `${name} Kitchen ${word}`,
            slug: `paged-kitchen-${name.toLowerCase()}-${unique()}`,
            address: { street: "2 Main St", city: "Logan", state: "UT", zipcode: "84321" },
            timezone: "America/Denver",
            active: false,
            taxRateBps: 725,
            fulfillmentIds: ["1"],
          },
        },
        MANAGER,
      );
      ids.push(createLocation.location.id);
    }
    const read = async (first: number, offset: number) =>
      (
        await ok<{ adminLocations: Array<{ location: { id: string } }> }>(
          `query ($search: String, $first: Int, $offset: Int) { adminLocations(search: $search, first: $first, offset: $offset) { location { id } } }`,
          { search: word.toLowerCase(), first, offset },
          STAFF,
        )
      ).adminLocations.map(({ location }) => location.id);
    expect(await walk(read, 2)).toEqual([ids.slice(0, 2), ids.slice(2)]);
    expect(await read(100, 0)).toEqual(ids);
    // The city matches too: Logan holds these three.
    const logan = await ok<{ adminLocations: Array<{ location: { id: string } }> }>(`{ adminLocations(search: "logan") { location { id } } }`, {}, STAFF);
    expect(logan.adminLocations.map(({ location }) => location.id)).toEqual(expect.arrayContaining(ids));
  });

  it("pages the calendars by name without gaps or repeats", async () => {
    const tag = unique();
    for (const index of [1, 2, 3]) {
      await ok(`mutation ($id: ID!, $input: CalendarInput!) { createCalendar(id: $id, input: $input) { id } }`, { id: `paged-${tag}-${index}`, input: { name: `Paged calendar ${tag} ${index}` } }, MANAGER);
    }
    const read = async (first: number, offset: number) =>
      (await ok<{ calendars: Array<{ id: string }> }>(`query ($first: Int, $offset: Int) { calendars(first: $first, offset: $offset) { id } }`, { first, offset }, STAFF)).calendars.map(
        (calendar) => calendar.id,
      );
    const pages = await walk(read, 2);
    const all = await read(100, 0);
    expect(pages.flat()).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining([1, 2, 3].map((index) => `paged-${tag}-${index}`)));
  });

  it.each([
    ["{ adminLocations(first: 0) { location { id } } }", "first"],
    ["{ adminLocations(first: 101) { location { id } } }", "first"],
    ["{ adminLocations(offset: -1) { location { id } } }", "offset"],
    ["{ calendars(first: 0) { id } }", "first"],
    ["{ calendars(first: 101) { id } }", "first"],
    ["{ calendars(offset: 10001) { id } }", "offset"],
  ])("refuses %s with BAD_USER_INPUT on %s", async (query, field) => {
    const error = await refused(query, {}, STAFF);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields).toHaveProperty(field);
  });
});

describe("the public meals list pages (decision 045)", () => {
  it("answers at most `first` active meals after `offset`, the pages joining without gaps or repeats", async () => {
    const read = async (first: number, offset: number) =>
      (await ok<{ meals: Array<{ id: string }> }>(`query ($first: Int, $offset: Int) { meals(first: $first, offset: $offset) { id } }`, { first, offset })).meals.map(
        (meal) => meal.id,
      );
    const whole = (await ok<{ meals: Array<{ id: string }> }>("{ meals { id } }")).meals.map((meal) => meal.id);
    expect(whole.length).toBeGreaterThan(5);
    expect(whole.length).toBeLessThanOrEqual(100);
    const pages = await walk(read, 5);
    expect(pages.flat()).toEqual(whole);
    // A menu's meals (at most 40) come whole in the menu's order with the default first.
    const { menus } = await ok<{ menus: Array<{ id: string; meals: Array<{ id: string }> }> }>("{ menus { id meals { id } } }");
    const menu = menus.find((candidate) => candidate.meals.length > 2)!;
    const ofMenu = await ok<{ meals: Array<{ id: string }> }>(`query ($id: ID!) { meals(filter: { menuId: $id }) { id } }`, { id: menu.id });
    expect(ofMenu.meals.map((meal) => meal.id)).toEqual(menu.meals.map((meal) => meal.id));
    const second = await ok<{ meals: Array<{ id: string }> }>(`query ($id: ID!) { meals(filter: { menuId: $id }, first: 2, offset: 1) { id } }`, { id: menu.id });
    expect(second.meals.map((meal) => meal.id)).toEqual(menu.meals.slice(1, 3).map((meal) => meal.id));
  });

  it.each([
    ["{ meals(first: 0) { id } }", "first"],
    ["{ meals(first: 101) { id } }", "first"],
    ["{ meals(offset: -1) { id } }", "offset"],
    ["{ meals(offset: 10001) { id } }", "offset"],
  ])("refuses %s with BAD_USER_INPUT on %s", async (query, field) => {
    const error = await refused(query);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields).toHaveProperty(field);
  });
});
