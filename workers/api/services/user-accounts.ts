/**
 * Writing users: registration, staff-created accounts, profile updates, closing an account,
 * and syncing the e-mail or phone Firebase has verified. Each write is one D1 batch (one
 * transaction); the unique indexes on e-mail, phone and uid settle races. Decision 010.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { hasPermission } from "../../core/permissions";
import type { FirebaseIdentity } from "../auth/firebase-token";
import { type Database, schema } from "../db";
import { ApiError, fieldsRefused, type FieldErrors } from "../lib/errors";
import type { RegistrationInput, StaffCreateInput, UserUpdateInput } from "../lib/user-input";
import { auditInsert } from "./audit";
import { findCallerByUid, findUser, type Caller } from "./users";
import { allergyIds, alreadyRegistered, checkRoleGrant, checkUnique, covers, CUSTOMER_ROLE, fromConstraint, rolesByKey } from "./user-account-rules";

const { users, userRoles, roles, rolePermissions, userAllergies, allergies } = schema;

/** Rows of the new user, found by its (unique) e-mail, so the whole insert is one batch. */
function childRows(db: Database, email: string, roleIds: readonly number[], allergyIdList: readonly number[]) {
  const byEmail = eq(users.email, email);
  const statements: Array<BatchItem<"sqlite">> = [];
  if (roleIds.length > 0) {
    statements.push(
      db.insert(userRoles).select(
        db
          .select({ user_id: users.id, role_id: roles.id })
          .from(users)
          .innerJoin(roles, inArray(roles.id, [...roleIds]))
          .where(byEmail),
      ),
    );
  }
  if (allergyIdList.length > 0) {
    statements.push(
      db.insert(userAllergies).select(
        db
          .select({ user_id: users.id, allergy_id: allergies.id })
          .from(users)
          .innerJoin(allergies, inArray(allergies.id, [...allergyIdList]))
          .where(byEmail),
      ),
    );
  }
  return statements;
}

async function insertUser(
  db: Database,
  row: typeof users.$inferInsert & { email: string },
  roleIds: readonly number[],
  allergyIdList: readonly number[],
): Promise<number> {
  try {
    const [created] = await db.batch([
      db.insert(users).values(row).returning({ id: users.id }),
      ...childRows(db, row.email, roleIds, allergyIdList),
    ]);
    const id = (created as Array<{ id: number }>)[0]?.id;
    if (id === undefined) throw new Error("the new user's id was not returned");
    return id;
  } catch (error) {
    fromConstraint(error);
  }
}

/**
 * POST users/register: a customer account bound to the token's uid. The e-mail must be the
 * token's when it has one, and the phone the token's in the phone-locked variant (§3).
 */
export async function registerUser(
  db: Database,
  identity: FirebaseIdentity,
  input: RegistrationInput,
): Promise<number> {
  if (await findCallerByUid(db, identity.uid)) throw alreadyRegistered();
  const fields: FieldErrors = {};
  if (identity.email !== null && input.email !== identity.email) {
    fields.email = [`must be the e-mail you signed in with (${identity.email})`];
  }
  const lockedPhone = identity.phone_number === null ? null : normalizedTokenPhone(identity);
  if (lockedPhone !== null && input.phone !== lockedPhone)
    fields.phone = ["must be the phone number you signed in with"];
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);

  await checkUnique(db, { email: input.email, phone: input.phone });
  const [customer] = await rolesByKey(db, [CUSTOMER_ROLE]);
  return insertUser(
    db,
    {
      firebase_uid: identity.uid,
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      spice_tolerance: input.spice_tolerance ?? null,
      allergy_notes: input.allergy_notes ?? null,
    },
    customer ? [customer.id] : [],
    await allergyIds(db, input.allergies),
  );
}

/** POST users: an account staff create; bound to a uid at its owner's first verified sign-in. */
export async function createUser(db: Database, actor: Caller, input: StaffCreateInput): Promise<number> {
  const granted = input.roles ? await checkRoleGrant(db, actor, input.roles) : await rolesByKey(db, [CUSTOMER_ROLE]);
  await checkUnique(db, { email: input.email, phone: input.phone });
  return insertUser(
    db,
    {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone ?? null,
      spice_tolerance: input.spice_tolerance ?? null,
      allergy_notes: input.allergy_notes ?? null,
    },
    granted.map((role) => role.id),
    await allergyIds(db, input.allergies),
  );
}

/** The ten digits of the token's verified phone (E.164 "+14355550123"). */
function normalizedTokenPhone(identity: FirebaseIdentity): string | null {
  const phone = identity.phone_number;
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits.length === 10 ? digits : phone;
}

async function permissionsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId));
  return rows.map((row) => row.permission);
}

/** Staff may change another account only when they hold every permission it holds. */
async function checkOutranks(db: Database, actor: Caller, targetId: number): Promise<void> {
  if (actor.id === targetId) return;
  if (!covers(actor, await permissionsOf(db, targetId))) {
    throw new ApiError(403, "FORBIDDEN", "You cannot change an account with permissions you do not hold");
  }
}

/** At least one open, enabled administrator ("*") must remain. */
async function checkNotLastAdministrator(db: Database, userId: number): Promise<void> {
  const admins = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(and(eq(rolePermissions.permission, "*"), isNull(users.deleted_at), eq(users.disabled, false)));
  if (admins.length === 1 && admins[0]?.id === userId) {
    throw new ApiError(409, "LAST_ADMINISTRATOR", "The last administrator cannot be removed, disabled or closed");
  }
}

export interface UpdateContext {
  actor: Caller;
  identity: FirebaseIdentity;
}

/**
 * PUT users/{id} and PUT accounts/{id}. Fields left out stay. The caller's own e-mail changes
 * only to the one Firebase has verified (users/firebase/email does the same); roles need
 * users.roles; `disabled` needs users.update and is never set on oneself.
 */
export async function updateUser(db: Database, id: number, input: UserUpdateInput, { actor, identity }: UpdateContext) {
  const target = await findUser(db, id);
  if (!target) throw new ApiError(404, "NOT_FOUND", "User was not found");
  const self = actor.id === id;
  await checkOutranks(db, actor, id);

  const fields: FieldErrors = {};
  if (self && input.email !== undefined && input.email !== target.email && input.email !== identity.email) {
    fields.email = ["Change your e-mail in your sign-in settings first; it is then saved here"];
  }
  const lockedPhone = self ? normalizedTokenPhone(identity) : null;
  if (lockedPhone !== null && input.phone !== undefined && input.phone !== lockedPhone) {
    fields.phone = ["must be the phone number you signed in with"];
  }
  if (input.disabled !== undefined) {
    if (self) fields.disabled = ["you cannot disable your own account"];
    else if (!hasPermission(actor.permissions, "users.update")) fields.disabled = ["needs the users.update permission"];
  }
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);

  const granted = input.roles ? await checkRoleGrant(db, actor, input.roles) : undefined;
  if (input.disabled === true || (granted && !granted.some((role) => role.permissions.includes("*")))) {
    await checkNotLastAdministrator(db, id);
  }
  await checkUnique(db, { email: input.email, phone: input.phone }, id);
  const newAllergies = input.allergies ? await allergyIds(db, input.allergies) : undefined;

  const changes = {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
    spice_tolerance: input.spice_tolerance,
    allergy_notes: input.allergy_notes,
    disabled: input.disabled,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const statements: Array<BatchItem<"sqlite">> = [];
  if (Object.keys(defined).length > 0) statements.push(db.update(users).set(defined).where(eq(users.id, id)));
  if (newAllergies) {
    statements.push(db.delete(userAllergies).where(eq(userAllergies.user_id, id)));
    if (newAllergies.length > 0) {
      statements.push(db.insert(userAllergies).values(newAllergies.map((allergy_id) => ({ user_id: id, allergy_id }))));
    }
  }
  if (granted) {
    statements.push(db.delete(userRoles).where(eq(userRoles.user_id, id)));
    statements.push(db.insert(userRoles).values(granted.map((role) => ({ user_id: id, role_id: role.id }))));
  }
  // A change staff make to someone else is audited in the same batch (decision 019).
  if (!self && statements.length > 0) statements.push((await auditUserChange(db, actor, target, defined, granted)).insert);
  const [first, ...rest] = statements;
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    fromConstraint(error);
  }
}

/** The audit record of a staff change to a user: the changed fields and roles, before and after. */
async function auditUserChange(
  db: Database,
  actor: Caller,
  target: NonNullable<Awaited<ReturnType<typeof findUser>>>,
  changed: Record<string, unknown>,
  granted: Array<{ key: string }> | undefined,
): Promise<{ insert: BatchItem<"sqlite"> }> {
  const before: Record<string, unknown> = Object.fromEntries(
    Object.keys(changed).map((key) => [key, target[key as keyof typeof target]]),
  );
  const after: Record<string, unknown> = { ...changed };
  if (granted) {
    const held = await db
      .select({ key: roles.key })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, target.id));
    before.roles = held.map((role) => role.key).sort();
    after.roles = granted.map((role) => role.key).sort();
  }
  // Wrapped: an awaited query builder would run on its own, outside the batch.
  return { insert: auditInsert(db, { actor, action: "users.update", resource: "users", resourceId: target.id, before, after }) };
}

/**
 * DELETE users/{id} and accounts/{id}: closes the account. The row stays for its orders and
 * registrations (which keep their own copies of name and e-mail); its personal data, uid,
 * roles and allergies go, so the person may register again with the same e-mail.
 */
export async function closeAccount(
  db: Database,
  id: number,
  actor: Caller,
): Promise<{ id: number; closed_at: string }> {
  const target = await findUser(db, id);
  if (!target) throw new ApiError(404, "NOT_FOUND", "User was not found");
  await checkOutranks(db, actor, id);
  await checkNotLastAdministrator(db, id);
  const closedAt = new Date().toISOString();
  await db.batch([
    auditInsert(db, {
      actor,
      action: actor.id === id ? "users.close-own" : "users.delete",
      resource: "users",
      resourceId: id,
      before: { email: target.email, first_name: target.first_name, last_name: target.last_name },
      after: { closed_at: closedAt },
    }),
    db.delete(userRoles).where(eq(userRoles.user_id, id)),
    db.delete(userAllergies).where(eq(userAllergies.user_id, id)),
    db
      .update(users)
      .set({
        email: `closed-${id}@accounts.invalid`,
        first_name: "Closed",
        last_name: "account",
        phone: null,
        spice_tolerance: null,
        allergy_notes: null,
        firebase_uid: null,
        disabled: true,
        deleted_at: closedAt,
      })
      .where(and(eq(users.id, id), isNull(users.deleted_at))),
  ]);
  return { id, closed_at: closedAt };
}

/** POST users/firebase/email: syncFirebaseEmail(email) after Firebase verified the change. */
export async function syncEmail(
  db: Database,
  caller: Caller,
  identity: FirebaseIdentity,
  email: string,
): Promise<void> {
  if (email !== identity.email || !identity.email_verified) {
    throw new ApiError(400, "BAD_REQUEST", "The e-mail must be the verified one you are signed in with", {
      email: ["must be the verified e-mail you are signed in with"],
    });
  }
  await saveContact(db, caller.id, { email });
}

/** POST users/firebase/number: saves the phone number Firebase verified by text code. */
export async function syncPhone(
  db: Database,
  caller: Caller,
  identity: FirebaseIdentity,
  phone?: string,
): Promise<void> {
  const verified = normalizedTokenPhone(identity);
  if (verified === null || !/^\d{10}$/.test(verified)) {
    throw new ApiError(400, "BAD_REQUEST", "Verify a US phone number with a text code first", {
      phone: ["verify a US phone number with a text code first"],
    });
  }
  if (phone !== undefined && phone !== verified) {
    throw new ApiError(400, "BAD_REQUEST", "The phone number must be the verified one you are signed in with", {
      phone: ["must be the verified phone number you are signed in with"],
    });
  }
  await saveContact(db, caller.id, { phone: verified });
}

async function saveContact(db: Database, id: number, values: { email: string } | { phone: string }): Promise<void> {
  await checkUnique(db, values, id);
  try {
    await db.update(users).set(values).where(eq(users.id, id));
  } catch (error) {
    fromConstraint(error);
  }
}
