import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import type { CSRF_FIELD } from "~/lib/core/csrf";
import type { FieldErrors } from "~/lib/core/form-data";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";

/**
 * The two forms of the layout, on every page: the footer's newsletter signup and the cookie
 * choice. One module of their own, drawn with the Field, SubmitButton and AntiForgeryField
 * markup spelled out (the same classes and attributes), so that a page without forms loads none
 * of those modules (docs/performance.md: the JavaScript of the catalog pages).
 */

/** AntiForgeryField's hidden input; the type keeps its name CSRF_FIELD's. */
const ANTI_FORGERY_NAME: typeof CSRF_FIELD = "csrf";

function AntiForgeryInput() {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  return <input type="hidden" name={ANTI_FORGERY_NAME} value={root?.csrf ?? ""} />;
}

/** A submit button of a fetcher form: Button's markup (its buttonClassName), loading while the fetcher works. */
function FetcherSubmit({
  fetcher,
  children,
  name,
  value,
  size,
  color,
}: {
  fetcher: { state: "idle" | "loading" | "submitting" };
  children: ReactNode;
  name?: string;
  value?: string;
  size?: "sm";
  color?: "white";
}) {
  const loading = fetcher.state !== "idle";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={`button button--${color ?? "green"} button--${size ?? "md"}${loading ? " button--loading" : ""}`}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      <span className="button__label">{children}</span>
      {loading && <span className="spinner" aria-hidden="true" />}
    </button>
  );
}

/** Field's markup for the newsletter's two inputs (kind "email" and "text"). */
function NewsletterField({ name, label, email, errors }: { name: string; label: string; email?: boolean; errors?: readonly string[] }) {
  const inputId = `field-${name}-${useId().replace(/:/g, "")}`;
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className={invalid ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {email ? (
        <input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          id={inputId}
          name={name}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-errors` : undefined}
        />
      ) : (
        <input
          type="text"
          autoComplete="given-name"
          id={inputId}
          name={name}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-errors` : undefined}
        />
      )}
      {invalid && (
        <ul className="field__errors" id={`${inputId}-errors`}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
      <AntiForgeryInput />
      <div className="newsletter-form__fields">
        <NewsletterField name="email" label="E-mail address" email errors={errors.email} />
        {withName && <NewsletterField name="firstName" label="First name (optional)" errors={errors.firstName} />}
      </div>
      {errors.form && (
        <p className="newsletter-form__error" role="alert">
          {errors.form.join(" ")}
        </p>
      )}
      <FetcherSubmit fetcher={fetcher}>Sign up</FetcherSubmit>
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
      <AntiForgeryInput />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <FetcherSubmit fetcher={fetcher} name="choice" value="allow" size="sm">
        Allow
      </FetcherSubmit>
      <FetcherSubmit fetcher={fetcher} name="choice" value="deny" size="sm" color="white">
        No thanks
      </FetcherSubmit>
    </fetcher.Form>
  );
}
