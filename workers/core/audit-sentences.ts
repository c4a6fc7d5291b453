// The audit log in words (issue 27 part 8, decision 074): one sentence per record — "Daniel Olsen
// refunded $74.14 to Ana Ruiz for Pasta Lab, Dec 11" — built here and nowhere else, so the audit
// log and every record's history say the same thing. The api looks up the names (facts); this
// module holds no I/O. A rule per action the services write; anything else gets the generic
// "Ana Ruiz changed class Pasta Lab, Dec 11: capacity 8 → 12".
import { AUDITED_RECORDS, isAuditedRecord } from "./audited-records";
import { formatShortDate } from "./dates";
import { formatUsd } from "./money";

/** A class named by a record: its name, start (ISO instant) and kitchen's zone. */
export interface AuditClassFacts {
  name: string;
  date: string;
  timeZone: string;
}

/** What the api knows of a record's people and things, by name. */
export interface AuditFacts {
  /** Who did it: a name, else the e-mail ("scheduler" for the shop's own jobs). */
  actor: string;
  /** The record's own name: "order CVK-1042", "Pasta Lab, Dec 11", "••••WXYZ", "Ana Ruiz", "Spring". */
  record?: string;
  /** Who paid (an order's buyer; a registration's order's buyer). */
  customer?: string;
  /** Whose seat (a registration's guest). */
  guest?: string;
  /** The record's class (a class; a registration's or an order's class). */
  class?: AuditClassFacts;
  /** Other classes the record names by id (a move's from and to). */
  classes?: Readonly<Record<string, AuditClassFacts>>;
}

export interface AuditChange {
  action: string;
  resource: string;
  resourceId: string;
  before: unknown;
  after: unknown;
}

/** One field that differs between before and after, with its raw values. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const asObject = (value: unknown): Record<string, unknown> => {
  if (value === null || value === undefined) return {};
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
};

/** The fields whose values differ between before and after, in the order they first appear. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const [old, next] = [asObject(before), asObject(after)];
  return [...new Set([...Object.keys(old), ...Object.keys(next)])]
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({ field, before: old[field], after: next[field] }));
}

// Bookkeeping columns say nothing to a reader of a sentence (the raw changes still list them).
const QUIET_FIELDS = new Set(["id", "created_at", "updated_at", "sku", "refund_id"]);
const MOST_CHANGES_SAID = 3;

const fieldName = (field: string) => field.replace(/_cents$/, "").replace(/_/g, " ");

/** A value as a person reads it: cents in dollars, yes/no, "—" for nothing. */
function plainValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field.endsWith("_cents") && typeof value === "number") return formatUsd(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map((part) => plainValue("", part)).join(", ") : "none";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** "capacity 8 → 12, price $40.00 → $45.00 and 2 more changes"; "" when nothing readable changed. */
export function changesInWords(before: unknown, after: unknown): string {
  const changes = fieldChanges(before, after).filter((change) => !QUIET_FIELDS.has(change.field));
  const said = changes
    .slice(0, MOST_CHANGES_SAID)
    .map((change) => `${fieldName(change.field)} ${plainValue(change.field, change.before)} → ${plainValue(change.field, change.after)}`);
  const more = changes.length - said.length;
  return said.join(", ") + (more > 0 ? ` and ${more} more ${more === 1 ? "change" : "changes"}` : "");
}

/** "Pasta Lab, Dec 11" in its kitchen's zone. */
export function classInWords(shopClass: AuditClassFacts): string {
  const day = formatShortDate(shopClass.date, shopClass.timeZone);
  return day ? `${shopClass.name}, ${day}` : shopClass.name;
}

/** Past tenses of the verbs the services write (`<resource>.<verb>`), for the generic sentence. */
const PAST: Readonly<Record<string, string>> = {
  create: "created",
  update: "changed",
  delete: "deleted",
  archive: "archived",
  publish: "published",
  unpublish: "unpublished",
  hide: "hid",
  cancel: "canceled",
  picture: "changed the picture of",
  resend: "resent",
  reply: "replied to",
  contact: "marked as contacted",
  schedule: "scheduled",
  decline: "declined",
  disable: "disabled",
  enable: "enabled",
  issue: "issued",
  retire: "retired",
  reschedule: "rescheduled",
  remove: "removed",
  status: "changed the status of",
  attach_guest: "claimed",
  correct_recipient: "corrected the recipient of",
  complete: "marked as completed",
  "make-public": "made public",
  "make-private": "made private",
};

const cents = (value: unknown): number | undefined => (typeof value === "number" && Number.isInteger(value) ? value : undefined);
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

type Rule = (change: AuditChange, facts: AuditFacts, words: Words) => string | undefined;

/** The pieces every rule speaks with, from the facts. */
interface Words {
  actor: string;
  /** "class Pasta Lab, Dec 11", "order CVK-1042", "gift card ••••WXYZ". */
  thing: string;
  /** The class in words ("Pasta Lab, Dec 11"), or the record's own name. */
  where: string;
  /** Whose seat ("Ana Ruiz"; "their" when the actor moved their own). */
  seatOf: string;
  guest: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const kindName = (resource: string) => (isAuditedRecord(resource) ? AUDITED_RECORDS[resource].one.toLowerCase() : resource.replace(/[-_]/g, " "));

const refund: Rule = (change, facts, { actor, after, before, where }) => {
  const amount = cents(after.amount_cents) ?? (cents(after.refunded_cents) ?? 0) - (cents(before.refunded_cents) ?? 0);
  const to = facts.customer ?? facts.guest;
  return `${actor} refunded ${formatUsd(amount)}${to ? ` to ${to}` : ""} for ${where}`;
};

const move: Rule = (_change, facts, { actor, after, before, seatOf }) => {
  const from = facts.classes?.[String(before.class_id)];
  const to = facts.classes?.[String(after.class_id)];
  const money = cents(after.refund_cents)
    ? `, refunding ${formatUsd(cents(after.refund_cents)!)}`
    : cents(after.charge_cents)
    ? `, charging ${formatUsd(cents(after.charge_cents)!)}`
    : cents(after.collect_cents) // decision 082: a dearer date's difference, collected at the counter or waived
    ? `, ${formatUsd(cents(after.collect_cents)!)} to collect at the counter`
    : cents(after.waived_cents)
    ? `, waiving ${formatUsd(cents(after.waived_cents)!)}`
    : cents(after.pay_link_paid_cents) // decision 089: the difference paid through a pay link
    ? `, ${formatUsd(cents(after.pay_link_paid_cents)!)} paid by card through a pay link`
    : "";
  const seat = seatOf === "their" ? "their seat" : seatOf;
  const past = Array.isArray(after.past_policy) ? " past the self-service policy" : "";
  const reason = text(after.reason) ? ` (reason: “${text(after.reason)}”)` : "";
  return `${actor} moved ${seat}${from ? ` from ${classInWords(from)}` : ""}${to ? ` to ${classInWords(to)}` : ""}${past}${money}${reason}`;
};

const seatCancel: Rule = (_change, _facts, { actor, after, seatOf, where }) => {
  const back = cents(after.refund_cents) ? `, refunding ${formatUsd(cents(after.refund_cents)!)}` : "";
  return `${actor} canceled ${seatOf === "their" ? "their" : `${seatOf}'s`} seat in ${where}${back}`;
};

const SEAT_STATUS: Readonly<Record<string, (guest: string, where: string) => string>> = {
  canceled: (guest, where) => `canceled ${guest}'s seat in ${where}`,
  attended: (guest, where) => `checked in ${guest} at ${where}`,
  no_show: (guest, where) => `marked ${guest} as a no-show at ${where}`,
  registered: (guest, where) => `put ${guest} back on ${where}`,
  refunded: (guest, where) => `marked ${guest}'s seat in ${where} as refunded`,
};

const RULES: Readonly<Record<string, Rule>> = {
  "payments.refund": refund,
  "registrations.refund": refund,
  "registrations.move": move,
  "registrations.self_move": move,
  // Decision 089: a dearer date's difference asked by pay link; the move itself is recorded when it is paid.
  "registrations.move_pay_link": (_change, facts, { actor, after, before, seatOf }) => {
    const from = facts.classes?.[String(before.class_id)];
    const to = facts.classes?.[String(after.class_id)];
    const amount = cents(after.pay_link_cents);
    const seat = seatOf === "their" ? "their seat" : `${seatOf}'s seat`;
    return `${actor} held ${seat}${to ? ` on ${classInWords(to)}` : ""} and e-mailed a pay link${amount === undefined ? "" : ` for ${formatUsd(amount)}`} to move it${
      from ? ` from ${classInWords(from)}` : ""
    }`;
  },
  "registrations.self_cancel": seatCancel,
  "registrations.cancel": seatCancel,
  "registrations.status": (_change, _facts, { actor, after, guest, where }) => {
    const say = SEAT_STATUS[String(after.status)];
    return say ? `${actor} ${say(guest, where)}` : undefined;
  },
  "registrations.confirmation": (_change, _facts, { actor, guest, where }) => `${actor} sent ${guest} the confirmation for ${where} again`,
  "registrations.reminder": (_change, _facts, { actor, guest, where }) => `${actor} sent ${guest} a reminder of ${where}`,
  "classes.cancel": (_change, facts, { actor, after, where }) => {
    // Decision 077: canceled by moving everyone to another date.
    const to = facts.classes?.[String(after.moved_to_class_id)];
    const guests = typeof after.moved_guests === "number" ? after.moved_guests : undefined;
    if (guests === undefined) return `${actor} canceled ${where}`;
    return `${actor} canceled ${where}, moving its ${guests} ${guests === 1 ? "guest" : "guests"}${to ? ` to ${classInWords(to)}` : " to another date"}`;
  },
  // Decision 091: a move's difference paid by pay link became the order's money.
  "orders.move_difference": (_change, facts, { actor, after, thing }) => {
    const amount = cents(after.amount_cents);
    const total = cents(after.total_cents);
    const to = facts.classes?.[String(after.class_id)];
    return `${facts.customer ?? "The customer"} paid ${amount === undefined ? "the difference" : formatUsd(amount)} by card through ${actor}'s pay link${
      to ? ` for the move to ${classInWords(to)}` : ""
    }, added to ${thing}${total === undefined ? "" : ` (total now ${formatUsd(total)})`}`;
  },
  // Decision 081: a phone booking, and the seats a pay link holds.
  "orders.phone_booking": (_change, facts, { actor, after, where }) => {
    const guests = typeof after.guests === "number" ? after.guests : undefined;
    const note = text(after.note);
    const paid: Record<string, string> = {
      cash: "paid in cash at the counter",
      check: `paid by check${note ? ` (${note})` : ""} at the counter`,
      pay_link: "paid by card through a pay link",
    };
    const seats = guests === undefined ? "seats" : `${guests} ${guests === 1 ? "seat" : "seats"}`;
    const amount = cents(after.amount_cents);
    return `${actor} booked ${seats} of ${where} by phone${facts.customer ? ` for ${facts.customer}` : ""}, ${paid[String(after.payment)] ?? "paid"}${
      amount === undefined ? "" : `: ${formatUsd(amount)}`
    }`;
  },
  "classes.pay_link": (_change, _facts, { actor, after, where }) => {
    const seats = typeof after.seats === "number" ? `${after.seats} ${after.seats === 1 ? "seat" : "seats"}` : "seats";
    const amount = cents(after.amount_cents);
    return `${actor} held ${seats} of ${where}${text(after.customer) ? ` for ${text(after.customer)}` : ""} and e-mailed a pay link${amount === undefined ? "" : ` for ${formatUsd(amount)}`}`;
  },
  "classes.create": (_change, _facts, { actor, where }) => `${actor} scheduled ${where}`,
  "classes.create_custom": (_change, _facts, { actor, where }) => `${actor} scheduled the private class ${where}`,
  "classes.go": (_change, _facts, { actor, where }) => `${actor} confirmed that ${where} runs: it reached its minimum`,
  "classes.no_go": (_change, _facts, { actor, where }) => `${actor} canceled ${where}: it stayed under its minimum`,
  "classes.run_anyway": (_change, _facts, { actor, where }) => `${actor} decided that ${where} runs whatever the count`,
  "classes.message": (_change, _facts, { actor, after, where }) => {
    const count = typeof after.recipients === "number" ? after.recipients : undefined;
    const subject = text(after.subject);
    return `${actor} messaged ${count === undefined ? "the guests" : `${count} ${count === 1 ? "guest" : "guests"}`} of ${where}${
      subject ? `: “${subject}”` : ""
    }`;
  },
  "classes.update": (change, _facts, { actor, where }) => {
    const changes = fieldChanges(change.before, change.after).filter((field) => !QUIET_FIELDS.has(field.field));
    const price = changes.length === 1 && changes[0]!.field === "price_cents" ? changes[0]! : undefined;
    if (price) return classPriceSentence(actor, where, cents(price.before), cents(price.after));
    const capacity = changes.length === 1 && ["capacity", "seats"].includes(changes[0]!.field) ? changes[0]! : undefined;
    if (!capacity) return undefined;
    return `${actor} changed the capacity of ${where}: ${plainValue("", capacity.before)} → ${plainValue("", capacity.after)} seats`;
  },
  "gift-cards.reveal": (_change, facts, { actor, thing }) => `${actor} revealed the whole code of ${thing}${facts.customer ? ` for ${facts.customer}` : ""}`,
  "gift-cards.issue": (_change, facts, { actor, after, thing }) => {
    const amount = cents(after.initial_cents) ?? cents(after.amount_cents) ?? cents(after.balance_cents);
    return `${actor} issued ${thing}${amount === undefined ? "" : ` worth ${formatUsd(amount)}`}${facts.customer ? ` to ${facts.customer}` : ""}`;
  },
  "gift-cards.reschedule": (_change, _facts, { actor, after, before, thing }) =>
    `${actor} moved the day ${thing} is sent from ${plainValue("", before.send_on)} to ${plainValue("", after.send_on)}`,
  "promotions.update": (change, _facts, { actor, thing }) => {
    const said = changesInWords(change.before, change.after);
    return `${actor} edited ${thing}${said ? `: ${said}` : ""}`;
  },
  "codes.create": (_change, _facts, { actor, after, thing }) => {
    const count = typeof after.count === "number" ? after.count : 1;
    return `${actor} added ${count} ${count === 1 ? "code" : "codes"} to ${thing}`;
  },
  "codes.update": (change, _facts, { actor, after, thing }) => {
    const said = changesInWords(change.before, change.after);
    return `${actor} changed the code ${plainValue("", after.code)} of ${thing}${said ? `: ${said}` : ""}`;
  },
  "codes.delete": (_change, _facts, { actor, before, thing }) => `${actor} deleted the code ${plainValue("", before.code)} of ${thing}`,
  "users.close-own": (_change, _facts, { actor }) => `${actor} closed their own account`,
  // Decision 078: a person sets up their own second factor; an admin resets someone's (a lost phone).
  "users.second-factor-enrol": (_change, _facts, { actor }) => `${actor} set up their second factor`,
  "users.second-factor-reset": (_change, facts, { actor }) => `${actor} reset the second factor of ${facts.record ?? "a staff member"}`,
  "contact-messages.read": (_change, _facts, { actor, thing }) => `${actor} read ${thing}`,
  "contact-messages.reply": (_change, _facts, { actor, after, thing }) => {
    const subject = text(after.subject);
    const to = text(after.to);
    return `${actor} replied to ${thing}${to ? ` by e-mail to ${to}` : ""}${subject ? `: “${subject}”` : ""}`;
  },
  "contact-messages.done": (_change, _facts, { actor, thing }) => `${actor} marked ${thing} as done`,
  "contact-messages.reopen": (_change, _facts, { actor, thing }) => `${actor} reopened ${thing}`,
  "newsletter-subscribers.unsubscribe": (change, _facts, { actor }) => `${actor} unsubscribed ${change.resourceId} from the newsletter`,
};

/** Decision 079: a class's own price set, changed, or given back to its class type's (null). */
function classPriceSentence(actor: string, where: string, before: number | undefined, after: number | undefined): string {
  if (after === undefined) return `${actor} put the price of ${where} back to its class type's (was ${before === undefined ? "—" : formatUsd(before)})`;
  if (before === undefined) return `${actor} set the price of ${where} to ${formatUsd(after)} (was its class type's)`;
  return `${actor} changed the price of ${where}: ${formatUsd(before)} → ${formatUsd(after)}`;
}

/** Any action without its own rule: "<actor> <verb> <kind> <name>: <changes>". */
function generic(change: AuditChange, { actor, thing }: Words): string {
  const verb = change.action.slice(change.action.lastIndexOf(".") + 1);
  const past = PAST[verb];
  const said = verb === "delete" || verb === "create" ? "" : changesInWords(change.before, change.after);
  const head = past ? `${actor} ${past} ${thing}` : `${actor} recorded “${change.action}” on ${thing}`;
  return said ? `${head}: ${said}` : head;
}

/** The record as one sentence (no final period). */
export function auditSentence(change: AuditChange, facts: AuditFacts): string {
  const kind = kindName(change.resource);
  const name = facts.record ?? `#${change.resourceId}`;
  const classWords = facts.class ? classInWords(facts.class) : undefined;
  const guest = facts.guest ?? facts.customer ?? `the guest of registration #${change.resourceId}`;
  const words: Words = {
    actor: facts.actor,
    thing: change.resource === "classes" && classWords ? `class ${classWords}` : `${kind} ${name}`,
    where: classWords ?? `${kind} ${name}`,
    seatOf: facts.guest && facts.guest === facts.actor ? "their" : guest,
    guest,
    before: asObject(change.before),
    after: asObject(change.after),
  };
  return RULES[change.action]?.(change, facts, words) ?? generic(change, words);
}

/** Where an e-mail is, in the history's words (the outbox's states, decision 058). */
const EMAIL_STATE_WORDS: Readonly<Record<string, string>> = {
  queued: "queued",
  retrying: "not delivered yet, retrying",
  sent: "sent",
  delivered: "delivered",
  bounced: "bounced",
  complained: "marked as spam",
  failed: "failed",
  suppressed: "not sent: the address is suppressed",
};

/**
 * An e-mail in a record's history (an order's, decision 082), beside its changes: "E-mailed
 * ana@example.com “Moved: Date Night is now on Mar 10 (order CVK-1042)” (delivered)".
 */
export function emailSentence(email: { to: string; subject: string; state: string }): string {
  const state = EMAIL_STATE_WORDS[email.state.toLowerCase()] ?? email.state.toLowerCase();
  return `E-mailed ${email.to} “${email.subject}” (${state})`;
}
