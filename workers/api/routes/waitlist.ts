/**
 * Waitlists of full classes (decision 037): POST waitlist (join), GET waitlist/claims/{token}
 * (what a claim link offers), POST waitlist/claims (claim into a cart), GET waitlist/entries/
 * {token} and POST waitlist/leave (a leave link: the join e-mail's token or the offer's). No sign-in: the link's
 * token is the secret; the web rate-limits the joins like the contact form.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { shopOrigin } from "../lib/shop-origin";
import { emailField } from "../lib/user-input";
import { validate } from "../lib/validate";
import { findCart } from "../services/cart-state";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requirePermission } from "../auth/middleware";
import { idParam } from "../lib/params";
import { seatsChanged } from "../services/seats";
import { claimOffer, findEntry, findOffer, joinWaitlist, leaveWaitlist, WAITLIST_LINK_GONE } from "../services/waitlist";
import { classWaitlist, removeWaitlistEntry } from "../services/waitlist-staff";

const TOKEN_RE = /^[0-9a-f]{32}$/;
const tokenField = z.string({ error: WAITLIST_LINK_GONE }).regex(TOKEN_RE, WAITLIST_LINK_GONE);

const joinBody = z.union(
  [
    z.object({ class_id: z.number().int().positive(), email: emailField }),
    z.object({ sku: z.string().trim().min(1, "is required").max(100), email: emailField }),
  ],
  { error: "Name the class (class_id or sku) and an e-mail" },
);

export const waitlistRoutes = new Hono<ApiContext>()
  .post("/", validate("json", joinBody), async (c) => {
    const joined = await joinWaitlist(c.var.db, c.req.valid("json"), shopOrigin(c) ?? "", new Date());
    return c.json(joined, joined.already_on_list ? 200 : 201);
  })
  .get("/entries/:token", validate("param", z.object({ token: tokenField })), async (c) =>
    c.json(await findEntry(c.var.db, c.req.valid("param").token)),
  )
  .post("/leave", validate("json", z.object({ token: tokenField })), async (c) => {
    const { entry, freedSeatOf } = await leaveWaitlist(c.var.db, c.req.valid("json").token, new Date());
    if (freedSeatOf !== null) await seatsChanged(c.env, [freedSeatOf]);
    return c.json(entry);
  })
  .get("/claims/:token", validate("param", z.object({ token: tokenField })), async (c) =>
    c.json(await findOffer(c.var.db, c.req.valid("param").token)),
  )
  .post(
    "/claims",
    validate("json", z.object({ token: tokenField, cart_uuid: z.string({ error: "is required" }).uuid("must be a cart id") })),
    async (c) => {
      const db = c.var.db;
      const body = c.req.valid("json");
      const cart = await findCart(db, body.cart_uuid);
      return c.json(await claimOffer(db, body.token, cart, new Date()), 201);
    },
  );


/**
 * The staff's side, mounted under /classes: GET classes/{id}/waitlist (classes.view) and POST
 * classes/{id}/waitlist/{entryId}/remove (registrations.update; audited in the same batch).
 */
export const waitlistStaffRoutes = new Hono<ApiContext>()
  .get("/:id{[0-9]+}/waitlist", requirePermission(PERMISSIONS.classesView), validate("param", z.object({ id: idParam })), async (c) => {
    const entries = await classWaitlist(c.var.db, c.req.valid("param").id);
    return c.json({ data: entries, meta: { count: entries.length } });
  })
  .post(
    "/:id{[0-9]+}/waitlist/:entryId/remove",
    requirePermission(PERMISSIONS.registrationsUpdate),
    validate("param", z.object({ id: idParam, entryId: idParam })),
    async (c) => {
      const { id, entryId } = c.req.valid("param");
      const removed = await removeWaitlistEntry(c.var.db, c.var.caller, id, entryId, new Date());
      // The seat an offer or claim held goes to the next in line.
      if (removed.seat_freed) await seatsChanged(c.env, [id]);
      return c.json(removed);
    },
  );
