/** GET employee-links (spec §7), for /account/employee-links: permission employee-links.view. */
import { Hono } from "hono";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { listEmployeeLinks } from "../services/employee-links";

export const employeeLinksRoutes = new Hono<ApiContext>().get(
  "/",
  requirePermission("employee-links.view"),
  async (c) => {
    const links = await listEmployeeLinks(c.var.db);
    return c.json({ data: links, meta: { count: links.length } });
  },
);
