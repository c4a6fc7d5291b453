/**
 * Private-class requests (issue 9, decision 032). A request is stored with two e-mails (outbox)
 * in one batch: the requester's, with the link to their status page, and the kitchen's. Staff
 * move it received → contacted → scheduled (naming the private class it became) | declined (a
 * reason); each move is one conditional UPDATE with its audit record and the requester's e-mail
 * in the same batch, so of two staff at once one wins and the other is told.
 */
import {
  CLASS_REQUEST_MOVES,
  CLASS_REQUEST_STATUS_LABELS,
  CLASS_REQUEST_STATUS_WORDS,
  classRequestPath,
  PREFERRED_DATES_AHEAD_DAYS,
  type ClassRequestStatus,
} from "../../core/class-requests";
import type { classRequests } from "../../../drizzle/api/class-requests";
import { localDate, resolveTimeZone } from "../../core/dates";
import { formatPhone } from "../../core/input-formats";
import { ApiError, notFound, type FieldErrors } from "../lib/errors";
import { auditStatement } from "./audit";
import { SHOP_CONTACT_EMAIL } from "./contact";
import { ClassRequestEmail, ClassRequestStatusEmail, type ClassRequestWords } from "../emails/class-requests";
import { factLines, linkLine, type FactRow, type LinkWords } from "../emails/parts";
import { kitchenName } from "../emails/places";
import { emailBody, type EmailBody } from "../emails/render";
import type { Caller } from "./users";

export interface ClassRequestInput {
  location_id: number;
  preferred_dates: string[];
  group_size: number;
  occasion: string;
  menu_wishes: string;
  name: string;
  email: string;
  phone: string;
}

export interface ClassRequestClassJson {
  id: number;
  name: string;
  date: string;
  sku: string;
  /** The class's page in the shop, e.g. /classes/LOG-… */
  path: string;
}

/** The request's own columns as its table types them, read the same way into the row and the JSON. */
type RequestColumns = Omit<typeof classRequests.$inferSelect, "location_id" | "preferred_dates" | "class_id">;

export interface ClassRequestJson extends RequestColumns {
  location: { id: number; name: string; city: string; timezone: string };
  preferred_dates: string[];
  class: ClassRequestClassJson | null;
  /** Staff's detail only: the kitchen's upcoming private classes no other request names. */
  class_choices?: ClassRequestClassJson[];
}

interface Row extends RequestColumns {
  location_id: number;
  location_name: string;
  location_city: string;
  location_timezone: string;
  /** The JSON array as text (a plain SELECT). */
  preferred_dates: string;
  class_id: number | null;
  class_name: string | null;
  class_date: string | null;
  class_sku: string | null;
  class_path: string | null;
}

const SELECT = `SELECT r.id, r.token, r.location_id, l.name AS location_name, l.city AS location_city, l.timezone AS location_timezone,
  r.preferred_dates, r.group_size, r.occasion, r.menu_wishes, r.name, r.email, r.phone, r.status, r.decline_reason,
  r.class_id, c.name AS class_name, c.date AS class_date, c.sku AS class_sku, f.path AS class_path, r.created_at, r.updated_at
  FROM class_requests r
  JOIN locations l ON l.id = r.location_id
  LEFT JOIN classes c ON c.id = r.class_id
  LEFT JOIN fulfillments f ON f.id = c.fulfillment_id`;

const classOf = (row: { class_id: number | null; class_name: string | null; class_date: string | null; class_sku: string | null; class_path: string | null }) =>
  row.class_id === null
    ? null
    : { id: row.class_id, name: row.class_name ?? "", date: row.class_date ?? "", sku: row.class_sku ?? "", path: `${row.class_path ?? "/classes"}/${encodeURIComponent(row.class_sku ?? "")}` };

function requestJson(row: Row): ClassRequestJson {
  return {
    id: row.id,
    token: row.token,
    location: { id: row.location_id, name: row.location_name, city: row.location_city, timezone: resolveTimeZone(row.location_timezone) },
    preferred_dates: JSON.parse(row.preferred_dates) as string[],
    group_size: row.group_size,
    occasion: row.occasion,
    menu_wishes: row.menu_wishes,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    decline_reason: row.decline_reason,
    class: classOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const newToken = () => [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

const longDate = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The request's facts as label and value, for both e-mails. */
function facts(input: ClassRequestInput, kitchen: string): FactRow[] {
  return [
    ["Kitchen", kitchen],
    ["Preferred dates", input.preferred_dates.map(longDate).join("; ")],
    ["Group size", `${input.group_size} people`],
    ["Occasion", input.occasion || "—"],
    ["Menu wishes", input.menu_wishes || "—"],
    ["Name", input.name],
    ["E-mail", input.email],
    ["Phone", input.phone ? formatPhone(input.phone) : "—"],
  ];
}

/** A request as received (decision 059): what comes before its facts, the facts, a link after. */
export const classRequestEmail = (words: ClassRequestWords): EmailBody =>
  emailBody(ClassRequestEmail, words, [words.before, factLines(words.facts), linkLine(words.link)]);

/** Problems with the preferred dates: each must be after today at the kitchen and within a year. */
export function preferredDateProblems(dates: string[], now: Date, timeZone: string): string[] {
  const today = localDate(now, timeZone);
  const last = localDate(new Date(now.getTime() + PREFERRED_DATES_AHEAD_DAYS * 86_400_000), timeZone);
  const problems: string[] = [];
  for (const date of dates) {
    if (date <= today) problems.push(`${date} is not in the future`);
    else if (date > last) problems.push(`${date} is more than a year ahead`);
  }
  return problems;
}

/** POST class-requests: stores the request and queues both e-mails in one batch. */
export async function createClassRequest(d1: D1Database, input: ClassRequestInput, origin: string, now: Date): Promise<ClassRequestJson> {
  const location = await d1
    .prepare("SELECT id, name, city, email, timezone, active, allow_custom_class FROM locations WHERE id = ?1")
    .bind(input.location_id)
    .first<{ id: number; name: string; city: string; email: string; timezone: string; active: number; allow_custom_class: number }>();
  const fields: FieldErrors = {};
  if (!location || !location.active || !location.allow_custom_class) fields.location_id = ["is not a kitchen that hosts private classes"];
  else {
    const problems = preferredDateProblems(input.preferred_dates, now, resolveTimeZone(location.timezone));
    if (problems.length > 0) fields.preferred_dates = problems;
  }
  if (!location || Object.keys(fields).length > 0) throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

  const token = newToken();
  const at = now.toISOString();
  const statusLink = `${origin}${classRequestPath(token)}`;
  const kitchen = kitchenName(location);
  const rows = facts(input, kitchen);
  const toRequester = classRequestEmail({
    subject: "We have your private-class request",
    heading: "We have your request",
    before: [`Hello ${input.name},`, "Thank you for asking about a private class. A host will get back to you within two business days."],
    facts: rows,
    link: { label: "See where your request stands at any time", href: statusLink },
  });
  const toKitchen = classRequestEmail({
    subject: `Private-class request: ${input.group_size} people — ${input.name}`,
    heading: "A private-class request",
    before: [`A private-class request for ${kitchen}.`],
    facts: rows,
    link: { lead: `Reply to ${input.email}.`, label: "Open it in the console", href: `${origin}/admin/class-requests/{{REQUEST_ID}}` },
  });
  const requestId = "(SELECT id FROM class_requests WHERE token = ?1)";
  const queue = (to: string, email: EmailBody, kind: string) =>
    d1
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         VALUES (?2, ?3, replace(?4, '{{REQUEST_ID}}', ${requestId}), replace(?5, '{{REQUEST_ID}}', ${requestId}), ?6, 'class-request:' || ${requestId}, ?7)`,
      )
      .bind(token, to, email.subject, email.text, email.html, kind, at);
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO class_requests (token, location_id, preferred_dates, group_size, occasion, menu_wishes, name, email, phone, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'received', ?10, ?10)`,
      )
      .bind(token, location.id, JSON.stringify(input.preferred_dates), input.group_size, input.occasion, input.menu_wishes, input.name, input.email, input.phone, at),
    queue(input.email, toRequester, "class_request"),
    queue(location.email || SHOP_CONTACT_EMAIL, toKitchen, "class_request_kitchen"),
  ]);
  return findClassRequestByToken(d1, token);
}

/** GET class-requests/{token}: the requester's view; 404 for a token nobody holds. */
export async function findClassRequestByToken(d1: D1Database, token: string): Promise<ClassRequestJson> {
  const row = await d1.prepare(`${SELECT} WHERE r.token = ?1`).bind(token).first<Row>();
  if (!row) throw notFound("The request");
  return requestJson(row);
}

async function findRow(d1: D1Database, id: number): Promise<Row> {
  const row = await d1.prepare(`${SELECT} WHERE r.id = ?1`).bind(id).first<Row>();
  if (!row) throw notFound("The request");
  return row;
}

/** The kitchen's private classes still ahead, not canceled, that no other request names. */
async function classChoices(d1: D1Database, request: Row, now: Date): Promise<ClassRequestClassJson[]> {
  const { results } = await d1
    .prepare(
      `SELECT c.id AS class_id, c.name AS class_name, c.date AS class_date, c.sku AS class_sku, f.path AS class_path
       FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id
       WHERE c.location_id = ?1 AND c.class_is_public = 0 AND c.canceled = 0 AND c.date > ?2
         AND NOT EXISTS (SELECT 1 FROM class_requests o WHERE o.class_id = c.id AND o.id != ?3)
       ORDER BY c.date LIMIT 50`,
    )
    .bind(request.location_id, now.toISOString(), request.id)
    .all<{ class_id: number; class_name: string; class_date: string; class_sku: string; class_path: string }>();
  return results.map((row) => classOf(row)!);
}

/** GET class-requests/{id}: staff's detail, with the private classes it may be linked to. */
export async function findClassRequest(d1: D1Database, id: number, now = new Date()): Promise<ClassRequestJson> {
  const row = await findRow(d1, id);
  return { ...requestJson(row), class_choices: row.status === "scheduled" || row.status === "declined" ? [] : await classChoices(d1, row, now) };
}

export interface ClassRequestFilter {
  status?: ClassRequestStatus;
  location_id?: number;
  limit: number;
  offset: number;
}

/** GET class-requests: newest first, with the number matching. */
export async function listClassRequests(d1: D1Database, filter: ClassRequestFilter): Promise<{ data: ClassRequestJson[]; total: number }> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filter.status) where.push(`r.status = ?${binds.push(filter.status)}`);
  if (filter.location_id) where.push(`r.location_id = ?${binds.push(filter.location_id)}`);
  const condition = where.length ? ` WHERE ${where.join(" AND ")}` : "";
  const [page, count] = await d1.batch([
    d1.prepare(`${SELECT}${condition} ORDER BY r.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`).bind(...binds),
    d1.prepare(`SELECT count(*) AS total FROM class_requests r${condition}`).bind(...binds),
  ]);
  return { data: (page!.results as Row[]).map(requestJson), total: (count!.results[0] as { total: number }).total };
}

export interface StatusChange {
  status: ClassRequestStatus;
  reason: string;
  class_id: number | null;
}

const auditView = (row: Pick<Row, "status" | "class_id" | "decline_reason">) => ({ status: row.status, class_id: row.class_id, decline_reason: row.decline_reason });

/** The e-mail a status move sends the requester. */
export function classRequestStatusEmail(request: { name: string }, to: ClassRequestStatus, reason: string, classLink: string | null, statusLink: string): EmailBody {
  const links: LinkWords[] = classLink ? [{ label: "Your class and its sign-up link", href: classLink }] : [];
  links.push({ label: "Your request", href: statusLink });
  const words = {
    subject: `Your private-class request: ${CLASS_REQUEST_STATUS_LABELS[to].toLowerCase()}`,
    greeting: `Hello ${request.name},`,
    status: CLASS_REQUEST_STATUS_WORDS[to],
    why: to === "declined" && reason ? `Why: ${reason}` : "",
    links,
  };
  return emailBody(ClassRequestStatusEmail, words, [words.greeting, words.status, words.why, ...links.map(linkLine)]);
}

/**
 * PUT class-requests/{id}/status. Only forward moves (CLASS_REQUEST_MOVES); scheduled needs a
 * private class of the same kitchen that no other request names, declined a reason. The move,
 * its audit record and the requester's e-mail are one batch, each written only if the one
 * before changed a row.
 */
export async function setClassRequestStatus(d1: D1Database, actor: Caller, id: number, change: StatusChange, origin: string): Promise<ClassRequestJson> {
  const before = await findRow(d1, id);
  if (!CLASS_REQUEST_MOVES[before.status].includes(change.status)) {
    throw new ApiError(409, "CONFLICT", `The request is ${CLASS_REQUEST_STATUS_LABELS[before.status].toLowerCase()}; it cannot become ${change.status}`);
  }
  let classLink: string | null = null;
  let classId: number | null = null;
  if (change.status === "scheduled") {
    if (change.class_id === null) throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { class_id: ["choose the private class it became"] });
    const chosen = await d1
      .prepare(
        `SELECT c.id, c.sku, c.location_id, c.class_is_public, c.canceled, f.path,
           (SELECT count(*) FROM class_requests o WHERE o.class_id = c.id AND o.id != ?2) AS taken
         FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id WHERE c.id = ?1`,
      )
      .bind(change.class_id, id)
      .first<{ id: number; sku: string; location_id: number; class_is_public: number; canceled: number; path: string; taken: number }>();
    const problem = !chosen
      ? "is not a class"
      : chosen.class_is_public || chosen.canceled
        ? "must be a private class that is not canceled"
        : chosen.location_id !== before.location_id
          ? `must be at ${before.location_name}, the kitchen asked for`
          : chosen.taken > 0
            ? "is already the class of another request"
            : null;
    if (problem || !chosen) throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { class_id: [problem ?? "is not a class"] });
    classId = chosen.id;
    classLink = `${origin}${chosen.path}/${encodeURIComponent(chosen.sku)}`;
  }
  if (change.status === "declined" && !change.reason) throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { reason: ["say why, for the requester"] });
  const reason = change.status === "declined" ? change.reason : "";
  const email = classRequestStatusEmail(before, change.status, reason, classLink, `${origin}${classRequestPath(before.token)}`);
  const at = new Date().toISOString();
  const results = await d1.batch([
    d1
      .prepare("UPDATE class_requests SET status = ?2, class_id = ?3, decline_reason = ?4, updated_at = ?5 WHERE id = ?1 AND status = ?6")
      .bind(id, change.status, classId, reason, at, before.status),
    auditStatement(
      d1,
      {
        actor,
        action: `class-requests.${change.status === "contacted" ? "contact" : change.status === "scheduled" ? "schedule" : "decline"}`,
        resource: "class-requests",
        resourceId: id,
        before: auditView(before),
        after: auditView({ status: change.status, class_id: classId, decline_reason: reason }),
      },
      "changes() = 1",
    ),
    // changes() of the audit insert: the e-mail goes only when the move happened.
    d1
      .prepare(`INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at) SELECT ?1, ?2, ?3, ?4, 'class_request_status', ?5, ?6 WHERE changes() = 1`)
      .bind(before.email, email.subject, email.text, email.html, `class-request:${id}`, at),
  ]);
  if (results[0]?.meta.changes !== 1) throw new ApiError(409, "CONFLICT", "The request changed meanwhile; reload it and try again");
  return findClassRequest(d1, id);
}

