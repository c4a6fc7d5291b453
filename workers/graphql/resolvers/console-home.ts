/** Query.consoleHome: REST GET console-home with the caller's token (issue 27 part 1). */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { optionalId, rest } from "./rest";

export const consoleHome: NonNullable<QueryResolvers["consoleHome"]> = async (_parent, { days, locationId }, { api }) => {
  const query = params({ days, location: optionalId(locationId, "locationId") });
  const { data } = await rest(api.read(api.rpc["console-home"].$get({ query })), { location: "locationId" });
  return {
    days: data.days,
    truncated: data.truncated,
    classes:
      data.classes?.map((row) => ({
        id: String(row.id),
        name: row.name,
        date: row.date,
        localDate: row.local_date,
        timezone: row.timezone,
        locationId: String(row.location_id),
        locationName: row.location_name,
        seats: row.seats,
        seatsTaken: row.seats_taken,
        sold: row.sold,
        revenueCents: row.revenue_cents,
        minSeats: row.min_seats,
        underMinimum: row.under_minimum,
        canceled: row.canceled,
        published: row.published,
      })) ?? null,
    attention: {
      classRequests: data.attention.class_requests,
      failedEmails: data.attention.failed_emails,
      underMinimum: data.attention.under_minimum,
      waitlistOffers: data.attention.waitlist_offers,
      unansweredMessages: data.attention.unanswered_messages,
    },
  };
};
