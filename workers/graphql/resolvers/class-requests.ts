/**
 * Private-class requests over GraphQL (issue 9, decision 032): the public form and status page,
 * and staff's list, detail and status moves — REST with the caller's token.
 */
import type { ClassRequestClassJson, ClassRequestJson } from "../../api/contract";
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { CLASS_REQUEST_TOKEN_RE } from "../../core/class-requests";
import { params } from "../datasources/api";
import { limitFormPosts } from "../plugins/rate-limit";
import { withShopOrigin } from "../context";
import { numericId, orNull } from "./errors";
import { lower, optionalId, rest, upper } from "./rest";

export const CLASS_REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

const classOf = (row: ClassRequestClassJson) => ({ id: String(row.id), name: row.name, date: row.date, sku: row.sku, path: row.path });

function classRequestOf(row: ClassRequestJson) {
  return {
    id: String(row.id),
    token: row.token,
    kitchen: { id: String(row.location.id), name: row.location.name, city: row.location.city, timezone: row.location.timezone },
    preferredDates: row.preferred_dates,
    groupSize: row.group_size,
    occasion: row.occasion,
    menuWishes: row.menu_wishes,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: upper(row.status),
    declineReason: row.decline_reason,
    class: row.class ? classOf(row.class) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    classChoices: row.class_choices?.map(classOf) ?? null,
  };
}

const requestParam = (id: string) => ({ id: String(numericId(id, "id")) });

export const classRequestQueries: Pick<QueryResolvers, "classRequest" | "adminClassRequests" | "adminClassRequest"> = {
  // A token of another shape is nobody's: null, and nothing else enters the REST path.
  classRequest: async (_parent, { token }, { api }) => {
    if (!CLASS_REQUEST_TOKEN_RE.test(token)) return null;
    const row = await orNull(rest(api.read(api.rpc["class-requests"][":token{[0-9a-zA-Z]{10,}}"].$get({ param: { token } }))));
    return row ? classRequestOf(row) : null;
  },
  adminClassRequests: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc["class-requests"].$get({
          query: { ...params({ location: optionalId(filter?.locationId, "locationId"), limit, offset }), status: filter?.status ? lower(filter.status) : undefined },
        }),
      ),
    );
    return { total: page.meta.total, requests: page.data.map(classRequestOf) };
  },
  adminClassRequest: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(api.rpc["class-requests"][":id{[0-9]{1,9}}"].$get({ param: requestParam(id) }))));
    return row ? classRequestOf(row) : null;
  },
};


export const classRequestMutations: Pick<MutationResolvers, "requestPrivateClass" | "setClassRequestStatus"> = {
  requestPrivateClass: async (_parent, { input }, context) => {
    const json = {
      location_id: numericId(input.locationId, "locationId"),
      preferred_dates: input.preferredDates,
      group_size: input.groupSize,
      occasion: input.occasion ?? "",
      menu_wishes: input.menuWishes ?? "",
      name: input.name,
      email: input.email,
      phone: input.phone ?? "",
    };
    await limitFormPosts(context, "class-request", CLASS_REQUEST_LIMIT);
    const { api } = context;
    return classRequestOf(await rest(api.read(api.rpc["class-requests"].$post({ json }, withShopOrigin(context.shopOrigin))), { location_id: "locationId" }));
  },
  setClassRequestStatus: async (_parent, { id, status, reason, classId }, context) =>
    classRequestOf(
      await rest(
        context.api.read(
          context.api.rpc["class-requests"][":id{[0-9]{1,9}}"].status.$put(
            { param: requestParam(id), json: { status: lower(status), reason: reason ?? "", class_id: optionalId(classId, "classId") ?? null } },
            withShopOrigin(context.shopOrigin),
          ),
        ),
      ),
    ),
};
