/** A record's history on its console page: its audit records, for those who may read the log. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { AUDIT_RECORDS_MAX } from "../../../workers/core/audited-records";
import { hasPermission } from "../../../workers/core/permissions";
import { RecordHistoryDocument } from "./documents.server";
import type { StaffMember } from "./staff.server";
import { query } from "~/lib/core/graphql.server";

/** `resource` as the api records it ("classes", "users", "locations"…); null without audit.view. */
export async function recordHistory(context: AppLoadContext, staff: StaffMember, resource: string, id: string) {
  return historyOf(context, staff, [{ resource, resourceId: id }]);
}

/**
 * An order's history: its own records and those of its registrations (a seat's refund, status or
 * move is filed under the registration), newest first, at most 30, in one read.
 */
export async function orderHistory(context: AppLoadContext, staff: StaffMember, orderId: string, registrationIds: readonly string[]) {
  const seats = registrationIds.slice(0, AUDIT_RECORDS_MAX - 1).map((id) => ({ resource: "registrations", resourceId: id }));
  return historyOf(context, staff, [{ resource: "orders", resourceId: orderId }, ...seats]);
}

async function historyOf(context: AppLoadContext, staff: StaffMember, records: { resource: string; resourceId: string }[]) {
  if (!hasPermission(staff.permissions, PERMISSIONS.auditView)) return null;
  return (await query(context, RecordHistoryDocument, { records })).auditRecords.records;
}
