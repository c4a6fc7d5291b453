/**
 * What other workers may know of the api (decision 055): the type of its routes, for Hono's `hc`
 * client in the graphql worker. Types only: eslint refuses any other import of workers/api from
 * workers/graphql, so the graphql worker cannot reach the api's services or tables.
 */
import type { app } from "./app";

export type ApiApp = typeof app;

/** The JSON rows resolvers name, by the api module that defines them. */
export type { sandboxSessionJson } from "./payments/sandbox-session";
export type { PaymentJson } from "./routes/payment-admin";
export type { AddressRow } from "./services/addresses";
export type { AuditRecord } from "./services/audit";
export type { AuditRecordInWords } from "./services/audit-words";
export type { CartClass } from "./services/carts";
export type { CartJson } from "./services/cart-json";
export type { CatalogPicturesJson } from "./services/catalog-pictures";
export type { CharityWindowJson } from "./services/charity-windows";
export type { CheckoutAnswer } from "./services/checkout-context";
export type { CheckoutJson } from "./services/checkout-state";
export type { CityLookupJson } from "./services/city-lookup";
export type { ClassRequestClassJson, ClassRequestJson } from "./services/class-requests";
export type { ContactMessageDetailJson, ContactReplyJson, StaffContactMessageJson } from "./services/contact-inbox";
export type { StaffClassTypeJson } from "./services/class-type-admin";
export type { ClassDetailJson, ClassJson, ClassPriceJson, ClassTypeJson } from "./services/classes";
export type { ArticleJson, NewsLinkJson } from "./services/content";
export type { EmailStateCounts, EmailSuppressionJson, StaffEmailDetailJson, StaffEmailJson } from "./services/email-admin";
export type { EmployeeLinkJson } from "./services/employee-links";
export type { FulfillmentJson } from "./services/fulfillments";
export type { GiftCardJson, GiftCardLedger } from "./services/gift-card-admin";
export type { GiftCardBalanceJson } from "./services/gift-cards";
export type { StaffLocationJson } from "./services/location-admin";
export type { LocationJson, LocationRow, ZipMismatchJson } from "./services/locations";
export type { StaffMealJson } from "./services/meal-admin";
export type { AllergyJson, MealJson, MealTypeJson, PictureJson } from "./services/meals";
export type { MenuJson } from "./services/menus";
export type { NewsletterSubscriberJson } from "./services/newsletter-admin";
export type { SecondFactorStatusJson } from "./services/second-factor";
export type { OrderConfirmationJson } from "./services/orders";
export type { OutboxEmailJson } from "./services/outbox";
export type { PromotionJson, PromotionOrderJson } from "./services/promotion-admin";
export type { CodeJson } from "./services/promotion-codes";
export type { GiftCardPromotionQuote } from "./services/promotions";
export type { RefundRow } from "./services/refund-records";
export type { PublishedReviewJson, ReviewLinkJson, ReviewSummaryJson, StaffReviewJson } from "./services/reviews";
export type { RoleJson } from "./services/roles";
export type { SelfServiceJson } from "./services/self-service-options";
export type { SitemapEntryJson } from "./services/sitemap";
export type { TrackingEventType } from "./services/tracking";
export type { listUserOrders, UserRegistrationJson } from "./services/user-history";
export type { UserJson } from "./services/users";
export type { WaitlistEntryJson } from "./services/waitlist";
