/**
 * The shop's public forms that anyone may send (contact, decision 030; private-class requests,
 * decision 032) are read one way: the anti-forgery token, then the spam checks without a
 * third-party captcha — the hidden honeypot field and the minimum time since the form was shown
 * (kept in the session under the form's own key, restarted by every post).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { assertAntiForgery } from "../core/csrf.server";
import { formValues } from "../core/form-data";
import type { SessionData } from "../core/session.server";
import { HONEYPOT_FIELD, MIN_FILL_MS } from "./contact-form";

export const TOO_FAST_MESSAGE = "That was quick! Please check your message, then send it again.";

type ShownAtKey = "contactFormAt" | "classRequestFormAt";

/**
 * Remembers when the form was first shown; the loader of its page calls it. Only a visitor without
 * that time yet gets one: the page's other loads (the data reload after a post with JavaScript, a
 * second visit) leave the session, and so the cookie, alone (decision 092) — such a reload's
 * cookie once landed after a sign-in and signed the manager out. A post restarts the clock.
 */
export function formShown(context: AppLoadContext, key: ShownAtKey): void {
  if (!context.session.has(key)) context.session.set(key, Date.now());
}

export interface PublicFormPost {
  values: Record<string, string>;
  /** The honeypot was filled in: thank the sender and keep nothing. */
  robot: boolean;
  /** Sent sooner than a person could have (or without the page shown first). */
  tooFast: boolean;
}

export async function readPublicForm(request: Request, context: AppLoadContext, key: ShownAtKey): Promise<PublicFormPost> {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const values = formValues(form) as Record<string, string>;
  const shownAt: SessionData[ShownAtKey] = context.session.get(key);
  context.session.set(key, Date.now());
  return { values, robot: Boolean(values[HONEYPOT_FIELD]), tooFast: typeof shownAt !== "number" || Date.now() - shownAt < MIN_FILL_MS };
}
