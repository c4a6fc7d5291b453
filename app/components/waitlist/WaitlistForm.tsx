import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import {
  WAITLIST_CLAIM_HOURS,
  WAITLIST_INTENT,
  WAITLIST_NOTICE_PARAM,
  type WaitlistJoinAnswer,
} from "~/lib/waitlist/waitlist-form";

/**
 * The waitlist of a full class (decision 037), in its page's buy box: an e-mail (prefilled for a
 * signed-in customer), no sign-in. It posts to the class page itself, which redirects back with
 * `?waitlist=joined|already` (shown here as a notice) or answers the form's messages.
 */
export function WaitlistForm({ sku, noun, email }: { sku: string; noun: string; email: string }) {
  const [params] = useSearchParams();
  const posted = useActionData<WaitlistJoinAnswer | null>();
  const answer = posted && "errors" in posted ? posted : undefined;
  const notice = params.get(WAITLIST_NOTICE_PARAM);
  if (notice === "joined" || notice === "already") {
    return (
      <div id="waitlist" className="notice notice--success waitlist-done" role="status" tabIndex={-1}>
        <p className="notice__title">{notice === "joined" ? "You're on the waitlist" : "You're already on the waitlist"}</p>
        <p>
          {notice === "joined"
            ? `We sent a confirmation e-mail. If a seat opens, we'll e-mail you a link that holds it for you for ${WAITLIST_CLAIM_HOURS} hours.`
            : `This e-mail is already on this ${noun}'s waitlist: we'll e-mail it if a seat opens.`}
        </p>
      </div>
    );
  }
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" id="waitlist" className="waitlist-form" aria-labelledby="waitlist-heading" preventScrollReset>
      <h3 id="waitlist-heading" className="waitlist-form__title">
        Join the waitlist
      </h3>
      <AntiForgeryField />
      <input type="hidden" name="sku" value={sku} />
      {errors.form && (
        <div className="notice notice--error" role="alert">
          {errors.form.join(" ")}
        </div>
      )}
      <Field name="email" label="E-mail address" kind="email" required defaultValue={answer?.email ?? email} errors={errors.email} />
      <SubmitButton name="intent" value={WAITLIST_INTENT}>
        Join the waitlist
      </SubmitButton>
      <p className="muted waitlist-form__note">
        No account needed. When a seat opens, the next person on the list gets an e-mail with a link that holds the seat for{" "}
        {WAITLIST_CLAIM_HOURS} hours; unclaimed, it passes to the next person.
      </p>
    </Form>
  );
}
