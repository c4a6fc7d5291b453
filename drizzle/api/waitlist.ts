/**
 * The waitlist of a full class (decision 037): an e-mail waits for a seat; when one frees, the
 * next entry is offered it (the offer takes the seat like a checkout hold) with a claim link that
 * holds it for WAITLIST_CLAIM_HOURS; unclaimed, it passes on. The same e-mail once per class.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * waiting → offered (the offer holds a seat) → claimed (the claim keeps holding it for the cart)
 * → checkout (a checkout of that cart took the held seat as its own hold; released, it goes back
 * to claimed). left: the person left (or took the claimed class out of the cart); passed: an offer
 * or claim ran out and its seat passed on; canceled: the class was canceled; removed: staff took
 * the entry off the list. An offer withdrawn because the class was made smaller goes back to
 * waiting. `left_at` is when an entry ended (left, canceled, removed).
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "claimed", "checkout", "left", "passed", "canceled", "removed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const waitlistEntries = sqliteTable(
  "waitlist_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** No foreign key: a class may still be deleted (decision 020); its entries then lead nowhere. */
    class_id: integer("class_id").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** The shop's origin the entry was made from: the claim link's host. */
    origin: text("origin").notNull().default(""),
    /** SHA-256 (hex) of the claim link's token, set by the offer; the token itself is only in the e-mail. */
    token_hash: text("token_hash"),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull().default("waiting"),
    created_at: text("created_at").notNull().default(now),
    offered_at: text("offered_at"),
    claim_expires_at: text("claim_expires_at"),
    claimed_at: text("claimed_at"),
    /** The cart the claim put the class in. */
    cart_uuid: text("cart_uuid"),
    /** SHA-256 (hex) of the leave link's token, made at the join and sent in the join's e-mail. */
    leave_token_hash: text("leave_token_hash"),
    left_at: text("left_at"),
    /** The seats the entry's offer holds: 1 for the waitlist; a party's seats for a move offer. */
    seats: integer("seats").notNull().default(1),
    /**
     * A move offer (decision 065) is made to a party of a class canceled under its minimum:
     * seats held on another date of its class type, claimed like a waitlist offer.
     */
    from_class_id: integer("from_class_id"),
  },
  (t) => [
    uniqueIndex("waitlist_entries_class_email_idx").on(t.class_id, t.email),
    uniqueIndex("waitlist_entries_token_idx").on(t.token_hash),
    uniqueIndex("waitlist_entries_leave_token_idx").on(t.leave_token_hash),
    index("waitlist_entries_status_idx").on(t.status, t.claim_expires_at),
  ],
);
