/**
 * A class's go or no-go as its pages and staff meet it (decision 065): the rule that holds for it,
 * where it stands, and staff's "run it anyway". The job that decides is go-no-go.ts.
 */
import { decisionAt, goNoGoRule, seatsNeeded, type GoDecision } from "../../core/go-no-go";
import type { Database } from "../db";
import { ApiError } from "../lib/errors";
import { auditStatement, type Actor } from "./audit";

/**
 * The minimum a class takes from its type (SQL over `c` and `t`). A private class (a group's,
 * decision 022) takes none: its organiser books for the group. Staff may still give it its own.
 */
export const TYPE_MIN = `CASE WHEN c.class_is_public = 1 THEN t.min_seats ELSE 0 END`;
/** Paid seats of a class `c`: its registrations still booked. */
export const BOOKED = `(SELECT count(*) FROM registrations r WHERE r.class_id = c.id AND r.status = 'registered')`;

/** The go/no-go of one class as its pages show it; null when it has no minimum. */
export interface GoNoGoJson {
  min_seats: number;
  decision_hours: number;
  decide_at: string;
  seats_booked: number;
  seats_needed: number;
  decision: GoDecision | null;
  decided_at: string | null;
}

export async function goNoGoOf(d1: D1Database, classId: number): Promise<GoNoGoJson | null> {
  const row = await d1
    .prepare(
      `SELECT c.date, c.min_seats AS class_min, c.decision_hours AS class_hours, ${TYPE_MIN} AS type_min, t.decision_hours AS type_hours,
         c.go_decision, c.go_decided_at, ${BOOKED} AS booked
       FROM classes c JOIN class_types t ON t.id = c.class_type_id WHERE c.id = ?1`,
    )
    .bind(classId)
    .first<{
      date: string;
      class_min: number | null;
      class_hours: number | null;
      type_min: number;
      type_hours: number;
      go_decision: GoDecision | null;
      go_decided_at: string | null;
      booked: number;
    }>();
  if (!row) return null;
  const rule = goNoGoRule({
    classMinSeats: row.class_min,
    classDecisionHours: row.class_hours,
    typeMinSeats: row.type_min,
    typeDecisionHours: row.type_hours,
  });
  if (rule.minSeats <= 0 && row.go_decision === null) return null;
  return {
    min_seats: rule.minSeats,
    decision_hours: rule.decisionHours,
    decide_at: decisionAt(row.date, rule.decisionHours).toISOString(),
    seats_booked: row.booked,
    seats_needed: seatsNeeded(rule.minSeats, row.booked),
    decision: row.go_decision,
    decided_at: row.go_decided_at,
  };
}

/**
 * PUT classes/{id}/run-anyway: staff confirm the class runs whatever its count, before its
 * decision time (decision 065). 409 once decided, past its decision time, or not an open class.
 */
export async function runAnyway(db: Database, actor: Actor, id: number, now: Date): Promise<{ id: number; go_decision: "run" }> {
  const d1 = db.$client;
  const row = await d1.prepare(`SELECT id, date, canceled, status, published, go_decision FROM classes WHERE id = ?1`).bind(id).first<{
    date: string;
    canceled: number;
    status: string;
    published: number;
    go_decision: GoDecision | null;
  }>();
  if (!row) throw new ApiError(404, "NOT_FOUND", "Class was not found");
  const go = await goNoGoOf(d1, id);
  const refused = (message: string) => new ApiError(409, "INVALID_TRANSITION", message);
  if (row.canceled) throw refused("A canceled class cannot be confirmed to run");
  if (row.status !== "scheduled" || Date.parse(row.date) <= now.getTime()) throw refused("The class has already started");
  if (row.go_decision === "run") return { id, go_decision: "run" };
  if (row.go_decision) throw refused("This class has been decided already");
  if (go && Date.parse(go.decide_at) <= now.getTime()) throw refused("Its decision time has passed: the scheduler decides it on its next run");
  const [changed] = await d1.batch([
    d1.prepare(`UPDATE classes SET go_decision = 'run', go_decided_at = ?2 WHERE id = ?1 AND go_decision IS NULL AND canceled = 0`).bind(id, now.toISOString()),
    auditStatement(
      d1,
      {
        actor,
        action: "classes.run_anyway",
        resource: "classes",
        resourceId: id,
        before: { go_decision: null },
        after: { go_decision: "run" },
      },
      "changes() = 1",
    ),
  ]);
  if ((changed?.meta.changes ?? 0) !== 1) throw refused("This class has been decided already");
  return { id, go_decision: "run" };
}
