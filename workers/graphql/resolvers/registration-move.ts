/** Staff's move of a registration (issue 27 part 4, decision 082): REST registrations/{id}/move with the caller's token. */
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { classSummaryOf } from "./class-cancel";
import { numericId, orNull } from "./errors";
import { rest } from "./rest";

const idParam = (id: string) => ({ id: String(numericId(id, "id")) });
const scopeOf = (scope: string | null | undefined) => (scope === "GUEST" ? ("guest" as const) : ("party" as const));

export const registrationMoveQueries: Pick<QueryResolvers, "registrationMovePlan"> = {
  registrationMovePlan: async (_parent, { id, scope }, { api }) => {
    const plan = await orNull(rest(api.read(api.rpc.registrations[":id{[0-9]+}"].move.$get({ param: idParam(id), query: { scope: scopeOf(scope) } }))));
    if (!plan) return null;
    const { registration, party } = plan;
    return {
      registrationId: String(registration.id),
      orderId: String(registration.order_id),
      orderNumber: registration.order_number,
      firstName: registration.first_name,
      classId: String(registration.class.id),
      className: registration.class.name,
      classDate: registration.class.date,
      locationName: registration.class.location.name,
      locationCity: registration.class.location.city,
      timezone: registration.class.location.timezone,
      party: {
        scope: party.scope === "guest" ? "GUEST" : "PARTY",
        guests: party.guests.map((guest) => ({ id: String(guest.id), firstName: guest.first_name, lastName: guest.last_name })),
        seats: party.seats,
        guestScopeAllowed: party.guest_scope_allowed,
      },
      movedByCustomer: plan.moved_by_customer,
      allowed: plan.allowed,
      refusal: plan.refusal,
      dates: plan.dates.map((date) => ({
        class: classSummaryOf(date.class),
        seatsLeft: date.seats_left,
        seats: date.seats,
        differenceCents: date.difference_cents,
        withinPolicy: date.within_policy,
        policyBreaks: date.policy_breaks,
      })),
    };
  },
};

export const registrationMoveMutations: Pick<MutationResolvers, "staffMoveRegistration"> = {
  staffMoveRegistration: async (_parent, { id, input }, { api }) => {
    const moved = await rest(
      api.read(
        api.rpc.registrations[":id{[0-9]+}"].move.$post({
          param: idParam(id),
          json: {
            class_id: numericId(input.toClassId, "toClassId"),
            from_class_id: numericId(input.fromClassId, "fromClassId"),
            scope: scopeOf(input.scope),
            reason: input.reason ?? undefined,
            settlement: input.settlement === "COUNTER" ? "counter" : input.settlement === "WAIVE" ? "waive" : input.settlement === "PAY_LINK" ? "pay_link" : undefined,
          },
        }),
      ),
      { class_id: "toClassId", from_class_id: "fromClassId" },
    );
    return {
      movedRegistrations: moved.moved_registrations.map(String),
      toClassId: String(moved.to_class_id),
      differenceCents: moved.difference_cents,
      refundCents: moved.refund_cents,
      collectCents: moved.collect_cents,
      waivedCents: moved.waived_cents,
      refundFailedRegistrations: moved.refund_failed_registrations.map(String),
      payLinkCents: moved.pay_link_cents,
      payLinkPath: moved.pay_link?.path ?? null,
      holdExpiresAt: moved.pay_link?.expires_at ?? null,
    };
  },
};
