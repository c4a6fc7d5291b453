import { useFetcher } from "@remix-run/react";
import type { RegistrationStatus } from "../../../graphql/generated/client/graphql";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";

const WORDS: Partial<Record<RegistrationStatus, string>> = { ATTENDED: "Checked in", NO_SHOW: "No-show", REGISTERED: "Not checked in" };

/**
 * One guest's attendance (decision 066), the registration's status in words, and "Checked in" /
 * "No-show" / "Undo" (attended, no_show, back to registered) as a plain POST form — the page
 * answers with a redirect back without JavaScript — sent through a fetcher with it: the row shows
 * the new state while it is on its way. Without `mayMark`, the words alone.
 */
export function AttendanceControls({ registrationId, guest, status, mayMark }: { registrationId: string; guest: string; status: RegistrationStatus; mayMark: boolean }) {
  const fetcher = useFetcher<{ errors?: { form?: string[] } }>();
  const sending = fetcher.formData?.get("status");
  const shown = typeof sending === "string" && sending in WORDS ? (sending as RegistrationStatus) : status;
  const error = fetcher.state === "idle" ? fetcher.data?.errors?.form?.[0] : undefined;
  return (
    <div className="manifest-attendance">
      <span className={`badge manifest-attendance__state manifest-attendance__state--${shown.toLowerCase()}`}>{WORDS[shown] ?? shown}</span>
      {mayMark ? (
        <fetcher.Form method="post" className="manifest-attendance__form no-print">
          <AntiForgeryField />
          <input type="hidden" name="intent" value="attendance" />
          <input type="hidden" name="registrationId" value={registrationId} />
          {shown === "REGISTERED" ? (
            <>
              <SubmitButton name="status" value="ATTENDED" size="sm" fetcher={fetcher} aria-label={`Checked in: ${guest}`}>
                Checked in
              </SubmitButton>
              <SubmitButton name="status" value="NO_SHOW" size="sm" color="white" fetcher={fetcher} aria-label={`No-show: ${guest}`}>
                No-show
              </SubmitButton>
            </>
          ) : (
            <SubmitButton name="status" value="REGISTERED" size="sm" color="white" fetcher={fetcher} aria-label={`Undo: ${guest}`}>
              Undo
            </SubmitButton>
          )}
        </fetcher.Form>
      ) : null}
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
