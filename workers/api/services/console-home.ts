/**
 * The console's home (issue 27 part 1, decision 070): each kitchen's classes of today and the
 * coming days — seats taken of capacity, paid seats, revenue, and whether a class with a minimum is
 * still under it — and what needs a manager's attention. Each part is read only for staff who may
 * open its area: classes with classes.view, requests with class-requests.view, e-mails with
 * orders.view (decision 058), contact messages with messages.view (decision 073); a part they may
 * not read is null, not zero.
 */
import { PERMISSIONS } from "../../core/admin-permissions";
import { localDate } from "../../core/dates";
import { may } from "../auth/middleware";
import { unansweredMessagesStatement } from "./contact-inbox";
import type { Caller } from "./users";

/** Days the home looks ahead, today included. */
export const HOME_DAYS_DEFAULT = 7;
export const HOME_DAYS_MAX = 14;
/** Failed e-mails of this many days past are news; older ones are on the E-mail page. */
const FAILED_EMAIL_DAYS = 7;
/** More classes than a week of every kitchen holds; the list says when it stopped. */
const CLASSES_MAX = 300;

export interface HomeClass {
  id: number;
  name: string;
  date: string;
  timezone: string;
  /** The class's day in its kitchen (YYYY-MM-DD). */
  local_date: string;
  location_id: number;
  location_name: string;
  seats: number;
  seats_taken: number;
  /** Registrations holding a seat, and what they paid. */
  sold: number;
  revenue_cents: number;
  /** Its own minimum, else its type's; 0: none. */
  min_seats: number;
  go_decision: "run" | "on" | "off" | null;
  canceled: boolean;
  published: boolean;
  /** A minimum not yet reached and not yet decided. */
  under_minimum: boolean;
}

export interface HomeAttention {
  /** Private class requests nobody has answered yet (status received). */
  class_requests: number | null;
  /** E-mails that could not be delivered in the last week. */
  failed_emails: number | null;
  /** Classes of the coming days under their minimum, not yet decided. */
  under_minimum: number | null;
  /** Waitlist seats offered and waiting for their claim. */
  waitlist_offers: number | null;
  /** Contact messages still open that nobody has replied to. */
  unanswered_messages: number | null;
}

export interface ConsoleHome {
  days: number;
  /** Null without classes.view. */
  classes: HomeClass[] | null;
  /** The list stopped at its limit: narrow it by kitchen. */
  truncated: boolean;
  attention: HomeAttention;
}

interface ClassRow extends Omit<HomeClass, "local_date" | "under_minimum" | "canceled" | "published"> {
  canceled: number;
  published: number;
}

const DAY_MS = 86_400_000;

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Scheduled classes from yesterday to the last day asked (UTC, a day wider each side), each then kept by its kitchen's own today. */
async function classesAhead(d1: D1Database, now: Date, days: number, locationId: number | undefined) {
  const { results } = await d1
    .prepare(
      `SELECT c.id, c.name, c.date, l.timezone, c.location_id, l.name AS location_name, rs.seats, c.seats_taken,
              coalesce(c.min_seats, ct.min_seats) AS min_seats, c.go_decision, c.canceled, c.published,
              (SELECT count(*) FROM registrations r WHERE r.class_id = c.id AND r.status IN ('registered', 'attended', 'no_show')) AS sold,
              (SELECT coalesce(sum(r.total_cents), 0) FROM registrations r WHERE r.class_id = c.id AND r.status IN ('registered', 'attended', 'no_show')) AS revenue_cents
       FROM classes c
       JOIN locations l ON l.id = c.location_id
       JOIN reservation_sizes rs ON rs.id = c.reservation_size_id
       JOIN class_types ct ON ct.id = c.class_type_id
       WHERE c.date >= ?1 AND c.date < ?2 AND c.status = 'scheduled' AND (?3 IS NULL OR c.location_id = ?3)
       ORDER BY l.name, c.location_id, c.date, c.id
       LIMIT ?4`,
    )
    .bind(new Date(now.getTime() - DAY_MS).toISOString(), new Date(now.getTime() + (days + 1) * DAY_MS).toISOString(), locationId ?? null, CLASSES_MAX + 1)
    .all<ClassRow>();
  const classes = results.slice(0, CLASSES_MAX).flatMap((row): HomeClass[] => {
    const today = localDate(now, row.timezone);
    const day = localDate(new Date(row.date), row.timezone);
    if (day < today || day >= addDays(today, days)) return [];
    const canceled = Boolean(row.canceled);
    return [
      {
        ...row,
        local_date: day,
        canceled,
        published: Boolean(row.published),
        under_minimum: !canceled && row.min_seats > 0 && row.sold < row.min_seats && row.go_decision === null,
      },
    ];
  });
  return { classes, truncated: results.length > CLASSES_MAX };
}

const count = async (statement: D1PreparedStatement) => (await statement.first<{ n: number }>())?.n ?? 0;

export async function consoleHome(d1: D1Database, caller: Caller, options: { now?: Date; days?: number; locationId?: number } = {}): Promise<ConsoleHome> {
  const now = options.now ?? new Date();
  const days = options.days ?? HOME_DAYS_DEFAULT;
  const seesClasses = may(caller, PERMISSIONS.classesView);
  const [ahead, classRequests, failedEmails, waitlistOffers, unansweredMessages] = await Promise.all([
    seesClasses ? classesAhead(d1, now, days, options.locationId) : null,
    may(caller, PERMISSIONS.classRequestsView)
      ? count(d1.prepare("SELECT count(*) AS n FROM class_requests WHERE status = 'received' AND (?1 IS NULL OR location_id = ?1)").bind(options.locationId ?? null))
      : null,
    may(caller, PERMISSIONS.ordersView)
      ? count(d1.prepare("SELECT count(*) AS n FROM outbox_emails WHERE state IN ('failed', 'bounced') AND created_at >= ?1").bind(new Date(now.getTime() - FAILED_EMAIL_DAYS * DAY_MS).toISOString()))
      : null,
    seesClasses
      ? count(
          d1
            .prepare(
              `SELECT count(*) AS n FROM waitlist_entries w JOIN classes c ON c.id = w.class_id
               WHERE w.status = 'offered' AND c.date >= ?1 AND (?2 IS NULL OR c.location_id = ?2)`,
            )
            .bind(now.toISOString(), options.locationId ?? null),
        )
      : null,
    may(caller, PERMISSIONS.messagesView) ? count(unansweredMessagesStatement(d1, options.locationId ?? null)) : null,
  ]);
  return {
    days,
    classes: ahead?.classes ?? null,
    truncated: ahead?.truncated ?? false,
    attention: {
      class_requests: classRequests,
      failed_emails: failedEmails,
      under_minimum: ahead ? ahead.classes.filter((row) => row.under_minimum).length : null,
      waitlist_offers: waitlistOffers,
      unanswered_messages: unansweredMessages,
    },
  };
}
