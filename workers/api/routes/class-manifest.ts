/**
 * A class's manifest (issue 27 part 3, decision 066): POST classes/{id}/message, one e-mail per
 * attendee's address, with registrations.update like the confirmation and reminder e-mails staff
 * send. (Check-in and no-show are the registration's status: POST registrations/{id}/status.)
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX } from "../../core/class-message";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { messageAttendees } from "../services/class-manifest";

const idPath = z.object({ id: idParam });

const messageBody = z
  .object({
    subject: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(MESSAGE_SUBJECT_MAX, `must be at most ${MESSAGE_SUBJECT_MAX} characters`)
      .refine((value) => !/[\r\n]/.test(value), "must be one line"),
    message: z.string({ error: "is required" }).trim().min(1, "is required").max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`),
  })
  .strict();

export const classMessageRoutes = new Hono<ApiContext>().post(
  "/:id{[0-9]+}/message",
  requirePermission(PERMISSIONS.registrationsUpdate),
  validate("param", idPath),
  validate("json", messageBody),
  async (c) => c.json(await messageAttendees(c.env.DB, c.var.db, c.var.caller, c.req.valid("param").id, c.req.valid("json")), 201),
);
