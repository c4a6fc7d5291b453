/**
 * The inbox's and the subscriber list's filter words (decision 073), in a module the browser
 * bundle has: the pages render them after hydration too (a .server module's values are empty there).
 */
import type { ContactTopic } from "../../../graphql/generated/client/graphql";
import { CONTACT_TOPIC_LABELS, NEWSLETTER_STATUS_KEYS, NEWSLETTER_STATUS_LABELS } from "../../../workers/core/marketing";

export const MESSAGE_FILTERS = ["open", "unanswered", "done"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = { open: "Open", unanswered: "Open, not replied", done: "Done" };

export const SUBSCRIBER_STATUSES = NEWSLETTER_STATUS_KEYS;
export const SUBSCRIBER_STATUS_LABELS = NEWSLETTER_STATUS_LABELS;

/** GraphQL's topic in the contact form's own words. */
export const topicLabel = (topic: ContactTopic) => CONTACT_TOPIC_LABELS[topic.toLowerCase().replace("_", "-") as keyof typeof CONTACT_TOPIC_LABELS];

/** Where a message stands, in a word: done, replied, read or new. */
export function messageState(message: { status: string; readAt?: string | null; repliedAt?: string | null }): string {
  if (message.status === "DONE") return "Done";
  if (message.repliedAt) return "Replied";
  return message.readAt ? "Read" : "New";
}

/** An instant in the shop's Mountain time, as the audit log shows it. */
export const mountainTime = (instant: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Denver" }).format(new Date(instant));
