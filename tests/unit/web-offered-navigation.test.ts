/** Decision 091: the header's and footer's links follow the fulfillments the active kitchens offer. */
import { describe, expect, it } from "vitest";
import { layoutLinks, NAVIGATION, offeredNavigation } from "../../app/lib/core/navigation.server";

const labels = (offered?: ReadonlySet<string>) =>
  layoutLinks("https://marketing.example", offered).header.map((group) => [group.label, group.href, group.links.map((link) => link.label)]);

describe("the navigation a kitchen's settings leave (decision 091)", () => {
  it("shows every link when every fulfillment is offered, or when it is not known", () => {
    const all = new Set(["in-person", "pre-assembled", "delivery", "shipping"]);
    expect(offeredNavigation(NAVIGATION, all)).toEqual(NAVIGATION);
    expect(offeredNavigation(NAVIGATION, undefined)).toEqual(NAVIGATION);
  });

  it("leaves out delivery, pickup and classes where no kitchen offers them, and brings them back", () => {
    const noDelivery = labels(new Set(["in-person", "pre-assembled"]));
    expect(noDelivery[0]).toEqual(["Order Delivery", "/pickup", ["Pre-assembled pickup"]]);
    const noClasses = labels(new Set(["pre-assembled", "delivery"]));
    expect(noClasses.map(([label]) => label)).not.toContain("Attend a Class");
    expect(layoutLinks("", new Set(["delivery"])).shop.map((link) => link.label)).not.toContain("Plan a Private Class");
    const neither = labels(new Set(["in-person"]));
    expect(neither.map(([label]) => label)).not.toContain("Order Delivery");
    expect(labels(new Set(["in-person", "pre-assembled", "delivery"]))).toEqual(labels(undefined));
  });
});
