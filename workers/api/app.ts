/** The api: one Hono sub-app per resource of spec §7, one error shape. */
import { Hono } from "hono";
import { database } from "./db";
import type { ApiContext } from "./env";
import { ApiError, onError } from "./lib/errors";
import { allergiesRoutes } from "./routes/allergies";
import { auditRoutes } from "./routes/audit";
import { mealCookedStatusRoutes } from "./routes/meal-cooked-statuses";
import { consoleHomeRoutes } from "./routes/console-home";
import { charityWindowsRoutes } from "./routes/charity-windows";
import { classAdminRoutes } from "./routes/class-admin";
import { classMessageRoutes } from "./routes/class-manifest";
import { payLinkRoutes, phoneBookingRoutes } from "./routes/phone-bookings";
import { classTypeAdminRoutes, locationPictureRoutes } from "./routes/class-type-admin";
import { classesRoutes } from "./routes/classes";
import { blogsRoutes, newsroomRoutes } from "./routes/content";
import { fulfillmentsRoutes } from "./routes/fulfillments";
import { locationAdminRoutes } from "./routes/location-admin";
import { locationsRoutes } from "./routes/locations";
import { mealAdminRoutes, menuAdminRoutes } from "./routes/meal-admin";
import { mealTypesRoutes } from "./routes/meal-types";
import { mealsRoutes } from "./routes/meals";
import { catalogPicturesRoutes, mealOfferingsRoutes } from "./routes/catalog-pictures";
import { sitemapRoutes } from "./routes/sitemap";
import { menusRoutes } from "./routes/menus";
import { accountsRoutes } from "./routes/accounts";
import { employeeLinksRoutes } from "./routes/employee-links";
import { rolesRoutes } from "./routes/roles";
import { usersRoutes } from "./routes/users";
import { addressesRoutes } from "./routes/addresses";
import { cartsRoutes } from "./routes/carts";
import { eventsRoutes } from "./routes/events";
import { giftCardsRoutes } from "./routes/giftcards";
import { marketingRoutes } from "./routes/marketing";
import { contactRoutes } from "./routes/contact";
import { contactInboxRoutes } from "./routes/contact-inbox";
import { newsletterAdminRoutes } from "./routes/newsletter-admin";
import { secondFactorRoutes } from "./routes/second-factor";
import { waitlistRoutes, waitlistStaffRoutes } from "./routes/waitlist";
import { classRequestsRoutes } from "./routes/class-requests";
import { reviewsRoutes } from "./routes/reviews";
import { giftCardAdminRoutes } from "./routes/giftcard-admin";
import { calendarEventRoutes, calendarEventStatusesRoutes, calendarsRoutes } from "./routes/calendars";
import { cartCheckoutRoutes, checkoutsRoutes } from "./routes/checkout";
import { giftCardCheckoutRoutes } from "./routes/giftcard-checkout";
import { ordersRoutes } from "./routes/orders";
import { outboxRoutes } from "./routes/outbox";
import { schedulerRoutes } from "./routes/scheduler";
import { emailAdminRoutes } from "./routes/email-admin";
import { emailEventsRoutes } from "./routes/email-events";
import { enqueueWritten } from "./services/email-delivery";
import { paymentsRoutes } from "./routes/payments";
import { codeAdminRoutes, promotionAdminRoutes } from "./routes/promotion-admin";
import { classCancelRoutes } from "./routes/class-cancel";
import { orderAdminRoutes, orderStatusesRoutes } from "./routes/order-admin";
import { paymentAdminRoutes, paymentServicesRoutes, paymentTypesRoutes, refundReasonsRoutes } from "./routes/payment-admin";
import { registrationAdminRoutes, registrationStatusesRoutes } from "./routes/registration-admin";
import { reportsRoutes } from "./routes/reports";
import { selfServiceRoutes } from "./routes/self-service";

export const app = new Hono<ApiContext>()
  // The one place a request's database is made: handlers read `c.var.db`. After a write, the
  // e-mails it wrote go on the e-mail queue, once the answer is out (decision 058).
  .use(async (c, next) => {
    const db = database(c.env.DB);
    c.set("db", db);
    await next();
    if (c.req.method !== "GET" && c.env.EMAILS) afterResponse(c, enqueueWritten(db, c.env.EMAILS, new Date()));
  })
  .get("/health", (c) => c.json({ ok: true }))
  // Staff routes first: /classes/choices must not be read as a class sku.
  .route("/classes", classAdminRoutes)
  .route("/classes", classCancelRoutes)
  .route("/classes", waitlistStaffRoutes)
  .route("/classes", classMessageRoutes)
  .route("/classes", classesRoutes)
  .route("/class-types", classTypeAdminRoutes)
  .route("/locations", locationAdminRoutes)
  .route("/locations", locationPictureRoutes)
  .route("/locations", locationsRoutes)
  .route("/fulfillments", fulfillmentsRoutes)
  .route("/menus", menuAdminRoutes)
  .route("/menus", menusRoutes)
  .route("/meals", mealAdminRoutes)
  .route("/meals", mealOfferingsRoutes)
  .route("/meals", mealsRoutes)
  .route("/catalog-pictures", catalogPicturesRoutes)
  .route("/sitemap", sitemapRoutes)
  .route("/meal-types", mealTypesRoutes)
  .route("/allergies", allergiesRoutes)
  .route("/charity-windows", charityWindowsRoutes)
  .route("/users", usersRoutes)
  .route("/accounts", accountsRoutes)
  .route("/employee-links", employeeLinksRoutes)
  .route("/roles", rolesRoutes)
  .route("/carts", cartsRoutes)
  .route("/giftcards", giftCardAdminRoutes)
  .route("/giftcards", giftCardsRoutes)
  .route("/addresses", addressesRoutes)
  .route("/events", eventsRoutes)
  .route("/marketing", newsletterAdminRoutes)
  .route("/marketing", marketingRoutes)
  .route("/contact-us", contactInboxRoutes)
  .route("/contact-us", contactRoutes)
  .route("/waitlist", waitlistRoutes)
  .route("/class-requests", classRequestsRoutes)
  .route("/reviews", reviewsRoutes)
  // Calendar events: events/{id} with a numeric id (decision 027); the tracking calls are named.
  .route("/events", calendarEventRoutes)
  .route("/calendars", calendarsRoutes)
  .route("/calendarsEventStatuses", calendarEventStatusesRoutes)
  // Checkout and payment (decision 012).
  .route("/carts", cartCheckoutRoutes)
  .route("/checkouts", checkoutsRoutes)
  .route("/giftcards/checkout", giftCardCheckoutRoutes)
  .route("/payments", paymentsRoutes)
  .route("/payments", paymentAdminRoutes)
  .route("/refundReasons", refundReasonsRoutes)
  .route("/paymentServices", paymentServicesRoutes)
  .route("/paymentTypes", paymentTypesRoutes)
  .route("/registrations", registrationAdminRoutes)
  .route("/registrationStatuses", registrationStatusesRoutes)
  .route("/orders", ordersRoutes)
  .route("/orders", orderAdminRoutes)
  // Phone bookings and the pay links they e-mail (decision 081).
  .route("/phone-bookings", phoneBookingRoutes)
  .route("/pay-links", payLinkRoutes)
  .route("/orderStatuses", orderStatusesRoutes)
  // A customer's own cancel and move of a registration (decision 033).
  .route("/self-service", selfServiceRoutes)
  .route("/outbox", outboxRoutes)
  .route("/scheduler", schedulerRoutes)
  .route("/emails", emailAdminRoutes)
  .route("/email-events", emailEventsRoutes)
  // The back office (decision 019).
  .route("/audit", auditRoutes)
  // Staff's second factor (decision 078).
  .route("/second-factor", secondFactorRoutes)
  .route("/console-home", consoleHomeRoutes)
  .route("/reports", reportsRoutes)
  .route("/meal-cooked-statuses", mealCookedStatusRoutes)
  .route("/promotions", promotionAdminRoutes)
  .route("/codes", codeAdminRoutes)
  // Press releases, in-the-news links and blog posts (decision 028).
  .route("/newsroom", newsroomRoutes)
  .route("/blogs", blogsRoutes)
  .notFound((c) => onError(new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), c))
  .onError(onError);

/** Work that must not delay the answer nor be lost with it; its failure is only logged. */
function afterResponse(c: { executionCtx: ExecutionContext }, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => console.error("api: could not put written e-mails on the queue", error));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    // No execution context (a test calling app.request): the promise still runs to its end.
  }
}
