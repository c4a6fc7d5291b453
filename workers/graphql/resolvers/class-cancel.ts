/** Canceling a class (issue 27 part 5, decision 077): the confirm step's plan, and moving everyone instead. */
import type { MutationResolvers, QueryResolvers, RegistrationStatus } from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import { rest, upper } from "./rest";

const idParam = (id: string, argument = "id") => ({ id: String(numericId(id, argument)) });

/** A date a move may go to (decisions 077, 082), as the api names it. */
interface MoveDateClass {
  id: number;
  name: string;
  date: string;
  duration_minutes: number;
  location: { name: string; city: string; timezone: string };
}

/** AdminClassSummary of a date a move may go to. */
export const classSummaryOf = (shopClass: MoveDateClass) => ({
  id: String(shopClass.id),
  name: shopClass.name,
  date: shopClass.date,
  durationMinutes: shopClass.duration_minutes,
  locationName: shopClass.location.name,
  locationCity: shopClass.location.city,
  timezone: shopClass.location.timezone,
});

export const classCancelQueries: Pick<QueryResolvers, "classCancelPlan"> = {
  classCancelPlan: async (_parent, { id }, { api }) => {
    const plan = await orNull(rest(api.read(api.rpc.classes[":id{[0-9]+}"].cancel.$get({ param: idParam(id) }))));
    if (!plan) return null;
    return {
      classId: String(plan.class.id),
      bookings: plan.bookings.map((booking) => ({
        orderId: String(booking.order_id),
        orderNumber: booking.order_number,
        bookerFirstName: booking.booker.first_name,
        bookerLastName: booking.booker.last_name,
        bookerEmail: booking.booker.email,
        guests: booking.guests.map((guest) => ({
          id: String(guest.id),
          firstName: guest.first_name,
          lastName: guest.last_name,
          status: upper(guest.status) as RegistrationStatus,
        })),
        seats: booking.seats,
        paidCents: booking.paid_cents,
        refundCents: booking.refund_cents,
      })),
      seats: plan.seats,
      refundCents: plan.refund_cents,
      guestsVersion: plan.guests_version,
      moveAllowed: plan.move.allowed,
      moveRefusal: plan.move.refusal,
      moveDates: plan.move.dates.map((date) => ({
        class: classSummaryOf(date.class),
        seatsLeft: date.seats_left,
      })),
    };
  },
};

export const classCancelMutations: Pick<MutationResolvers, "moveClassGuests"> = {
  moveClassGuests: async (_parent, { id, toClassId, guestsVersion, message }, { api }) => {
    const answer = await rest(
      api.read(
        api.rpc.classes[":id{[0-9]+}"].move.$post({
          param: idParam(id),
          json: { class_id: numericId(toClassId, "toClassId"), guests_version: guestsVersion, message: message ?? undefined },
        }),
      ),
      { class_id: "toClassId" },
    );
    return { id: String(answer.id), toClassId: String(answer.to_class_id), movedRegistrations: answer.moved_registrations.map(String) };
  },
};
