import { Link } from "@remix-run/react";
import type { AuditRecordsQuery } from "../../../graphql/generated/client/graphql";
import { AUDITED_RECORDS, isAuditedRecord, type AuditedRecord } from "../../../workers/core/audited-records";

type AuditRow = AuditRecordsQuery["auditRecords"]["records"][number];

/** The console page of a record, where one exists. */
const RECORD_PATHS: Partial<Record<AuditedRecord, string>> = {
  classes: "/admin/classes",
  "class-types": "/admin/class-types",
  "class-requests": "/admin/class-requests",
  "contact-messages": "/admin/messages",
  blogs: "/admin/blogs",
  "press-releases": "/admin/newsroom/press-releases",
  "in-the-news": "/admin/newsroom/in-the-news",
  emails: "/admin/emails",
  locations: "/admin/locations",
  meals: "/admin/meals",
  menus: "/admin/meals/menus",
  orders: "/admin/orders",
  promotions: "/admin/promotions",
  registrations: "/admin/registrations",
  users: "/admin/users",
  "gift-cards": "/admin/gift-cards",
  calendars: "/admin/calendars",
  "calendar-events": "/admin/calendars/events",
};

/** The fields whose values differ between before and after, as "field: old → new". */
export function changedFields(before: string | null | undefined, after: string | null | undefined): string[] {
  const parse = (text: string | null | undefined): Record<string, unknown> => {
    if (!text) return {};
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  };
  const [old, next] = [parse(before), parse(after)];
  const show = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value));
  return [...new Set([...Object.keys(old), ...Object.keys(next)])]
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => `${key}: ${show(old[key])} → ${show(next[key])}`);
}

const when = (instant: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Denver" }).format(new Date(instant));

/** Who changed what and when, with each changed field's old and new value. */
export function AuditTable({ records, caption }: { records: readonly AuditRow[]; caption: string }) {
  if (records.length === 0) return <p className="muted">No changes recorded yet.</p>;
  // Long e-mail addresses and actions can make it wider than the page: its scrolling box is
  // reachable by keyboard (axe scrollable-region-focusable) and named by the caption.
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When (Mountain)</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Record</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const kind = isAuditedRecord(record.resource) ? record.resource : undefined;
            const base = kind && RECORD_PATHS[kind];
            const name = `${kind ? AUDITED_RECORDS[kind].one : record.resource} #${record.resourceId}`;
            const changes = changedFields(record.before, record.after);
            return (
              <tr key={record.id}>
                <td>
                  <time dateTime={record.createdAt}>{when(record.createdAt)}</time>
                </td>
                <td className="admin-changes__who">{record.actorEmail}</td>
                <td>
                  <code>{record.action}</code>
                </td>
                <td>
                  {base ? (
                    <Link to={`${base}/${record.resourceId}`}>{name}</Link>
                  ) : (
                    name
                  )}
                </td>
                <td>
                  {changes.length > 0 ? (
                    <ul className="admin-changes">
                      {changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
