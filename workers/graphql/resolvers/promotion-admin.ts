/**
 * The Promotions and codes area of the admin console over GraphQL (decision 025): each field calls
 * the staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED,
 * FORBIDDEN pass through with no data). REST's field errors come back under the input's names.
 */
import type { CodeJson, PromotionJson, PromotionOrderJson } from "../../api/contract";
import type {
  MutationResolvers,
  PromotionCodesInput,
  PromotionInput,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { badUserInput, numericId, orNull } from "./errors";
import { defined, lower, rest, upper } from "./rest";

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

/** A value REST never takes as null: a null argument is refused here, named as GraphQL names it. */
function notNull<Value>(value: Value | null | undefined, argument: string): Value | undefined {
  if (value === null) throw badUserInput({ [argument]: ["must not be null"] });
  return value;
}

/** Only the fields given: left out stays out (kept by REST), null stays null (cleared) where REST may clear it. */
function promotionBody(input: PromotionInput) {
  const discountType = notNull(input.discountType, "discountType");
  const appliesTo = notNull(input.appliesTo, "appliesTo");
  const classTypeIds = notNull(input.classTypeIds, "classTypeIds");
  return defined({
    name: notNull(input.name, "name"),
    description: notNull(input.description, "description"),
    discount_type: discountType && lower(discountType),
    discount_value: notNull(input.discountValue, "discountValue"),
    applies_to: appliesTo && lower(appliesTo),
    class_type_ids: classTypeIds?.map((id) => numericId(id, "classTypeIds")),
    gift_cards: notNull(input.giftCards, "giftCards"),
    minimum_cents: notNull(input.minimumCents, "minimumCents"),
    starts_at: input.startsAt === undefined ? undefined : input.startsAt || null,
    ends_at: input.endsAt === undefined ? undefined : input.endsAt || null,
    usage_limit: input.usageLimit,
    per_customer_limit: input.perCustomerLimit,
    active: notNull(input.active, "active"),
  });
}

/** A new promotion: its name, discount type and value are required. */
function newPromotionBody(input: PromotionInput) {
  const body = promotionBody(input);
  const { name, discount_type, discount_value } = body;
  if (name === undefined || discount_type === undefined || discount_value === undefined) {
    throw badUserInput({
      ...(name === undefined && { name: ["is required"] }),
      ...(discount_type === undefined && { discountType: ["is required"] }),
      ...(discount_value === undefined && { discountValue: ["is required"] }),
    });
  }
  return { ...body, name, discount_type, discount_value };
}

function codesBody(input: PromotionCodesInput) {
  const limit = input.usageLimit === undefined ? {} : { usage_limit: input.usageLimit };
  if (input.code !== undefined && input.code !== null) return { code: input.code, ...limit };
  return { count: input.count ?? undefined, ...(input.prefix ? { prefix: input.prefix } : {}), ...limit };
}

/** promotions/{id} or codes/{id}: the id argument, checked. */
const idParam = (id: string, argument = "id") => ({ id: String(numericId(id, argument)) });

export const promotionAdminQueries: Pick<
  QueryResolvers,
  "adminPromotions" | "adminPromotion" | "promotionCodes" | "promotionCode" | "promotionOrders"
> = {
  adminPromotions: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.promotions.$get({
          query: {
            ...params({ search: filter?.search ?? undefined, limit, offset }),
            status: filter?.status ? lower(filter.status) : undefined,
          },
        }),
      ),
    );
    return { total: page.meta.total, promotions: page.data.map(promotionOf) };
  },
  adminPromotion: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.promotions[":id{[0-9]+}"].$get({ param: idParam(id) }))));
    return row ? promotionOf(row) : null;
  },
  promotionCodes: async (_parent, { promotionId, search, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.promotions[":id{[0-9]+}"].codes.$get({
          param: idParam(promotionId, "promotionId"),
          query: params({ search: search ?? undefined, limit, offset }),
        }),
      ),
    );
    return { total: page.meta.total, codes: page.data.map(codeOf) };
  },
  promotionCode: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.codes[":id{[0-9]+}"].$get({ param: idParam(id) }))));
    return row ? codeOf(row) : null;
  },
  promotionOrders: async (_parent, { promotionId, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.promotions[":id{[0-9]+}"].orders.$get({
          param: idParam(promotionId, "promotionId"),
          query: params({ limit, offset }),
        }),
      ),
    );
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
    promotionOf(await rest(api.read(api.rpc.promotions.$post({ json: newPromotionBody(input) })))),
  updatePromotion: async (_parent, { id, input }, { api }) =>
    promotionOf(await rest(api.read(api.rpc.promotions[":id{[0-9]+}"].$put({ param: idParam(id), json: promotionBody(input) })))),
  retirePromotion: async (_parent, { id }, { api }) =>
    promotionOf(await rest(api.read(api.rpc.promotions[":id{[0-9]+}"].$put({ param: idParam(id), json: { active: false } })))),
  deletePromotion: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.promotions[":id{[0-9]+}"].$delete({ param: idParam(id) })));
    return { id };
  },
  createPromotionCodes: async (_parent, { promotionId, input }, { api }) =>
    (
      await rest(
        api.read(
          api.rpc.promotions[":id{[0-9]+}"].codes.$post({ param: idParam(promotionId, "promotionId"), json: codesBody(input) }),
        ),
      )
    ).data.map(codeOf),
  updatePromotionCode: async (_parent, { id, input }, { api }) => {
    const body = defined({ usage_limit: input.usageLimit, active: input.active ?? undefined });
    return codeOf(await rest(api.read(api.rpc.codes[":id{[0-9]+}"].$put({ param: idParam(id), json: body }))));
  },
  deletePromotionCode: async (_parent, { id }, { api }) => {
    await rest(api.read(api.rpc.codes[":id{[0-9]+}"].$delete({ param: idParam(id) })));
    return { id };
  },
};
