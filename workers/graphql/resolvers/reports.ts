/**
 * The console's reports over GraphQL (decision 029): each field calls GET reports/… with the
 * caller's token (reports.view decides; UNAUTHENTICATED and FORBIDDEN pass through) and never
 * the shared edge cache. Bad dates come back as BAD_USER_INPUT naming the argument.
 */
import { postalAddressOf } from "../../core/input-formats";
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { rest } from "./rest";

/** The report's dates as REST takes them: an empty or missing date leaves the api's default. */
const dates = (query: Record<string, string | null | undefined>) =>
  params(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value || undefined])));

export const reportQueries: Pick<QueryResolvers, "deliveryAddressesReport" | "outstandingGiftCardBalanceReport" | "managementPayrollReport"> = {
  deliveryAddressesReport: async (_parent, { from, to }, { api }) => {
    const report = await rest(api.read(api.rpc.reports.classes.deliveryAddresses.$get({ query: dates({ from, to }) })));
    return {
      from: report.from,
      to: report.to,
      days: report.days.map((day) => ({
        date: day.date,
        classes: day.classes.map((shopClass) => ({
          classId: String(shopClass.class_id),
          className: shopClass.class_name,
          time: shopClass.time,
          kitchen: shopClass.kitchen,
          meals: shopClass.meals,
        })),
        stops: day.stops.map((stop) => ({
          orderId: String(stop.order_id),
          orderNumber: stop.order_number,
          classId: String(stop.class_id),
          className: stop.class_name,
          time: stop.time,
          kitchen: stop.kitchen,
          address: postalAddressOf(stop),
          portions: stop.portions,
          registrations: stop.registrations,
        })),
      })),
    };
  },
  outstandingGiftCardBalanceReport: async (_parent, { asOf, from }, { api }) => {
    const report = await rest(api.read(api.rpc.reports["gift-cards"].outstandingBalance.$get({ query: dates({ as_of: asOf, from }) })));
    return {
      asOf: report.as_of,
      from: report.from,
      totalCents: report.total_cents,
      disabledCents: report.disabled_cents,
      cards: report.cards.map((card) => ({
        id: String(card.id),
        code: card.code,
        status: card.status,
        issuedAt: card.issued_at,
        initialCents: card.initial_cents,
        balanceCents: card.balance_cents,
      })),
      trend: report.trend.map((point) => ({ date: point.date, totalCents: point.total_cents })),
    };
  },
  managementPayrollReport: async (_parent, { from, to }, { api }) => {
    const report = await rest(api.read(api.rpc.reports.managementPayroll.$get({ query: dates({ from, to }) })));
    return {
      from: report.from,
      to: report.to,
      setupMinutes: report.rule.setup_minutes,
      cleanupMinutes: report.rule.cleanup_minutes,
      lines: report.rows.map((row) => ({
        week: row.week,
        hostId: String(row.host_id),
        hostName: row.host_name,
        hostEmail: row.host_email,
        classes: row.classes,
        classMinutes: row.class_minutes,
        extraMinutes: row.extra_minutes,
        totalMinutes: row.total_minutes,
      })),
      weeks: report.weeks.map((week) => ({ week: week.week, totalMinutes: week.total_minutes })),
      totalMinutes: report.total_minutes,
    };
  },
};
