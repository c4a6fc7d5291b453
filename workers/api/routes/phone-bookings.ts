/**
 * Phone bookings and pay links (issue 27 part 4, decision 081). POST phone-bookings: staff with
 * orders.create and registrations.update book seats for a caller, paid at the counter or by a
 * pay link. GET pay-links/{token} and POST pay-links/{token}/pay: the caller's pay page, public
 * (the unguessable token is the capability, as a checkout's uuid is). Spec §7 lists none of them.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { MAX_GUESTS } from "../../core/class-offers";
import { requirePermission } from "../auth/middleware";
import type { CallerContext } from "../lib/cart-access";
import { shopOrigin } from "../lib/shop-origin";
import { emailField, phoneField } from "../lib/user-input";
import { validate } from "../lib/validate";
import type { CheckoutContext } from "../services/checkout-context";
import { openPayLink, readPayLink } from "../services/pay-links";
import { bookByPhone } from "../services/phone-bookings";
import { idempotencyKeyField, personName } from "./checkout-inputs";

const payments = ["cash", "check", "pay_link"] as const;

const phoneBookingBody = z
  .object({
    idempotency_key: idempotencyKeyField,
    class_id: z.number({ error: "must name a class" }).int("must name a class").min(1, "must name a class"),
    first_name: personName,
    last_name: personName,
    email: emailField,
    phone: phoneField,
    guests: z
      .array(z.object({ first_name: personName, last_name: personName }).strict(), { error: "must name each guest" })
      .min(1, "must name at least one guest")
      .max(2 * MAX_GUESTS, `may name at most ${2 * MAX_GUESTS} guests`),
    payment: z.enum(payments, { error: "must be cash, check or pay_link" }),
    note: z.string().trim().max(200, "must be at most 200 characters").default(""),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.payment === "check" && body.note === "") ctx.addIssue({ code: "custom", path: ["note"], message: "must give the check's number" });
  });

const tokenParam = z.object({ token: z.string().max(100, "must be a pay link") });

function context(c: { var: { db: CheckoutContext["db"] }; env: CheckoutContext["env"]; req: { header(name: string): string | undefined } }): CheckoutContext {
  return { db: c.var.db, env: c.env, now: new Date(), origin: shopOrigin(c), callerId: null };
}

export const phoneBookingRoutes = new Hono<CallerContext>().post(
  "/",
  requirePermission(PERMISSIONS.ordersCreate, PERMISSIONS.registrationsUpdate),
  validate("json", phoneBookingBody),
  async (c) => {
    const answer = await bookByPhone(context(c), c.var.caller, c.req.valid("json"));
    return c.json(answer.body, answer.status);
  },
);

export const payLinkRoutes = new Hono<CallerContext>()
  .get("/:token", validate("param", tokenParam), async (c) => c.json(await readPayLink(context(c), c.req.valid("param").token)))
  .post("/:token/pay", validate("param", tokenParam), async (c) => c.json(await openPayLink(context(c), c.req.valid("param").token)));
