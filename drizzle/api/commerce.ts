/**
 * The commerce tables of the api database: carts, promotions and codes, gift cards, checkouts
 * with their holds, payment events, orders and registrations, addresses, the e-mail outbox and
 * tracking events. docs/decisions/009-cart-checkout-payments.md explains the flows.
 * Money is integer cents; instants are ISO-8601 UTC text.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  charityWindows,
  classes,
  classTypes,
  portionQuantities,
  portionSizes,
  users,
} from "./core";
import { requiredId, requiredKey } from "./columns";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);

/** A shopping cart, addressed by an unguessable uuid (spec §3). */
export const carts = sqliteTable(
  "carts",
  {
    uuid: text("uuid").primaryKey(),
    user_id: integer("user_id").references(() => users.id),
    status: text("status", { enum: ["open", "ordered"] }).notNull().default("open"),
    donation_cents: integer("donation_cents").notNull().default(0),
    charity_window_id: integer("charity_window_id").references(() => charityWindows.id),
    address_id: integer("address_id").references(() => addresses.id),
    /** Decision 083: the zip a delivery goes to, asked first and checked against the kitchen's area. */
    delivery_zipcode: text("delivery_zipcode"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("carts_user_idx").on(t.user_id)],
);

/** A class in a cart with its portion variation (spec §3); one seat per line. */
export const cartClasses = sqliteTable(
  "cart_classes",
  {
    cart_uuid: requiredKey("cart_uuid", () => carts.uuid, "cascade"),
    class_id: requiredId("class_id", () => classes.id),
    portion_size_id: requiredId("portion_size_id", () => portionSizes.id),
    portion_quantity_id: requiredId("portion_quantity_id", () => portionQuantities.id),
    /**
     * Decision 040: guests of a `seats` line, couples of a `pairs` line (two seats each); 0 on a
     * `portions` line. A guest line's portion ids are the smallest options, shown nowhere.
     */
    guests: integer("guests").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cart_uuid, t.class_id] })],
);

export const promotions = sqliteTable("promotions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** percent: `discount_value` in basis points (1500 = 15 %); fixed: in cents. */
  discount_type: text("discount_type", { enum: ["percent", "fixed"] }).notNull(),
  discount_value: integer("discount_value").notNull(),
  /** order: the whole order's classes; classes: only classes of the listed class types. */
  applies_to: text("applies_to", { enum: ["order", "classes"] }).notNull().default("order"),
  /** Also valid on gift-card purchases (POST giftcards/apply-promotion). */
  gift_cards: integer("gift_cards", { mode: "boolean" }).notNull().default(false),
  minimum_cents: integer("minimum_cents").notNull().default(0),
  starts_at: text("starts_at"),
  ends_at: text("ends_at"),
  /** Redemptions allowed in all (null: no limit); `uses` counts held and redeemed ones. */
  usage_limit: integer("usage_limit"),
  per_customer_limit: integer("per_customer_limit"),
  uses: integer("uses").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  created_at: createdAt(),
});

export const promotionClassTypes = sqliteTable(
  "promotion_class_types",
  {
    promotion_id: requiredId("promotion_id", () => promotions.id, "cascade"),
    class_type_id: requiredId("class_type_id", () => classTypes.id),
  },
  (t) => [primaryKey({ columns: [t.promotion_id, t.class_type_id] })],
);

/** A code customers type; several codes may belong to one promotion. Stored upper case. */
export const codes = sqliteTable("codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  promotion_id: requiredId("promotion_id", () => promotions.id, "cascade"),
  code: text("code").notNull().unique(),
  usage_limit: integer("usage_limit"),
  uses: integer("uses").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  created_at: createdAt(),
});

export const cartPromotions = sqliteTable(
  "cart_promotions",
  {
    cart_uuid: requiredKey("cart_uuid", () => carts.uuid, "cascade"),
    code_id: requiredId("code_id", () => codes.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cart_uuid, t.code_id] })],
);

/** A customer's use of a promotion: held at checkout, redeemed by payment, or released. */
export const promotionRedemptions = sqliteTable(
  "promotion_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    promotion_id: requiredId("promotion_id", () => promotions.id),
    code_id: requiredId("code_id", () => codes.id),
    /** The customer's e-mail, lower case: per-customer limits count by it. */
    customer_key: text("customer_key").notNull(),
    checkout_id: text("checkout_id").notNull(),
    order_id: integer("order_id"),
    status: text("status", { enum: ["held", "redeemed", "released"] }).notNull().default("held"),
    created_at: createdAt(),
  },
  (t) => [index("promotion_redemptions_customer_idx").on(t.promotion_id, t.customer_key)],
);

export const giftCards = sqliteTable("gift_cards", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Canonical `ABCD-EFGH-1234-5678` (spec §5). */
  code: text("code").notNull().unique(),
  initial_cents: integer("initial_cents").notNull(),
  /** What is left to spend; held amounts are already taken off. Never below zero. */
  balance_cents: integer("balance_cents").notNull(),
  status: text("status", { enum: ["active", "disabled"] }).notNull().default("active"),
  /** Why staff last disabled or enabled it (decision 026); the audit log keeps every one. */
  status_reason: text("status_reason").notNull().default(""),
  recipient_name: text("recipient_name").notNull().default(""),
  recipient_email: text("recipient_email").notNull().default(""),
  sender_name: text("sender_name").notNull().default(""),
  message: text("message").notNull().default(""),
  purchaser_email: text("purchaser_email").notNull().default(""),
  order_id: integer("order_id"),
  /**
   * The day the buyer chose for the recipient's e-mail (decision 063), `YYYY-MM-DD` in the
   * kitchen's time zone, sent at 8 am that day; null: sent when paid.
   */
  send_on: text("send_on"),
  /** Its design (issue 30 part 8, decision 086), a key of workers/core GIFT_CARD_DESIGNS. */
  design: text("design").notNull().default("classic"),
  /** When its e-mail to the recipient was written (at payment, or by the job on `send_on`). */
  delivered_at: text("delivered_at"),
  created_at: createdAt(),
});

export const cartGiftCards = sqliteTable(
  "cart_gift_cards",
  {
    cart_uuid: requiredKey("cart_uuid", () => carts.uuid, "cascade"),
    gift_card_id: requiredId("gift_card_id", () => giftCards.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cart_uuid, t.gift_card_id] })],
);

/** Every change of a gift card's balance, signed (debits negative). */
export const giftCardTransactions = sqliteTable(
  "gift_card_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gift_card_id: requiredId("gift_card_id", () => giftCards.id),
    amount_cents: integer("amount_cents").notNull(),
    kind: text("kind", { enum: ["issue", "hold", "release", "capture", "refund", "adjust"] }).notNull(),
    checkout_id: text("checkout_id"),
    order_id: integer("order_id"),
    /** Staff's words for a card issued or adjusted by hand (decision 026), else empty. */
    note: text("note").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [
    index("gift_card_transactions_card_idx").on(t.gift_card_id),
    // The outstanding-balance report reads the ledger up to a date (decision 029).
    index("gift_card_transactions_created_idx").on(t.created_at, t.gift_card_id, t.amount_cents),
  ],
);

/**
 * One attempt to pay: a snapshot of the totals, the holds it took (seats, gift-card amounts,
 * promotion uses) and the payment session. Holds last 15 minutes unless paid.
 */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: text("id").primaryKey(),
    // move: a staff move's difference asked by pay link (decision 089); text, so no migration.
    kind: text("kind", { enum: ["cart", "gift_card", "move"] }).notNull().default("cart"),
    cart_uuid: text("cart_uuid").references(() => carts.uuid),
    status: text("status", { enum: ["pending", "paid", "failed", "expired"] }).notNull().default("pending"),
    /** The totals computed when the checkout started (JSON, workers/core/totals.ts). */
    totals: text("totals", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    amount_due_cents: integer("amount_due_cents").notNull(),
    /** Contact and registration details (JSON) or the gift-card purchase. */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The client's key for this attempt: repeated posts answer the same checkout. */
    idempotency_key: text("idempotency_key").notNull().unique(),
    /** cash and check: a phone booking marked paid at the counter (decision 081). */
    payment_provider: text("payment_provider", { enum: ["sandbox", "stripe", "none", "cash", "check"] }).notNull(),
    payment_session_id: text("payment_session_id"),
    payment_url: text("payment_url"),
    failure_reason: text("failure_reason"),
    order_id: integer("order_id"),
    expires_at: text("expires_at").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("checkouts_status_expiry_idx").on(t.status, t.expires_at), index("checkouts_cart_idx").on(t.cart_uuid)],
);

/** What a checkout took and must give back if it is not paid. */
export const checkoutHolds = sqliteTable(
  "checkout_holds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    checkout_id: requiredKey("checkout_id", () => checkouts.id, "cascade"),
    /** waitlist: a seat a waitlist claim held, taken over by this checkout (decision 037). */
    kind: text("kind", { enum: ["seat", "gift_card", "promotion", "code", "redemption", "waitlist"] }).notNull(),
    /** The class (seat, waitlist), gift card, promotion, code or redemption id. */
    ref_id: integer("ref_id").notNull(),
    amount_cents: integer("amount_cents").notNull().default(0),
    released: integer("released", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("checkout_holds_checkout_idx").on(t.checkout_id)],
);

/** Payment events already fulfilled: an event id is processed once (spec: idempotent webhooks). */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  checkout_id: text("checkout_id"),
  received_at: createdAt(),
});

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the customer sees, e.g. CVK-100042. */
    number: text("number").notNull().unique(),
    kind: text("kind", { enum: ["cart", "gift_card"] }).notNull().default("cart"),
    checkout_id: text("checkout_id").notNull().unique(),
    cart_uuid: text("cart_uuid"),
    user_id: integer("user_id").references(() => users.id),
    email: text("email").notNull(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: ["paid", "partially_refunded", "refunded", "canceled"] }).notNull().default("paid"),
    subtotal_cents: integer("subtotal_cents").notNull(),
    discount_cents: integer("discount_cents").notNull(),
    tax_cents: integer("tax_cents").notNull(),
    /** Decision 083: the delivery fees charged in the total. */
    delivery_fee_cents: integer("delivery_fee_cents").notNull().default(0),
    donation_cents: integer("donation_cents").notNull(),
    gift_card_cents: integer("gift_card_cents").notNull(),
    total_cents: integer("total_cents").notNull(),
    amount_paid_cents: integer("amount_paid_cents").notNull(),
    /** Given back so far, card and gift cards together; never above amount paid plus gift cards. */
    refunded_cents: integer("refunded_cents").notNull().default(0),
    /** Staff's notes on the order (PUT orders/{id}). */
    notes: text("notes").notNull().default(""),
    charity_window_id: integer("charity_window_id").references(() => charityWindows.id),
    address: text("address", { mode: "json" }).$type<Record<string, string> | null>(),
    payment_provider: text("payment_provider").notNull(),
    payment_reference: text("payment_reference"),
    /** Decision 081: staff's words on a payment taken at the counter (a check's number), "" otherwise. */
    payment_note: text("payment_note").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.user_id),
    index("orders_email_idx").on(t.email),
    // A sign-in looks for guest orders under the account's e-mail in any letter case (decision 033).
    index("orders_guest_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.user_id} IS NULL`),
  ],
);

/** A seat in a class, created from a paid order (spec §3 Order.registrations). */
export const registrations = sqliteTable(
  "registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    order_id: requiredId("order_id", () => orders.id),
    class_id: requiredId("class_id", () => classes.id),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    allergies: text("allergies", { mode: "json" }).$type<string[]>().notNull(),
    allergy_notes: text("allergy_notes").notNull().default(""),
    spice_tolerance: text("spice_tolerance").notNull().default(""),
    portion_size_id: requiredId("portion_size_id", () => portionSizes.id),
    portion_quantity_id: requiredId("portion_quantity_id", () => portionQuantities.id),
    price_cents: integer("price_cents").notNull(),
    discount_cents: integer("discount_cents").notNull(),
    tax_cents: integer("tax_cents").notNull(),
    total_cents: integer("total_cents").notNull(),
    status: text("status", { enum: ["registered", "canceled", "attended", "no_show", "refunded"] })
      .notNull()
      .default("registered"),
    /** When the reminder job wrote this registration's reminder (decision 063); null until then. */
    reminded_at: text("reminded_at"),
    created_at: createdAt(),
  },
  (t) => [index("registrations_order_idx").on(t.order_id), index("registrations_class_idx").on(t.class_id)],
);

export const addresses = sqliteTable("addresses", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  user_id: integer("user_id").references(() => users.id),
  name: text("name").notNull(),
  street: text("street").notNull(),
  street2: text("street2").notNull().default(""),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipcode: text("zipcode").notNull(),
  phone: text("phone").notNull().default(""),
  created_at: createdAt(),
});

/** Where an e-mail is on its way (decision 058): written, handed to the provider, and after. */
export const EMAIL_STATES = ["queued", "retrying", "sent", "delivered", "bounced", "complained", "failed", "suppressed"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * Every e-mail the shop writes, in the same batch as what it is about (decision 012); the
 * e-mail queue's consumer sends it through the provider and keeps its state here (decision 058).
 */
export const outboxEmails = sqliteTable(
  "outbox_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    /** What it is about, e.g. `order:42` or `gift_card:7`. */
    ref: text("ref").notNull().default(""),
    created_at: createdAt(),
    /** When the provider accepted it. */
    sent_at: text("sent_at"),
    state: text("state", { enum: EMAIL_STATES }).notNull().default("queued"),
    /** Sends tried (the provider called), by the queue's consumer or a resend. */
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    /** The provider's id of the accepted message (its webhooks name it). */
    provider_id: text("provider_id"),
    /** When its id was last put on the e-mail queue; null: never (the sweep's work). */
    enqueued_at: text("enqueued_at"),
    updated_at: text("updated_at"),
  },
  (t) => [
    index("outbox_emails_to_idx").on(t.to),
    index("outbox_emails_state_idx").on(t.state, t.id),
    index("outbox_emails_unqueued_idx").on(t.id).where(sql`enqueued_at IS NULL`),
    index("outbox_emails_provider_idx").on(t.provider_id),
  ],
);

/**
 * Addresses the shop no longer writes to (decision 058): a hard bounce or a spam complaint the
 * provider reported, or staff. Lower-cased. (Leaving the newsletter is the subscriber's status,
 * decision 030: order and class e-mails still reach a former subscriber.)
 */
export const emailSuppressions = sqliteTable("email_suppressions", {
  email: text("email").primaryKey(),
  reason: text("reason", { enum: ["bounce", "complaint", "staff"] }).notNull(),
  detail: text("detail").notNull().default(""),
  created_at: createdAt(),
});

/**
 * Tracking events of spec §7 (events/cart, add-to-cart, checkout, order, …). `event_id` is the
 * payload's own id: an event delivered twice (a queue redelivers, a page reloaded) is stored once
 * (decision 053). Events sent without one keep it null.
 */
export const trackingEvents = sqliteTable(
  "tracking_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    event_id: text("event_id"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("tracking_events_event_id_idx").on(t.type, t.event_id)],
);

