import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { startOfWeek, zonedParts } from "../../../workers/core/dates";
import { call, expectError, registerCustomer, seededToken } from "../support/api";

interface ClassBody {
  id: number;
  name: string;
  description: string;
  class_type_id: number;
  sku: string;
  date: string;
  canceled: boolean;
  class_is_public: boolean;
  location_id: number;
  fulfillment_id: number;
  seats: number;
  seats_left: number;
  location?: { id: number; timezone: string; name: string };
  fulfillment?: { id: number; key: string };
  reservation_size?: { seats: number };
  host?: { first_name: string } | null;
  menu?: { name: string } | null;
}

async function getClasses(query = "") {
  const response = await exports.default.fetch(`https://api.internal/classes${query}`);
  return { response, body: (await response.json()) as { data: ClassBody[]; meta: { count: number } } };
}

async function getError(query: string) {
  const response = await exports.default.fetch(`https://api.internal/classes${query}`);
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } } };
}

describe("GET classes", () => {
  it("answers the default query of spec §9: public classes from the start of this week, with relations", async () => {
    const { response, body } = await getClasses();
    expect(response.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(20);
    expect(body.meta.count).toBe(body.data.length);
    const weekStart = startOfWeek(new Date()).toISOString();
    for (const shopClass of body.data) {
      expect(shopClass.class_is_public).toBe(true);
      expect(shopClass.date >= weekStart).toBe(true);
      expect(shopClass.location?.timezone).toBe("America/Denver");
      expect(shopClass.fulfillment?.id).toBe(shopClass.fulfillment_id);
      expect(shopClass.reservation_size?.seats).toBe(shopClass.seats);
      expect(shopClass.seats_left).toBe(Math.max(0, shopClass.seats - (shopClass.seats - shopClass.seats_left)));
      expect("host" in shopClass && "menu" in shopClass).toBe(true);
    }
    const dates = body.data.map((shopClass) => shopClass.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("filters by method, location list and month", async () => {
    const { body: all } = await getClasses("?limit=1000");
    const first = all.data[0]!;
    const month = first.date.slice(0, 7);
    const { body } = await getClasses(`?method=in-person&location=${first.location_id}&month=${month}`);
    expect(body.data.length).toBeGreaterThan(0);
    for (const shopClass of body.data) {
      expect(shopClass.fulfillment_id).toBe(1);
      expect(shopClass.location_id).toBe(first.location_id);
    }
    const { body: pickup } = await getClasses("?method=pre-assembled");
    expect(pickup.data.every((shopClass) => shopClass.fulfillment_id === 2)).toBe(true);
  });

  it("shows private classes only to staff who ask (decision 018), and canceled ones can be left out", async () => {
    const anonymous = await getError("?public_class=false");
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error.code).toBe("FORBIDDEN");
    const customer = await call("GET", "/classes?public_class=false", { token: (await registerCustomer()).token });
    expectError(customer, 403, "FORBIDDEN");
    const staff = await call<{ data: ClassBody[] }>("GET", "/classes?public_class=false", {
      token: seededToken("ana.morales@cachevalleykitchen.com"),
    });
    const privateClasses = staff.body;
    expect(privateClasses.data.length).toBeGreaterThan(0);
    expect(privateClasses.data.every((shopClass) => !shopClass.class_is_public)).toBe(true);
    const drafts = await getError("?published_only=false");
    expect(drafts.status).toBe(403);
    const { body: withCanceled } = await getClasses("?canceled=true");
    expect(withCanceled.data.length).toBeGreaterThan(0);
    expect(withCanceled.data.every((shopClass) => shopClass.canceled)).toBe(true);
    const { body: open } = await getClasses("?canceled=false");
    expect(open.data.some((shopClass) => shopClass.canceled)).toBe(false);
  });

  it("keeps only the relations asked for", async () => {
    const { body } = await getClasses("?relations=fulfillment");
    const shopClass = body.data[0]!;
    expect(shopClass.fulfillment).toBeDefined();
    expect(shopClass.location).toBeUndefined();
    expect(shopClass.host).toBeUndefined();
  });

  it("honours after_date and before_date", async () => {
    const { body } = await getClasses("?limit=1000");
    const middle = body.data[Math.floor(body.data.length / 2)]!.date;
    const { body: later } = await getClasses(`?after_date=${encodeURIComponent(middle)}`);
    expect(later.data.every((shopClass) => shopClass.date >= middle)).toBe(true);
    const { body: earlier } = await getClasses(`?before_date=${encodeURIComponent(middle)}`);
    expect(earlier.data.every((shopClass) => shopClass.date < middle)).toBe(true);
    expect(later.data.length + earlier.data.length).toBe(body.data.length);
  });

  it("finds classes by class type, lowest price, a free seat and words (decision 038)", async () => {
    const { body: all } = await getClasses("?limit=1000");
    const types = await (await exports.default.fetch("https://api.internal/classes/types")).json() as {
      data: { id: number; key: string; offer: string; seat_price_cents: number | null; pair_price_cents: number | null; prices: { price_cents: number }[] }[];
    };
    const kids = types.data.find((type) => type.key.includes("kids"))!;
    const { body: ofType } = await getClasses(`?limit=1000&class_type=${kids.id}`);
    expect(ofType.data.length).toBeGreaterThan(0);
    expect(ofType.data.every((shopClass) => shopClass.class_type_id === kids.id)).toBe(true);
    expect(ofType.data.length).toBe(all.data.filter((shopClass) => shopClass.class_type_id === kids.id).length);

    // The "from" price: a guest's or couple's where the type sells seats (decision 040).
    const fromPrice = (type: (typeof types.data)[number]) =>
      type.offer === "seats" ? type.seat_price_cents! : type.offer === "pairs" ? type.pair_price_cents! : Math.min(...type.prices.map((price) => price.price_cents));
    const lowest = new Map(types.data.map((type) => [type.id, fromPrice(type)]));
    const cheapest = Math.min(...lowest.values());
    const { body: cheap } = await getClasses(`?limit=1000&max_price=${cheapest}`);
    expect(cheap.data.length).toBeGreaterThan(0);
    expect(cheap.data.every((shopClass) => lowest.get(shopClass.class_type_id) === cheapest)).toBe(true);
    const { body: none } = await getClasses(`?limit=1000&max_price=${cheapest - 1}`);
    expect(none.data).toEqual([]);

    const { body: open } = await getClasses("?limit=1000&seats_available=true");
    expect(open.data.every((shopClass) => shopClass.seats_left > 0)).toBe(true);
    expect(open.data.length).toBe(all.data.filter((shopClass) => shopClass.seats_left > 0).length);

    const word = all.data[0]!.name.split(/\s+/)[0]!.toUpperCase();
    const { body: found } = await getClasses(`?limit=1000&search=${encodeURIComponent(` ${word} `)}`);
    expect(found.data.length).toBeGreaterThan(0);
    for (const shopClass of found.data) expect(`${shopClass.name} ${shopClass.description}`.toLowerCase()).toContain(word.toLowerCase());
    // % and _ are letters here, not wildcards.
    const { body: wild } = await getClasses(`?search=${encodeURIComponent("%_")}`);
    expect(wild.data).toEqual([]);
  });

  it("finds classes by day of the week in the shop's timezone and by a party's free seats (decision 085)", async () => {
    const { body: all } = await getClasses("?limit=1000");
    // Evening classes start the next day in UTC: the day is the kitchen's own.
    const weekday = (shopClass: ClassBody) => zonedParts(new Date(shopClass.date), "America/Denver").weekday;
    const { body: weekends } = await getClasses("?limit=1000&weekday=0,6");
    expect(weekends.data.length).toBeGreaterThan(0);
    expect(weekends.data.map((shopClass) => shopClass.id)).toEqual(all.data.filter((shopClass) => [0, 6].includes(weekday(shopClass))).map((shopClass) => shopClass.id));
    const { body: tuesdays } = await getClasses("?limit=1000&weekday=2");
    expect(tuesdays.data.length).toBeGreaterThan(0);
    expect(tuesdays.data.every((shopClass) => weekday(shopClass) === 2)).toBe(true);
    expect(tuesdays.data.some((shopClass) => new Date(shopClass.date).getUTCDay() === 3)).toBe(true);

    const { body: party } = await getClasses("?limit=1000&min_seats=6");
    expect(party.data.length).toBeGreaterThan(0);
    expect(party.data.map((shopClass) => shopClass.id)).toEqual(all.data.filter((shopClass) => shopClass.seats_left >= 6).map((shopClass) => shopClass.id));
    expect(all.data.some((shopClass) => shopClass.seats_left > 0 && shopClass.seats_left < 6)).toBe(true);
  });

  it.each([
    ["?weekday=7", "weekday"],
    ["?weekday=1,1", "weekday"],
    ["?min_seats=0", "min_seats"],
    ["?min_seats=13", "min_seats"],
    ["?class_type=kids", "class_type"],
    ["?max_price=-5", "max_price"],
    ["?max_price=12.50", "max_price"],
    ["?seats_available=sometimes", "seats_available"],
    ["?month=2026-13", "month"],
    ["?month=december", "month"],
    ["?method=teleport", "method"],
    ["?location=abc", "location"],
    ["?relations=host,spaceship", "relations"],
    ["?canceled=maybe", "canceled"],
    ["?after_date=yesterday", "after_date"],
    ["?before_date=2026-02-31", "before_date"],
    ["?limit=0", "limit"],
    ["?limit=1002", "limit"],
    [`?method=${"x".repeat(300)}`, "method"],
  ])("answers %s with a 400 naming the field", async (query, field) => {
    const { status, body } = await getError(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.fields[field]?.length).toBeGreaterThan(0);
    expect(body.error.message).toContain(field);
  });
});

describe("the api's error shape", () => {
  it("answers an unknown route with a JSON 404", async () => {
    const response = await exports.default.fetch("https://api.internal/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
