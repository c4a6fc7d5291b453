/**
 * A route only development and tests answer (the mailbox, the scheduler's tick): production
 * answers it as a route that does not exist (404), as it holds what production must not show
 * or do on request.
 */
import { createMiddleware } from "hono/factory";
import type { ApiContext } from "../env";
import { ApiError } from "./errors";

export const developmentOnly = createMiddleware<ApiContext>(async (c, next) => {
  if (c.env.ENVIRONMENT !== "development" && c.env.ENVIRONMENT !== "test") throw new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`);
  await next();
});
