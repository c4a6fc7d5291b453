import { beforeEach, describe, expect, it } from "vitest";
import { NO_SERVICE_MESSAGE } from "../../../workers/core/geo";
import { calledPaths, data, expectBadUserInput, expectRestCallsAtMost, graphql } from "./request";
import { restCalls } from "./test-worker";

interface LocationListData {
  locations: {
    message: string | null;
    mileRadius: number | null;
    locations: Array<{ id: string; name: string; distance: number | null; address: { city: string }; fulfillmentIds: string[]; fulfillments: Array<{ key: string }> }>;
  };
}

const LOCATIONS = /* GraphQL */ `
  query ($filter: LocationFilter) {
    locations(filter: $filter) {
      message mileRadius
      locations { id name distance active shipping allowCustomClass calendarId activeMonths address { street city state zipcode } fulfillmentIds fulfillments { key name path } }
    }
  }
`;

beforeEach(() => {
  restCalls.length = 0;
});

describe("Query.locations", () => {
  it("answers every location by name without a position, in one REST call", async () => {
    const answer = await graphql<LocationListData>(LOCATIONS);
    expect(answer.errors).toBeUndefined();
    const { locations, message, mileRadius } = answer.data!.locations;
    expect(locations).toHaveLength(8);
    expect(locations[0]!.name).toBe("Brigham City");
    expect(locations.every((location) => location.distance === null)).toBe(true);
    expect(message).toBeNull();
    expect(mileRadius).toBeNull();
    const logan = locations.find((location) => location.name === "Logan")!;
    expect(logan.fulfillmentIds).toEqual(["1", "2", "3", "4"]);
    expect(logan.fulfillments.map((fulfillment) => fulfillment.key)).toEqual(["in-person", "pre-assembled", "delivery", "shipping"]);
    expectRestCallsAtMost(answer, 1);
    expect(restCalls).toEqual(["GET /locations?relations=fulfillments"]);
  });

  it("orders by distance from a zip code within the default 50 miles (spec §9)", async () => {
    const { locations } = await data<LocationListData>(LOCATIONS, { filter: { zipcode: "84321", active: true, classFuture: true } });
    expect(locations.mileRadius).toBe(50);
    expect(locations.locations.map((location) => location.name).slice(0, 3)).toEqual(["Logan", "Smithfield", "Brigham City"]);
    const distances = locations.locations.map((location) => location.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("takes a position and a radius", async () => {
    const { locations } = await data<LocationListData>(LOCATIONS, { filter: { latitude: 41.7318, longitude: -111.8348, mileRadius: 10 } });
    expect(locations.locations.map((location) => [location.name, location.distance])).toEqual([
      ["Logan", 0],
      ["Smithfield", 7.2],
    ]);
  });

  it("passes the tolerated message of spec §8 through with an empty list", async () => {
    const answer = await graphql<LocationListData>(LOCATIONS, { filter: { zipcode: "84770", active: true } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.locations).toEqual({ message: NO_SERVICE_MESSAGE, mileRadius: 50, locations: [] });
  });

  it.each([
    [{ latitude: 200, longitude: -111 }, "latitude"],
    [{ latitude: 41.7 }, "longitude"],
    [{ zipcode: "84321", mileRadius: -5 }, "mileRadius"],
    [{ mileRadius: 50 }, "mileRadius"],
    [{ zipcode: "99999" }, "zipcode"],
    [{ zipcode: "Logan" }, "zipcode"],
  ])("answers the filter %j with BAD_USER_INPUT naming %s", async (filter, field) => {
    const answer = await graphql<LocationListData>(LOCATIONS, { filter });
    expectBadUserInput(answer, field);
  });
});

describe("the zip page: cityLookup and locations", () => {
  it("answers the city, its shipping offsets and nearby locations in 2 REST calls", async () => {
    const answer = await graphql<{
      cityLookup: { name: string; state: string; closestZipcode: { zipcode: string }; zipcodes: Array<{ zipcode: string; shippingOffsets: Array<{ locationId: string; offsetDays: number }> }> };
      locations: LocationListData["locations"];
    }>(
      `query ($zipcode: String!) {
        cityLookup(zipcode: $zipcode) {
          name state closestZipcode { zipcode latitude longitude }
          zipcodes { zipcode shippingOffsets { locationId offsetDays } }
        }
        locations(filter: { zipcode: $zipcode, active: true }) {
          message mileRadius locations { id name distance address { city } fulfillmentIds fulfillments { key } }
        }
      }`,
      { zipcode: "84321-0001" },
    );
    expect(answer.errors).toBeUndefined();
    const { cityLookup, locations } = answer.data!;
    expect(cityLookup).toMatchObject({ name: "Logan", state: "UT", closestZipcode: { zipcode: "84321" } });
    expect(cityLookup.zipcodes.map((zipcode) => zipcode.zipcode)).toEqual(["84321", "84341"]);
    expect(cityLookup.zipcodes[0]!.shippingOffsets[0]).toEqual({ locationId: "1", offsetDays: 1 });
    expect(locations.locations[0]).toMatchObject({ name: "Logan", distance: 0.3 });
    expectRestCallsAtMost(answer, 2);
    expect(calledPaths()).toEqual(["GET /locations", "GET /locations/city"]);
  });

  it("loads the locations of all shipping offsets with one batched REST call", async () => {
    const answer = await graphql<{ cityLookup: { zipcodes: Array<{ shippingOffsets: Array<{ location: { name: string } }> }> } }>(
      '{ cityLookup(city: "Logan") { zipcodes { shippingOffsets { offsetDays location { name } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const names = answer.data!.cityLookup.zipcodes.flatMap((zipcode) => zipcode.shippingOffsets.map((offset) => offset.location.name));
    expect(new Set(names)).toEqual(new Set(["Logan", "Ogden", "Salt Lake City — Sugar House", "Provo"]));
    expectRestCallsAtMost(answer, 2);
    expect(restCalls[1]).toMatch(/^GET \/locations\?ids=1%2C4%2C6%2C7&relations=fulfillments$/);
  });

  it("looks a city up by name, and answers null for a city we do not know", async () => {
    const { cityLookup } = await data<{ cityLookup: { name: string; state: string } }>('{ cityLookup(city: "logan") { name state } }');
    expect(cityLookup).toEqual({ name: "Logan", state: "UT" });
    const answer = await graphql<{ cityLookup: null }>('{ cityLookup(city: "Atlantis") { name } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.cityLookup).toBeNull();
  });

  it.each([
    ['{ cityLookup(city: "<script>") { name } }', "city"],
    [`{ cityLookup(city: "${"a".repeat(300)}") { name } }`, "city"],
    ["{ cityLookup { name } }", "city"],
    ['{ cityLookup(zipcode: "8432") { name } }', "zipcode"],
  ])("answers %s with BAD_USER_INPUT naming %s", async (query, field) => {
    expectBadUserInput(await graphql(query), field);
  });
});

describe("Query.checkMismatchZip and Query.location", () => {
  it("names the closer location for a zip code", async () => {
    const answer = await graphql<{ checkMismatchZip: { mismatch: boolean; closestLocationId: string; closestLocation: { name: string }; delivers: boolean; offsetDays: number | null; distance: number } }>(
      '{ checkMismatchZip(locationId: "1", zipcode: "84601") { locationId zipcode mismatch distance closestLocationId closestDistance closestLocation { name } delivers offsetDays } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.checkMismatchZip).toMatchObject({ mismatch: true, closestLocationId: "7", closestLocation: { name: "Provo" }, delivers: true, offsetDays: 3 });
    expectRestCallsAtMost(answer, 2);
  });

  it("answers null for an unknown location, BAD_USER_INPUT for an unknown zip code or a bad id", async () => {
    const unknown = await graphql<{ checkMismatchZip: null }>('{ checkMismatchZip(locationId: "999", zipcode: "84321") { mismatch } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.checkMismatchZip).toBeNull();
    expectBadUserInput(await graphql('{ checkMismatchZip(locationId: "1", zipcode: "99999") { mismatch } }'), "zipcode");
    expectBadUserInput(await graphql('{ checkMismatchZip(locationId: "logan", zipcode: "84321") { mismatch } }'), "locationId");
  });

  it("answers one location through the loader, null when unknown", async () => {
    const answer = await graphql<{ logan: { name: string; fulfillments: Array<{ key: string }> }; none: null }>(
      '{ logan: location(id: "1") { name fulfillments { key } } none: location(id: "999") { name } }',
    );
    expect(answer.data!.logan).toEqual({ name: "Logan", fulfillments: [{ key: "in-person" }, { key: "pre-assembled" }, { key: "delivery" }, { key: "shipping" }] });
    expect(answer.data!.none).toBeNull();
    expect(restCalls).toEqual(["GET /locations?ids=1%2C999&relations=fulfillments"]);
  });
});
