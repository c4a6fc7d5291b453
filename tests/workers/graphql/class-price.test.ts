/**
 * A price per class over GraphQL (decision 079): ClassInput.priceCents in, ClassInformation.priceCents
 * and Class.unitPriceCents / fromPriceCents out — on the class page, the lists, the partners'
 * schedule — and the cart line and the checkout charge that one price; a bad price is a
 * BAD_USER_INPUT naming priceCents, and nothing is saved.
 */
import { describe, expect, it } from "vitest";
import { newCart, ok, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const TYPE_PRICE = 6900; // the seeded Cooking Class, $69.00 a guest

const PRICES = "unitPriceCents fromPriceCents";
const CREATE = `mutation ($input: ClassInput!) { createClass(input: $input) { priceCents class { id sku ${PRICES} } } }`;
const UPDATE = `mutation ($id: ID!, $input: ClassInput!) { updateClass(id: $id, input: $input) { priceCents class { ${PRICES} } } }`;

type Created = { createClass: { priceCents: number | null; class: { id: string; sku: string; unitPriceCents: number | null; fromPriceCents: number | null } } };

const day = 205;
const classInput = (name: string, priceCents?: unknown) => ({
  name,
  classTypeId: "2",
  locationId: "1",
  fulfillmentId: "1",
  date: inDays(day),
  time: "10:30",
  durationMinutes: 90,
  seats: 10,
  allowClash: true,
  ...(priceCents === undefined ? {} : { priceCents }),
});

async function publishedClass(name: string, priceCents?: number | null) {
  const { createClass } = await ok<Created>(CREATE, { input: classInput(name, priceCents) }, MANAGER);
  await ok(`mutation ($id: ID!) { publishClass(id: $id, published: true) { state } }`, { id: createClass.class.id }, MANAGER);
  return createClass;
}

describe("a class's own price over GraphQL", () => {
  it("is the class page's, the list's, the partners' schedule's, the cart line's and the checkout's price", async () => {
    const made = await publishedClass(`Holiday Ravioli ${unique()}`, 8900);
    expect(made).toMatchObject({ priceCents: 8900, class: { unitPriceCents: 8900, fromPriceCents: 8900 } });
    const { id, sku } = made.class;

    const page = await ok<{ class: { unitPriceCents: number; fromPriceCents: number } }>(`query ($sku: String!) { class(idOrSku: $sku) { ${PRICES} } }`, {
      sku,
    });
    expect(page.class).toEqual({ unitPriceCents: 8900, fromPriceCents: 8900 });

    const window = { afterDate: inDays(day), beforeDate: inDays(day + 1), classTypeIds: ["2"] };
    const list = await ok<{ classes: Array<{ id: string; fromPriceCents: number }> }>(
      `query ($filter: ClassFilter!) { classes(filter: $filter) { id fromPriceCents } }`,
      {
        filter: window,
      },
    );
    expect(list.classes.find((row) => row.id === id)).toEqual({ id, fromPriceCents: 8900 });
    const cheap = await ok<{ classes: Array<{ id: string }> }>(`query ($filter: ClassFilter!) { classes(filter: $filter) { id } }`, {
      filter: { ...window, maxPriceCents: 8000 },
    });
    expect(cheap.classes.map((row) => row.id)).not.toContain(id);

    const schedule = await ok<{ classSchedule: Array<{ id: string; unitPriceCents: number }> }>(
      `query ($from: String!, $to: String!) { classSchedule(from: $from, to: $to) { id unitPriceCents } }`,
      { from: inDays(day), to: inDays(day + 1) },
    );
    expect(schedule.classSchedule.find((row) => row.id === id)).toEqual({ id, unitPriceCents: 8900 });

    const cart = await newCart();
    const added = await ok<{ addGuestsToCart: { classes: Array<{ unitPriceCents: number; priceCents: number }>; totals: { subtotalCents: number } } }>(
      `mutation ($uuid: ID!, $classId: ID!) { addGuestsToCart(uuid: $uuid, classId: $classId, guests: 2) { classes { unitPriceCents priceCents } totals { subtotalCents } } }`,
      { uuid: cart.uuid, classId: id },
    );
    expect(added.addGuestsToCart.classes[0]).toEqual({ unitPriceCents: 8900, priceCents: 17_800 });
    expect(added.addGuestsToCart.totals.subtotalCents).toBe(17_800);

    const guest = (firstName: string) => ({ classId: id, firstName, lastName: "Lund", allergies: [] });
    const started = await ok<{ startCheckout: { checkout: { totals: { subtotalCents: number; lines: Array<{ classId: string; priceCents: number }> } } } }>(
      `mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { totals { subtotalCents lines { classId priceCents } } } } }`,
      {
        uuid: cart.uuid,
        input: {
          idempotencyKey: `test-${crypto.randomUUID()}`,
          firstName: "Maya",
          lastName: "Lund",
          email: `maya-${unique()}@example.com`,
          phone: "(435) 555-0142",
          allergies: [],
          spiceTolerance: "MILD",
          successUrl: "/checkout/success",
          cancelUrl: "/cart",
          guests: [guest("Maya"), guest("Theo")],
        },
      },
    );
    expect(started.startCheckout.checkout.totals.subtotalCents).toBe(17_800);
    expect(started.startCheckout.checkout.totals.lines).toEqual([{ classId: id, priceCents: 17_800 }]);
  });

  it("left out or null is its class type's price", async () => {
    const made = await publishedClass(`Pasta Basics ${unique()}`);
    expect(made).toMatchObject({ priceCents: null, class: { unitPriceCents: TYPE_PRICE, fromPriceCents: TYPE_PRICE } });
    const own = await ok<{ updateClass: { priceCents: number | null; class: { unitPriceCents: number } } }>(
      UPDATE,
      { id: made.class.id, input: classInput("Pasta Basics", 7500) },
      MANAGER,
    );
    expect(own.updateClass).toEqual({ priceCents: 7500, class: { unitPriceCents: 7500, fromPriceCents: 7500 } });
    const back = await ok<{ updateClass: { priceCents: number | null; class: { unitPriceCents: number } } }>(
      UPDATE,
      { id: made.class.id, input: classInput("Pasta Basics", null) },
      MANAGER,
    );
    expect(back.updateClass).toEqual({ priceCents: null, class: { unitPriceCents: TYPE_PRICE, fromPriceCents: TYPE_PRICE } });
  });

  it.each([-100, 1_000_001])("refuses %j with BAD_USER_INPUT on priceCents and saves nothing", async (price) => {
    const name = `Refused price ${unique()}`;
    const error = await refused(CREATE, { input: classInput(name, price) }, MANAGER);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(error.extensions.fields ?? {})).toEqual(["priceCents"]);
    const found = await ok<{ adminClasses: { total: number } }>(
      `query ($search: String!) { adminClasses(filter: { search: $search }) { total } }`,
      { search: name },
      MANAGER,
    );
    expect(found.adminClasses.total).toBe(0);

    const made = await publishedClass(`Kept price ${unique()}`, 8000);
    const edit = await refused(UPDATE, { id: made.class.id, input: classInput("Kept price", price) }, MANAGER);
    expect(edit.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(edit.extensions.fields ?? {})).toEqual(["priceCents"]);
    const page = await ok<{ class: { unitPriceCents: number } }>(`query ($sku: String!) { class(idOrSku: $sku) { unitPriceCents } }`, { sku: made.class.sku });
    expect(page.class.unitPriceCents).toBe(8000);
  });
});
