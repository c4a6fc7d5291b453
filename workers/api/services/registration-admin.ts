/**
 * One registration for staff (spec §7 registrations/{id}): read it, change its guest's details,
 * move its status by the table of workers/core/registration-status.ts (seats follow), its
 * totals, and the confirmation and reminder e-mails. Every change is one D1 batch with its audit
 * record, conditional on the row being as it was read.
 */
import { seatsChanged, type SeatEnv } from "./seats";
import { registrationRefusal, seatChange, type RegistrationStatus } from "../../core/registration-status";
import { ApiError } from "../lib/errors";
import { sqlParameters, wordsInAnyOf } from "../lib/sql";
import { auditStatement } from "./audit";
import type { EmailBody } from "./emails";
import { classReminderEmail, reminderRow } from "./class-reminders";
import { registrationConfirmationEmail, type RegistrationEmailInput } from "./registration-emails";
import type { Caller } from "./users";

export interface RegistrationRow {
  id: number;
  order_id: number;
  class_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  allergies: string;
  allergy_notes: string;
  spice_tolerance: string;
  portion_size_id: number;
  portion_quantity_id: number;
  price_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  status: RegistrationStatus;
  created_at: string;
  order_number: string;
  order_email: string;
  order_first_name: string;
  class_name: string;
  class_sku: string;
  class_date: string;
  location_name: string;
  location_city: string;
  timezone: string;
  refunded_cents: number;
}

const COLUMNS = `SELECT r.*, o.number AS order_number, o.email AS order_email, o.first_name AS order_first_name,
    c.name AS class_name, c.sku AS class_sku, c.date AS class_date,
    l.name AS location_name, l.city AS location_city, l.timezone AS timezone,
    (SELECT coalesce(sum(f.amount_cents), 0) FROM refunds f WHERE f.registration_id = r.id AND f.status != 'failed') AS refunded_cents`;
const FROM = `FROM registrations r JOIN orders o ON o.id = r.order_id JOIN classes c ON c.id = r.class_id JOIN locations l ON l.id = c.location_id`;

export async function findRegistration(d1: D1Database, id: number): Promise<RegistrationRow> {
  const row = await d1.prepare(`${COLUMNS} ${FROM} WHERE r.id = ?1`).bind(id).first<RegistrationRow>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
  return row;
}

export interface RegistrationFilter {
  /** Words of the guest's or the order's name or e-mail, or the order number. */
  search?: string;
  classId?: number;
  status?: RegistrationStatus;
  /** The class starts at or after this instant, and before `to`. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** GET registrations: the console's list, the latest class first, with the total for paging. */
export async function listRegistrations(d1: D1Database, filter: RegistrationFilter): Promise<{ rows: RegistrationRow[]; total: number }> {
  const { values, bind } = sqlParameters();
  const where = wordsInAnyOf(filter.search, ["r.first_name", "r.last_name", "r.email", "o.email", "o.number"], bind);
  if (filter.classId !== undefined) where.push(`r.class_id = ${bind(filter.classId)}`);
  if (filter.status !== undefined) where.push(`r.status = ${bind(filter.status)}`);
  if (filter.from !== undefined) where.push(`c.date >= ${bind(filter.from)}`);
  if (filter.to !== undefined) where.push(`c.date < ${bind(filter.to)}`);
  const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [page, count] = await d1.batch([
    d1.prepare(`${COLUMNS} ${FROM} ${condition} ORDER BY c.date DESC, r.id DESC LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`).bind(...values),
    d1.prepare(`SELECT count(*) AS total ${FROM} ${condition}`).bind(...values.slice(0, values.length - 2)),
  ]);
  return { rows: (page?.results ?? []) as RegistrationRow[], total: ((count?.results[0] ?? { total: 0 }) as { total: number }).total };
}

/** The REST shape of GET registrations/{id} (and of every change's answer). */
export function registrationJson(row: RegistrationRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    status: row.status,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    allergies: JSON.parse(row.allergies) as string[],
    allergy_notes: row.allergy_notes,
    spice_tolerance: row.spice_tolerance,
    portion_size_id: row.portion_size_id,
    portion_quantity_id: row.portion_quantity_id,
    class: { id: row.class_id, sku: row.class_sku, name: row.class_name, date: row.class_date, location: { name: row.location_name, city: row.location_city, timezone: row.timezone } },
    totals: totalsJson(row),
    created_at: row.created_at,
  };
}

/** POST registrations/{id}/totals: what the seat cost and what is left to refund. */
export const totalsJson = (row: RegistrationRow) => ({
  price_cents: row.price_cents,
  discount_cents: row.discount_cents,
  tax_cents: row.tax_cents,
  total_cents: row.total_cents,
  refunded_cents: row.refunded_cents,
  refundable_cents: Math.max(0, row.total_cents - row.refunded_cents),
});

export interface RegistrationChanges {
  first_name?: string;
  last_name?: string;
  allergies?: string[];
  allergy_notes?: string;
  spice_tolerance?: string;
}

/** PUT registrations/{id}: the guest's names and allergies; unknown allergy keys are a 400. */
export async function updateRegistration(d1: D1Database, actor: Caller, id: number, changes: RegistrationChanges) {
  const before = await findRegistration(d1, id);
  if (changes.allergies?.length) {
    const known = (
      await d1.prepare(`SELECT key FROM allergies WHERE key IN (${changes.allergies.map((_, i) => `?${i + 1}`).join(", ")})`)
        .bind(...changes.allergies)
        .all<{ key: string }>()
    ).results.map((row) => row.key);
    const unknown = changes.allergies.filter((key) => !known.includes(key));
    if (unknown.length) throw new ApiError(400, "BAD_REQUEST", "Check the allergies", { allergies: [`unknown allergy: ${unknown.join(", ")}`] });
  }
  const after = {
    first_name: changes.first_name ?? before.first_name,
    last_name: changes.last_name ?? before.last_name,
    allergies: changes.allergies ? JSON.stringify([...new Set(changes.allergies)]) : before.allergies,
    allergy_notes: changes.allergy_notes ?? before.allergy_notes,
    spice_tolerance: changes.spice_tolerance ?? before.spice_tolerance,
  };
  await d1.batch([
    d1
      .prepare("UPDATE registrations SET first_name = ?2, last_name = ?3, allergies = ?4, allergy_notes = ?5, spice_tolerance = ?6 WHERE id = ?1")
      .bind(id, after.first_name, after.last_name, after.allergies, after.allergy_notes, after.spice_tolerance),
    auditStatement(d1, {
      actor,
      action: "registrations.update",
      resource: "registrations",
      resourceId: id,
      before: pick(before, Object.keys(after)),
      after,
    }),
  ]);
  return findRegistration(d1, id);
}

const pick = (row: RegistrationRow, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key as keyof RegistrationRow]]));

/**
 * POST registrations/{id}/status. One batch: the status changes only from the status read (and,
 * when the seat comes back, only while the class has one free); the audit record only when it
 * changed (`changes() = 1`), and the seat moves only when that record was written.
 */
export async function setRegistrationStatus(d1: D1Database, actor: Caller, id: number, to: RegistrationStatus, seatEnv: SeatEnv) {
  const before = await findRegistration(d1, id);
  const why = registrationRefusal(before.status, to);
  if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
  const seats = seatChange(before.status, to);
  const seatFree =
    seats > 0 ? "AND (SELECT c.seats_taken + 1 <= s.seats FROM classes c JOIN reservation_sizes s ON s.id = c.reservation_size_id WHERE c.id = registrations.class_id)" : "";
  const results = await d1.batch([
    d1.prepare(`UPDATE registrations SET status = ?2 WHERE id = ?1 AND status = ?3 ${seatFree}`).bind(id, to, before.status),
    auditStatement(d1, { actor, action: "registrations.status", resource: "registrations", resourceId: id, before: { status: before.status }, after: { status: to } }, "changes() = 1"),
    ...(seats === 0
      ? []
      : [d1.prepare(`UPDATE classes SET seats_taken = max(0, seats_taken + ?2) WHERE id = ?1 AND changes() = 1`).bind(before.class_id, seats)]),
  ]);
  if (results[0]?.meta.changes !== 1) {
    if (seats > 0) throw new ApiError(409, "CLASS_FULL", "The class has no free seat for this registration");
    throw new ApiError(409, "CONFLICT", "The registration changed meanwhile; reload it and try again");
  }
  if (seats !== 0) await seatsChanged(seatEnv, [before.class_id]);
  return findRegistration(d1, id);
}

const emailInput = (row: RegistrationRow): RegistrationEmailInput => ({
  first_name: row.first_name,
  class_name: row.class_name,
  date: row.class_date,
  location_name: row.location_name,
  location_city: row.location_city,
  timezone: row.timezone,
  order_number: row.order_number,
  total_cents: row.total_cents,
});

/**
 * POST registrations/{id}/confirmation and /reminder: queued to the registration's guest (the
 * order's e-mail when the guest has none), with the audit record, in one batch. Only for a
 * registration that holds its seat.
 */
export async function emailRegistration(d1: D1Database, actor: Caller, id: number, kind: "confirmation" | "reminder", origin: string | null) {
  const row = await findRegistration(d1, id);
  if (!["registered", "attended", "no_show"].includes(row.status)) {
    throw new ApiError(409, "INVALID_TRANSITION", `A ${row.status} registration gets no ${kind} e-mail`);
  }
  const email: EmailBody = kind === "confirmation" ? registrationConfirmationEmail(emailInput(row)) : await reminderOf(d1, id, origin);
  const to = row.email || row.order_email;
  const outboxKind = kind === "confirmation" ? "registration_confirmation" : "class_reminder";
  await d1.batch([
    d1
      .prepare(`INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`)
      .bind(to, email.subject, email.text, email.html, outboxKind, `registration:${id}`, new Date().toISOString()),
    auditStatement(d1, { actor, action: `registrations.${kind}`, resource: "registrations", resourceId: id, before: null, after: { to, kind: outboxKind } }),
  ]);
  return { id, to, kind: outboxKind, subject: email.subject };
}

/** Staff's reminder by hand: the scheduler's e-mail (decision 063) for this one registration. */
async function reminderOf(d1: D1Database, id: number, origin: string | null): Promise<EmailBody> {
  const row = await reminderRow(d1, id);
  if (!row) throw new ApiError(404, "NOT_FOUND", "Registration was not found");
  return classReminderEmail([row], new Date(), origin ?? row.origin);
}
