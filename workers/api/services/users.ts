/** Reading users: the REST shape of a user (spec §3 User), lists, callers and uniqueness. */
import { and, asc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { type Database, schema } from "../db";
import { contains, groupBy, inList, searchWords } from "../lib/sql";

const { users, userRoles, roles, rolePermissions, userAllergies, allergies } = schema;

export type UserRow = typeof users.$inferSelect;
export type AllergyJson = typeof allergies.$inferSelect;

/**
 * Spec §3 User (id, email, first_name, last_name, phone, permissions, roles) plus the profile
 * the registration form collects. `phone` is ten digits; the web formats it.
 */
export interface UserJson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  spice_tolerance: string | null;
  allergy_notes: string | null;
  allergies: AllergyJson[];
  roles: string[];
  permissions: string[];
  disabled: boolean;
  created_at: string;
}

/** The signed-in person a request speaks for, loaded once per request. */
export interface Caller {
  id: number;
  user: UserRow;
  roles: string[];
  permissions: string[];
}

/** Not closed: a closed account keeps its row (for its orders) but is nobody. */
const open = isNull(users.deleted_at);

interface Grants {
  roles: string[];
  permissions: string[];
}

/** Role keys (in role order) and distinct permissions of each user. */
async function grantsOf(db: Database, where: SQL): Promise<Map<number, Grants>> {
  const rows = await db
    .select({ user_id: userRoles.user_id, role: roles.key, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .where(where)
    .orderBy(asc(roles.id), asc(rolePermissions.permission));
  return new Map(
    [...groupBy(rows, (row) => row.user_id)].map(([userId, list]) => [
      userId,
      {
        roles: [...new Set(list.map((row) => row.role))],
        permissions: [...new Set(list.flatMap((row) => (row.permission === null ? [] : [row.permission])))].sort(),
      },
    ]),
  );
}

/** The user whose Firebase uid this is, with roles and permissions; null when none (or closed). */
export async function findCallerByUid(db: Database, uid: string): Promise<Caller | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.firebase_uid, uid), open))
    .limit(1);
  if (!user) return null;
  const grants = (await grantsOf(db, eq(userRoles.user_id, user.id))).get(user.id);
  return { id: user.id, user, roles: grants?.roles ?? [], permissions: grants?.permissions ?? [] };
}

/** The open user with this e-mail (compared case-insensitively), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, open))
    .limit(1);
  return user ?? null;
}

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), open))
    .limit(1);
  return user ?? null;
}

/** Users in the REST shape, in the order given, with allergies, roles and permissions. */
export async function toUserJson(db: Database, rows: readonly UserRow[]): Promise<UserJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [allergyRows, grants] = await Promise.all([
    db
      .select({ user_id: userAllergies.user_id, allergy: allergies })
      .from(userAllergies)
      .innerJoin(allergies, eq(allergies.id, userAllergies.allergy_id))
      .where(inList(userAllergies.user_id, ids))
      .orderBy(asc(allergies.id)),
    grantsOf(db, inList(userRoles.user_id, ids)),
  ]);
  const allergiesOf = groupBy(allergyRows, (row) => row.user_id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    spice_tolerance: row.spice_tolerance,
    allergy_notes: row.allergy_notes,
    allergies: (allergiesOf.get(row.id) ?? []).map((entry) => entry.allergy),
    roles: grants.get(row.id)?.roles ?? [],
    permissions: grants.get(row.id)?.permissions ?? [],
    disabled: row.disabled,
    created_at: row.created_at,
  }));
}

export async function getUserJson(db: Database, id: number): Promise<UserJson | null> {
  const user = await findUser(db, id);
  if (!user) return null;
  const [json] = await toUserJson(db, [user]);
  return json ?? null;
}

export interface UserListQuery {
  /** Matched against first and last name, e-mail and phone digits. */
  search?: string;
  limit: number;
  offset: number;
}

/** Open users by last name, first name and id. */
export async function listUsers(db: Database, query: UserListQuery): Promise<{ users: UserJson[]; total: number }> {
  const where = and(open, query.search ? searchCondition(query.search) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(users)
      .where(where),
  ]);
  return { users: await toUserJson(db, rows), total: counted?.total ?? 0 };
}

/** Every word must match a name, the e-mail or (as digits) the phone. */
function searchCondition(search: string): SQL | undefined {
  return and(
    ...searchWords(search, 10).map((word) => {
      const digits = word.replace(/\D/g, "");
      return or(
        contains(users.first_name, word),
        contains(users.last_name, word),
        contains(users.email, word),
        digits.length >= 3 && digits.length === word.replace(/[\s().+-]/g, "").length ? contains(users.phone, digits) : undefined,
      );
    }),
  );
}

export interface UniqueQuery {
  email?: string;
  /** Ten digits. */
  phone?: string;
  excludeUserId?: number;
}

/** Spec §5: no other open user has this e-mail (case-insensitive) or phone. */
export async function isUnique(db: Database, query: UniqueQuery): Promise<boolean> {
  const conditions = [
    open,
    query.email !== undefined ? sql`lower(${users.email}) = ${query.email.toLowerCase()}` : undefined,
    query.phone !== undefined ? eq(users.phone, query.phone) : undefined,
    query.excludeUserId !== undefined ? ne(users.id, query.excludeUserId) : undefined,
  ];
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return taken === undefined;
}
