/** Roles and the permission strings each grants (spec §6, §7 GET roles). */
import { asc } from "drizzle-orm";
import { type Database, schema } from "../db";
import { groupBy } from "../lib/sql";

const { roles, rolePermissions } = schema;

export interface RoleJson {
  id: number;
  key: string;
  name: string;
  permissions: string[];
}

export async function listRoles(db: Database): Promise<RoleJson[]> {
  const [roleRows, permissionRows] = await db.batch([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission)),
  ]);
  const permissionsOf = groupBy(permissionRows, (row) => row.role_id);
  return roleRows.map((role) => ({
    ...role,
    permissions: (permissionsOf.get(role.id) ?? []).map((row) => row.permission),
  }));
}
