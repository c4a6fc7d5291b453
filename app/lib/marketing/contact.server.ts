/**
 * The contact form on the web (spec §7 POST contact-us; decision 030): name, e-mail, optional
 * phone, topic, optional kitchen and the message, parsed by one schema; kept from robots without
 * a third-party captcha by a honeypot field, a minimum time between showing the form and sending
 * it, and the graphql worker's per-visitor limit.
 */
import { isRecordId } from "../../../workers/core/field-rules";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import type { ContactTopic } from "../../../graphql/generated/client/graphql";
import { attempt, mutate, query } from "../core/graphql.server";
import { apiFieldErrors, type FieldErrors, type FormResult } from "../core/form-data";
import { emailField, optionalPhone, parseWith, requiredText } from "../core/form-schema.server";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS } from "./contact-form";

const contactSchema = z.object({
  name: requiredText("your name"),
  email: emailField(),
  phone: optionalPhone(),
  topic: z.enum(CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]], { error: "Choose what it is about" }),
  locationId: z
    .string()
    .optional()
    .transform((input) => (isRecordId(input) ? input : null)),
  message: requiredText("your message", CONTACT_MESSAGE_MAX),
});

export type ContactForm = z.infer<typeof contactSchema>;

export const parseContactForm = (values: Record<string, unknown>): FormResult<ContactForm> => parseWith(contactSchema, values);

const ContactKitchens = graphql(`
  query ContactKitchens {
    locations(filter: { active: true }) {
      locations {
        id
        name
      }
    }
  }
`);

const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`);

export async function contactKitchens(context: AppLoadContext): Promise<Array<{ value: string; label: string }>> {
  const { locations } = await query(context, ContactKitchens, {});
  return locations.locations.map((location) => ({ value: location.id, label: location.name }));
}

/** Sends the message; the api's refusals come back under the form's fields. */
export async function sendContactMessage(
  context: AppLoadContext,
  form: ContactForm,
  request: Request,
): Promise<{ errors?: FieldErrors; status: number }> {
  const sent = await attempt(() =>
    mutate(
      context,
      SendContactMessage,
      { input: { name: form.name, email: form.email, phone: form.phone || null, topic: form.topic, locationId: form.locationId, message: form.message } },
      { visitor: request.headers.get("cf-connecting-ip") ?? undefined },
    ),
  );
  if (!sent.failure) return { status: 200 };
  if (sent.failure.code === "RATE_LIMITED") return { errors: { form: [sent.failure.message] }, status: 429 };
  const errors = apiFieldErrors(sent.failure.fields, {
    name: ["name", "Name"],
    email: ["email", "E-mail"],
    phone: ["phone", "Phone"],
    topic: ["topic", "Topic"],
    locationId: ["locationId", "Kitchen"],
    message: ["message", "Message"],
  });
  return { errors: Object.keys(errors).length > 0 ? errors : { form: [sent.failure.message] }, status: 400 };
}
