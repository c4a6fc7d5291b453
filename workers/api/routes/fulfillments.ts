/** GET fulfillments and GET fulfillments/{id} (spec §7); {id} is a numeric id or a key. */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiContext } from "../env";
import { idOrKeyParam } from "../lib/params";
import { validate } from "../lib/validate";
import { getFulfillment, listFulfillments } from "../services/fulfillments";

export const fulfillmentsRoutes = new Hono<ApiContext>()
  .get("/", async (c) => {
    const fulfillments = await listFulfillments(c.var.db);
    return c.json({ data: fulfillments, meta: { count: fulfillments.length } });
  })
  .get("/:id", validate("param", z.object({ id: idOrKeyParam })), async (c) =>
    c.json(await getFulfillment(c.var.db, c.req.valid("param").id)),
  );
