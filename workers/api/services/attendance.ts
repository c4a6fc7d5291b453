/**
 * Check-in and no-show at the class's manifest (issue 27 part 3, decision 066). A guest's
 * attendance is the registration's status (workers/core/registration-status.ts): checked in is
 * `attended`, a no-show `no_show`, undone `registered`; `attendance_at` and `attendance_by` say when
 * and by whom it was last marked. One batch: the change only from the status read, its audit
 * record only when it changed. No seat moves: all three hold the seat.
 */
import type { RegistrationStatus } from "../../core/registration-status";
import { ApiError } from "../lib/errors";
import { auditStatement } from "./audit";
import { findRegistration } from "./registration-admin";
import type { Caller } from "./users";

export const ATTENDANCE_KEYS = ["checked_in", "no_show"] as const;
export type Attendance = (typeof ATTENDANCE_KEYS)[number];

const STATUS_OF: Record<Attendance | "none", RegistrationStatus> = { checked_in: "attended", no_show: "no_show", none: "registered" };

/** The attendance a status shows: null while the guest is only registered (or holds no seat). */
export function attendanceOf(status: string): Attendance | null {
  return status === "attended" ? "checked_in" : status === "no_show" ? "no_show" : null;
}

/** PUT registrations/{id}/attendance: check a guest in, mark a no-show, or undo (null). */
export async function setAttendance(d1: D1Database, actor: Caller, id: number, attendance: Attendance | null, now = new Date()) {
  const before = await findRegistration(d1, id);
  if (before.status === "canceled" || before.status === "refunded") {
    throw new ApiError(409, "INVALID_TRANSITION", `A ${before.status} registration holds no seat: its guest cannot be checked in or marked a no-show`);
  }
  const to = STATUS_OF[attendance ?? "none"];
  if (to === before.status) return findRegistration(d1, id);
  const results = await d1.batch([
    d1
      .prepare("UPDATE registrations SET status = ?2, attendance_at = ?3, attendance_by = ?4 WHERE id = ?1 AND status = ?5")
      .bind(id, to, now.toISOString(), actor.id, before.status),
    auditStatement(
      d1,
      {
        actor,
        action: "registrations.attendance",
        resource: "registrations",
        resourceId: id,
        before: { attendance: attendanceOf(before.status) },
        after: { attendance },
      },
      "changes() = 1",
    ),
  ]);
  if (results[0]?.meta.changes !== 1) throw new ApiError(409, "CONFLICT", "The registration changed meanwhile; reload the manifest and try again");
  return findRegistration(d1, id);
}
