/** How the console words a promotion: its discount, its status, its dates. */
import { formatUsd } from "../../../workers/core/money";
import type { PromotionStatus } from "../../../graphql/generated/client/graphql";
import { formatLocalInput, toLocalInput } from "./date-picker";

export const PROMOTION_STATUSES = ["ACTIVE", "SCHEDULED", "ENDED", "RETIRED"] as const satisfies readonly PromotionStatus[];

export const STATUS_LABELS: Record<PromotionStatus, string> = {
  ACTIVE: "Active",
  SCHEDULED: "Scheduled",
  ENDED: "Ended",
  RETIRED: "Retired",
};

/** "15% off", "12.5% off" or "$10.00 off", plus the minimum when there is one. */
export function describeDiscount(promotion: { discountType: "PERCENT" | "FIXED"; discountValue: number; minimumCents?: number }): string {
  const off = promotion.discountType === "PERCENT" ? `${promotion.discountValue / 100}% off` : `${formatUsd(promotion.discountValue)} off`;
  return promotion.minimumCents ? `${off} ${formatUsd(promotion.minimumCents)} or more` : off;
}

/** An instant on the shop's clock, 12-hour: "December 1, 2026 at 7:00 AM"; "—" for none. */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? formatLocalInput(toLocalInput(iso), 12, 2) || "—" : "—";
}

/** When it runs: "Always", "Until …", "From …" or "… to …". */
export function describeRun(startsAt: string | null | undefined, endsAt: string | null | undefined): string {
  if (!startsAt && !endsAt) return "Always";
  if (!startsAt) return `Until ${formatWhen(endsAt)}`;
  if (!endsAt) return `From ${formatWhen(startsAt)}`;
  return `${formatWhen(startsAt)} to ${formatWhen(endsAt)}`;
}
