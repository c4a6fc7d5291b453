/**
 * The audit log in words (issue 27 part 8, decision 074): each record of a page with its sentence
 * (workers/core/audit-sentences), the time zone its time is read in (its kitchen's when it belongs
 * to one, else the shop's, spec §9) and links to the records it names. The names of a whole page
 * are read in two D1 batches, never per record.
 */
import { auditSentence, classInWords, type AuditClassFacts, type AuditFacts } from "../../core/audit-sentences";
import { AUDITED_RECORDS, isAuditedRecord } from "../../core/audited-records";
import { FALLBACK_TIMEZONE, resolveTimeZone } from "../../core/dates";
import type { AuditRecord } from "./audit";
import { maskGiftCardCode } from "./gift-cards";

/** A record the sentence names, for the console to link: its kind, id and words. */
export interface AuditLink {
  resource: string;
  resource_id: string;
  label: string;
}

export type AuditRecordInWords = AuditRecord & { summary: string; time_zone: string; links: AuditLink[] };

interface ClassRow {
  id: number;
  name: string;
  date: string;
  timezone: string;
}
interface RegistrationRow {
  id: number;
  first_name: string;
  last_name: string;
  class_id: number;
  order_id: number;
  number: string;
  buyer_first: string;
  buyer_last: string;
}
interface OrderRow {
  id: number;
  number: string;
  first_name: string;
  last_name: string;
  class_id: number | null;
}
interface GiftCardRow {
  id: number;
  code: string;
  recipient_name: string;
}
interface NamedRow {
  id: number;
  name: string;
  timezone?: string;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

const idsOf = (values: readonly unknown[]) => [...new Set(values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];

const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

/** A record's own name when the api keeps no row to read it from: its snapshot's name or title. */
const snapshotName = (record: AuditRecord) => {
  for (const key of ["name", "title", "email", "code"]) {
    const value = field(record.after, key) ?? field(record.before, key);
    if (typeof value === "string" && value) return value;
  }
  return undefined;
};

/** The names a page of records speaks of, each table read once. */
async function readNames(d1: D1Database, records: readonly AuditRecord[]) {
  const of = (resource: string) => idsOf(records.filter((record) => record.resource === resource).map((record) => record.resource_id));
  const inList = (ids: number[]) => JSON.stringify(ids);
  const [people, seats, orders, cards, promotions, kitchens, types] = await d1.batch<unknown>([
    d1
      .prepare("SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(inList([...of("users"), ...idsOf(records.map((record) => record.actor_id))])),
    d1
      .prepare(
        `SELECT r.id, r.first_name, r.last_name, r.class_id, r.order_id, o.number, o.first_name AS buyer_first, o.last_name AS buyer_last
         FROM registrations r JOIN orders o ON o.id = r.order_id WHERE r.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(inList(of("registrations"))),
    d1
      .prepare(
        `SELECT o.id, o.number, o.first_name, o.last_name, (SELECT r.class_id FROM registrations r WHERE r.order_id = o.id ORDER BY r.id LIMIT 1) AS class_id
         FROM orders o WHERE o.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(inList(of("orders"))),
    d1.prepare("SELECT id, code, recipient_name FROM gift_cards WHERE id IN (SELECT value FROM json_each(?1))").bind(inList(of("gift-cards"))),
    d1.prepare("SELECT id, name FROM promotions WHERE id IN (SELECT value FROM json_each(?1))").bind(inList(of("promotions"))),
    d1.prepare("SELECT id, name, timezone FROM locations WHERE id IN (SELECT value FROM json_each(?1))").bind(inList(of("locations"))),
    d1.prepare("SELECT id, name FROM class_types WHERE id IN (SELECT value FROM json_each(?1))").bind(inList(of("class-types"))),
  ]);
  const rows = <T extends { id: number }>(result: D1Result<unknown> | undefined) => new Map((result?.results as T[] | undefined)?.map((row) => [row.id, row]));
  const seatRows = rows<RegistrationRow>(seats);
  const orderRows = rows<OrderRow>(orders);
  // A move names two classes; a registration and an order name theirs.
  const classIds = idsOf([
    ...of("classes"),
    ...[...seatRows.values()].map((row) => row.class_id),
    ...[...orderRows.values()].map((row) => row.class_id),
    ...records.flatMap((record) => [field(record.before, "class_id"), field(record.after, "class_id"), field(record.after, "moved_to_class_id")]),
  ]);
  const classRows = await d1
    .prepare("SELECT c.id, c.name, c.date, l.timezone FROM classes c JOIN locations l ON l.id = c.location_id WHERE c.id IN (SELECT value FROM json_each(?1))")
    .bind(inList(classIds))
    .all<ClassRow>();
  const classes = new Map(
    classRows.results.map((row) => [row.id, { name: row.name, date: row.date, timeZone: resolveTimeZone(row.timezone) } satisfies AuditClassFacts]),
  );
  return {
    people: rows<NamedRow>(people),
    seats: seatRows,
    orders: orderRows,
    cards: rows<GiftCardRow>(cards),
    promotions: rows<NamedRow>(promotions),
    kitchens: rows<NamedRow>(kitchens),
    types: rows<NamedRow>(types),
    classes,
  };
}

type Names = Awaited<ReturnType<typeof readNames>>;

/** One record's facts, its zone and its links, from the page's names. */
function inWords(record: AuditRecord, names: Names): AuditRecordInWords {
  const id = Number(record.resource_id);
  const actorName = record.actor_id === null ? undefined : names.people.get(record.actor_id)?.name.trim();
  const facts: AuditFacts = { actor: actorName || record.actor_email };
  const links: AuditLink[] = [];
  const link = (resource: string, resourceId: number | string, label: string) => links.push({ resource, resource_id: String(resourceId), label });
  let timeZone = FALLBACK_TIMEZONE;
  const withClass = (classId: number | null | undefined) => {
    const shopClass = classId ? names.classes.get(classId) : undefined;
    if (!shopClass || !classId) return;
    facts.class = shopClass;
    timeZone = shopClass.timeZone;
    if (record.resource !== "classes") link("classes", classId, `Class ${classInWords(shopClass)}`);
  };
  switch (record.resource) {
    case "classes":
      withClass(id);
      if (facts.class) facts.record = classInWords(facts.class);
      break;
    case "registrations": {
      const seat = names.seats.get(id);
      if (seat) {
        facts.guest = fullName(seat.first_name, seat.last_name);
        facts.customer = fullName(seat.buyer_first, seat.buyer_last);
        facts.record = facts.guest;
        withClass(seat.class_id);
        link("orders", seat.order_id, `Order ${seat.number}`);
      }
      break;
    }
    case "orders": {
      const order = names.orders.get(id);
      if (order) {
        facts.customer = fullName(order.first_name, order.last_name);
        facts.record = order.number;
        withClass(order.class_id);
      }
      break;
    }
    case "gift-cards": {
      const card = names.cards.get(id);
      if (card) {
        facts.record = maskGiftCardCode(card.code);
        facts.customer = card.recipient_name || undefined;
      }
      break;
    }
    case "locations": {
      const kitchen = names.kitchens.get(id);
      if (kitchen) {
        facts.record = kitchen.name;
        timeZone = resolveTimeZone(kitchen.timezone);
      }
      break;
    }
    default: {
      const named: Readonly<Record<string, Map<number, NamedRow>>> = { users: names.people, promotions: names.promotions, "class-types": names.types };
      facts.record = named[record.resource]?.get(id)?.name.trim() || snapshotName(record);
    }
  }
  const moved = idsOf([field(record.before, "class_id"), field(record.after, "class_id")]);
  if (record.resource === "registrations" && moved.length === 2) {
    facts.classes = Object.fromEntries(moved.flatMap((classId) => (names.classes.has(classId) ? [[String(classId), names.classes.get(classId)!]] : [])));
    // The seat's own class is linked already; the other end of the move too.
    const other = moved.find((classId) => classId !== names.seats.get(id)?.class_id);
    const otherClass = other === undefined ? undefined : names.classes.get(other);
    if (other !== undefined && otherClass) link("classes", other, `Class ${classInWords(otherClass)}`);
  }
  // Decision 091: a move's difference paid on an order names the date moved to.
  const paidFor = record.resource === "orders" ? idsOf([field(record.after, "class_id")])[0] : undefined;
  const paidForClass = paidFor === undefined ? undefined : names.classes.get(paidFor);
  if (paidFor !== undefined && paidForClass) facts.classes = { [String(paidFor)]: paidForClass };
  // A class canceled by moving its guests (decision 077) names the date they went to.
  const movedTo = record.resource === "classes" ? idsOf([field(record.after, "moved_to_class_id")])[0] : undefined;
  const movedToClass = movedTo === undefined ? undefined : names.classes.get(movedTo);
  if (movedTo !== undefined && movedToClass) {
    facts.classes = { [String(movedTo)]: movedToClass };
    link("classes", movedTo, `Class ${classInWords(movedToClass)}`);
  }
  const kind = isAuditedRecord(record.resource) ? AUDITED_RECORDS[record.resource].one : record.resource;
  links.unshift({ resource: record.resource, resource_id: record.resource_id, label: `${kind} ${facts.record ?? `#${record.resource_id}`}` });
  if (record.actor_id !== null && actorName) link("users", record.actor_id, actorName);
  return { ...record, summary: auditSentence({ ...record, resourceId: record.resource_id }, facts), time_zone: timeZone, links };
}

/** A page of audit records, each with its sentence, zone and links. */
export async function inWordsAll(d1: D1Database, records: readonly AuditRecord[]): Promise<AuditRecordInWords[]> {
  if (records.length === 0) return [];
  const names = await readNames(d1, records);
  return records.map((record) => inWords(record, names));
}
