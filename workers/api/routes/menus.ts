/** GET menus (spec §7) by month, with their meals on request; GET menus/{id or slug}. */
import { Hono } from "hono";
import { z } from "zod";
import { isMonthKey } from "../../core/dates";
import type { ApiContext } from "../env";
import { idListParam, idOrKeyParam, listParam } from "../lib/params";
import { validate } from "../lib/validate";
import { getMenu, listMenus, MENU_RELATIONS } from "../services/menus";

const menuListQuery = z.object({
  ids: idListParam.optional(),
  month: z.string().max(7, "must be a month as YYYY-MM").refine(isMonthKey, "must be a month as YYYY-MM").optional(),
  relations: listParam
    .pipe(z.array(z.enum(MENU_RELATIONS, { message: `must be a list of ${MENU_RELATIONS.join(", ")}` })))
    .optional(),
});

export const menusRoutes = new Hono<ApiContext>()
  .get("/", validate("query", menuListQuery), async (c) => {
    const query = c.req.valid("query");
    const menus = await listMenus(c.var.db, query);
    return c.json({ data: menus, meta: { count: menus.length } });
  })
  .get("/:id", validate("param", z.object({ id: idOrKeyParam })), async (c) =>
    c.json(await getMenu(c.var.db, c.req.valid("param").id)),
  );
