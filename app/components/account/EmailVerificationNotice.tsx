import { Form } from "@remix-run/react";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";
import type { WaitingVerification } from "~/lib/account/email-verification.server";

export const RESEND_VERIFICATION_PATH = "/account/email-verification";

/** "2 earlier orders placed with this e-mail will appear here once you verify it." */
export function waitingOrdersSentence(count: number): string {
  if (count === 0) return "Orders placed with this e-mail before you had an account will appear here once you verify it.";
  return `${count === 1 ? "1 earlier order" : `${count} earlier orders`} placed with this e-mail will appear here once you verify it.`;
}

/**
 * Decision 068: while the account's e-mail is unverified, what waits for it and the link again
 * (a plain POST; the pending state with JavaScript). `returnTo` is the page to come back to.
 */
export function EmailVerificationNotice({ verification, returnTo }: { verification: WaitingVerification; returnTo: string }) {
  return (
    <section className="notice" aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading" className="notice__title">
        Verify your e-mail
      </h2>
      <p>
        We sent a link to <strong>{verification.email}</strong>. {waitingOrdersSentence(verification.waitingOrders)}
      </p>
      <Form method="post" action={RESEND_VERIFICATION_PATH}>
        <AntiForgeryField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <SubmitButton color="white" size="sm" action={RESEND_VERIFICATION_PATH}>
          Send the link again
        </SubmitButton>
      </Form>
    </section>
  );
}
