import { describe, expect, it } from "vitest";
import { LOCATIONS } from "../../../drizzle/seed/data";
import { milesBetween, NO_SERVICE_MESSAGE } from "../../../workers/core/geo";
import { TEST_ZIPCODES } from "../fixtures";
import { expectBadRequest, expectNotFound, get, type ListBody } from "./request";

interface LocationBody {
  id: number;
  name: string;
  active: boolean;
  shipping: boolean;
  allow_custom_class: boolean;
  calendar_id: string | null;
  active_months: number[] | null;
  address: { street: string; city: string; state: string; zipcode: string };
  location_fulfillment_ids: number[];
  distance: number | null;
  fulfillments?: Array<{ id: number; key: string; name: string; path: string }>;
}

const listLocations = (query = "") => get<ListBody<LocationBody>>(`/locations${query}`);
const zip = (code: string) => TEST_ZIPCODES.find((row) => row.zipcode === code)!;
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe("GET locations", () => {
  it("answers every location ordered by name, with address and fulfillment ids (spec §3)", async () => {
    const { status, body } = await listLocations();
    expect(status).toBe(200);
    expect(body.meta).toEqual({ count: LOCATIONS.length, mile_radius: null });
    expect(body.data.map((location) => location.name)).toEqual(byName(LOCATIONS.map((location) => location.name)));
    const logan = body.data.find((location) => location.name === "Logan")!;
    expect(logan).toMatchObject({
      address: { street: "75 N Main St", city: "Logan", state: "UT", zipcode: "84321" },
      location_fulfillment_ids: [1, 2, 3, 4],
      distance: null,
      shipping: true,
      allow_custom_class: true,
      calendar_id: "cvk-logan",
      active_months: null,
    });
    expect(logan.fulfillments).toBeUndefined();
    const stGeorge = body.data.find((location) => location.address.city === "St. George")!;
    expect(stGeorge).toMatchObject({ active: false, active_months: [1, 2, 3, 4, 5, 10, 11, 12], location_fulfillment_ids: [1] });
  });

  it("filters by active, and by having public or future classes", async () => {
    const { body: active } = await listLocations("?active=true");
    expect(active.data.map((location) => location.name)).toEqual(byName(LOCATIONS.filter((l) => l.active).map((l) => l.name)));
    const { body: inactive } = await listLocations("?active=false");
    expect(inactive.data.map((location) => location.name)).toEqual(["St. George (Coming Soon)"]);
    // The seed gives every open kitchen classes and the coming-soon one none.
    const { body: withClasses } = await listLocations("?class_public=true&class_future=true");
    expect(withClasses.data.map((location) => location.name)).toEqual(active.data.map((location) => location.name));
    const { body: publicOnly } = await listLocations("?class_public=1");
    expect(publicOnly.meta.count).toBe(active.meta.count);
  });

  it("answers the locations within the default 50 miles of a zip code by distance (spec §9)", async () => {
    const { body } = await listLocations("?user_zipcode=84321");
    const expected = LOCATIONS.map((location) => ({ name: location.name, miles: milesBetween(zip("84321"), location as { latitude: number; longitude: number }) }))
      .filter((location) => location.miles <= 50)
      .sort((a, b) => a.miles - b.miles);
    expect(body.meta.mile_radius).toBe(50);
    // Ogden is about 36 miles from Logan, Salt Lake City about 75: the default stops between them.
    expect(body.data.map((location) => location.name)).toContain("Ogden");
    expect(body.data.map((location) => location.name)).not.toContain("Salt Lake City — Sugar House");
    expect(body.data.map((location) => location.name)).toEqual(expected.map((location) => location.name));
    expect(body.data.map((location) => location.distance)).toEqual(expected.map((location) => Math.round(location.miles * 10) / 10));
    expect(body.data[0]).toMatchObject({ name: "Logan", distance: 0.3 });
    expect(body.data.map((location) => location.name)).not.toContain("Provo");
  });

  it("takes a position and a radius, and a 9-digit zip code", async () => {
    const { body } = await listLocations("?user_latitude=41.7318&user_longitude=-111.8348&mile_radius=10");
    expect(body.data.map((location) => [location.name, location.distance])).toEqual([
      ["Logan", 0],
      ["Smithfield", 7.2],
    ]);
    const { body: nineDigits } = await listLocations("?user_zipcode=84601-1234&mile_radius=5");
    expect(nineDigits.data.map((location) => location.name)).toEqual(["Provo"]);
  });

  it("answers the tolerated message of spec §8 with no location in range", async () => {
    const { status, body } = await listLocations("?user_zipcode=84770&active=true");
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { count: 0, mile_radius: 50, message: NO_SERVICE_MESSAGE } });
  });

  it("adds the fulfillments relation and fetches a batch by ids", async () => {
    const { body } = await listLocations("?ids=2,1&relations=fulfillments");
    expect(body.data.map((location) => location.id)).toEqual([1, 2]);
    expect(body.data[0]!.fulfillments!.map((f) => [f.key, f.path])).toEqual([
      ["in-person", "/classes"],
      ["pre-assembled", "/pickup"],
      ["delivery", "/delivery"],
      ["shipping", "/delivery"],
    ]);
    expect(body.data[1]!.fulfillments!.map((f) => f.key)).toEqual(["in-person", "pre-assembled"]);
  });

  it.each([
    ["?user_latitude=200&user_longitude=-111", "user_latitude"],
    ["?user_latitude=41&user_longitude=-181", "user_longitude"],
    ["?user_latitude=abc&user_longitude=-111", "user_latitude"],
    ["?user_latitude=41.7", "user_longitude"],
    ["?user_zipcode=84321&mile_radius=-5", "mile_radius"],
    ["?user_zipcode=84321&mile_radius=0", "mile_radius"],
    ["?user_zipcode=84321&mile_radius=3001", "mile_radius"],
    ["?mile_radius=50", "mile_radius"],
    ["?user_zipcode=8432", "user_zipcode"],
    ["?user_zipcode=99999", "user_zipcode"],
    ["?relations=zipcodes", "relations"],
    ["?active=maybe", "active"],
    ["?class_future=yes", "class_future"],
    ["?ids=one", "ids"],
  ])("answers %s with a 400 naming %s", async (query, field) => {
    await expectBadRequest(`/locations${query}`, field);
  });
});

interface CityBody {
  name: string;
  state: string;
  closest_zipcode: { zipcode: string; latitude: number; longitude: number };
  zipcodes: Array<{ zipcode: string; shipping_offsets: Array<{ location_id: number; offset_days: number }> }>;
}

describe("GET locations/city", () => {
  it("looks a zip code up: its city, its zip codes and their shipping offsets (spec §3)", async () => {
    const { status, body } = await get<CityBody>("/locations/city?zipcode=84321");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Logan",
      state: "UT",
      closest_zipcode: { zipcode: "84321", latitude: 41.7355, longitude: -111.8344 },
    });
    expect(body.zipcodes.map((row) => row.zipcode)).toEqual(["84321", "84341"]);
    // Logan (1) delivers next day; Ogden (4), Salt Lake City (6) and Provo (7) are further.
    expect(body.zipcodes[0]!.shipping_offsets).toEqual([
      { location_id: 1, offset_days: 1 },
      { location_id: 4, offset_days: 2 },
      { location_id: 6, offset_days: 2 },
      { location_id: 7, offset_days: 3 },
    ]);
    const { body: nineDigits } = await get<CityBody>("/locations/city?zipcode=84341-0001");
    expect(nineDigits.closest_zipcode.zipcode).toBe("84341");
  });

  it("looks a city up in any case, Utah first, another state when asked", async () => {
    const { body } = await get<CityBody>("/locations/city?city=%20logan%20");
    expect(body.name).toBe("Logan");
    expect(body.state).toBe("UT");
    expect(["84321", "84341"]).toContain(body.closest_zipcode.zipcode);
    const { body: ohio } = await get<CityBody>("/locations/city?city=Logan&state=oh");
    expect(ohio).toEqual({
      name: "Logan",
      state: "OH",
      closest_zipcode: { zipcode: "43138", latitude: 39.5372, longitude: -82.4126 },
      zipcodes: [{ zipcode: "43138", shipping_offsets: [] }],
    });
  });

  it('reads "St." as "Saint", the way the zip code table spells it', async () => {
    const { body } = await get<CityBody>("/locations/city?city=St.%20George");
    expect(body).toMatchObject({ name: "Saint George", state: "UT", zipcodes: [{ zipcode: "84770", shipping_offsets: [] }] });
  });

  it.each(["?zipcode=84999", "?city=Atlantis", "?city=Logan&state=WY"])("answers %s with a 404", async (query) => {
    await expectNotFound(`/locations/city${query}`);
  });

  it.each([
    [`?city=${"a".repeat(300)}`, "city"],
    ["?city=Logan%3B%20DROP%20TABLE%20zipcodes", "city"],
    ["?city=%3Cscript%3E", "city"],
    ["?city=", "city"],
    ["", "city"],
    ["?zipcode=84321&city=Logan", "city"],
    ["?zipcode=8432", "zipcode"],
    ["?zipcode=843211234", "zipcode"],
    ["?city=Logan&state=Utah", "state"],
  ])("answers %s with a 400 naming %s", async (query, field) => {
    await expectBadRequest(`/locations/city${query}`, field);
  });
});

interface MismatchBody {
  location_id: number;
  zipcode: string;
  mismatch: boolean;
  distance: number;
  closest_location_id: number;
  closest_distance: number;
  delivers: boolean;
  offset_days: number | null;
}

describe("GET locations/{id}/checkMismatchZip", () => {
  it("finds no mismatch for a zip code the chosen location is closest to and delivers to", async () => {
    const { status, body } = await get<MismatchBody>("/locations/1/checkMismatchZip?zipcode=84321");
    expect(status).toBe(200);
    expect(body).toEqual({
      location_id: 1,
      zipcode: "84321",
      mismatch: false,
      distance: 0.3,
      closest_location_id: 1,
      closest_distance: 0.3,
      delivers: true,
      offset_days: 1,
    });
  });

  it("names the closer location when another one serves the zip code better", async () => {
    const { body } = await get<MismatchBody>("/locations/1/checkMismatchZip?zipcode=84601-4321");
    expect(body).toMatchObject({ zipcode: "84601", mismatch: true, closest_location_id: 7, delivers: true, offset_days: 3 });
    expect(body.distance).toBeGreaterThan(100);
    expect(body.closest_distance).toBeLessThan(1);
    const { body: smithfield } = await get<MismatchBody>("/locations/2/checkMismatchZip?zipcode=84321");
    expect(smithfield).toMatchObject({ mismatch: true, closest_location_id: 1, delivers: false, offset_days: null });
  });

  it("answers 404 for an unknown location", async () => {
    await expectNotFound("/locations/999/checkMismatchZip?zipcode=84321");
  });

  it.each([
    ["/locations/1/checkMismatchZip", "zipcode"],
    ["/locations/1/checkMismatchZip?zipcode=abc", "zipcode"],
    ["/locations/1/checkMismatchZip?zipcode=99999", "zipcode"],
    ["/locations/logan/checkMismatchZip?zipcode=84321", "id"],
  ])("answers %s with a 400 naming %s", async (path, field) => {
    await expectBadRequest(path, field);
  });
});
