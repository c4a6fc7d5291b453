/**
 * The newsletter (spec §3 marketing contact, §7 POST marketing/subscribe; decision 030): double
 * opt-in. A signup stores the address as pending and e-mails it a confirm link; only the link
 * makes it a subscriber. Every e-mail carries an unsubscribe link; both links hold the address's
 * token, so they work without signing in.
 *
 * A signup never tells the caller whether the address is already on the list (the answer is the
 * same), and an address gets at most one e-mail per NEWSLETTER_MAIL_INTERVAL_MS however often it
 * is signed up: the conditional update of `last_mailed_at` and the e-mail are one batch.
 */
import { NEWSLETTER_LINK_GONE } from "../../core/marketing";
import { ApiError } from "../lib/errors";
import { type Database } from "../db";
import { AlreadySubscribedEmail, NewsletterConfirmEmail } from "../emails/newsletter";
import { linkLine, type LinkWords } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";

export const NEWSLETTER_MAIL_INTERVAL_MS = 10 * 60 * 1000;
/** Replaced by the address's token in the e-mail, in the statement that queues it. */
const TOKEN = "{{TOKEN}}";

/** The kinds of the newsletter's e-mails in outbox_emails. */
export const NEWSLETTER_EMAIL_KINDS = { confirm: "newsletter_confirm", already: "newsletter_already" } as const;

/**
 * The kinds that are marketing (decision 059): the newsletter's, by which the sender tells them
 * from the shop's transactional e-mail (orders, classes, waitlists, requests).
 */
export const MARKETING_EMAIL_KINDS: ReadonlySet<string> = new Set(Object.values(NEWSLETTER_EMAIL_KINDS));

export const newsletterPaths = {
  confirm: (token: string) => `/newsletter/confirm?token=${token}`,
  unsubscribe: (token: string) => `/newsletter/unsubscribe?token=${token}`,
};

export interface NewsletterSignup {
  email: string;
  first_name: string;
  last_name: string;
}

export interface NewsletterSubscriptionJson {
  email: string;
  status: "pending" | "subscribed" | "unsubscribed";
}

function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Every newsletter e-mail's last line; TOKEN stands for the address's token. */
const unsubscribeLink = (origin: string): LinkWords => ({
  lead: "Don't want these e-mails?",
  label: "Unsubscribe",
  href: `${origin}${newsletterPaths.unsubscribe(TOKEN)}`,
});

/**
 * The e-mail asking the address to confirm; TOKEN stands for its token. Nothing the signer typed
 * is in it (not even a name), so the form cannot send a stranger words of someone else's choice.
 */
export function confirmEmail(origin: string): EmailBody {
  const words = {
    subject: "Confirm your Cache Valley Kitchen newsletter",
    ask: "Please confirm that you want Cache Valley Kitchen's newsletter: new menus and class dates, about once a month.",
    confirm: { label: "Confirm my subscription", href: `${origin}${newsletterPaths.confirm(TOKEN)}` },
    ignore: "If you did not sign up, ignore this e-mail and you will not hear from us.",
    unsubscribe: unsubscribeLink(origin),
  };
  return emailBody(NewsletterConfirmEmail, words, ["Hi,", [words.ask, linkLine(words.confirm)], words.ignore, linkLine(words.unsubscribe)]);
}

/** The e-mail a subscriber gets when the address is signed up again. */
export function alreadySubscribedEmail(origin: string): EmailBody {
  const words = {
    subject: "You're already on the Cache Valley Kitchen newsletter",
    note: "Someone (we hope you) signed this address up for our newsletter. It is already subscribed, so nothing changes.",
    unsubscribe: unsubscribeLink(origin),
  };
  return emailBody(AlreadySubscribedEmail, words, ["Hi,", words.note, linkLine(words.unsubscribe)]);
}

/**
 * Signs an address up: new or unsubscribed → pending (a subscriber stays one, and names typed
 * by whoever signs it up never overwrite a subscriber's). Queues the confirm e-mail (or "already
 * subscribed") unless the address was e-mailed within the interval. The same answer either way.
 */
export async function subscribeNewsletter(db: Database, signup: NewsletterSignup, origin: string, now: Date): Promise<{ email: string }> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - NEWSLETTER_MAIL_INTERVAL_MS).toISOString();
  const confirm = confirmEmail(origin);
  const already = alreadySubscribedEmail(origin);
  const pick = (position: number) =>
    `replace(CASE s.status WHEN 'subscribed' THEN ?${position + 1} ELSE ?${position} END, '${TOKEN}', s.token)`;
  await db.$client.batch([
    db.$client
      .prepare(
        `INSERT INTO newsletter_subscribers (email, first_name, last_name, status, token, created_at)
         VALUES (?1, ?2, ?3, 'pending', ?4, ?5)
         ON CONFLICT (email) DO UPDATE SET
           first_name = CASE WHEN status = 'subscribed' OR excluded.first_name = '' THEN first_name ELSE excluded.first_name END,
           last_name = CASE WHEN status = 'subscribed' OR excluded.last_name = '' THEN last_name ELSE excluded.last_name END,
           status = CASE WHEN status = 'subscribed' THEN 'subscribed' ELSE 'pending' END`,
      )
      .bind(signup.email, signup.first_name, signup.last_name, newToken(), at),
    db.$client
      .prepare(
        `UPDATE newsletter_subscribers SET last_mailed_at = ?2
         WHERE email = ?1 AND (last_mailed_at IS NULL OR last_mailed_at < ?3)`,
      )
      .bind(signup.email, at, cutoff),
    // changes() is the row count of the update just before, in the same transaction.
    db.$client
      .prepare(
        `INSERT INTO outbox_emails ("to", subject, text, html, kind, ref, created_at)
         SELECT s.email, ${pick(2)}, ${pick(4)}, ${pick(6)},
                CASE s.status WHEN 'subscribed' THEN '${NEWSLETTER_EMAIL_KINDS.already}' ELSE '${NEWSLETTER_EMAIL_KINDS.confirm}' END,
                'newsletter:' || s.email, ?8
         FROM newsletter_subscribers s WHERE s.email = ?1 AND changes() = 1`,
      )
      .bind(signup.email, confirm.subject, already.subject, confirm.text, already.text, confirm.html, already.html, at),
  ]);
  return { email: signup.email };
}

async function setStatus(db: Database, token: string, sql: string, now: Date): Promise<NewsletterSubscriptionJson> {
  const row = await db.$client.prepare(sql).bind(token, now.toISOString()).first<NewsletterSubscriptionJson>();
  if (!row) throw new ApiError(404, "NOT_FOUND", NEWSLETTER_LINK_GONE, { token: [NEWSLETTER_LINK_GONE] });
  return { email: row.email, status: row.status };
}

/** The confirm link: the address becomes a subscriber (again, if it had left). Repeatable. */
export const confirmNewsletter = (db: Database, token: string, now: Date) =>
  setStatus(
    db,
    token,
    `UPDATE newsletter_subscribers
     SET status = 'subscribed', confirmed_at = CASE WHEN status = 'subscribed' THEN confirmed_at ELSE ?2 END, unsubscribed_at = NULL
     WHERE token = ?1 RETURNING email, status`,
    now,
  );

/** The unsubscribe link of every e-mail. Repeatable; a pending address stops being asked too. */
export const unsubscribeNewsletter = (db: Database, token: string, now: Date) =>
  setStatus(
    db,
    token,
    `UPDATE newsletter_subscribers
     SET status = 'unsubscribed', unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE ?2 END
     WHERE token = ?1 RETURNING email, status`,
    now,
  );
