/**
 * The shop's marketing contacts (spec §3 "Marketing contact": email, first_name, last_name,
 * subscribe flag): newsletter subscribers with double opt-in (decision 030). One row per
 * address; its token is the secret of the confirm and unsubscribe links of every e-mail sent to
 * it, so those links work without signing in.
 */
import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    /** Lower case. */
    email: text("email").primaryKey(),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    /** 32 random hex characters, unique: the links' secret. */
    token: text("token").notNull().unique(),
    /** When the last e-mail asking to confirm (or saying "already subscribed") was queued. */
    last_mailed_at: text("last_mailed_at"),
    confirmed_at: text("confirmed_at"),
    unsubscribed_at: text("unsubscribed_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status)],
);
