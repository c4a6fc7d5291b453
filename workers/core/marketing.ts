/**
 * What the newsletter and the contact form share between the api's checks and the shop's forms
 * (decision 030), so the two ends cannot drift apart.
 */

/** The secret of a newsletter e-mail's confirm and unsubscribe links. */
export const NEWSLETTER_TOKEN_RE = /^[0-9a-f]{32}$/;
export const NEWSLETTER_LINK_GONE = "This link is not valid. Sign up again for a new one.";

/** A contact message's topics (REST values; GraphQL's ContactTopic is the same upper case, "-" as "_") and their words. */
export const CONTACT_TOPIC_LABELS = {
  classes: "Classes and bookings",
  meals: "Meal kits, pickup and delivery",
  "private-class": "A private class",
  "gift-cards": "Gift cards",
  other: "Something else",
} as const;
export type ContactTopicKey = keyof typeof CONTACT_TOPIC_LABELS;
export const CONTACT_TOPIC_KEYS = Object.keys(CONTACT_TOPIC_LABELS) as [ContactTopicKey, ...ContactTopicKey[]];

/** Characters a contact message may have. */
export const CONTACT_MESSAGE_MAX = 5000;

// The console's inbox and subscribers (issue 27 part 6, decision 073): one rule for the console's
// forms and the api.

/** A contact message in the console: open until staff mark it done. */
export const CONTACT_MESSAGE_STATES = ["open", "done"] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];

/** Staff's reply to a contact message. */
export const CONTACT_REPLY_SUBJECT_MAX = 150;
export const CONTACT_REPLY_MAX = 5000;

/** The subject a reply gets unless staff write another: the writer's topic, as a reply. */
export const contactReplySubject = (topic: ContactTopicKey) => `Re: ${CONTACT_TOPIC_LABELS[topic]}`;

/** A subscriber's status as the console says it. */
export const NEWSLETTER_STATUS_LABELS = { pending: "Waiting for confirmation", subscribed: "Subscribed", unsubscribed: "Unsubscribed" } as const;
export type NewsletterStatusKey = keyof typeof NEWSLETTER_STATUS_LABELS;
export const NEWSLETTER_STATUS_KEYS = Object.keys(NEWSLETTER_STATUS_LABELS) as [NewsletterStatusKey, ...NewsletterStatusKey[]];
