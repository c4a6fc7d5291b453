/** What the contact form's page and its server code share (decision 030). */
import type { ContactTopic } from "../../../graphql/generated/client/graphql";
import { CONTACT_TOPIC_LABELS } from "../../../workers/core/marketing";

export { CONTACT_MESSAGE_MAX } from "../../../workers/core/marketing";

/** The topics as GraphQL names them ("private-class" → PRIVATE_CLASS), with the api's words. */
export const CONTACT_TOPICS: ReadonlyArray<{ value: ContactTopic; label: string }> = Object.entries(CONTACT_TOPIC_LABELS).map(
  ([key, label]) => ({ value: key.toUpperCase().replace(/-/g, "_") as ContactTopic, label }),
);
/** The honeypot: hidden from people, filled in by form-filling robots. */
export const HONEYPOT_FIELD = "website";
/** A person needs longer than this to read the form and write a message. */
export const MIN_FILL_MS = 3000;
