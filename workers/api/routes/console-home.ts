/**
 * GET console-home (issue 27 part 1, decision 070): the console's first page — each kitchen's
 * classes of today and the coming days and what needs attention. Staff holding any of the
 * permissions its parts need; each part is read only with its own (services/console-home.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { requireAnyPermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { consoleHome, HOME_DAYS_MAX } from "../services/console-home";

const homeQuery = z.object({
  days: z
    .string()
    .regex(/^\d{1,2}$/, `must be a whole number of days from 1 to ${HOME_DAYS_MAX}`)
    .transform(Number)
    .refine((days) => days >= 1 && days <= HOME_DAYS_MAX, `must be a whole number of days from 1 to ${HOME_DAYS_MAX}`)
    .optional(),
  location: idParam.optional(),
});

export const consoleHomeRoutes = new Hono<ApiContext>().get(
  "/",
  requireAnyPermission(PERMISSIONS.classesView, PERMISSIONS.classRequestsView, PERMISSIONS.ordersView, PERMISSIONS.messagesView),
  validate("query", homeQuery),
  async (c) => {
    const { days, location } = c.req.valid("query");
    return c.json({ data: await consoleHome(c.env.DB, c.var.caller, { days, locationId: location }) });
  },
);
