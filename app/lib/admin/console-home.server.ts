/**
 * The console's home (issue 27 part 1, decision 070): each kitchen's classes of today and the
 * coming days and what needs attention, in words a manager reads at a glance. Times are the
 * kitchen's own.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { ConsoleHomeQuery } from "../../../graphql/generated/client/graphql";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { countOf } from "../../../workers/core/counts";
import { formatClassMoment, formatClassTime, localDate } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { hasPermission } from "../../../workers/core/permissions";
import type { StaffMember } from "./staff.server";
import { query } from "~/lib/core/graphql.server";

export const ConsoleHomeDocument = graphql(`
  query ConsoleHome($days: Int, $locationId: ID, $withKitchens: Boolean!) {
    consoleHome(days: $days, locationId: $locationId) {
      days
      truncated
      classes {
        id
        name
        date
        localDate
        timezone
        locationId
        locationName
        seats
        seatsTaken
        sold
        revenueCents
        minSeats
        underMinimum
        canceled
        published
      }
      attention {
        classRequests
        failedEmails
        underMinimum
        waitlistOffers
        unansweredMessages
      }
    }
    classFormChoices @include(if: $withKitchens) {
      locations {
        id
        name
      }
    }
  }
`);

type HomeClass = NonNullable<ConsoleHomeQuery["consoleHome"]["classes"]>[number];

export interface HomeClassView {
  id: string;
  name: string;
  when: string;
  today: boolean;
  seats: string;
  paid: string;
  revenue: string;
  /** "Under its minimum: 2 of 6 paid", "Canceled", "Draft", or "". */
  note: string;
  noteTone: "warning" | "muted" | "";
}

export interface KitchenView {
  id: string;
  name: string;
  classes: HomeClassView[];
  revenue: string;
  seats: string;
}

export interface AttentionView {
  label: string;
  href: string | null;
}

function classView(row: HomeClass, now: Date): HomeClassView {
  const today = row.localDate === localDate(now, row.timezone);
  const note = row.canceled
    ? "Canceled"
    : row.underMinimum
      ? `Under its minimum: ${row.sold} of ${row.minSeats} paid`
      : !row.published
        ? "Draft"
        : row.seatsTaken >= row.seats
          ? "Full"
          : "";
  return {
    id: row.id,
    name: row.name,
    when: today ? `Today, ${formatClassTime(row.date, row.timezone)}` : formatClassMoment(row.date, row.timezone),
    today,
    seats: `${row.seatsTaken} of ${row.seats}`,
    paid: String(row.sold),
    revenue: formatUsd(row.revenueCents),
    note,
    noteTone: row.underMinimum && !row.canceled ? "warning" : note && note !== "Full" ? "muted" : "",
  };
}

/** Classes grouped by kitchen, in the api's order (kitchen name, then start). */
function kitchens(rows: readonly HomeClass[], now: Date): KitchenView[] {
  const byKitchen = new Map<string, HomeClass[]>();
  for (const row of rows) byKitchen.set(row.locationId, [...(byKitchen.get(row.locationId) ?? []), row]);
  return [...byKitchen.values()].map((classes) => {
    const running = classes.filter((row) => !row.canceled);
    return {
      id: classes[0]!.locationId,
      name: classes[0]!.locationName,
      classes: classes.map((row) => classView(row, now)),
      revenue: formatUsd(running.reduce((sum, row) => sum + row.revenueCents, 0)),
      seats: `${running.reduce((sum, row) => sum + row.seatsTaken, 0)} of ${running.reduce((sum, row) => sum + row.seats, 0)}`,
    };
  });
}

function attention(home: ConsoleHomeQuery["consoleHome"]): AttentionView[] {
  const { classRequests, failedEmails, underMinimum, waitlistOffers, unansweredMessages } = home.attention;
  const items: AttentionView[] = [];
  if (unansweredMessages) items.push({ label: `${countOf(unansweredMessages, "message")} not answered yet`, href: "/admin/messages?status=unanswered" });
  if (classRequests) items.push({ label: `${countOf(classRequests, "private class request")} waiting for an answer`, href: "/admin/class-requests?status=received" });
  if (underMinimum) items.push({ label: `${countOf(underMinimum, "class", "classes")} under ${underMinimum === 1 ? "its" : "their"} minimum`, href: "#home-classes" });
  if (failedEmails) items.push({ label: `${countOf(failedEmails, "e-mail")} not delivered this week`, href: "/admin/emails?state=failed" });
  if (waitlistOffers) items.push({ label: `${countOf(waitlistOffers, "waitlist seat")} offered, waiting for a claim`, href: null });
  return items;
}

/** Whether this person sees any part of the home beyond the area list. */
export const readsHome = (staff: StaffMember) =>
  [PERMISSIONS.classesView, PERMISSIONS.classRequestsView, PERMISSIONS.ordersView, PERMISSIONS.messagesView].some((permission) => hasPermission(staff.permissions, permission));

export async function consoleHomeView(context: AppLoadContext, staff: StaffMember, filter: { days: number; locationId?: string }, now = new Date()) {
  const withKitchens = hasPermission(staff.permissions, PERMISSIONS.classesView);
  const { consoleHome: home, classFormChoices } = await query(context, ConsoleHomeDocument, { ...filter, withKitchens });
  return {
    days: home.days,
    truncated: home.truncated,
    kitchens: home.classes === null || home.classes === undefined ? null : kitchens(home.classes, now),
    attention: attention(home),
    locations: classFormChoices?.locations ?? [],
  };
}
