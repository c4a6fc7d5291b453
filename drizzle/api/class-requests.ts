/**
 * Private-class requests (issue 9, decision 032): a group asks for a private class at a kitchen
 * that hosts them; staff move it received → contacted → scheduled (the private class it became)
 * or declined (with a reason). Its token is the secret of the requester's status page.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { classes, locations } from "./core";
import { CLASS_REQUEST_STATUSES } from "../../workers/core/class-requests";
import { requiredId } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const classRequests = sqliteTable(
  "class_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** 32 random hex characters, unique: the status page's secret. */
    token: text("token").notNull().unique(),
    location_id: requiredId("location_id", () => locations.id),
    /** One to three future dates (YYYY-MM-DD), as a JSON array, in the order given. */
    preferred_dates: text("preferred_dates", { mode: "json" }).$type<string[]>().notNull(),
    group_size: integer("group_size").notNull(),
    occasion: text("occasion").notNull().default(""),
    menu_wishes: text("menu_wishes").notNull().default(""),
    name: text("name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** Ten digits, or "". */
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: CLASS_REQUEST_STATUSES }).notNull().default("received"),
    /** The private class it became (status scheduled). */
    class_id: integer("class_id").references(() => classes.id),
    /** Why it was declined, as the requester reads it. */
    decline_reason: text("decline_reason").notNull().default(""),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [index("class_requests_status_idx").on(t.status, t.created_at), index("class_requests_location_idx").on(t.location_id)],
);
