/**
 * The review request's words (decision 064), written once: the HTML is their React Email
 * component (workers/api/emails/reviews.tsx, decision 059), the plain text the same words. The
 * link is absolute, at the origin the attendee's order was made from (decision 061).
 */
import { REVIEW_LINK_DAYS, reviewPath } from "../../core/reviews";
import { linkLine } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";
import { ReviewRequestEmail } from "../emails/reviews";
import { classWhen } from "./waitlist-emails";

export interface ReviewRequestClass {
  name: string;
  date: string;
  timezone: string;
  location_name: string;
}

export function reviewRequestEmail(cls: ReviewRequestClass, firstName: string, origin: string, token: string): EmailBody {
  const words = {
    subject: `How was ${cls.name}? Rate your class`,
    greeting: firstName.trim() ? `Hi ${firstName.trim()},` : "Hi,",
    thanks: `Thank you for cooking with us at ${cls.location_name} on ${classWhen(cls)}.`,
    ask: "Would you tell us how it went? Rate the class from 1 to 5 stars and add a comment if you like: it takes a minute, needs no account, and helps other cooks choose their class.",
    review: { label: "Rate your class", href: `${origin}${reviewPath(token)}` },
    note: `The link is yours alone and works once, for ${REVIEW_LINK_DAYS} days. We read every review before it appears on our class pages, with your first name and last initial.`,
  };
  return emailBody(ReviewRequestEmail, words, [words.greeting, words.thanks, words.ask, linkLine(words.review), words.note]);
}
