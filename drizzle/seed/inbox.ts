/**
 * The seed's contact messages and newsletter addresses (decision 073), so the console's Messages
 * and Newsletter subscribers areas have something to show on a fresh start: messages of the past
 * days (new, read, done) and addresses in each status. Deterministic for a given `now`.
 */
import type { contactMessages, newsletterSubscribers } from "../api/schema";

type ContactMessageInsert = typeof contactMessages.$inferInsert;
type SubscriberInsert = typeof newsletterSubscribers.$inferInsert;

const HOUR_MS = 3_600_000;
const MANAGER = "daniel.olsen@cachevalleykitchen.com";
const LOGAN = { id: 1, email: "logan@cachevalleykitchen.com" };

const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();

export function contactMessageRows(now: Date): ContactMessageInsert[] {
  return [
    {
      name: "Whitney Call",
      email: "whitney.call@example.com",
      phone: "4355550187",
      topic: "private-class",
      location_id: LOGAN.id,
      message: "Could we book a private class for my book club (10 people) on a Friday evening in January?\n\nThanks!",
      sent_to: LOGAN.email,
      created_at: ago(now, 5),
    },
    {
      name: "Derek Lund",
      email: "derek.lund@example.com",
      topic: "meals",
      location_id: null,
      message: "Do your meal kits come with gluten-free options? My son has celiac disease.",
      sent_to: "hello@cachevalleykitchen.com",
      created_at: ago(now, 20),
      read_at: ago(now, 18),
      read_by: MANAGER,
    },
    {
      name: "Rachel Ortiz",
      email: "rachel.ortiz@example.com",
      topic: "gift-cards",
      location_id: null,
      message: "I lost the e-mail with my gift card code. Can you send it again?",
      sent_to: "hello@cachevalleykitchen.com",
      created_at: ago(now, 52),
      read_at: ago(now, 50),
      read_by: MANAGER,
      done_at: ago(now, 49),
      done_by: MANAGER,
    },
  ];
}

/** A stable 32-hex token per address (the links' secret; a seed's is public anyway). */
function tokenOf(email: string): string {
  let hex = "";
  for (let round = 0; hex.length < 32; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (let index = 0; index < email.length; index += 1) hash = Math.imul(hash ^ email.charCodeAt(index), 0x01000193);
    hex += (hash >>> 0).toString(16).padStart(8, "0");
  }
  return hex.slice(0, 32);
}

export function subscriberRows(now: Date): SubscriberInsert[] {
  const rows: Array<Omit<SubscriberInsert, "token">> = [
    { email: "amy.baxter@example.com", first_name: "Amy", last_name: "Baxter", status: "subscribed", created_at: ago(now, 400), confirmed_at: ago(now, 399) },
    { email: "ben.hales@example.com", first_name: "Ben", last_name: "Hales", status: "subscribed", created_at: ago(now, 300), confirmed_at: ago(now, 299) },
    { email: "carla.nielsen@example.com", first_name: "Carla", last_name: "", status: "subscribed", created_at: ago(now, 200), confirmed_at: ago(now, 198) },
    { email: "dave.price@example.com", first_name: "", last_name: "", status: "pending", created_at: ago(now, 30), last_mailed_at: ago(now, 30) },
    {
      email: "erin.young@example.com",
      first_name: "Erin",
      last_name: "Young",
      status: "unsubscribed",
      created_at: ago(now, 500),
      confirmed_at: ago(now, 499),
      unsubscribed_at: ago(now, 100),
    },
  ];
  return rows.map((row) => ({ ...row, token: tokenOf(row.email) }));
}
