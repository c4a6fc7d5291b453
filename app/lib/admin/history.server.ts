/** A record's history on its console page: its audit records, for those who may read the log. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { AUDIT_RECORDS_MAX } from "../../../workers/core/audited-records";
import { hasPermission } from "../../../workers/core/permissions";
import { emailSentence } from "../../../workers/core/audit-sentences";
import { FALLBACK_TIMEZONE } from "../../../workers/core/dates";
import type { AuditRowFragment } from "../../../graphql/generated/client/graphql";
import { AuditRecordsDocument } from "./documents.server";
import type { StaffMember } from "./staff.server";
import { query } from "~/lib/core/graphql.server";

/** A page's history shows the newest 30 rows. */
const HISTORY_ROWS = 30;

/** `resource` as the api records it ("classes", "users", "locations"…); null without audit.view. */
export async function recordHistory(context: AppLoadContext, staff: StaffMember, resource: string, id: string) {
  return historyOf(context, staff, [{ resource, resourceId: id }]);
}

/** An e-mail about the order, as its history lists it. */
export interface OrderEmail {
  id: string;
  to: string;
  subject: string;
  delivery: { state: string };
  createdAt: string;
}

/**
 * An order's history: its own records and those of its registrations (a seat's refund, status or
 * move is filed under the registration), and the e-mails about it (decision 082: the confirmation,
 * a refund's, a move's), newest first, at most 30, in one read.
 */
export async function orderHistory(
  context: AppLoadContext,
  staff: StaffMember,
  orderId: string,
  registrationIds: readonly string[],
  emails: readonly OrderEmail[] = [],
) {
  const seats = registrationIds.slice(0, AUDIT_RECORDS_MAX - 1).map((id) => ({ resource: "registrations", resourceId: id }));
  const records = await historyOf(context, staff, [{ resource: "orders", resourceId: orderId }, ...seats]);
  if (!records) return null;
  const mailed: AuditRowFragment[] = emails.map(({ delivery: { state }, ...email }) => ({
    id: `email-${email.id}`,
    actorEmail: "the shop",
    action: "emails.queue",
    resource: "emails",
    resourceId: email.id,
    before: null,
    after: JSON.stringify({ to: email.to, subject: email.subject, state: state.toLowerCase() }),
    createdAt: email.createdAt,
    summary: emailSentence({ ...email, state }),
    timeZone: records[0]?.timeZone ?? FALLBACK_TIMEZONE,
    links: [{ resource: "emails", resourceId: email.id, label: "The e-mail" }],
  }));
  return [...records, ...mailed].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, HISTORY_ROWS);
}

async function historyOf(context: AppLoadContext, staff: StaffMember, records: { resource: string; resourceId: string }[]) {
  if (!hasPermission(staff.permissions, PERMISSIONS.auditView)) return null;
  return (await query(context, AuditRecordsDocument, { filter: { records }, limit: HISTORY_ROWS })).auditRecords.records;
}
