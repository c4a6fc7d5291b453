/**
 * A customer's own cancel and move of a registration over GraphQL (decision 033): the api's
 * self-service calls, which answer only the signed-in owner of the order. Refusals come back as
 * CONFLICT with the api's reason (CUTOFF_PASSED, ALREADY_MOVED, CLASS_FULL, PRICE_HIGHER, …).
 */
import type { SelfServiceJson } from "../../api/services/self-service";
import type { MutationResolvers, QueryResolvers, RegistrationStatus, ResolversTypes } from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import type { ClassLocationModel } from "./models";
import { rest } from "./rest";

type ClassJson = { id: number; name: string; date: string; location: { id: number; name: string; city: string; timezone: string } };

const classOf = (row: ClassJson) => ({
  id: String(row.id),
  name: row.name,
  date: row.date,
  location: row.location as unknown as ClassLocationModel,
});

function changesOf(state: SelfServiceJson): ResolversTypes["RegistrationChanges"] {
  const registration = state.registration;
  return {
    registration: {
      id: String(registration.id),
      orderId: String(registration.order_id),
      orderNumber: registration.order_number,
      status: registration.status.toUpperCase() as RegistrationStatus,
      firstName: registration.first_name,
      totalCents: registration.total_cents,
      refundedCents: registration.refunded_cents,
      class: classOf(registration.class),
    },
    cutoff: state.cutoff,
    canCancel: state.cancel.allowed,
    cancelRefusal: state.cancel.refusal,
    cancelRefundCents: state.cancel.refund_cents,
    canMove: state.move.allowed,
    moveRefusal: state.move.refusal,
    moveOptions: state.move.targets.map((target) => ({
      class: classOf(target.class),
      seatsLeft: target.seats_left,
      newTotalCents: target.new_total_cents,
      differenceCents: target.difference_cents,
      allowed: target.allowed,
      refusal: target.refusal,
    })),
    canceledAt: state.canceled_at,
    movedAt: state.moved_at,
    movedFrom: state.moved_from ? classOf(state.moved_from) : null,
  };
}

const path = (registrationId: string) => `self-service/registrations/${numericId(registrationId, "registrationId")}`;

export const selfServiceQueries: Pick<QueryResolvers, "registrationChanges"> = {
  registrationChanges: async (_parent, { registrationId }, { api }) => {
    const state = await orNull(rest(api.get<SelfServiceJson>(path(registrationId))));
    return state ? changesOf(state) : null;
  },
};

export const selfServiceMutations: Pick<MutationResolvers, "cancelMyRegistration" | "moveMyRegistration"> = {
  cancelMyRegistration: async (_parent, { registrationId }, { api }) => changesOf(await rest(api.send<SelfServiceJson>("POST", `${path(registrationId)}/cancel`))),
  moveMyRegistration: async (_parent, { registrationId, classId }, { api }) =>
    changesOf(
      await rest(api.send<SelfServiceJson>("POST", `${path(registrationId)}/move`, { class_id: numericId(classId, "classId") }), { class_id: "classId" }),
    ),
};
