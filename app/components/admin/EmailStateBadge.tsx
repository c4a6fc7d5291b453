import type { EmailState } from "../../../graphql/generated/client/graphql";

export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  QUEUED: "Queued",
  RETRYING: "Retrying",
  SENT: "Sent",
  DELIVERED: "Delivered",
  BOUNCED: "Bounced",
  COMPLAINED: "Marked as spam",
  FAILED: "Failed",
  SUPPRESSED: "Suppressed",
};

/** An e-mail's state as a badge: what did not reach the person stands out. */
export function EmailStateBadge({ state }: { state: EmailState }) {
  const tone =
    state === "FAILED" || state === "BOUNCED" || state === "COMPLAINED"
      ? " badge--danger"
      : state === "QUEUED" || state === "RETRYING" || state === "SUPPRESSED"
        ? " badge--muted"
        : "";
  return <span className={`badge${tone}`}>{EMAIL_STATE_LABELS[state]}</span>;
}
