/**
 * The rules every write of a user checks (decision 010): an e-mail and a phone belong to one
 * account (409 DUPLICATE naming each), allergies and roles exist, and staff grant only roles they
 * hold themselves. Shared by creating and changing accounts (user-accounts.ts).
 */
import { eq, inArray } from "drizzle-orm";
import { hasPermission } from "../../core/permissions";
import { type Database, schema } from "../db";
import { ApiError, type FieldErrors } from "../lib/errors";
import { isUnique, type Caller } from "./users";

const { roles, rolePermissions, allergies } = schema;

/** Spec §5 uniqueness messages. */
export const EMAIL_TAKEN = "This e-mail is already registered";
export const PHONE_TAKEN = "This phone number is already registered";

export const CUSTOMER_ROLE = "customer";

const duplicate = (fields: FieldErrors) =>
  new ApiError(409, "DUPLICATE", Object.values(fields).flat().join(". "), fields);

/** 409 DUPLICATE naming each taken field (e-mail, phone), excluding the user being changed. */
export async function checkUnique(
  db: Database,
  values: { email?: string; phone?: string | null },
  excludeUserId?: number,
): Promise<void> {
  const [emailFree, phoneFree] = await Promise.all([
    values.email === undefined ? true : isUnique(db, { email: values.email, excludeUserId }),
    values.phone === undefined || values.phone === null ? true : isUnique(db, { phone: values.phone, excludeUserId }),
  ]);
  const fields: FieldErrors = {};
  if (!emailFree) fields.email = [EMAIL_TAKEN];
  if (!phoneFree) fields.phone = [PHONE_TAKEN];
  if (Object.keys(fields).length > 0) throw duplicate(fields);
}

/** A unique index that fired after our check (two requests at once) is the same 409. */
export function fromConstraint(error: unknown): never {
  const text = messagesOf(error);
  if (text.includes("UNIQUE constraint failed: users.email")) throw duplicate({ email: [EMAIL_TAKEN] });
  if (text.includes("UNIQUE constraint failed: users.phone")) throw duplicate({ phone: [PHONE_TAKEN] });
  if (text.includes("UNIQUE constraint failed: users.firebase_uid")) throw alreadyRegistered();
  throw error;
}

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 5; e = e.cause) parts.push(e.message);
  return parts.join(" | ");
}

export const alreadyRegistered = () =>
  new ApiError(409, "ALREADY_REGISTERED", "This sign-in already belongs to an account; sign in instead");

/** Allergy keys or ids → ids; an unknown one is a 400 naming it. */
export async function allergyIds(db: Database, named: ReadonlyArray<string | number>): Promise<number[]> {
  if (named.length === 0) return [];
  const rows = await db.select({ id: allergies.id, key: allergies.key }).from(allergies);
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const name of named) {
    const id = typeof name === "number" || /^\d+$/.test(name) ? Number(name) : undefined;
    const row = rows.find((allergy) => (id !== undefined ? allergy.id === id : allergy.key === name));
    if (row) ids.add(row.id);
    else unknown.push(String(name));
  }
  if (unknown.length > 0) {
    throw new ApiError(400, "BAD_REQUEST", `Unknown allergies: ${unknown.join(", ")}`, {
      allergies: [`names unknown allergies: ${unknown.join(", ")}`],
    });
  }
  return [...ids];
}

/** Role keys → ids with their permissions; an unknown key is a 400. */
export async function rolesByKey(
  db: Database,
  keys: readonly string[],
): Promise<Array<{ id: number; key: string; permissions: string[] }>> {
  const rows = await db
    .select({ id: roles.id, key: roles.key, permission: rolePermissions.permission })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .where(inArray(roles.key, [...new Set(keys)]));
  const found = new Map<string, { id: number; key: string; permissions: string[] }>();
  for (const row of rows) {
    const role = found.get(row.key) ?? { id: row.id, key: row.key, permissions: [] };
    if (row.permission !== null) role.permissions.push(row.permission);
    found.set(row.key, role);
  }
  const unknown = keys.filter((key) => !found.has(key));
  if (unknown.length > 0) {
    throw new ApiError(400, "BAD_REQUEST", `Unknown roles: ${unknown.join(", ")}`, {
      roles: [`names unknown roles: ${unknown.join(", ")}`],
    });
  }
  return [...found.values()];
}

/** Whether `actor` holds everything in `permissions` (no one grants more than they hold). */
export const covers = (actor: Caller, permissions: readonly string[]) =>
  permissions.every((permission) => hasPermission(actor.permissions, permission));

/** Roles may be set only with users.roles, and only to roles whose permissions the actor holds. */
export async function checkRoleGrant(db: Database, actor: Caller, keys: readonly string[]) {
  if (!hasPermission(actor.permissions, "users.roles")) {
    throw new ApiError(403, "FORBIDDEN", "Changing roles needs the users.roles permission", {
      roles: ["you may not change roles"],
    });
  }
  const granted = await rolesByKey(db, keys);
  if (
    !covers(
      actor,
      granted.flatMap((role) => role.permissions),
    )
  ) {
    throw new ApiError(403, "FORBIDDEN", "You cannot grant a role with permissions you do not hold", {
      roles: ["include permissions you do not hold"],
    });
  }
  return granted;
}
