/**
 * The users calls of spec §7. Each answers only a caller allowed to see it: the user
 * themself, or staff holding the permission named beside the route (decision 010).
 * The sign-in calls (login, register, unique, link, …) live in users-sign-in.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requirePermission, requireSelfOr } from "../auth/middleware";
import { database } from "../db";
import type { ApiContext } from "../env";
import { limitBody } from "../lib/body-limit";
import { notFound } from "../lib/errors";
import { idParam } from "../lib/params";
import { pageQuery, registrationPageQuery, staffCreateBody, userListQuery, userUpdateBody } from "../lib/user-input";
import { validate } from "../lib/validate";
import { closeAccount, createUser, updateUser } from "../services/user-accounts";
import { defaultAddress, listUserOrders, listUserRegistrations } from "../services/user-history";
import { findUser, getUserJson, listUsers } from "../services/users";
import { answerUser, usersSignInRoutes } from "./users-sign-in";

const userPath = z.object({ id: idParam });

/** 404 for an unknown (or closed) user, once the caller may know. */
async function existingUser(d1: D1Database, id: number): Promise<void> {
  if (!(await findUser(database(d1), id))) throw notFound("User");
}

export const usersRoutes = new Hono<ApiContext>()
  .use(limitBody)
  .route("/", usersSignInRoutes)
  .get("/", requirePermission("users.view"), validate("query", userListQuery), async (c) => {
    const { users, total } = await listUsers(c.var.db, c.req.valid("query"));
    return c.json({ data: users, meta: { count: users.length, total } });
  })
  .post("/", requirePermission("users.create"), validate("json", staffCreateBody), async (c) => {
    const id = await createUser(c.var.db, c.var.caller, c.req.valid("json"));
    return answerUser(c, id, 201);
  })
  .get("/:id{[0-9]+}", requireSelfOr("users.view"), validate("param", userPath), async (c) => {
    const user = await getUserJson(c.var.db, c.req.valid("param").id);
    if (!user) throw notFound("User");
    return c.json(user);
  })
  .put(
    "/:id{[0-9]+}",
    requireSelfOr("users.update"),
    validate("param", userPath),
    validate("json", userUpdateBody),
    async (c) => {
      const { id } = c.req.valid("param");
      await updateUser(c.var.db, id, c.req.valid("json"), { actor: c.var.caller, identity: c.var.identity });
      return answerUser(c, id);
    },
  )
  .delete("/:id{[0-9]+}", requireSelfOr("users.delete"), validate("param", userPath), async (c) => {
    return c.json(await closeAccount(c.var.db, c.req.valid("param").id, c.var.caller));
  })
  .get(
    "/:id{[0-9]+}/orders",
    requireSelfOr("orders.view"),
    validate("param", userPath),
    validate("query", pageQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      await existingUser(c.env.DB, id);
      const { orders, total } = await listUserOrders(c.var.db, id, c.req.valid("query"));
      return c.json({ data: orders, meta: { count: orders.length, total } });
    },
  )
  .get(
    "/:id{[0-9]+}/registrations",
    requireSelfOr("registrations.view"),
    validate("param", userPath),
    validate("query", registrationPageQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      await existingUser(c.env.DB, id);
      const { registrations, total } = await listUserRegistrations(c.var.db, id, c.req.valid("query"));
      return c.json({ data: registrations, meta: { count: registrations.length, total } });
    },
  )
  // The latest saved address, or null when the user has none (decision 010).
  .get("/:id{[0-9]+}/addresses/default", requireSelfOr("users.view"), validate("param", userPath), async (c) => {
    const { id } = c.req.valid("param");
    await existingUser(c.env.DB, id);
    return c.json(await defaultAddress(c.var.db, id));
  });
