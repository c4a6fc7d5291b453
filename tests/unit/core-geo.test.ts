import { describe, expect, it } from "vitest";
import {
  DEFAULT_MILE_RADIUS,
  INITIAL_LOCATION_RADIUS,
  MIN_LOCATIONS_IN_RANGE,
  NO_SERVICE_MESSAGE,
  WIDE_MILE_RADIUS,
  findWithRadiusRetry,
  isToleratedLocationError,
  milesBetween,
} from "../../workers/core/geo";

const logan = { latitude: 41.7355, longitude: -111.8344 }; // 84321
const saltLakeCity = { latitude: 40.7608, longitude: -111.891 };

describe("milesBetween", () => {
  it("puts Logan about 67 miles from Salt Lake City", () => {
    expect(Math.abs(milesBetween(logan, saltLakeCity) - 67)).toBeLessThanOrEqual(1);
  });

  it("is symmetric and zero for the same point", () => {
    expect(milesBetween(saltLakeCity, logan)).toBeCloseTo(milesBetween(logan, saltLakeCity), 9);
    expect(milesBetween(logan, logan)).toBe(0);
  });

  it("measures one degree of latitude as about 69.09 miles", () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.09, 2);
  });
});

describe("radius constants (spec §9)", () => {
  it("are 50, 100, 3 and 100", () => {
    expect(DEFAULT_MILE_RADIUS).toBe(50);
    expect(WIDE_MILE_RADIUS).toBe(100);
    expect(MIN_LOCATIONS_IN_RANGE).toBe(3);
    expect(INITIAL_LOCATION_RADIUS).toBe(100);
  });
});

describe("findWithRadiusRetry (spec §9)", () => {
  function recordingLookup(countsByRadius: Record<number, number>) {
    const radii: number[] = [];
    const lookup = async (radius: number): Promise<string[]> => {
      radii.push(radius);
      return Array.from({ length: countsByRadius[radius] ?? 0 }, (_, index) => `location-${radius}-${index}`);
    };
    return { radii, lookup };
  }

  it("asks only with 50 miles when 3 locations are in range", async () => {
    const { radii, lookup } = recordingLookup({ 50: 3, 100: 7 });
    const result = await findWithRadiusRetry(lookup);
    expect(radii).toEqual([50]);
    expect(result.radius).toBe(50);
    expect(result.locations).toHaveLength(3);
  });

  it("retries with 100 miles when fewer than 3 are in range", async () => {
    const { radii, lookup } = recordingLookup({ 50: 2, 100: 5 });
    const result = await findWithRadiusRetry(lookup);
    expect(radii).toEqual([50, 100]);
    expect(result).toEqual({
      radius: 100,
      locations: ["location-100-0", "location-100-1", "location-100-2", "location-100-3", "location-100-4"],
    });
  });

  it("returns the wide result even when it is still short", async () => {
    const { radii, lookup } = recordingLookup({ 50: 0, 100: 1 });
    const result = await findWithRadiusRetry(lookup);
    expect(radii).toEqual([50, 100]);
    expect(result).toEqual({ radius: 100, locations: ["location-100-0"] });
  });

  it("passes a lookup failure on to the caller", async () => {
    await expect(findWithRadiusRetry(async () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });
});

describe("isToleratedLocationError (spec §8)", () => {
  it.each([
    [NO_SERVICE_MESSAGE, true],
    ["We do not offer services in this area", true],
    ["GraphQL error: We do not offer services in this area.", true],
    ["we do not offer services in this area", true],
    ["Network request failed", false],
    ["", false],
    [undefined, false],
    [null, false],
  ])("%j → %s", (message, expected) => {
    expect(isToleratedLocationError(message)).toBe(expected);
  });
});
