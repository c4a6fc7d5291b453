/**
 * The Promotions and codes area of the admin console over GraphQL (decision 025): each field calls
 * the staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED,
 * FORBIDDEN pass through with no data). REST's field errors come back under the input's names.
 */
import type { CodeJson, PromotionJson, PromotionOrderJson } from "../../api/services/promotion-admin";
import type {
  MutationResolvers,
  PromotionCodesInput,
  PromotionInput,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import { lower, rest, upper } from "./rest";

const promotionOf = (row: PromotionJson) => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  discountType: upper(row.discount_type),
  discountValue: row.discount_value,
  appliesTo: upper(row.applies_to),
  classTypes: row.class_types.map((type) => ({ id: String(type.id), name: type.name })),
  giftCards: row.gift_cards,
  minimumCents: row.minimum_cents,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  usageLimit: row.usage_limit,
  perCustomerLimit: row.per_customer_limit,
  uses: row.uses,
  active: row.active,
  status: upper(row.status),
  codeCount: row.code_count,
  createdAt: row.created_at,
});

const codeOf = (row: CodeJson) => ({
  id: String(row.id),
  promotionId: String(row.promotion_id),
  code: row.code,
  usageLimit: row.usage_limit,
  uses: row.uses,
  active: row.active,
  createdAt: row.created_at,
});

const orderOf = (row: PromotionOrderJson) => ({
  orderId: String(row.order_id),
  number: row.number,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  status: row.status,
  code: row.code,
  discountCents: row.discount_cents,
  totalCents: row.total_cents,
  createdAt: row.created_at,
});

/** Only the fields given: left out stays out (kept by REST), null stays null (cleared). */
function promotionBody(input: PromotionInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const given = <Key extends keyof PromotionInput>(key: Key) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
  if (given("name")) body.name = input.name;
  if (given("description")) body.description = input.description;
  if (given("discountType")) body.discount_type = input.discountType ? lower(input.discountType) : null;
  if (given("discountValue")) body.discount_value = input.discountValue;
  if (given("appliesTo")) body.applies_to = input.appliesTo ? lower(input.appliesTo) : null;
  if (given("classTypeIds")) body.class_type_ids = input.classTypeIds?.map((id) => numericId(id, "classTypeIds")) ?? null;
  if (given("giftCards")) body.gift_cards = input.giftCards;
  if (given("minimumCents")) body.minimum_cents = input.minimumCents;
  if (given("startsAt")) body.starts_at = input.startsAt || null;
  if (given("endsAt")) body.ends_at = input.endsAt || null;
  if (given("usageLimit")) body.usage_limit = input.usageLimit;
  if (given("perCustomerLimit")) body.per_customer_limit = input.perCustomerLimit;
  if (given("active")) body.active = input.active;
  return body;
}

function codesBody(input: PromotionCodesInput): Record<string, unknown> {
  const limit = input.usageLimit === undefined ? {} : { usage_limit: input.usageLimit };
  if (input.code !== undefined && input.code !== null) return { code: input.code, ...limit };
  return { count: input.count ?? null, ...(input.prefix ? { prefix: input.prefix } : {}), ...limit };
}

const promotionPath = (id: string, argument = "id") => `promotions/${numericId(id, argument)}`;
const codePath = (id: string) => `codes/${numericId(id, "id")}`;

type Page<Row> = { data: Row[]; meta: { total: number } };

export const promotionAdminQueries: Pick<
  QueryResolvers,
  "adminPromotions" | "adminPromotion" | "promotionCodes" | "promotionCode" | "promotionOrders"
> = {
  adminPromotions: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.get<Page<PromotionJson>>("promotions", {
        search: filter?.search ?? undefined,
        status: filter?.status ? lower(filter.status) : undefined,
        limit,
        offset,
      }),
    );
    return { total: page.meta.total, promotions: page.data.map(promotionOf) };
  },
  adminPromotion: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.get<PromotionJson>(promotionPath(id))));
    return row ? promotionOf(row) : null;
  },
  promotionCodes: async (_parent, { promotionId, search, limit, offset }, { api }) => {
    const page = await rest(api.get<Page<CodeJson>>(`${promotionPath(promotionId, "promotionId")}/codes`, { search: search ?? undefined, limit, offset }));
    return { total: page.meta.total, codes: page.data.map(codeOf) };
  },
  promotionCode: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.get<CodeJson>(codePath(id))));
    return row ? codeOf(row) : null;
  },
  promotionOrders: async (_parent, { promotionId, limit, offset }, { api }) => {
    const page = await rest(api.get<Page<PromotionOrderJson>>(`${promotionPath(promotionId, "promotionId")}/orders`, { limit, offset }));
    return { total: page.meta.total, orders: page.data.map(orderOf) };
  },
};

export const promotionAdminMutations: Pick<
  MutationResolvers,
  | "createPromotion"
  | "updatePromotion"
  | "retirePromotion"
  | "deletePromotion"
  | "createPromotionCodes"
  | "updatePromotionCode"
  | "deletePromotionCode"
> = {
  createPromotion: async (_parent, { input }, { api }) =>
    promotionOf(await rest(api.send<PromotionJson>("POST", "promotions", promotionBody(input)))),
  updatePromotion: async (_parent, { id, input }, { api }) =>
    promotionOf(await rest(api.send<PromotionJson>("PUT", promotionPath(id), promotionBody(input)))),
  retirePromotion: async (_parent, { id }, { api }) =>
    promotionOf(await rest(api.send<PromotionJson>("PUT", promotionPath(id), { active: false }))),
  deletePromotion: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", promotionPath(id)));
    return { id };
  },
  createPromotionCodes: async (_parent, { promotionId, input }, { api }) =>
    (await rest(api.send<{ data: CodeJson[] }>("POST", `${promotionPath(promotionId, "promotionId")}/codes`, codesBody(input)))).data.map(codeOf),
  updatePromotionCode: async (_parent, { id, input }, { api }) => {
    const body: Record<string, unknown> = {};
    if (input.usageLimit !== undefined) body.usage_limit = input.usageLimit;
    if (input.active !== undefined && input.active !== null) body.active = input.active;
    return codeOf(await rest(api.send<CodeJson>("PUT", codePath(id), body)));
  },
  deletePromotionCode: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", codePath(id)));
    return { id };
  },
};
