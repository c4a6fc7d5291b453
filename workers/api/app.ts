/** The api: one Hono sub-app per resource of spec §7, one error shape. */
import { Hono } from "hono";
import type { ApiContext } from "./env";
import { ApiError, onError } from "./lib/errors";
import { allergiesRoutes } from "./routes/allergies";
import { charityWindowsRoutes } from "./routes/charity-windows";
import { classesRoutes } from "./routes/classes";
import { fulfillmentsRoutes } from "./routes/fulfillments";
import { locationsRoutes } from "./routes/locations";
import { mealTypesRoutes } from "./routes/meal-types";
import { mealsRoutes } from "./routes/meals";
import { menusRoutes } from "./routes/menus";

export const app = new Hono<ApiContext>()
  .get("/health", (c) => c.json({ ok: true }))
  .route("/classes", classesRoutes)
  .route("/locations", locationsRoutes)
  .route("/fulfillments", fulfillmentsRoutes)
  .route("/menus", menusRoutes)
  .route("/meals", mealsRoutes)
  .route("/meal-types", mealTypesRoutes)
  .route("/allergies", allergiesRoutes)
  .route("/charity-windows", charityWindowsRoutes)
  .notFound((c) => onError(new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), c))
  .onError(onError);
