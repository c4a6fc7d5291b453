/** The Promotions and codes area over GraphQL (decision 025): a manager's changes, field errors under GraphQL names, refusals. */
import { describe, expect, it } from "vitest";
import { ok, operation, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

const PROMOTION = "id name status discountType discountValue appliesTo classTypes { id name } giftCards minimumCents startsAt endsAt usageLimit perCustomerLimit active codeCount";

interface Promotion {
  id: string;
  name: string;
  status: string;
  discountValue: number;
  appliesTo: string;
  classTypes: Array<{ id: string; name: string }>;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  active: boolean;
  codeCount: number;
}

describe("the Promotions area over GraphQL", () => {
  it("creates a promotion for some class types, names bad fields in GraphQL terms, edits, makes codes, retires", async () => {
    const name = `GraphQL Brunch ${unique()}`;
    const { createPromotion } = await ok<{ createPromotion: Promotion }>(
      `mutation ($input: PromotionInput!) { createPromotion(input: $input) { ${PROMOTION} } }`,
      {
        input: {
          name,
          discountType: "FIXED",
          discountValue: 1000,
          appliesTo: "CLASSES",
          classTypeIds: ["3"],
          minimumCents: 5000,
          startsAt: "2031-03-01T07:00:00Z",
          usageLimit: 50,
        },
      },
      MANAGER,
    );
    expect(createPromotion).toMatchObject({ name, status: "SCHEDULED", appliesTo: "CLASSES", classTypes: [{ id: "3" }], usageLimit: 50, codeCount: 0 });
    const id = createPromotion.id;

    const bad = await refused(
      `mutation ($id: ID!, $input: PromotionInput!) { updatePromotion(id: $id, input: $input) { id } }`,
      { id, input: { minimumCents: -1, endsAt: "2031-02-01T07:00:00Z", perCustomerLimit: 0 } },
      MANAGER,
    );
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.extensions.fields as object).sort()).toEqual(["minimumCents", "perCustomerLimit"]);
    const rule = await refused(`mutation ($id: ID!) { updatePromotion(id: $id, input: { endsAt: "2031-02-01T07:00:00Z" }) { id } }`, { id }, MANAGER);
    expect(Object.keys(rule.extensions.fields as object)).toEqual(["endsAt"]);

    const { updatePromotion } = await ok<{ updatePromotion: Promotion }>(
      `mutation ($id: ID!) { updatePromotion(id: $id, input: { startsAt: null, appliesTo: ORDER, usageLimit: null }) { ${PROMOTION} } }`,
      { id },
      MANAGER,
    );
    expect(updatePromotion).toMatchObject({ status: "ACTIVE", appliesTo: "ORDER", classTypes: [], startsAt: null, usageLimit: null, discountValue: 1000 });

    const { createPromotionCodes } = await ok<{ createPromotionCodes: Array<{ id: string; code: string; usageLimit: number | null }> }>(
      `mutation ($id: ID!) { createPromotionCodes(promotionId: $id, input: { count: 3, prefix: "brunch" }) { id code usageLimit } }`,
      { id },
      MANAGER,
    );
    expect(createPromotionCodes).toHaveLength(3);
    expect(createPromotionCodes.every((code) => code.code.startsWith("BRUNCH-") && code.usageLimit === 1)).toBe(true);
    const tooMany = await refused(`mutation ($id: ID!) { createPromotionCodes(promotionId: $id, input: { count: 5000 }) { id } }`, { id }, MANAGER);
    expect(Object.keys(tooMany.extensions.fields as object)).toEqual(["count"]);

    const { promotionCodes } = await ok<{ promotionCodes: { total: number; codes: Array<{ code: string }> } }>(
      `query ($id: ID!) { promotionCodes(promotionId: $id) { total codes { code } } }`,
      { id },
      MANAGER,
    );
    expect(promotionCodes.codes.map((code) => code.code)).toEqual(createPromotionCodes.map((code) => code.code));
    const { adminPromotions } = await ok<{ adminPromotions: { total: number; promotions: Promotion[] } }>(
      `query ($search: String) { adminPromotions(filter: { search: $search, status: ACTIVE }) { total promotions { id codeCount } } }`,
      { search: createPromotionCodes[1]!.code.toLowerCase() },
      MANAGER,
    );
    expect(adminPromotions.promotions).toEqual([{ id, codeCount: 3 }]);

    const { updatePromotionCode } = await ok<{ updatePromotionCode: { active: boolean; usageLimit: number | null } }>(
      `mutation ($id: ID!) { updatePromotionCode(id: $id, input: { active: false, usageLimit: null }) { active usageLimit } }`,
      { id: createPromotionCodes[0]!.id },
      MANAGER,
    );
    expect(updatePromotionCode).toEqual({ active: false, usageLimit: null });
    expect((await ok<{ deletePromotionCode: { id: string } }>(`mutation ($id: ID!) { deletePromotionCode(id: $id) { id } }`, { id: createPromotionCodes[2]!.id }, MANAGER)).deletePromotionCode.id).toBe(createPromotionCodes[2]!.id);

    const staff = await operation<{ retirePromotion: Promotion | null }>(`mutation ($id: ID!) { retirePromotion(id: $id) { id } }`, { id }, STAFF);
    expect(staff.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const { retirePromotion } = await ok<{ retirePromotion: Promotion }>(`mutation ($id: ID!) { retirePromotion(id: $id) { status active } }`, { id }, MANAGER);
    expect(retirePromotion).toEqual({ status: "RETIRED", active: false });
    const { adminPromotion } = await ok<{ adminPromotion: Promotion | null }>(`{ adminPromotion(id: "999999") { id } }`, {}, MANAGER);
    expect(adminPromotion).toBeNull();
  });

  it("refuses to delete a used promotion (retire it instead) and lists its orders", async () => {
    // Grand Opening (seeded promotion 6) has a redeemed use.
    const inUse = await refused(`mutation { deletePromotion(id: "6") { id } }`, {}, MANAGER);
    expect(inUse.extensions.code).toBe("CONFLICT");
    expect(inUse.extensions.reason).toBe("IN_USE");
    expect(inUse.message).toMatch(/Retire it instead/);
    const { promotionOrders } = await ok<{ promotionOrders: { total: number; orders: Array<{ number: string; discountCents: number }> } }>(
      `{ promotionOrders(promotionId: "6") { total orders { number discountCents } } }`,
      {},
      MANAGER,
    );
    expect(promotionOrders.total).toBe(promotionOrders.orders.length);
    const { createPromotion } = await ok<{ createPromotion: { id: string } }>(
      `mutation { createPromotion(input: { name: "Never used", discountType: PERCENT, discountValue: 500 }) { id } }`,
      {},
      MANAGER,
    );
    const { deletePromotion } = await ok<{ deletePromotion: { id: string } }>(`mutation ($id: ID!) { deletePromotion(id: $id) { id } }`, { id: createPromotion.id }, MANAGER);
    expect(deletePromotion.id).toBe(createPromotion.id);
  });
});
