/**
 * The sign-in half of the users calls (spec §4, §7): users/login, users/register,
 * users/unique, users/phone/duplicate, users/uid, users/link, users/firebase/email,
 * users/firebase/number, users/send-email-sign-in and users/email-verification. Mounted by
 * routes/users.ts.
 */
import { type Context, Hono } from "hono";
import { authenticate, may, notRegistered, requireCaller, requireIdentity } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import {
  linkBody,
  phoneQuery,
  registrationBody,
  signInEmailBody,
  syncEmailBody,
  syncPhoneBody,
  uidQuery,
  uniqueQuery,
  type RegistrationInput,
} from "../lib/user-input";
import { validate } from "../lib/validate";
import { shopOrigin } from "../lib/shop-origin";
import { emailVerification, sendVerificationEmail } from "../services/email-verification";
import { attachGuestOrders } from "../services/guest-orders";
import { linkNewUid, matchingUid } from "../services/identity-links";
import { sendSignInEmail } from "../services/sign-in-email";
import { registerUser, syncEmail, syncPhone } from "../services/user-accounts";
import { findCallerByUid, getUserJson, isUnique, type Caller } from "../services/users";
import type { FirebaseIdentity } from "../auth/firebase-token";

/** The user's REST shape after a write; the user exists, so a miss is our bug. */
export async function answerUser<E extends ApiContext>(c: Context<E>, id: number, status: 200 | 201 = 200) {
  const user = await getUserJson(c.var.db, id);
  if (!user) throw new Error(`user ${id} vanished after a write`);
  return c.json(user, status);
}

/**
 * POST users/register and POST accounts: the bearer token, or without one the body's
 * firebase_id_token, names the Firebase account the new user is bound to.
 */
export async function register<E extends ApiContext>(c: Context<E>, input: RegistrationInput) {
  const bodyToken = c.req.header("authorization") === undefined ? input.firebase_id_token : undefined;
  const { identity } = await authenticate(c, bodyToken);
  if (!identity) throw new ApiError(401, "UNAUTHENTICATED", "Sign in with Firebase before registering");
  const id = await registerUser(c.var.db, identity, input);
  // Guest orders with the same verified e-mail become the new account's (decision 033).
  const caller = await findCallerByUid(c.var.db, identity.uid);
  if (caller) {
    await attachGuestOrders(c.env.DB, caller, identity);
    await sendFirstVerificationEmail(c, caller, identity);
  }
  return answerUser(c, id, 201);
}

/**
 * A password sign-up's e-mail is unverified: the link goes out at registration (decision 068).
 * Firebase or the outbox failing does not undo the account; the account page sends it again.
 */
async function sendFirstVerificationEmail<E extends ApiContext>(c: Context<E>, caller: Caller, identity: FirebaseIdentity) {
  try {
    await sendVerificationEmail(c.env, caller, identity, shopOrigin(c), new Date());
  } catch (error) {
    console.error("api: the verification e-mail was not queued at registration", error);
  }
}

export const usersSignInRoutes = new Hono<ApiContext>()
  // Spec §4: a signed-in identity logs in; a 401 NOT_REGISTERED opens registration pre-filled.
  .get("/login", async (c) => {
    const { identity, match } = await authenticate(c);
    if (!identity) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to do this");
    if (match.kind === "user") {
      // Guest orders with the same verified e-mail become the account's, once (decision 033).
      await attachGuestOrders(c.env.DB, match.caller, identity);
      return answerUser(c, match.caller.id);
    }
    if (match.kind === "other-uid") {
      throw new ApiError(
        409,
        "ACCOUNT_LINK_REQUIRED",
        "Your e-mail belongs to an account that signs in another way; link this sign-in to it (users/uid, users/link)",
      );
    }
    const error = notRegistered();
    return c.json(
      {
        error: {
          code: error.code,
          message: error.message,
          identity: { email: identity.email, name: identity.name, phone_number: identity.phone_number },
        },
      },
      401,
    );
  })
  .post("/register", validate("json", registrationBody), (c) => register(c, c.req.valid("json")))
  // Spec §5: e-mail and phone uniqueness, optionally excluding one user (one's own, or any with users.view).
  .get("/unique", requireIdentity, validate("query", uniqueQuery), async (c) => {
    const query = c.req.valid("query");
    const exclude = query.exclude_user_id;
    const caller = c.var.caller;
    if (exclude !== undefined && exclude !== caller?.id && !(caller && may(caller, "users.view"))) {
      throw new ApiError(403, "FORBIDDEN", "You may exclude only your own account", {
        exclude_user_id: ["must be your own user id"],
      });
    }
    const unique = await isUnique(c.var.db, {
      email: query.email,
      phone: query.phone,
      excludeUserId: exclude,
    });
    return c.json({ unique });
  })
  // Phone sign-in: is this number already on an account other than the caller's own?
  .get("/phone/duplicate", requireIdentity, validate("query", phoneQuery), async (c) => {
    const unique = await isUnique(c.var.db, {
      phone: c.req.valid("query").phone,
      excludeUserId: c.var.caller?.id,
    });
    return c.json({ duplicate: !unique });
  })
  // getUidFromMatchingAccount({ uid }): the uid of another account with the caller's verified e-mail.
  .get("/uid", requireIdentity, validate("query", uidQuery), async (c) => {
    const { uid } = c.req.valid("query");
    if (uid !== undefined && uid !== c.var.identity.uid) {
      throw new ApiError(403, "FORBIDDEN", "You may look up only the uid you are signed in with", {
        uid: ["must be the uid you are signed in with"],
      });
    }
    return c.json({ uid: await matchingUid(c.var.db, c.var.identity) });
  })
  // linkNewUidToExistingUid(newUid, existingUid), then log in again.
  .post("/link", requireIdentity, validate("json", linkBody), async (c) => {
    const { new_uid, existing_uid } = c.req.valid("json");
    const id = await linkNewUid(c.var.db, c.var.identity, new_uid, existing_uid);
    return answerUser(c, id);
  })
  // syncFirebaseEmail(email): after Firebase verified a new e-mail, the account takes it.
  .post("/firebase/email", requireCaller, validate("json", syncEmailBody), async (c) => {
    await syncEmail(c.var.db, c.var.caller, c.var.identity, c.req.valid("json").email);
    return answerUser(c, c.var.caller.id);
  })
  // After Firebase verified a phone number by text code, the account takes it.
  .post("/firebase/number", requireCaller, validate("json", syncPhoneBody), async (c) => {
    await syncPhone(c.var.db, c.var.caller, c.var.identity, c.req.valid("json").phone);
    return answerUser(c, c.var.caller.id);
  })
  // Decision 068: whether the caller's e-mail waits for verification, and how many guest orders wait for it.
  .get("/email-verification", requireCaller, async (c) => c.json(await emailVerification(c.env.DB, c.var.caller, c.var.identity)))
  // Decision 068: the verification link again (at most once per interval).
  .post("/email-verification", requireCaller, async (c) =>
    c.json(await sendVerificationEmail(c.env, c.var.caller, c.var.identity, shopOrigin(c), new Date())),
  )
  // sendFirebaseSignInEmail(email, url, handleCodeInApp true): used while signed out.
  .post("/send-email-sign-in", validate("json", signInEmailBody), async (c) => {
    const { email, url } = c.req.valid("json");
    await sendSignInEmail(c.env, email, url);
    return c.json({ sent: true, email });
  });
