import { describe, expect, it } from "vitest";
import { locationFieldErrors, locationFormValues, parseLocationForm } from "~/lib/admin/location-forms.server";

/** The console's location form as the browser posts it. */
function posted(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  const base: Record<string, string | string[]> = {
    name: "North Logan",
    slug: "north-logan",
    street: "100 N Main St",
    city: "North Logan",
    state: "ut",
    zipcode: "84341",
    latitude: "",
    longitude: "",
    timezone: "America/Denver",
    phone: "",
    email: "",
    calendarId: "",
    taxRate: "7.25",
    shippingOffsets: "",
    active: "on",
    activeMonths: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
    fulfillmentIds: ["1", "3"],
  };
  for (const [name, value] of Object.entries({ ...base, ...fields })) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const parse = (fields: Record<string, string | string[]> = {}) => parseLocationForm(locationFormValues(posted(fields)));

describe("the location form (console)", () => {
  it("sends the tax rate as basis points, all twelve months as all year, and leaves shipping offsets out when the box is empty", () => {
    const result = parse();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ taxRateBps: 725, activeMonths: null, fulfillmentIds: ["1", "3"], latitude: null, longitude: null, active: true, shipping: false });
    expect(result.value.address).toEqual({ street: "100 N Main St", city: "North Logan", state: "UT", zipcode: "84341" });
    expect("shippingOffsets" in result.value).toBe(false);
  });

  it("sends the delivery area in miles or zip codes and the fee rule in cents; blanks are no area, free and never free (decision 083)", () => {
    expect(parse().ok && parse()).toMatchObject({ value: { deliveryRadiusMiles: null, deliveryZipcodes: [], deliveryFeeCents: 0, deliveryFreeOverCents: null } });
    const result = parse({ deliveryRadius: "30", deliveryZipcodes: "84401, 84403\n84401", deliveryFee: "$7.99", deliveryFreeOver: "150" });
    expect(result.ok && result.value).toMatchObject({ deliveryRadiusMiles: 30, deliveryZipcodes: ["84401", "84403"], deliveryFeeCents: 799, deliveryFreeOverCents: 15_000 });
  });

  it("names a bad radius, zip list, fee or threshold under its field", () => {
    const result = parse({ deliveryRadius: "0", deliveryZipcodes: "84401, Ogden", deliveryFee: "lots", deliveryFreeOver: "0" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["deliveryFee", "deliveryFreeOver", "deliveryRadius", "deliveryZipcodes"]);
    expect(result.errors.deliveryZipcodes).toEqual(['"Ogden" is not a zip code: use 5 digits']);
    const long = parse({ deliveryZipcodes: "8".repeat(10_001) });
    expect(!long.ok && long.errors.deliveryZipcodes).toBeTruthy();
  });

  it("reads the months ticked, the coordinates given, and zip,days lines (blank lines skipped)", () => {
    const result = parse({ activeMonths: ["11", "3"], latitude: "41.8", longitude: "-111.83", shippingOffsets: "84321,2\r\n\r\n84335 3\n" });
    expect(result.ok && result.value).toMatchObject({
      activeMonths: [3, 11],
      latitude: 41.8,
      longitude: -111.83,
      shippingOffsets: [
        { zipcode: "84321", offsetDays: 2 },
        { zipcode: "84335", offsetDays: 3 },
      ],
    });
  });

  it("takes a US phone in any usual shape, or none, and names anything else", () => {
    expect(parse({ phone: "(435) 555-0101" }).ok).toBe(true);
    expect(parse({ phone: "" }).ok).toBe(true);
    const refused = parse({ phone: "ask at the desk" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.phone).toEqual(["Enter a ten-digit phone number, like (435) 555-0123, or leave it blank"]);
  });

  it("sends an empty list when every shipping offset is to go", () => {
    const result = parse({ clearShippingOffsets: "on", shippingOffsets: "84321,2" });
    expect(result.ok && result.value.shippingOffsets).toEqual([]);
  });

  it("names each bad field once", () => {
    const result = parse({ slug: "", zipcode: "843", latitude: "41.7", taxRate: "26", activeMonths: [], shippingOffsets: "84321,2\nlogan" });
    expect(result).toEqual({
      ok: false,
      errors: {
        slug: ["Enter the slug, like logan"],
        zipcode: ["Enter a zip code: 5 digits, optionally -4 more"],
        taxRate: ["The tax rate is at most 25 %"],
        activeMonths: ["Tick at least one month (all twelve: all year)"],
        shippingOffsets: ['Line 2 ("logan") is not "zip code,days", like 84321,2'],
        longitude: ["Give both coordinates, or neither (the zip code's centre)"],
      },
    });
  });

  it("puts the api's refusals under the form's fields, labelled", () => {
    expect(locationFieldErrors({ slug: ["is already used by another location"], "address.zipcode": ["00001 is not a zip code we know: give latitude and longitude"], taxRateBps: ["must be at most 2500 (25 %)"] })).toEqual({
      slug: ["Slug is already used by another location"],
      zipcode: ["00001 is not a zip code we know: give latitude and longitude"],
      taxRate: ["Tax rate must be at most 2500 (25 %)"],
    });
  });
});
