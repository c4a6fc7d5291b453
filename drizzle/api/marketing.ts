/**
 * The shop's marketing contacts (spec §3 "Marketing contact": email, first_name, last_name,
 * subscribe flag): newsletter subscribers with double opt-in, and the contact form's messages
 * (decision 030). One row per
 * address; its token is the secret of the confirm and unsubscribe links of every e-mail sent to
 * it, so those links work without signing in.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { locations, users } from "./core";
import { CONTACT_TOPIC_KEYS, type ContactTopicKey } from "../../workers/core/marketing";
import { requiredId } from "./columns";

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

export const CONTACT_TOPICS = CONTACT_TOPIC_KEYS;
export type ContactTopic = ContactTopicKey;

/** Spec §7 POST contact-us: a message from the shop's contact form, e-mailed to the kitchen. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** Ten digits, or "". */
    phone: text("phone").notNull().default(""),
    topic: text("topic", { enum: CONTACT_TOPICS }).notNull(),
    /** The kitchen it is for, when the writer chose one. */
    location_id: integer("location_id").references(() => locations.id),
    message: text("message").notNull(),
    /** Where it was e-mailed: the kitchen's address, else the shop's (decision 030). */
    sent_to: text("sent_to").notNull(),
    created_at: text("created_at").notNull().default(now),
    /**
     * The console's inbox (issue 27 part 6, decision 073): when staff first opened it and who,
     * their latest reply (the replies are contact_message_replies), and when it was marked done
     * and by whom (null: open). Who is the staff member's e-mail, as the audit log names them.
     */
    read_at: text("read_at"),
    read_by: text("read_by"),
    replied_at: text("replied_at"),
    replied_by: text("replied_by"),
    done_at: text("done_at"),
    done_by: text("done_by"),
  },
  (t) => [index("contact_messages_created_idx").on(t.created_at), index("contact_messages_done_idx").on(t.done_at, t.created_at)],
);

/** Staff's replies to a contact message, each e-mailed to its writer through the outbox (decision 073). */
export const contactMessageReplies = sqliteTable(
  "contact_message_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    message_id: requiredId("message_id", () => contactMessages.id),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    replied_by_id: integer("replied_by_id").references(() => users.id),
    replied_by: text("replied_by").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("contact_message_replies_message_idx").on(t.message_id, t.id)],
);
