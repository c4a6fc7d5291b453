/** What the contact form's page and its server code share (decision 030). */
import type { ContactTopic } from "../../../graphql/generated/client/graphql";

export const CONTACT_TOPICS: ReadonlyArray<{ value: ContactTopic; label: string }> = [
  { value: "CLASSES", label: "Classes and bookings" },
  { value: "MEALS", label: "Meal kits, pickup and delivery" },
  { value: "PRIVATE_CLASS", label: "A private class" },
  { value: "GIFT_CARDS", label: "Gift cards" },
  { value: "OTHER", label: "Something else" },
];
export const CONTACT_MESSAGE_MAX = 5000;
/** The honeypot: hidden from people, filled in by form-filling robots. */
export const HONEYPOT_FIELD = "website";
/** A person needs longer than this to read the form and write a message. */
export const MIN_FILL_MS = 3000;
