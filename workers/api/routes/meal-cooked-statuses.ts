/**
 * The kitchen board (spec §7 GET meal-cooked-statuses, PUT meal-cooked-statuses/{id}; issue 8):
 * for each upcoming booked class or pickup, each meal of its menu and how far it has come. A
 * missing row means "not started"; PUT meal-cooked-statuses (no id) sets a class's meal by
 * `class_id` and `meal_id`, creating its row. Steps move one at a time (core/meal-cooked-status).
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { localDateTimeToUtc } from "../../core/dates";
import { isMealCookedStatus, MEAL_COOKED_STATUSES, statusChangeRefusal, type MealCookedStatus } from "../../core/meal-cooked-status";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { dateParam, idParam } from "../lib/params";
import { validate } from "../lib/validate";
import { auditStatement } from "../services/audit";

const boardQuery = z.object({
  from: dateParam.optional(),
  to: dateParam.optional(),
  location: idParam.optional(),
});

const statusField = z.enum(MEAL_COOKED_STATUSES, { message: `must be one of ${MEAL_COOKED_STATUSES.join(", ")}` });
const setBody = z.object({ class_id: z.number().int().positive("must be a class id"), meal_id: z.number().int().positive("must be a meal id"), status: statusField });
const updateBody = z.object({ status: statusField });

interface BoardRow {
  class_id: number;
  class_name: string;
  date: string;
  timezone: string;
  location_name: string;
  seats_taken: number;
  meal_id: number;
  meal_name: string;
  position: number;
  status_id: number | null;
  status: string | null;
  updated_at: string | null;
  kits_chosen: number;
  chefs_choice_kits: number;
}

/** One meal of a class on the board; `id` is its status row's, null before its first step. */
interface BoardMeal {
  id: number | null;
  meal_id: number;
  name: string;
  status: string;
  updated_at: string | null;
  kits_chosen: number;
}

/** Registrations that hold a seat: their meals are cooked (decision 041). */
const BOOKED = `r.status IN ('registered', 'attended', 'no_show')`;

const DAY_MS = 86_400_000;

export const mealCookedStatusRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.kitchenView), validate("query", boardQuery), async (c) => {
    const query = c.req.valid("query");
    const today = new Date().toISOString().slice(0, 10);
    const from = localDateTimeToUtc(query.from?.slice(0, 10) ?? today, "00:00").toISOString();
    const toDay = query.to?.slice(0, 10) ?? new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10);
    const to = localDateTimeToUtc(new Date(Date.parse(`${toDay}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10), "00:00").toISOString();
    const rows = (
      await c.env.DB.prepare(
        `SELECT c.id AS class_id, c.name AS class_name, c.date, l.timezone, l.name AS location_name, c.seats_taken,
                m.id AS meal_id, m.name AS meal_name, mm.position, s.id AS status_id, s.status, s.updated_at,
                (SELECT coalesce(sum(rm.quantity), 0) FROM registration_meals rm JOIN registrations r ON r.id = rm.registration_id
                 WHERE r.class_id = c.id AND rm.meal_id = m.id AND ${BOOKED}) AS kits_chosen,
                (SELECT coalesce(sum(q.meal_count), 0) FROM registrations r JOIN portion_quantities q ON q.id = r.portion_quantity_id
                 WHERE r.class_id = c.id AND ${BOOKED}
                   AND NOT EXISTS (SELECT 1 FROM registration_meals rm WHERE rm.registration_id = r.id)) AS chefs_choice_kits
         FROM classes c
         JOIN locations l ON l.id = c.location_id
         JOIN menu_meals mm ON mm.menu_id = c.menu_id
         JOIN meals m ON m.id = mm.meal_id
         LEFT JOIN meal_cooked_statuses s ON s.class_id = c.id AND s.meal_id = m.id
         WHERE c.date >= ?1 AND c.date < ?2 AND c.canceled = 0 AND c.published = 1 AND c.status = 'scheduled'
           AND c.seats_taken > 0 AND (?3 IS NULL OR c.location_id = ?3)
         ORDER BY c.date, c.id, mm.position, m.id
         LIMIT 2000`,
      )
        .bind(from, to, query.location ?? null)
        .all<BoardRow>()
    ).results;
    const classes = new Map<number, { class_id: number; name: string; date: string; timezone: string; location_name: string; seats_taken: number; chefs_choice_kits: number; meals: BoardMeal[] }>();
    for (const row of rows) {
      const entry = classes.get(row.class_id) ?? {
        class_id: row.class_id,
        name: row.class_name,
        date: row.date,
        timezone: row.timezone,
        location_name: row.location_name,
        seats_taken: row.seats_taken,
        // Decision 041: kits the customers left to the chef, and per meal the kits they chose.
        chefs_choice_kits: row.chefs_choice_kits,
        meals: [],
      };
      entry.meals.push({
        id: row.status_id,
        meal_id: row.meal_id,
        name: row.meal_name,
        status: row.status ?? "not-started",
        updated_at: row.updated_at,
        kits_chosen: row.kits_chosen,
      });
      classes.set(row.class_id, entry);
    }
    return c.json({ data: [...classes.values()], meta: { count: classes.size, from, to } });
  })
  .put("/", requirePermission(PERMISSIONS.kitchenUpdate), validate("json", setBody), async (c) => {
    const body = c.req.valid("json");
    return c.json(await setStatus(c.env.DB, c.var.caller, body.class_id, body.meal_id, body.status));
  })
  .put("/:id{[0-9]+}", requirePermission(PERMISSIONS.kitchenUpdate), validate("param", z.object({ id: idParam })), validate("json", updateBody), async (c) => {
    const row = await c.env.DB.prepare("SELECT class_id, meal_id FROM meal_cooked_statuses WHERE id = ?1")
      .bind(c.req.valid("param").id)
      .first<{ class_id: number; meal_id: number }>();
    if (!row) throw new ApiError(404, "NOT_FOUND", "That meal is not on the board");
    return c.json(await setStatus(c.env.DB, c.var.caller, row.class_id, row.meal_id, c.req.valid("json").status));
  });

/** One step of one meal of one class, conditional on the step read (two taps at once: one wins). */
async function setStatus(
  d1: D1Database,
  actor: Parameters<typeof auditStatement>[1]["actor"],
  classId: number,
  mealId: number,
  status: MealCookedStatus,
) {
  const onMenu = await d1
    .prepare("SELECT 1 AS ok FROM classes c JOIN menu_meals mm ON mm.menu_id = c.menu_id WHERE c.id = ?1 AND mm.meal_id = ?2")
    .bind(classId, mealId)
    .first<{ ok: number }>();
  if (!onMenu) throw new ApiError(404, "NOT_FOUND", "That meal is not on this class's menu");
  const current = await d1
    .prepare("SELECT status FROM meal_cooked_statuses WHERE class_id = ?1 AND meal_id = ?2")
    .bind(classId, mealId)
    .first<{ status: string }>();
  const from = current && isMealCookedStatus(current.status) ? current.status : "not-started";
  const why = statusChangeRefusal(from, status);
  if (why) throw new ApiError(409, "INVALID_TRANSITION", why);
  const now = new Date().toISOString();
  const [changed] = await d1.batch([
    current
      ? d1
          .prepare("UPDATE meal_cooked_statuses SET status = ?3, updated_by = ?4, updated_at = ?5 WHERE class_id = ?1 AND meal_id = ?2 AND status = ?6")
          .bind(classId, mealId, status, actor.id, now, from)
      : d1
          .prepare("INSERT INTO meal_cooked_statuses (class_id, meal_id, status, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING")
          .bind(classId, mealId, status, actor.id, now),
    auditStatement(
      d1,
      { actor, action: "meal-cooked-statuses.update", resource: "classes", resourceId: classId, before: { meal_id: mealId, status: from }, after: { meal_id: mealId, status } },
      "changes() = 1",
    ),
  ]);
  if (changed?.meta.changes !== 1) throw new ApiError(409, "CONFLICT", "Someone changed this meal meanwhile; reload the board");
  const row = await d1
    .prepare(
      `SELECT s.id, s.class_id, s.meal_id, m.name, s.status, s.updated_at
       FROM meal_cooked_statuses s JOIN meals m ON m.id = s.meal_id WHERE s.class_id = ?1 AND s.meal_id = ?2`,
    )
    .bind(classId, mealId)
    .first<{ id: number; class_id: number; meal_id: number; name: string; status: string; updated_at: string }>();
  if (!row) throw new ApiError(409, "CONFLICT", "Someone changed this meal meanwhile; reload the board");
  return row;
}
