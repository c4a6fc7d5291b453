/**
 * US zip-code centroids from the `zipcodes` npm package (CommonJS). Node only: the package
 * is ~5 MB of data, far too big to bundle into a Worker.
 */
import { createRequire } from "node:module";

export interface ZipcodeRecord {
  zipcode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Shape of one entry of `require("zipcodes").codes` (Canadian entries use 3-char keys). */
interface PackageZipcode {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

const isCoordinate = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** US 5-digit zip codes with numeric coordinates, deduplicated and sorted by zip. */
export function loadZipcodes(): ZipcodeRecord[] {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes") as { codes: Record<string, PackageZipcode> };
  const byZip = new Map<string, ZipcodeRecord>();
  for (const entry of Object.values(codes)) {
    const zipcode = String(entry.zip);
    if (entry.country !== "US" || !/^\d{5}$/.test(zipcode) || byZip.has(zipcode)) continue;
    if (!isCoordinate(entry.latitude) || !isCoordinate(entry.longitude)) continue;
    byZip.set(zipcode, {
      zipcode,
      city: entry.city,
      state: entry.state,
      latitude: entry.latitude,
      longitude: entry.longitude,
    });
  }
  return [...byZip.values()].sort((a, b) => a.zipcode.localeCompare(b.zipcode));
}
