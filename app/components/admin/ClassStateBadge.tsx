import type { ClassState } from "../../../graphql/generated/client/graphql";

const LABELS: Record<ClassState, { label: string; tone: string }> = {
  DRAFT: { label: "Draft", tone: "badge--muted" },
  PUBLISHED: { label: "Published", tone: "" },
  STARTED: { label: "Under way", tone: "" },
  COMPLETED: { label: "Completed", tone: "badge--muted" },
  CANCELED: { label: "Canceled", tone: "badge--danger" },
  ARCHIVED: { label: "Archived", tone: "badge--muted" },
};

/** A class's lifecycle state (decision 020) as a badge. */
export function ClassStateBadge({ state }: { state: ClassState }) {
  const { label, tone } = LABELS[state];
  return <span className={["badge", tone].filter(Boolean).join(" ")}>{label}</span>;
}
