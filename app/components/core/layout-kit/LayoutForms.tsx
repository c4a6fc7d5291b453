import { useFetcher, useLocation } from "@remix-run/react";
import { AntiForgeryField } from "./AntiForgeryField";
import { SubmitButton } from "./Button";
import { Field } from "./Field";
import type { FieldErrors } from "~/lib/core/form-data";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";

/**
 * The two forms of the layout, on every page: the footer's newsletter signup and the cookie
 * choice, in one module of their own (one chunk instead of two), drawn with the design system's
 * Field, SubmitButton and AntiForgeryField.
 */

/** What /signup's action answers (app/lib/marketing/newsletter.server.ts SignupAnswer). */
export interface NewsletterAnswer {
  email?: string;
  errors?: FieldErrors;
}

export const NEWSLETTER_ACTION = "/signup";

/**
 * The newsletter signup (decision 030): an e-mail address and an optional first name, posted to
 * /signup. With JavaScript it answers in place; without, /signup shows the answer. Submitting is
 * the consent; the address is subscribed only once the e-mailed confirm link is opened.
 * `answer` is the /signup page's own action data (the form there posts to its own page).
 */
export function NewsletterForm({ answer, withName = false }: { answer?: NewsletterAnswer; withName?: boolean }) {
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const shown = fetcher.data ?? answer;
  if (shown?.email) {
    return (
      <div className="newsletter-form newsletter-form--done" role="status">
        <p className="newsletter-form__done">Check your inbox</p>
        <p>
          We sent a link to <strong>{shown.email}</strong>. Open it to confirm, and the next menu comes to you.
        </p>
      </div>
    );
  }
  const errors = shown?.errors ?? {};
  return (
    <fetcher.Form method="post" action={NEWSLETTER_ACTION} className={withName ? "newsletter-form newsletter-form--stacked" : "newsletter-form"} aria-label="Newsletter signup">
      <AntiForgeryField />
      <div className="newsletter-form__fields">
        <Field name="email" label="E-mail address" kind="email" required errors={errors.email} />
        {withName && <Field name="firstName" label="First name (optional)" autoComplete="given-name" errors={errors.firstName} />}
      </div>
      {errors.form && (
        <p className="newsletter-form__error" role="alert">
          {errors.form.join(" ")}
        </p>
      )}
      <SubmitButton action={NEWSLETTER_ACTION} fetcher={fetcher}>
        Sign up
      </SubmitButton>
      <p className="newsletter-form__note">We’ll e-mail you a link to confirm. Unsubscribe anytime.</p>
    </fetcher.Form>
  );
}

/**
 * "Allow" / "No thanks" (decision 034): a plain post to /privacy-choices that comes back to the
 * page it was sent from; with JavaScript the same form answers in place through a fetcher.
 */
export function PrivacyChoiceForm({ label }: { label: string }) {
  const fetcher = useFetcher({ key: "privacy-choice" });
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action={PRIVACY_CHOICES_PATH} className="privacy-choice-form" aria-label={label}>
      <AntiForgeryField />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <SubmitButton fetcher={fetcher} name="choice" value="allow" size="sm">
        Allow
      </SubmitButton>
      <SubmitButton fetcher={fetcher} name="choice" value="deny" size="sm" color="white">
        No thanks
      </SubmitButton>
    </fetcher.Form>
  );
}
