import { useFetcher, useLocation } from "@remix-run/react";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";

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
