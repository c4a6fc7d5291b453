/** Registrations for staff over GraphQL (spec §7 registrations/{id}): REST with the caller's token. */
import type {
  MutationResolvers,
  QueryResolvers,
  RegistrationStatus,
  RegistrationUpdateInput,
} from "../../../graphql/generated/resolvers.generated";
import type { InferResponseType } from "hono/client";
import { params, type ApiClient, type ApiRpc } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { lower, rest } from "./rest";

type RegistrationJson = InferResponseType<ApiRpc["registrations"][":id{[0-9]+}"]["$get"], 200>;
type SentEmailJson = InferResponseType<ApiRpc["registrations"][":id{[0-9]+}"]["confirmation"]["$post"], 201>;

/** The calls of one registration (`registrations/{id}/…`). */
const oneRegistration = (api: ApiClient) => api.rpc.registrations[":id{[0-9]+}"];
const idParam = (id: string, argument: string) => ({ id: String(numericId(id, argument)) });

const status = (value: string) => value.toUpperCase() as RegistrationStatus;

type PersonColumns = "id" | "order_id" | "order_number" | "first_name" | "last_name" | "email" | "phone" | "allergies" | "allergy_notes" | "spice_tolerance";

/** Who a registration is for and its order: the same fields on a registration's page and a class's attendee list. */
export function registrationPersonOf(row: Pick<RegistrationJson, PersonColumns>) {
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    orderNumber: row.order_number,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    allergies: row.allergies,
    allergyNotes: row.allergy_notes,
    spiceTolerance: row.spice_tolerance,
  };
}

function registrationOf(row: RegistrationJson) {
  return {
    ...registrationPersonOf(row),
    status: status(row.status),
    portionSizeId: String(row.portion_size_id),
    portionQuantityId: String(row.portion_quantity_id),
    class: {
      id: String(row.class.id),
      sku: row.class.sku,
      name: row.class.name,
      date: row.class.date,
      locationName: row.class.location.name,
      locationCity: row.class.location.city,
      timezone: row.class.location.timezone,
    },
    totals: {
      priceCents: row.totals.price_cents,
      discountCents: row.totals.discount_cents,
      taxCents: row.totals.tax_cents,
      totalCents: row.totals.total_cents,
      refundedCents: row.totals.refunded_cents,
      refundableCents: row.totals.refundable_cents,
    },
    createdAt: row.created_at,
  };
}

const updateBody = (input: RegistrationUpdateInput) => ({
  first_name: input.firstName ?? undefined,
  last_name: input.lastName ?? undefined,
  allergies: input.allergies ?? undefined,
  allergy_notes: input.allergyNotes ?? undefined,
  spice_tolerance: input.spiceTolerance ?? undefined,
});

const sentOf = (email: SentEmailJson) => ({ registrationId: String(email.id), to: email.to, kind: email.kind, subject: email.subject });

export const registrationAdminQueries: Pick<QueryResolvers, "adminRegistrations" | "registration" | "registrationStatuses"> = {
  adminRegistrations: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.registrations.$get({
          query: {
            ...params({
              search: filter?.search,
              class_id: filter?.classId ? numericId(filter.classId, "classId") : undefined,
              from: filter?.from,
              to: filter?.to,
              limit,
              offset,
            }),
            status: filter?.status ? lower(filter.status) : undefined,
          },
        }),
      ),
    );
    return { total: page.meta.total, registrations: page.data.map(registrationOf) };
  },
  registration: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.read(oneRegistration(api).$get({ param: idParam(id, "id") }))));
    return row ? registrationOf(row) : null;
  },
  registrationStatuses: async (_parent, _args, { api }) => {
    const page = await rest(api.read(api.rpc.registrationStatuses.$get()));
    return page.data.map((row) => ({ key: status(row.key), name: row.name, holdsSeat: row.holdsSeat, next: row.next.map(status) }));
  },
};

export const registrationAdminMutations: Pick<
  MutationResolvers,
  "updateRegistration" | "setRegistrationStatus" | "resendConfirmation" | "sendReminder"
> = {
  updateRegistration: async (_parent, { id, input }, { api }) =>
    registrationOf(await rest(api.read(oneRegistration(api).$put({ param: idParam(id, "id"), json: updateBody(input) })))),
  setRegistrationStatus: async (_parent, { id, status: to }, { api }) =>
    registrationOf(await rest(api.read(oneRegistration(api).status.$post({ param: idParam(id, "id"), json: { status: lower(to) } })))),
  resendConfirmation: async (_parent, { registrationId }, { api }) =>
    sentOf(await rest(api.read(oneRegistration(api).confirmation.$post({ param: idParam(registrationId, "registrationId") })))),
  sendReminder: async (_parent, { registrationId }, { api }) =>
    sentOf(await rest(api.read(oneRegistration(api).reminder.$post({ param: idParam(registrationId, "registrationId") })))),
};
