/**
 * The e-mails of a waitlist's customer journey (decision 037): joined, a seat offered; and those
 * of staff changes (waitlist-staff.ts): the class canceled, an offer withdrawn, an entry removed.
 * Each builder writes the words once: the HTML is their React Email component
 * (workers/api/emails, decision 059), the plain text the same words. Their links hold ORIGIN,
 * replaced by the entry's own origin in the statement that queues them.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { WAITLIST_CART_HOLD_MINUTES, WAITLIST_CLAIM_HOURS } from "../../core/waitlist";
import { linkLine } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";
import { OfferWithdrawnEmail, WaitlistClosedEmail, WaitlistJoinEmail, WaitlistOfferEmail } from "../emails/waitlist";

/** The customer pages the e-mails link to. */
export const waitlistPaths = {
  claim: (token: string) => `/waitlist/claim/${token}`,
  leave: (token: string) => `/waitlist/leave/${token}`,
};

/** Replaced by the entry's origin in the statement that queues the e-mail. */
export const ORIGIN = "{{ORIGIN}}";

/** The class of a waitlist e-mail; its time zone is its kitchen's. */
export interface WaitlistClass {
  name: string;
  date: string;
  timezone?: string;
}

/** "Saturday, December 12 at 10:00 AM" in the class's kitchen's time zone. */
export function classWhen(cls: { date: string; timezone?: string }): string {
  return `${formatClassDate(cls.date, cls.timezone || null)} at ${formatClassTime(cls.date, cls.timezone || null)}`;
}

export function joinEmail(cls: WaitlistClass, leaveToken: string): EmailBody {
  const words = {
    subject: `You're on the waitlist for ${cls.name}`,
    joined: `You're on the waitlist for ${cls.name} on ${classWhen(cls)}.`,
    how: `If a seat opens, we'll e-mail you a link that holds it for you for ${WAITLIST_CLAIM_HOURS} hours; if you don't claim it by then, it goes to the next person on the list. People are offered seats in the order they joined.`,
    leave: { lead: "Changed your mind?", label: "Leave the waitlist", href: `${ORIGIN}${waitlistPaths.leave(leaveToken)}` },
  };
  return emailBody(WaitlistJoinEmail, words, ["Hi,", words.joined, words.how, linkLine(words.leave)]);
}

export function offerEmail(cls: WaitlistClass, token: string): EmailBody {
  const words = {
    subject: `A seat opened in ${cls.name}: claim it within ${WAITLIST_CLAIM_HOURS} hours`,
    offer: `Good news: a seat opened in ${cls.name} on ${classWhen(cls)}, and we're holding it for you for the next ${WAITLIST_CLAIM_HOURS} hours.`,
    claim: { label: "Claim my seat", href: `${ORIGIN}${waitlistPaths.claim(token)}` },
    hold: `Claiming puts the seat in your cart and holds it there for ${WAITLIST_CART_HOLD_MINUTES} minutes while you check out. If you don't claim it within ${WAITLIST_CLAIM_HOURS} hours, it goes to the next person on the waitlist.`,
    leave: { lead: "Can't make it?", label: "Leave the waitlist and let the next person have the seat", href: `${ORIGIN}${waitlistPaths.leave(token)}` },
  };
  return emailBody(WaitlistOfferEmail, words, ["Hi,", words.offer, linkLine(words.claim), words.hold, linkLine(words.leave)]);
}

const otherClasses = { lead: "Looking for another date?", label: "See other classes", href: `${ORIGIN}/classes` };

export function classCanceledWaitlistEmail(cls: WaitlistClass): EmailBody {
  const words = {
    subject: `${cls.name} was canceled: its waitlist is closed`,
    heading: "The class was canceled",
    what: `We're sorry: ${cls.name} on ${classWhen(cls)} has been canceled, so its waitlist is closed. Any seat we offered you is no longer available, and nothing was charged.`,
    more: otherClasses,
  };
  return emailBody(WaitlistClosedEmail, words, ["Hi,", words.what, linkLine(words.more)]);
}

export function offerWithdrawnEmail(cls: WaitlistClass): EmailBody {
  const words = {
    subject: `The seat offered in ${cls.name} is no longer available`,
    what: `We're sorry: the seat we offered you in ${cls.name} on ${classWhen(cls)} is no longer available, because the class was made smaller. Its claim link no longer works.`,
    back: "You're back on the waitlist in your place: if a seat opens again, we'll e-mail you a new link. The leave link in your first e-mail still works.",
  };
  return emailBody(OfferWithdrawnEmail, words, ["Hi,", words.what, words.back]);
}

/** The e-mail of a person staff took off a class's waitlist, with a link to the classes. */
export function removedFromWaitlistEmail(cls: WaitlistClass): EmailBody {
  const words = {
    subject: `You're no longer on the waitlist for ${cls.name}`,
    heading: "You're no longer on the waitlist",
    what: `We've taken you off the waitlist of ${cls.name} on ${classWhen(cls)}. You won't be offered a seat in it, and nothing was charged.`,
    more: otherClasses,
  };
  return emailBody(WaitlistClosedEmail, words, ["Hi,", words.what, linkLine(words.more)]);
}
