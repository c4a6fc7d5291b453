/**
 * Binding Firebase uids to users (spec §4 sign-in outcomes, §7 getUidFromMatchingAccount and
 * linkNewUidToExistingUid). A uid is bound to an account only through a verified e-mail that
 * equals the account's: staff created by a manager (or by the seed) have no uid until they
 * first sign in; a person who signs in a second way (Google after an e-mail link) gets a new
 * uid that is moved onto the existing account. Decision 010.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FirebaseIdentity } from "../auth/firebase-token";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { findCallerByUid, findUserByEmail, type Caller } from "./users";

const { users } = schema;

export type CallerMatch =
  | { kind: "user"; caller: Caller }
  /** A verified e-mail names an account bound to another uid: link it (users/link), then log in. */
  | { kind: "other-uid" }
  | { kind: "none" };

/**
 * The user a verified identity speaks for: by uid; else the open account with the same
 * verified e-mail and no uid yet, which is bound to this uid now (one conditional UPDATE).
 */
export async function matchCaller(db: Database, identity: FirebaseIdentity): Promise<CallerMatch> {
  const byUid = await findCallerByUid(db, identity.uid);
  if (byUid) return { kind: "user", caller: byUid };
  if (!identity.email || !identity.email_verified) return { kind: "none" };

  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail) return { kind: "none" };
  if (byEmail.firebase_uid !== null) return { kind: "other-uid" };

  const linked = await db
    .update(users)
    .set({ firebase_uid: identity.uid })
    .where(and(eq(users.id, byEmail.id), isNull(users.firebase_uid), isNull(users.deleted_at)))
    .run();
  // Nothing changed: another request bound it first. The same sign-in's other request (a page's
  // loaders in parallel on a first sign-in) bound it to this very uid, and speaks for it; only
  // another uid is a link to ask for.
  const caller = await findCallerByUid(db, identity.uid);
  if (caller) return { kind: "user", caller };
  return linked.meta.changes === 0 ? { kind: "other-uid" } : { kind: "none" };
}

/**
 * getUidFromMatchingAccount: the uid of another account with the caller's verified e-mail,
 * or null (no such account, it has no uid yet, or it is the caller's own).
 */
export async function matchingUid(db: Database, identity: FirebaseIdentity): Promise<string | null> {
  if (!identity.email || !identity.email_verified) return null;
  const user = await findUserByEmail(db, identity.email);
  if (!user?.firebase_uid || user.firebase_uid === identity.uid) return null;
  return user.firebase_uid;
}

/**
 * linkNewUidToExistingUid: moves the account bound to `existingUid` onto the caller's uid.
 * The caller must be `newUid` and hold a verified e-mail equal to the account's.
 */
export async function linkNewUid(
  db: Database,
  identity: FirebaseIdentity,
  newUid: string,
  existingUid: string,
): Promise<number> {
  if (identity.uid !== newUid) {
    throw new ApiError(403, "FORBIDDEN", "You can link only the account you are signed in with", {
      new_uid: ["must be the uid you are signed in with"],
    });
  }
  if (!identity.email || !identity.email_verified) {
    throw new ApiError(403, "EMAIL_NOT_VERIFIED", "Linking accounts needs a verified e-mail address");
  }
  if (await findCallerByUid(db, newUid)) {
    throw new ApiError(409, "ALREADY_REGISTERED", "This sign-in already belongs to an account");
  }
  const linked = await db
    .update(users)
    .set({ firebase_uid: newUid })
    .where(
      and(
        eq(users.firebase_uid, existingUid),
        sql`lower(${users.email}) = ${identity.email}`,
        isNull(users.deleted_at),
      ),
    )
    .returning({ id: users.id });
  const [user] = linked;
  // The same answer whether the uid is unknown or its e-mail differs: nothing to probe.
  if (!user) throw new ApiError(404, "NOT_FOUND", "No account with your e-mail uses that sign-in");
  return user.id;
}
