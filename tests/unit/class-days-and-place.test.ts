import { describe, expect, it } from "vitest";
import { DAY_CHOICES, isWeekdayList, MAX_PARTY, partySize, weekdaysOf } from "../../workers/core/class-days";
import { offsetSpans } from "../../workers/core/dates";
import { placeRedirect, placeToRemember, rememberedPlace, withoutPlaceCookie } from "~/lib/catalog/place.server";

describe("day of the week and party size (decision 085)", () => {
  it("reads the day choices and party sizes the lists offer", () => {
    expect(weekdaysOf("weekends")).toEqual([0, 6]);
    expect(weekdaysOf("weekdays")).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf("sat")).toEqual([6]);
    expect(weekdaysOf("sun")).toEqual([0]);
    expect(weekdaysOf("")).toBeNull();
    expect(weekdaysOf("someday")).toBeNull();
    expect(DAY_CHOICES.map((choice) => choice.value)).toEqual(["weekdays", "weekends", "sun", "mon", "tue", "wed", "thu", "fri", "sat"]);
    expect(partySize("1")).toBe(1);
    expect(partySize(String(MAX_PARTY))).toBe(MAX_PARTY);
    expect(partySize(String(MAX_PARTY + 1))).toBeNull();
    expect(partySize("0")).toBeNull();
    expect(partySize("two")).toBeNull();
    expect(isWeekdayList([0, 6])).toBe(true);
    expect(isWeekdayList([6, 6])).toBe(false);
    expect(isWeekdayList([7])).toBe(false);
    expect(isWeekdayList([])).toBe(false);
  });

  it("finds Denver's offsets and the minute they change, so an evening class keeps its local day", () => {
    const spans = offsetSpans(new Date("2027-01-01T00:00:00Z"), new Date("2027-12-31T00:00:00Z"), "America/Denver");
    // Spring forward on March 14, 2027 at 2:00 MST (09:00 UTC); fall back on November 7 at 2:00 MDT (08:00 UTC).
    expect(spans).toEqual([
      { until: "2027-03-14T09:00:00.000Z", offsetMinutes: -420 },
      { until: "2027-11-07T08:00:00.000Z", offsetMinutes: -360 },
      { until: null, offsetMinutes: -420 },
    ]);
    expect(offsetSpans(new Date("2027-01-01T00:00:00Z"), new Date("2027-02-01T00:00:00Z"), "America/Denver")).toEqual([{ until: null, offsetMinutes: -420 }]);
  });
});

const cookie = (value: string) => ({ headers: { cookie: value } });

describe("the customer's place stays in the URL (decision 085)", () => {
  it("leads a list without `near` to the remembered place, as a document and as Remix data", () => {
    const document = placeRedirect(
      new Request("https://shop.test/classes?type=2", cookie("cvk_privacy=all; cvk_zip=84321")),
      new URL("https://shop.test/classes?type=2"),
    );
    expect(document?.status).toBe(302);
    expect(document?.headers.get("location")).toBe("/classes?type=2&near=84321");
    expect(document?.headers.get("cache-control")).toBe("private, no-store");
    const dataUrl = new URL("https://shop.test/pickup?_data=routes%2Fpickup._index");
    const data = placeRedirect(new Request(dataUrl, cookie("cvk_zip=84401")), dataUrl);
    expect(data?.status).toBe(204);
    expect(data?.headers.get("x-remix-redirect")).toBe("/pickup?near=84401");
  });

  it("leaves alone a list that names its place (or none), another page, and a visitor without one", () => {
    const ask = (url: string, cookies = "cvk_zip=84321") => placeRedirect(new Request(url, cookie(cookies)), new URL(url));
    expect(ask("https://shop.test/classes?near=84401")).toBeNull();
    expect(ask("https://shop.test/classes?near=")).toBeNull();
    expect(ask("https://shop.test/classes/ABC-20261201-1830-IP")).toBeNull();
    expect(ask("https://shop.test/cart")).toBeNull();
    expect(ask("https://shop.test/classes", "cvk_zip=8432")).toBeNull();
    expect(ask("https://shop.test/classes", "")).toBeNull();
  });

  it("takes the place cookie off a catalog page's request, keeping the others", () => {
    const request = new Request("https://shop.test/classes?near=84321", cookie("cvk_privacy=all; cvk_zip=84321; __session=abc"));
    const stripped = withoutPlaceCookie(request);
    expect(stripped.headers.get("cookie")).toBe("cvk_privacy=all; __session=abc");
    expect(rememberedPlace(stripped)).toBe("");
    expect(withoutPlaceCookie(new Request("https://shop.test/classes", cookie("cvk_zip=84321"))).headers.has("cookie")).toBe(false);
  });

  it("remembers a list's new `near` for the whole shop, and only a new one", () => {
    const url = new URL("https://shop.test/classes?near=84401");
    expect(placeToRemember(new Request(url), url)).toBe("cvk_zip=84401; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure");
    expect(placeToRemember(new Request(url, cookie("cvk_zip=84401")), url)).toBeNull();
    const data = new URL("https://shop.test/classes?near=84106&_data=routes%2Fclasses._index");
    expect(placeToRemember(new Request(data), data)).toContain("cvk_zip=84106;");
    const none = new URL("https://shop.test/classes?near=abc");
    expect(placeToRemember(new Request(none), none)).toBeNull();
  });
});
