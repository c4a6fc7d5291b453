/**
 * The api database (`DB`): the shop's system of record, one module of tables per part (each
 * imports only core.ts and its neighbours, never this file). drizzle-kit reads this file.
 * Column names are the REST field names of spec §3 (snake_case), so rows map to responses
 * without renaming. Money is integer cents; instants are ISO-8601 UTC text.
 */

// Kitchens, fulfillments, people and roles, meals and menus, class types, prices and classes.
export * from "./core";
// Carts, promotions, gift cards, checkouts, orders: the commerce half of the same database.
export * from "./commerce";
// Audit log, refunds, the kitchen's board and measured ingredients: the back office (decision 019).
export * from "./admin";
// Newsletter subscribers (decision 030).
export * from "./marketing";
// Calendars of the locations and their closures, holidays and private events (decision 027).
export * from "./calendars";
// Press releases, blog posts and in-the-news links (decision 028).
export * from "./content";
// Private-class requests (decision 032).
export * from "./class-requests";

// A customer's own cancel and move of a registration (decision 033).
export * from "./self-service";

// Hosts' public profiles: a short bio and a picture (decision 039).
export * from "./pictures";

// Waitlists of full classes (decision 037).
export * from "./waitlist";

// The meals a portion line takes home (decision 041).
export * from "./meal-choices";

// The scheduler's runs of its jobs (decision 062).
export * from "./scheduler";

// Reviews of classes and their request links (decision 064).
export * from "./reviews";

// Staff's second factor: TOTP secrets (encrypted) and recovery codes (hashed) (decision 078).
export * from "./second-factor";

// Pay links e-mailed by staff: a phone booking's seats paid by card (decision 081).
export * from "./pay-links";
