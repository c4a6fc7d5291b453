/**
 * The accounts calls of spec §7 (POST accounts, PUT and DELETE accounts/{id}): the signed-in
 * person's self-service over their own user. Create is registration, update edits the
 * profile (never roles or the disabled flag), delete closes the account. Decision 010.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireSelf } from "../auth/middleware";
import type { ApiContext } from "../env";
import { limitBody } from "../lib/body-limit";
import { idParam } from "../lib/params";
import { profileUpdateBody, registrationBody } from "../lib/user-input";
import { validate } from "../lib/validate";
import { closeAccount, updateUser } from "../services/user-accounts";
import { answerUser, register } from "./users-sign-in";

const accountPath = z.object({ id: idParam });

export const accountsRoutes = new Hono<ApiContext>()
  .use(limitBody)
  .post("/", validate("json", registrationBody), (c) => register(c, c.req.valid("json")))
  .put("/:id{[0-9]+}", requireSelf, validate("param", accountPath), validate("json", profileUpdateBody), async (c) => {
    const { id } = c.req.valid("param");
    await updateUser(c.var.db, id, c.req.valid("json"), { actor: c.var.caller, identity: c.var.identity });
    return answerUser(c, id);
  })
  .delete("/:id{[0-9]+}", requireSelf, validate("param", accountPath), async (c) => {
    return c.json(await closeAccount(c.var.db, c.req.valid("param").id, c.var.caller));
  });
