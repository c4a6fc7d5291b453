/** Spec §7 POST contact-us: the shop's contact form (decision 030). No sign-in. */
import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_TOPICS } from "../../../drizzle/api/marketing";
import { CONTACT_MESSAGE_MAX } from "../../core/marketing";
import type { ApiContext } from "../env";
import { emailField, phoneField } from "../lib/user-input";
import { validate } from "../lib/validate";
import { sendContactMessage } from "../services/contact";

const contactBody = z.object({
  name: z.string({ error: "is required" }).max(100, "must be at most 100 characters").trim().min(1, "is required"),
  email: emailField,
  phone: z.union([z.literal(""), phoneField]).optional().default(""),
  topic: z.enum(CONTACT_TOPICS, { error: `must be one of ${CONTACT_TOPICS.join(", ")}` }),
  location_id: z.number().int().positive().nullable().optional().default(null),
  message: z
    .string({ error: "is required" })
    .max(CONTACT_MESSAGE_MAX, `must be at most ${CONTACT_MESSAGE_MAX} characters`)
    .trim()
    .min(1, "is required"),
});

export const contactRoutes = new Hono<ApiContext>().post("/", validate("json", contactBody), async (c) =>
  c.json(await sendContactMessage(c.var.db, c.req.valid("json"), new Date()), 201),
);
