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
