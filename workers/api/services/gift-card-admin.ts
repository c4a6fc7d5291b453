/**
 * Gift cards for staff (spec §7 GET giftcards, GET giftcards/{id}, PUT giftcards/{id}/status;
 * decision 026): the list searched by code fragment, buyer or recipient; one card with its
 * ledger; disabling and enabling with a reason; a card issued by hand (a comp). Every change is
 * one D1 batch with its audit record.
 *
 * The ledger is `gift_card_transactions` (issue, capture, refund, adjust; signed cents) plus what
 * unpaid checkouts hold right now (checkout_holds): the balance a card shows is their sum.
 * `giftCardLedgerBalances` is the one place that sums ledgers, for this area and the
 * outstanding-balance report alike.
 */
import { generateGiftCardCode } from "../../core/gift-cards";
import { ApiError } from "../lib/errors";
import { containsRaw, searchWords, sqlParameters } from "../lib/sql";
import { auditStatement } from "./audit";
import { maskGiftCardCode } from "./gift-cards";
import type { Caller } from "./users";

export type GiftCardStatus = "active" | "disabled";
export const GIFT_CARD_STATUSES = ["active", "disabled"] as const;

export interface GiftCardAdminRow {
  id: number;
  code: string;
  initial_cents: number;
  balance_cents: number;
  status: GiftCardStatus;
  status_reason: string;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  purchaser_email: string;
  order_id: number | null;
  order_number: string | null;
  created_at: string;
}

const COLUMNS = `SELECT g.id, g.code, g.initial_cents, g.balance_cents, g.status, g.status_reason, g.recipient_name,
    g.recipient_email, g.sender_name, g.message, g.purchaser_email, g.order_id, o.number AS order_number, g.created_at`;
const FROM = `FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id`;

export interface GiftCardFilter {
  /** Words of the code (dashes or not), the buyer's e-mail, the recipient's or sender's name or e-mail. */
  search?: string;
  status?: GiftCardStatus;
  limit: number;
  offset: number;
}

/** GET giftcards: newest first, with the total for paging. */
export async function listGiftCards(d1: D1Database, filter: GiftCardFilter): Promise<{ rows: GiftCardAdminRow[]; total: number }> {
  const where: string[] = [];
  const { values, bind } = sqlParameters();
  for (const word of searchWords(filter.search)) {
    const people = ["g.purchaser_email", "g.recipient_name", "g.recipient_email", "g.sender_name"].map((column) => containsRaw(column, bind(word)));
    // A code fragment matches typed with or without its dashes, in any case.
    const letters = word.replaceAll("-", "");
    if (letters) people.push(containsRaw("replace(g.code, '-', '')", bind(letters)));
    where.push(`(${people.join(" OR ")})`);
  }
  if (filter.status !== undefined) where.push(`g.status = ${bind(filter.status)}`);
  const condition = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const countValues = [...values];
  const [page, count] = await d1.batch([
    d1.prepare(`${COLUMNS} ${FROM} ${condition} ORDER BY g.id DESC LIMIT ${bind(filter.limit)} OFFSET ${bind(filter.offset)}`).bind(...values),
    d1.prepare(`SELECT count(*) AS total ${FROM} ${condition}`).bind(...countValues),
  ]);
  return { rows: (page?.results ?? []) as GiftCardAdminRow[], total: ((count?.results[0] ?? { total: 0 }) as { total: number }).total };
}

export async function findGiftCard(d1: D1Database, id: number): Promise<GiftCardAdminRow> {
  const row = await d1.prepare(`${COLUMNS} ${FROM} WHERE g.id = ?1`).bind(id).first<GiftCardAdminRow>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Gift card was not found");
  return row;
}

export type LedgerKind = "issue" | "capture" | "refund" | "adjust" | "hold";

export interface LedgerEntry {
  /** The transaction's id; null for a hold (it is not a transaction until paid or given back). */
  id: number | null;
  kind: LedgerKind;
  /** Signed: what it added to (+) or took from (−) the balance. */
  amount_cents: number;
  order_id: number | null;
  order_number: string | null;
  /** A checkout's id for a hold or a purchase, `refund:<id>` for a refund. */
  reference: string | null;
  note: string;
  created_at: string;
}

export interface GiftCardLedger {
  entries: LedgerEntry[];
  /** The sum of the entries; equals the card's balance_cents. */
  balance_cents: number;
}

/** What unpaid checkouts hold of the cards right now (released when they fail or expire). */
const HELD = `SELECT h.ref_id AS gift_card_id, -h.amount_cents AS amount_cents, h.checkout_id, c.created_at
  FROM checkout_holds h JOIN checkouts c ON c.id = h.checkout_id
  WHERE h.kind = 'gift_card' AND h.released = 0 AND c.status != 'paid'`;

/** GET giftcards/{id}'s ledger: every transaction of the card, oldest first, then what is held now. */
export async function giftCardLedger(d1: D1Database, id: number): Promise<GiftCardLedger> {
  const [transactions, holds] = await d1.batch([
    d1
      .prepare(
        `SELECT t.id, t.kind, t.amount_cents, t.order_id, o.number AS order_number, t.checkout_id AS reference, t.note, t.created_at
         FROM gift_card_transactions t LEFT JOIN orders o ON o.id = t.order_id
         WHERE t.gift_card_id = ?1 AND t.kind IN ('issue', 'capture', 'refund', 'adjust') ORDER BY t.id`,
      )
      .bind(id),
    d1.prepare(`SELECT * FROM (${HELD}) WHERE gift_card_id = ?1 ORDER BY created_at`).bind(id),
  ]);
  const entries: LedgerEntry[] = [
    ...((transactions?.results ?? []) as unknown as LedgerEntry[]),
    ...((holds?.results ?? []) as Array<{ amount_cents: number; checkout_id: string; created_at: string }>).map((hold) => ({
      id: null,
      kind: "hold" as const,
      amount_cents: hold.amount_cents,
      order_id: null,
      order_number: null,
      reference: hold.checkout_id,
      note: "",
      created_at: hold.created_at,
    })),
  ];
  return { entries, balance_cents: entries.reduce((sum, entry) => sum + entry.amount_cents, 0) };
}

export interface LedgerBalance {
  gift_card_id: number;
  balance_cents: number;
}

/**
 * The balance of every card (or of `ids`) by summing its ledger, counting only transactions
 * before `asOf` (an ISO instant; now when absent: then what unpaid checkouts hold is taken off
 * too, as the card's balance_cents has it). Cards that are disabled still owe their balance; the
 * caller decides whether to count them. One statement, so a report over every card is one read.
 */
export async function giftCardLedgerBalances(
  d1: D1Database,
  options: { asOf?: string; ids?: readonly number[] } = {},
): Promise<Array<LedgerBalance & { status: GiftCardStatus }>> {
  const { values, bind } = sqlParameters();
  const before = options.asOf ? `AND t.created_at < ${bind(options.asOf)}` : "";
  const holds = options.asOf ? "0" : `coalesce((SELECT sum(held.amount_cents) FROM (${HELD}) held WHERE held.gift_card_id = g.id), 0)`;
  const which = [options.asOf ? `g.created_at < ${bind(options.asOf)}` : "1"];
  if (options.ids) which.push(`g.id IN (SELECT value FROM json_each(${bind(JSON.stringify(options.ids))}))`);
  const { results } = await d1
    .prepare(
      `SELECT g.id AS gift_card_id, g.status,
         coalesce((SELECT sum(t.amount_cents) FROM gift_card_transactions t
           WHERE t.gift_card_id = g.id AND t.kind IN ('issue', 'capture', 'refund', 'adjust') ${before}), 0) + ${holds} AS balance_cents
       FROM gift_cards g WHERE ${which.join(" AND ")} ORDER BY g.id`,
    )
    .bind(...values)
    .all<LedgerBalance & { status: GiftCardStatus }>();
  return results;
}

/** The REST shape: the code masked (lists), or whole (`fullCode`: one card's page, decision 026). */
export function giftCardJson(row: GiftCardAdminRow, fullCode = false) {
  return {
    id: row.id,
    code: fullCode ? row.code : maskGiftCardCode(row.code),
    code_last4: row.code.slice(-4),
    initial_cents: row.initial_cents,
    balance_cents: row.balance_cents,
    status: row.status,
    status_reason: row.status_reason,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    sender_name: row.sender_name,
    message: row.message,
    purchaser_email: row.purchaser_email,
    order_id: row.order_id,
    order_number: row.order_number,
    issued_by_hand: row.order_id === null,
    created_at: row.created_at,
  };
}

export type GiftCardJson = ReturnType<typeof giftCardJson>;

/** Audit records never hold a whole code: the last four letters are enough to tell cards apart. */
const auditView = (row: Pick<GiftCardAdminRow, "code" | "status" | "status_reason" | "balance_cents">) => ({
  code: maskGiftCardCode(row.code),
  status: row.status,
  status_reason: row.status_reason,
  balance_cents: row.balance_cents,
});

/**
 * PUT giftcards/{id}/status. Conditional on the status read, so of two staff at once one wins
 * and the other is told; the same status again is a 409 (nothing to do, nothing recorded).
 */
export async function setGiftCardStatus(d1: D1Database, actor: Caller, id: number, to: GiftCardStatus, reason: string) {
  const before = await findGiftCard(d1, id);
  if (before.status === to) throw new ApiError(409, "CONFLICT", `The gift card is already ${to}`);
  const results = await d1.batch([
    d1.prepare("UPDATE gift_cards SET status = ?2, status_reason = ?3 WHERE id = ?1 AND status = ?4").bind(id, to, reason, before.status),
    auditStatement(
      d1,
      {
        actor,
        action: to === "disabled" ? "gift-cards.disable" : "gift-cards.enable",
        resource: "gift-cards",
        resourceId: id,
        before: auditView(before),
        after: auditView({ ...before, status: to, status_reason: reason }),
      },
      "changes() = 1",
    ),
  ]);
  if (results[0]?.meta.changes !== 1) throw new ApiError(409, "CONFLICT", "The gift card changed meanwhile; reload it and try again");
  return findGiftCard(d1, id);
}

export interface CompInput {
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  reason: string;
}

/**
 * POST giftcards (not in spec §7: decision 026): a card issued by hand, with no order. Its issue
 * transaction carries the reason; the audit record names who issued it. A code that happens to
 * be taken already is drawn again.
 */
export async function issueGiftCard(d1: D1Database, actor: Caller, input: CompInput, draw: () => string = generateGiftCardCode) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = draw();
    const taken = await d1.prepare("SELECT 1 AS taken FROM gift_cards WHERE code = ?1").bind(code).first();
    if (taken) continue;
    const [inserted] = await d1.batch([
      d1
        .prepare(
          `INSERT INTO gift_cards (code, initial_cents, balance_cents, status, recipient_name, recipient_email, sender_name, message, purchaser_email)
           VALUES (?1, ?2, ?2, 'active', ?3, ?4, 'Cache Valley Kitchen', '', ?5) RETURNING id`,
        )
        .bind(code, input.amount_cents, input.recipient_name, input.recipient_email, actor.user.email),
      d1
        .prepare(
          `INSERT INTO gift_card_transactions (gift_card_id, amount_cents, kind, note)
           SELECT id, initial_cents, 'issue', ?2 FROM gift_cards WHERE code = ?1`,
        )
        .bind(code, input.reason),
      d1
        .prepare(
          `INSERT INTO audit_log (actor_id, actor_email, action, resource, resource_id, before, after)
           SELECT ?1, ?2, 'gift-cards.issue', 'gift-cards', CAST(id AS TEXT), NULL, ?4 FROM gift_cards WHERE code = ?3`,
        )
        .bind(
          actor.id,
          actor.user.email,
          code,
          JSON.stringify({
            code: maskGiftCardCode(code),
            amount_cents: input.amount_cents,
            recipient_name: input.recipient_name,
            recipient_email: input.recipient_email,
            reason: input.reason,
          }),
        ),
    ]);
    const id = (inserted?.results[0] as { id: number } | undefined)?.id;
    if (id !== undefined) return findGiftCard(d1, id);
  }
  throw new ApiError(409, "CONFLICT", "Could not draw an unused gift card code; try again");
}
