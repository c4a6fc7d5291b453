/**
 * The e-mails of a waitlist's customer journey (decision 037): joined, and a seat offered. Their
 * links hold ORIGIN, replaced by the entry's own origin in the statement that queues them.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../core/waitlist";
import { escapeHtml, htmlDocument, paragraph, type EmailBody } from "./emails";

/** The customer pages the e-mails link to. */
export const waitlistPaths = {
  claim: (token: string) => `/waitlist/claim/${token}`,
  leave: (token: string) => `/waitlist/leave/${token}`,
};

/** Replaced by the entry's origin in the statement that queues the e-mail. */
export const ORIGIN = "{{ORIGIN}}";

/** "Saturday, December 12 at 10:00 AM" in the class's kitchen's time zone. */
export function classWhen(cls: { date: string; timezone?: string }): string {
  return `${formatClassDate(cls.date, cls.timezone || null)} at ${formatClassTime(cls.date, cls.timezone || null)}`;
}

export function joinEmail(cls: { name: string; date: string; timezone?: string }, leaveToken: string): EmailBody {
  const leave = `${ORIGIN}${waitlistPaths.leave(leaveToken)}`;
  const intro = `You're on the waitlist for ${cls.name} on ${classWhen(cls)}.`;
  const how = `If a seat opens, we'll e-mail you a link that holds it for you for ${WAITLIST_CLAIM_HOURS} hours; if you don't claim it by then, it goes to the next person on the list. People are offered seats in the order they joined.`;
  const out = "Changed your mind? Leave the waitlist:";
  return {
    subject: `You're on the waitlist for ${cls.name}`,
    text: ["Hi,", "", intro, "", how, "", `${out} ${leave}`].join("\n"),
    html: htmlDocument(
      "You're on the waitlist",
      [
        paragraph("Hi,"),
        paragraph(intro),
        paragraph(how),
        `<p>Changed your mind? <a href="${escapeHtml(leave)}">Leave the waitlist</a></p>`,
      ].join("\n"),
    ),
  };
}

export function offerEmail(cls: { name: string; date: string; timezone?: string }, token: string): EmailBody {
  const link = `${ORIGIN}${waitlistPaths.claim(token)}`;
  const leave = `${ORIGIN}${waitlistPaths.leave(token)}`;
  const offer = `Good news: a seat opened in ${cls.name} on ${classWhen(cls)}, and we're holding it for you for the next ${WAITLIST_CLAIM_HOURS} hours.`;
  const hold = `Claiming puts the seat in your cart and holds it there for ${WAITLIST_CART_HOLD_MINUTES} minutes while you check out. If you don't claim it within ${WAITLIST_CLAIM_HOURS} hours, it goes to the next person on the waitlist.`;
  const out = "Can't make it? Let the next person have the seat:";
  return {
    subject: `A seat opened in ${cls.name}: claim it within ${WAITLIST_CLAIM_HOURS} hours`,
    text: ["Hi,", "", offer, "", `Claim your seat: ${link}`, "", hold, "", `${out} ${leave}`].join("\n"),
    html: htmlDocument(
      "A seat opened",
      [
        paragraph("Hi,"),
        paragraph(offer),
        `<p><a href="${escapeHtml(link)}">Claim my seat</a></p>`,
        paragraph(hold),
        `<p>Can't make it? <a href="${escapeHtml(leave)}">Leave the waitlist</a> and let the next person have the seat.</p>`,
      ].join("\n"),
    ),
  };
}
