/**
 * The contact form (spec §7 POST contact-us; decision 030): the message is stored and e-mailed
 * (outbox) to the kitchen the writer chose, else to the shop's address, in one batch. Nothing is
 * e-mailed to the address the writer typed: a form that mails strangers is a spam cannon.
 */
import { and, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { ContactMessageEmail } from "../emails/contact";
import { factLines, type FactRow } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";
import { formatPhone } from "../../core/input-formats";
import { CONTACT_TOPIC_LABELS } from "../../core/marketing";
import type { ContactTopic } from "../../../drizzle/api/marketing";

/** Where messages go when no kitchen is chosen (or the kitchen has no address). */
export const SHOP_CONTACT_EMAIL = "hello@cachevalleykitchen.com";
export const UNKNOWN_KITCHEN = "is not one of our kitchens";


export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  location_id: number | null;
  message: string;
}

/** The message as the kitchen reads it: who wrote, about what, the words as typed. */
export function contactMessageEmail(input: ContactMessageInput, kitchen: string): EmailBody {
  const topic = CONTACT_TOPIC_LABELS[input.topic];
  const words = {
    subject: `Contact form: ${topic} — ${input.name}`,
    facts: [
      ["From", `${input.name} <${input.email}>`],
      ["Phone", input.phone ? formatPhone(input.phone) : "—"],
      ["Topic", topic],
      ["Kitchen", kitchen],
    ] satisfies FactRow[],
    message: input.message,
    reply: `Reply to ${input.email}.`,
  };
  return emailBody(ContactMessageEmail, words, [factLines(words.facts), words.message, words.reply]);
}

export async function sendContactMessage(db: Database, input: ContactMessageInput, now: Date): Promise<{ id: number }> {
  let sentTo = SHOP_CONTACT_EMAIL;
  let kitchen = "any kitchen";
  if (input.location_id !== null) {
    const location = await db
      .select({ name: schema.locations.name, email: schema.locations.email })
      .from(schema.locations)
      .where(and(eq(schema.locations.id, input.location_id), eq(schema.locations.active, true)))
      .get();
    if (!location) throw new ApiError(400, "BAD_REQUEST", `That kitchen ${UNKNOWN_KITCHEN}`, { location_id: [UNKNOWN_KITCHEN] });
    sentTo = location.email || SHOP_CONTACT_EMAIL;
    kitchen = location.name;
  }
  const { subject, text, html } = contactMessageEmail(input, kitchen);
  const at = now.toISOString();
  const [inserted] = await db.$client.batch<{ id: number }>([
    db.$client
      .prepare(
        `INSERT INTO contact_messages (name, email, phone, topic, location_id, message, sent_to, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
      )
      .bind(input.name, input.email, input.phone, input.topic, input.location_id, input.message, sentTo, at),
    db.$client
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         VALUES (?1, ?2, ?3, ?4, 'contact_message', 'contact:' || last_insert_rowid(), ?5)`,
      )
      .bind(sentTo, subject, text, html, at),
  ]);
  return { id: inserted!.results[0]!.id };
}
