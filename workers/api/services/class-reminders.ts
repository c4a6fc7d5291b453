/**
 * Class reminders (issue 28 part 2, decision 063): the scheduler reminds each registration of a
 * kitchen class or pickup once, its class type's `reminder_hours` before the class (48 by
 * default), with the address and a maps link, what to bring, the class's .ics and, while the
 * policy still allows it, the booking's cancel/move page. One e-mail per person and class: a
 * buyer whose guests gave no e-mail of their own gets one reminder for all their seats. A
 * registration booked after its reminder time has passed is not reminded: its confirmation just
 * told it everything. Staff's reminder by hand (POST registrations/{id}/reminder) is the same
 * e-mail, built here.
 */
import { REMINDER_HOURS } from "../../core/booking-policy";
import { formatClassDate, formatClassTime, zonedParts } from "../../core/dates";
import { whatToBring } from "../../core/fulfillment-guide";
import { mapUrl } from "../../core/geo";
import { beforeCutoff, selfServiceCutoff } from "../../core/self-service";
import type { Database } from "../db";
import { ClassReminderEmail } from "../emails/registration";
import { classCardLines, itemLines, linkLine } from "../emails/parts";
import { kitchenPlace } from "../emails/places";
import { emailBody, type EmailBody } from "../emails/render";
import type { ApiEnv } from "../env";
import { enqueueWritten } from "./email-delivery";

/** The fulfillments whose customers come to the kitchen, and so are reminded. */
const REMINDED_FULFILLMENTS = "('in-person', 'pre-assembled')";

export interface ReminderRow {
  registration_id: number;
  order_id: number;
  first_name: string;
  /** The guest's own e-mail, else the order's. */
  to: string;
  class_id: number;
  class_sku: string;
  class_name: string;
  class_date: string;
  duration_minutes: number;
  class_path: string;
  fulfillment_key: string;
  class_type_key: string;
  class_type_offer: string;
  location_name: string;
  location_city: string;
  street: string;
  state: string;
  zipcode: string;
  timezone: string;
  /** The shop's origin the order was placed from; null for orders made before it was kept. */
  origin: string | null;
}

const COLUMNS = `SELECT r.id AS registration_id, r.order_id, coalesce(nullif(r.first_name, ''), o.first_name) AS first_name,
    lower(coalesce(nullif(r.email, ''), o.email)) AS "to",
    c.id AS class_id, c.sku AS class_sku, c.name AS class_name, c.date AS class_date, c.duration_minutes,
    f.path AS class_path, f.key AS fulfillment_key, t.key AS class_type_key, t.offer AS class_type_offer,
    l.name AS location_name, l.city AS location_city, l.street, l.state, l.zipcode, l.timezone,
    json_extract(ch.details, '$.origin') AS origin`;
const FROM = `FROM registrations r
    JOIN orders o ON o.id = r.order_id
    LEFT JOIN checkouts ch ON ch.id = o.checkout_id
    JOIN classes c ON c.id = r.class_id
    JOIN class_types t ON t.id = c.class_type_id
    JOIN fulfillments f ON f.id = c.fulfillment_id
    JOIN locations l ON l.id = c.location_id`;

/** One registration's reminder row (staff's reminder by hand); null when it has none. */
export async function reminderRow(d1: D1Database, registrationId: number): Promise<ReminderRow | null> {
  return d1.prepare(`${COLUMNS} ${FROM} WHERE r.id = ?1`).bind(registrationId).first<ReminderRow>();
}

/**
 * The reminder of `rows` (one person's registrations of one class; the first names the booking
 * whose page cancels or moves it). `origin`: the shop's address for the links, when known.
 */
export function classReminderEmail(rows: readonly ReminderRow[], now: Date, origin: string | null): EmailBody {
  const row = rows[0]!;
  const day = formatClassDate(row.class_date, row.timezone);
  const atKitchen = row.fulfillment_key === "in-person";
  const seats = rows.length === 1 ? "" : ` (${rows.length} seats)`;
  const street = `${row.street}, ${row.location_city}, ${row.state} ${row.zipcode}`;
  const link = (path: string) => (origin ? `${origin}${path}` : undefined);
  const calendar = link(`/classes/${encodeURIComponent(row.class_sku)}.ics`);
  const manage = beforeCutoff(row.class_date, now) ? link(`/account/bookings/${row.registration_id}`) : undefined;
  const cutoff = selfServiceCutoff(row.class_date).toISOString();
  const words = {
    subject: `Reminder: ${row.class_name} on ${day}`,
    greeting: `Hi ${row.first_name}, a reminder of your ${atKitchen ? "class" : "pickup"}${seats}:`,
    class: {
      name: row.class_name,
      details: [
        `${day} at ${formatClassTime(row.class_date, row.timezone)}`,
        `At ${kitchenPlace({ name: row.location_name, city: row.location_city })}`,
      ],
      href: link(`${row.class_path}/${encodeURIComponent(row.class_sku)}`),
    },
    address: { lead: street, label: "Directions", href: mapUrl({ street: row.street, city: row.location_city, state: row.state, zipcode: row.zipcode }) },
    bring: { heading: atKitchen ? "What to bring" : "At pickup", items: whatToBring(row.fulfillment_key, { durationMinutes: row.duration_minutes, month: zonedParts(new Date(row.class_date), row.timezone).month, classType: { key: row.class_type_key, offer: row.class_type_offer } }) },
    arrive: atKitchen
      ? "Please arrive ten minutes early. Questions? Just reply to this e-mail."
      : "Your meals will be ready at the kitchen at this time. Questions? Just reply to this e-mail.",
    calendar: calendar ? { label: "Add it to your calendar", href: calendar } : undefined,
    manage: manage
      ? { lead: `Plans changed? Until ${formatClassDate(cutoff, row.timezone)} at ${formatClassTime(cutoff, row.timezone)} you can`, label: "cancel or move this booking", href: manage }
      : undefined,
  };
  return emailBody(ClassReminderEmail, words, [
    words.greeting,
    classCardLines(words.class.name, words.class.details, words.class.href),
    linkLine(words.address),
    words.bring.items.length > 0 && itemLines(words.bring.heading, words.bring.items),
    words.arrive,
    words.calendar && linkLine(words.calendar),
    words.manage && linkLine(words.manage),
  ]);
}

/**
 * The job: reminders due at `now` (the class starts within its type's reminder hours, the
 * registration was booked before that window opened and holds its seat), at most `limit`
 * registrations a run. Each person's reminder is written after the mark on its registrations
 * (`reminded_at`), the e-mail only when the mark changed something, the run's all in one batch,
 * so a run repeated (or racing another) writes each reminder once. Answers the registrations reminded, and
 * whether some were left for the next run.
 */
export async function sendClassReminders(db: Database, env: Pick<ApiEnv, "EMAILS" | "PUBLIC_ORIGIN">, now: Date, limit: number): Promise<{ items: number; more: boolean }> {
  const stamp = now.toISOString();
  // No type reminds earlier than REMINDER_HOURS.max, so only classes that near are read.
  const horizon = new Date(now.getTime() + REMINDER_HOURS.max * 3_600_000).toISOString();
  const { results } = await db.$client
    .prepare(
      `${COLUMNS} ${FROM}
       WHERE c.date > ?1 AND c.date <= ?2 AND c.canceled = 0
         AND f.key IN ${REMINDED_FULFILLMENTS}
         AND r.status = 'registered' AND r.reminded_at IS NULL
         AND julianday(c.date) - julianday(?1) <= t.reminder_hours / 24.0
         AND julianday(c.date) - julianday(r.created_at) > t.reminder_hours / 24.0
       ORDER BY c.date, c.id, "to", r.id
       LIMIT ?3`,
    )
    .bind(stamp, horizon, limit)
    .all<ReminderRow>();
  const groups = groupByPerson(results);
  // A person's seats cut off by the limit wait for the next run, so they get one e-mail.
  if (results.length === limit && groups.length > 1) groups.pop();
  // One round trip for the run: each person's mark, then their e-mail only if the mark changed something.
  const statements = groups.flatMap((rows) => {
    const email = classReminderEmail(rows, now, env.PUBLIC_ORIGIN ?? rows[0]!.origin);
    const ids = rows.map((row) => row.registration_id);
    return [
      db.$client
        .prepare(`UPDATE registrations SET reminded_at = ?1 WHERE id IN (SELECT value FROM json_each(?2)) AND reminded_at IS NULL`)
        .bind(stamp, JSON.stringify(ids)),
      db.$client
        .prepare(
          `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
           SELECT ?1, ?2, ?3, ?4, 'class_reminder', ?5, ?6 WHERE changes() > 0`,
        )
        .bind(rows[0]!.to, email.subject, email.text, email.html, `registration:${ids[0]}`, stamp),
    ];
  });
  if (statements.length > 0) {
    await db.$client.batch(statements);
    await enqueueWritten(db, env.EMAILS, now);
  }
  return { items: groups.reduce((sum, rows) => sum + rows.length, 0), more: results.length === limit };
}

/** Rows (ordered by class, then address) grouped a person and class at a time. */
function groupByPerson(rows: readonly ReminderRow[]): ReminderRow[][] {
  const groups: ReminderRow[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.class_id === row.class_id && last[0]!.to === row.to) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
