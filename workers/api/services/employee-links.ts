/** Links for staff on /account/employee-links (spec §2, §7 GET employee-links). */
import { asc } from "drizzle-orm";
import { type Database, schema } from "../db";

const { employeeLinks } = schema;

export type EmployeeLinkJson = Pick<typeof employeeLinks.$inferSelect, "id" | "title" | "url" | "description">;

export function listEmployeeLinks(db: Database): Promise<EmployeeLinkJson[]> {
  return db
    .select({
      id: employeeLinks.id,
      title: employeeLinks.title,
      url: employeeLinks.url,
      description: employeeLinks.description,
    })
    .from(employeeLinks)
    .orderBy(asc(employeeLinks.position), asc(employeeLinks.id));
}
