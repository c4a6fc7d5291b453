/** GET roles (spec §7) with the permissions each grants: permission roles.view (admin's "*" implies it). */
import { Hono } from "hono";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { listRoles } from "../services/roles";

export const rolesRoutes = new Hono<ApiContext>().get("/", requirePermission("roles.view"), async (c) => {
  const roles = await listRoles(c.var.db);
  return c.json({ data: roles, meta: { count: roles.length } });
});
