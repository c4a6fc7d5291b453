/** The api: one Hono sub-app per resource of spec §7, one error shape. */
import { Hono } from "hono";
import type { ApiContext } from "./env";
import { ApiError, onError } from "./lib/errors";
import { classesRoutes } from "./routes/classes";

export const app = new Hono<ApiContext>()
  .get("/health", (c) => c.json({ ok: true }))
  .route("/classes", classesRoutes)
  .notFound((c) => onError(new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), c))
  .onError(onError);
