/** GET charity-windows/current (spec §7): the window containing now, 404 when none. */
import { Hono } from "hono";
import type { ApiContext } from "../env";
import { currentCharityWindow } from "../services/charity-windows";

export const charityWindowsRoutes = new Hono<ApiContext>().get("/current", async (c) =>
  c.json(await currentCharityWindow(c.var.db)),
);
