/**
 * Reviews of classes (issue 28 part 5, decision 064). The day after a class each attendee whose
 * seat is paid and not refunded gets a link (`review_requests`, one per registration; the token is
 * only in the e-mail, its SHA-256 here, like the waitlist's); the link writes one review per
 * registration, which staff publish, hide or answer. Published reviews show on the class pages.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** pending: written, not yet seen by staff; published: shown on the class pages; hidden: never shown. */
export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The review link sent for one registration; written once (its unique registration), with its e-mail. */
export const reviewRequests = sqliteTable(
  "review_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** No foreign key, like the waitlist's class: the link answers 404 if its registration is gone. */
    registration_id: integer("registration_id").notNull(),
    class_id: integer("class_id").notNull(),
    email: text("email").notNull(),
    /** The shop origin of the link (the order's checkout's, else PUBLIC_ORIGIN). */
    origin: text("origin").notNull(),
    /** SHA-256 (hex) of the link's token. */
    token_hash: text("token_hash").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("review_requests_registration_idx").on(t.registration_id), uniqueIndex("review_requests_token_idx").on(t.token_hash)],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** One review per registration; null only for the seed's reviews, which have no registration. */
    registration_id: integer("registration_id"),
    class_id: integer("class_id").notNull(),
    class_type_id: integer("class_type_id").notNull(),
    /** 1 to 5 stars. */
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    /** As the pages show the author: first name and last initial, e.g. "Maria G." */
    author_name: text("author_name").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** The shop's answer, shown under the review; "" for none. */
    reply: text("reply").notNull().default(""),
    created_at: text("created_at").notNull().default(now),
    /** When staff last published or hid it. */
    moderated_at: text("moderated_at"),
    replied_at: text("replied_at"),
  },
  (t) => [
    uniqueIndex("reviews_registration_idx").on(t.registration_id),
    index("reviews_class_type_status_idx").on(t.class_type_id, t.status, t.created_at),
    index("reviews_class_status_idx").on(t.class_id, t.status),
    index("reviews_status_created_idx").on(t.status, t.created_at),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
