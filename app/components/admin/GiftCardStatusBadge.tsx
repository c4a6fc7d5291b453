import type { GiftCardStatus } from "../../../graphql/generated/client/graphql";

/** A gift card's status as a badge: disabled cards stand out. */
export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  return status === "DISABLED" ? <span className="badge badge--danger">Disabled</span> : <span className="badge">Active</span>;
}
