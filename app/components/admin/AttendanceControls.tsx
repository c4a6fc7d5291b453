import { useFetcher } from "@remix-run/react";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";

export type AttendanceValue = "CHECKED_IN" | "NO_SHOW" | null;

const WORDS: Record<"CHECKED_IN" | "NO_SHOW" | "NONE", string> = { CHECKED_IN: "Checked in", NO_SHOW: "No-show", NONE: "Not checked in" };

/**
 * One guest's attendance (decision 066): what it is, in words, and "Checked in" / "No-show" /
 * "Undo" as a plain POST form (the page answers with a redirect back without JavaScript) sent
 * through a fetcher with it: the guest's row shows the new state while it is on its way.
 */
export function AttendanceControls({ registrationId, guest, attendance }: { registrationId: string; guest: string; attendance: AttendanceValue }) {
  const fetcher = useFetcher<{ errors?: { form?: string[] } }>();
  const sending = fetcher.formData?.get("attendance");
  const shown = typeof sending === "string" ? (sending === "NONE" ? null : (sending as AttendanceValue)) : attendance;
  const error = fetcher.state === "idle" ? fetcher.data?.errors?.form?.[0] : undefined;
  return (
    <div className="manifest-attendance">
      <span className={`admin-badge manifest-attendance__state manifest-attendance__state--${(shown ?? "none").toLowerCase()}`}>{WORDS[shown ?? "NONE"]}</span>
      <fetcher.Form method="post" className="manifest-attendance__form no-print">
        <AntiForgeryField />
        <input type="hidden" name="intent" value="attendance" />
        <input type="hidden" name="registrationId" value={registrationId} />
        {shown === null ? (
          <>
            <SubmitButton name="attendance" value="CHECKED_IN" size="sm" fetcher={fetcher} aria-label={`Checked in: ${guest}`}>
              Checked in
            </SubmitButton>
            <SubmitButton name="attendance" value="NO_SHOW" size="sm" color="white" fetcher={fetcher} aria-label={`No-show: ${guest}`}>
              No-show
            </SubmitButton>
          </>
        ) : (
          <SubmitButton name="attendance" value="NONE" size="sm" color="white" fetcher={fetcher} aria-label={`Undo: ${guest}`}>
            Undo
          </SubmitButton>
        )}
      </fetcher.Form>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
