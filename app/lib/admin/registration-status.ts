/** How the console words a registration's status (workers/core/registration-status.ts). */
import type { RegistrationStatus } from "../../../graphql/generated/client/graphql";

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  REGISTERED: "Registered",
  ATTENDED: "Attended",
  NO_SHOW: "No-show",
  CANCELED: "Canceled",
  REFUNDED: "Refunded",
};

export const REGISTRATION_STATUS_KEYS = Object.keys(REGISTRATION_STATUS_LABELS) as RegistrationStatus[];

/** The statuses in which a seat still has money to give back. */
export const REFUNDABLE_STATUSES: readonly RegistrationStatus[] = ["REGISTERED", "ATTENDED", "NO_SHOW"];
