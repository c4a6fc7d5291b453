/** Registrations for staff over GraphQL (spec §7 registrations/{id}): REST with the caller's token. */
import type {
  MutationResolvers,
  QueryResolvers,
  RegistrationStatus,
  RegistrationUpdateInput,
} from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import { lower, rest } from "./rest";

interface RegistrationJson {
  id: number;
  order_id: number;
  order_number: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  allergies: string[];
  allergy_notes: string;
  spice_tolerance: string;
  portion_size_id: number;
  portion_quantity_id: number;
  class: { id: number; sku: string; name: string; date: string; location: { name: string; city: string; timezone: string } };
  totals: { price_cents: number; discount_cents: number; tax_cents: number; total_cents: number; refunded_cents: number; refundable_cents: number };
  created_at: string;
}

interface SentEmailJson {
  id: number;
  to: string;
  kind: string;
  subject: string;
}

const status = (value: string) => value.toUpperCase() as RegistrationStatus;

function registrationOf(row: RegistrationJson) {
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    orderNumber: row.order_number,
    status: status(row.status),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    allergies: row.allergies,
    allergyNotes: row.allergy_notes,
    spiceTolerance: row.spice_tolerance,
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
      api.get<{ data: RegistrationJson[]; meta: { total: number } }>("registrations", {
        search: filter?.search ?? undefined,
        class_id: filter?.classId ? numericId(filter.classId, "classId") : undefined,
        status: filter?.status ? lower(filter.status) : undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        limit,
        offset,
      }),
    );
    return { total: page.meta.total, registrations: page.data.map(registrationOf) };
  },
  registration: async (_parent, { id }, { api }) => {
    const row = await orNull(rest(api.get<RegistrationJson>(`registrations/${numericId(id, "id")}`)));
    return row ? registrationOf(row) : null;
  },
  registrationStatuses: async (_parent, _args, { api }) => {
    const page = await rest(api.get<{ data: Array<{ key: string; name: string; holdsSeat: boolean; next: string[] }> }>("registrationStatuses"));
    return page.data.map((row) => ({ key: status(row.key), name: row.name, holdsSeat: row.holdsSeat, next: row.next.map(status) }));
  },
};

export const registrationAdminMutations: Pick<
  MutationResolvers,
  "updateRegistration" | "setRegistrationStatus" | "resendConfirmation" | "sendReminder"
> = {
  updateRegistration: async (_parent, { id, input }, { api }) =>
    registrationOf(await rest(api.send<RegistrationJson>("PUT", `registrations/${numericId(id, "id")}`, updateBody(input)))),
  setRegistrationStatus: async (_parent, { id, status: to }, { api }) =>
    registrationOf(await rest(api.send<RegistrationJson>("POST", `registrations/${numericId(id, "id")}/status`, { status: lower(to) }))),
  resendConfirmation: async (_parent, { registrationId }, { api }) =>
    sentOf(await rest(api.send<SentEmailJson>("POST", `registrations/${numericId(registrationId, "registrationId")}/confirmation`))),
  sendReminder: async (_parent, { registrationId }, { api }) =>
    sentOf(await rest(api.send<SentEmailJson>("POST", `registrations/${numericId(registrationId, "registrationId")}/reminder`))),
};
