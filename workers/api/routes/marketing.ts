/**
 * Spec §7 POST marketing/subscribe (the marketing contact of §3: email, first_name, last_name,
 * subscribe), and the two links of its e-mails, POST marketing/confirm and
 * POST marketing/unsubscribe, which the spec does not list (decision 030). None needs sign-in.
 */
import { Hono } from "hono";
import { z } from "zod";
import { NEWSLETTER_LINK_GONE, NEWSLETTER_TOKEN_RE } from "../../core/marketing";
import type { ApiContext } from "../env";
import { shopOrigin } from "../lib/shop-origin";
import { emailField } from "../lib/user-input";
import { validate } from "../lib/validate";
import {
  confirmNewsletter,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from "../services/newsletter";

export const SUBSCRIBE_CONSENT_MESSAGE = "Tick the box to get the newsletter";

const optionalName = z.string().max(100, "must be at most 100 characters").trim().optional().default("");
const token = z.object({ token: z.string({ error: NEWSLETTER_LINK_GONE }).regex(NEWSLETTER_TOKEN_RE, NEWSLETTER_LINK_GONE) });

export const marketingRoutes = new Hono<ApiContext>()
  .post(
    "/subscribe",
    validate(
      "json",
      z.object({
        email: emailField,
        first_name: optionalName,
        last_name: optionalName,
        // The consent itself: false is not a way to unsubscribe someone (the e-mails' link is). A
        // boolean refused unless true, so a caller's typed form (GraphQL's Boolean!) may send false.
        subscribe: z.boolean({ error: SUBSCRIBE_CONSENT_MESSAGE }).refine((value) => value, SUBSCRIBE_CONSENT_MESSAGE),
      }),
    ),
    async (c) => {
      const body = c.req.valid("json");
      const signup = { email: body.email, first_name: body.first_name, last_name: body.last_name };
      return c.json(await subscribeNewsletter(c.var.db, signup, shopOrigin(c) ?? "", new Date()), 202);
    },
  )
  .post("/confirm", validate("json", token), async (c) =>
    c.json(await confirmNewsletter(c.var.db, c.req.valid("json").token, new Date())),
  )
  .post("/unsubscribe", validate("json", token), async (c) =>
    c.json(await unsubscribeNewsletter(c.var.db, c.req.valid("json").token, new Date())),
  );
