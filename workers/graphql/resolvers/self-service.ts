/**
 * A customer's own cancel and move of a registration over GraphQL (decisions 033 and 054): the
 * api's self-service calls, which answer only the signed-in owner of the order, for the party
 * (default) or one guest (`scope`). Refusals come back as CONFLICT with the api's reason
 * (CUTOFF_PASSED, ALREADY_MOVED, CLASS_FULL, PRICE_HIGHER, …), bad input as BAD_USER_INPUT.
 */
import type { SelfServiceJson } from "../../api/contract";
import type { ChangeScope, ClassOffer, MutationResolvers, QueryResolvers, RegistrationStatus, ResolversTypes } from "../../../graphql/generated/resolvers.generated";
import type { ApiClient } from "../datasources/api";
import { numericId, orNull } from "./errors";
import type { ClassLocationModel } from "./models";
import { rest } from "./rest";

/** A class as the self-service answer names it (the registration's, a move's target, the one moved from). */
type ClassJson = SelfServiceJson["registration"]["class"];

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
      offer: registration.offer.toUpperCase() as ClassOffer,
      refundedCents: registration.refunded_cents,
      class: classOf(registration.class),
    },
    party: {
      scope: state.party.scope.toUpperCase() as ChangeScope,
      guests: state.party.guests.map((guest) => ({ id: String(guest.id), firstName: guest.first_name, lastName: guest.last_name })),
      seats: state.party.seats,
      guestScopeAllowed: state.party.guest_scope_allowed,
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
      seats: target.seats,
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

/** The api's address for the registration, with the scope (party unless GUEST is asked for). */
const registration = (registrationId: string, scope: ChangeScope | null | undefined) => ({
  param: { id: String(numericId(registrationId, "registrationId")) },
  query: { scope: scope === "GUEST" ? ("guest" as const) : ("party" as const) },
});

/** self-service/registrations/{id}. */
const registrations = (api: ApiClient) => api.rpc["self-service"].registrations[":id{[0-9]+}"];

export const selfServiceQueries: Pick<QueryResolvers, "registrationChanges"> = {
  registrationChanges: async (_parent, { registrationId, scope }, { api }) => {
    const state = await orNull(rest(api.read(registrations(api).$get(registration(registrationId, scope)))));
    return state ? changesOf(state) : null;
  },
};

export const selfServiceMutations: Pick<MutationResolvers, "cancelMyRegistration" | "moveMyRegistration"> = {
  cancelMyRegistration: async (_parent, { registrationId, scope }, { api }) =>
    changesOf(await rest(api.read(registrations(api).cancel.$post(registration(registrationId, scope))), { scope: "scope" })),
  moveMyRegistration: async (_parent, { registrationId, classId, scope }, { api }) =>
    changesOf(
      await rest(
        api.read(
          registrations(api).move.$post({
            ...registration(registrationId, scope),
            json: { class_id: numericId(classId, "classId") },
          }),
        ),
        { class_id: "classId", scope: "scope" },
      ),
    ),
};
