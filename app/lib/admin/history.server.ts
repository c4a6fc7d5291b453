/** A record's history on its console page: its audit records, for those who may read the log. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { hasPermission } from "../../../workers/core/permissions";
import { RecordHistoryDocument } from "./documents.server";
import type { StaffMember } from "./staff.server";
import { query } from "~/lib/core/graphql.server";

/** `resource` as the api records it ("classes", "users", "locations"…); null without audit.view. */
export async function recordHistory(context: AppLoadContext, staff: StaffMember, resource: string, id: string) {
  if (!hasPermission(staff.permissions, PERMISSIONS.auditView)) return null;
  return (await query(context, RecordHistoryDocument, { resource, id })).auditRecords.records;
}
