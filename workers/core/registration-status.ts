// The statuses of a registration (spec §7 registrationStatuses, POST registrations/{id}/status)
// and which change staff may make by hand. Refunds are not made here: a registration becomes
// `refunded` only through a refund (decision 021), and that is final.

export const REGISTRATION_STATUSES = [
  { key: "registered", name: "Registered", holdsSeat: true },
  { key: "attended", name: "Attended", holdsSeat: true },
  { key: "no_show", name: "No-show", holdsSeat: true },
  { key: "canceled", name: "Canceled", holdsSeat: false },
  { key: "refunded", name: "Refunded", holdsSeat: false },
] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]["key"];

export const REGISTRATION_STATUS_KEYS = REGISTRATION_STATUSES.map((status) => status.key) as [RegistrationStatus, ...RegistrationStatus[]];

/**
 * From → to, by hand. Attendance can be marked and undone (back to registered); a canceled seat
 * can be restored only while a seat is free (the api checks capacity). Refunded is final.
 */
export const REGISTRATION_TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  registered: ["attended", "no_show", "canceled"],
  attended: ["registered", "no_show"],
  no_show: ["registered", "attended"],
  canceled: ["registered"],
  refunded: [],
};

export const holdsSeat = (status: RegistrationStatus): boolean =>
  REGISTRATION_STATUSES.find((candidate) => candidate.key === status)?.holdsSeat ?? false;

/** Why `from → to` is refused, or null when it is allowed. */
export function registrationRefusal(from: RegistrationStatus, to: RegistrationStatus): string | null {
  if (from === to) return `The registration is already ${to.replace("_", "-")}`;
  if (from === "refunded") return "A refunded registration cannot change";
  if (to === "refunded") return "Refund the registration instead (POST registrations/{id}/refund)";
  if (!REGISTRATION_TRANSITIONS[from].includes(to)) return `A ${from.replace("_", "-")} registration cannot become ${to.replace("_", "-")}`;
  return null;
}

/** How the class's seats_taken moves with the change: −1 frees a seat, +1 takes one, 0 none. */
export const seatChange = (from: RegistrationStatus, to: RegistrationStatus): -1 | 0 | 1 =>
  holdsSeat(from) === holdsSeat(to) ? 0 : holdsSeat(to) ? 1 : -1;
