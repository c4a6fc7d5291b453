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

/**
 * An order's history: its own records and those of its registrations (a seat's refund, status or
 * move is filed under the registration), newest first, at most 30. Each registration is one more
 * read, so a large party's first 20 seats are read; their records are on each registration's page.
 */
export async function orderHistory(context: AppLoadContext, staff: StaffMember, orderId: string, registrationIds: readonly string[]) {
  const histories = await Promise.all([orderId, ...registrationIds.slice(0, 20)].map((id, index) => recordHistory(context, staff, index === 0 ? "orders" : "registrations", id)));
  if (histories.some((history) => history === null)) return null;
  return histories
    .flatMap((history) => history ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id))
    .slice(0, 30);
}
