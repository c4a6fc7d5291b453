/**
 * What other workers may know of the api (decision 055): the type of its routes, for Hono's `hc`
 * client in the graphql worker. Types only: eslint refuses any other import of workers/api from
 * workers/graphql, so the graphql worker cannot reach the api's services or tables.
 */
import type { app } from "./app";

export type ApiApp = typeof app;

// services/tracking
export type { TrackingEventType } from "./services/tracking";

// services/class-type-admin
export type { StaffClassTypeJson } from "./services/class-type-admin";

// services/location-admin
export type { StaffLocationJson } from "./services/location-admin";

// services/meal-admin
export type { StaffMealJson } from "./services/meal-admin";

// services/catalog-pictures
export type { CatalogPicturesJson } from "./services/catalog-pictures";

// services/class-requests
export type { ClassRequestClassJson, ClassRequestJson } from "./services/class-requests";

// services/classes
export type { ClassTypeJson } from "./services/classes";

// services/locations
export type { LocationJson } from "./services/locations";

// services/menus
export type { MenuJson } from "./services/menus";

// services/waitlist
export type { WaitlistEntryJson } from "./services/waitlist";

// services/checkout
export type { CheckoutAnswer } from "./services/checkout";

// services/gift-card-admin
export type { GiftCardJson, GiftCardLedger } from "./services/gift-card-admin";

// services/promotion-admin
export type { CodeJson, PromotionJson, PromotionOrderJson } from "./services/promotion-admin";

// services/refunds
export type { RefundRow } from "./services/refunds";

// services/self-service
export type { SelfServiceJson } from "./services/self-service";

// routes/payment-admin
export type { PaymentJson } from "./routes/payment-admin";

// services/audit
export type { AuditRecord } from "./services/audit";

// services/content
export type { ArticleJson, NewsLinkJson } from "./services/content";

// services/classes
export type { ClassDetailJson, ClassJson, ClassPriceJson } from "./services/classes";

// services/city-lookup
export type { CityLookupJson } from "./services/city-lookup";

// services/charity-windows
export type { CharityWindowJson } from "./services/charity-windows";

// services/fulfillments
export type { FulfillmentJson } from "./services/fulfillments";

// services/locations
export type { LocationRow, ZipMismatchJson } from "./services/locations";

// services/meals
export type { AllergyJson, MealJson, MealTypeJson, PictureJson } from "./services/meals";

// services/addresses
export type { AddressRow } from "./services/addresses";

// services/carts
export type { CartClass, CartJson } from "./services/carts";

// services/checkout-state
export type { CheckoutJson } from "./services/checkout-state";

// services/employee-links
export type { EmployeeLinkJson } from "./services/employee-links";

// services/gift-cards
export type { GiftCardBalanceJson } from "./services/gift-cards";

// services/orders
export type { OrderConfirmationJson } from "./services/orders";

// services/outbox
export type { OutboxEmailJson } from "./services/outbox";

// services/promotions
export type { GiftCardPromotionQuote } from "./services/promotions";

// services/roles
export type { RoleJson } from "./services/roles";

// services/user-history
export type { listUserOrders, UserRegistrationJson } from "./services/user-history";

// services/users
export type { UserJson } from "./services/users";

// payments/sandbox-session
export type { sandboxSessionJson } from "./payments/sandbox-session";
