// The kinds of record the audit log speaks of (decision 019): one list, so every change is filed
// under the same name its record's history reads (a gift card's rescheduled day was filed under
// `gift_cards` while its page read `gift-cards`, and never showed), and the console's filter
// offers every kind.

export const AUDITED_RECORDS = {
  classes: { one: "Class", many: "Classes" },
  "class-types": { one: "Class type", many: "Class types" },
  "class-requests": { one: "Class request", many: "Class requests" },
  orders: { one: "Order", many: "Orders" },
  registrations: { one: "Registration", many: "Registrations" },
  "waitlist-entries": { one: "Waitlist entry", many: "Waitlist entries" },
  users: { one: "User", many: "Users" },
  locations: { one: "Kitchen", many: "Kitchens" },
  meals: { one: "Meal", many: "Meals" },
  menus: { one: "Menu", many: "Menus" },
  promotions: { one: "Promotion", many: "Promotions" },
  "gift-cards": { one: "Gift card", many: "Gift cards" },
  reviews: { one: "Review", many: "Reviews" },
  "contact-messages": { one: "Contact message", many: "Contact messages" },
  "newsletter-subscribers": { one: "Newsletter subscriber", many: "Newsletter subscribers" },
  calendars: { one: "Calendar", many: "Calendars" },
  "calendar-events": { one: "Calendar event", many: "Calendar events" },
  blogs: { one: "Blog post", many: "Blog posts" },
  "press-releases": { one: "Press release", many: "Press releases" },
  "in-the-news": { one: "In-the-news link", many: "In-the-news links" },
  emails: { one: "E-mail", many: "E-mails" },
  "email-suppressions": { one: "E-mail suppression", many: "E-mail suppressions" },
} as const;

export type AuditedRecord = keyof typeof AUDITED_RECORDS;

export function isAuditedRecord(value: string): value is AuditedRecord {
  return Object.hasOwn(AUDITED_RECORDS, value);
}

/** At most this many records in one audit read of several records (an order and its seats). */
export const AUDIT_RECORDS_MAX = 100;

/**
 * What the audit log's text filters (record id, e-mail, action) may hold: the api refuses anything
 * else with 400 and the console says so under the field (a filter of `<script>` once ended on the
 * "Something went wrong" page).
 */
export const AUDIT_FILTER_WORD = /^[A-Za-z0-9@._+,-]*$/;
