import { Link } from "@remix-run/react";
import type { AuditRowFragment } from "../../../graphql/generated/client/graphql";
import { fieldChanges } from "../../../workers/core/audit-sentences";
import { isAuditedRecord, type AuditedRecord } from "../../../workers/core/audited-records";
import { formatStamp } from "../../../workers/core/dates";

type AuditRow = AuditRowFragment;

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

/** The raw changes, "field: old → new" in JSON, for staff who need the record's own values. */
function rawChanges(before: string | null | undefined, after: string | null | undefined): string[] {
  const parse = (text: string | null | undefined): unknown => (text ? JSON.parse(text) : null);
  const show = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value));
  return fieldChanges(parse(before), parse(after)).map((change) => `${change.field}: ${show(change.before)} → ${show(change.after)}`);
}

/**
 * Each change as a sentence (decision 074) with its time in its kitchen's zone, links to the
 * records it names, and the raw record (who by e-mail, the action, each field) under "Changes".
 */
export function AuditTable({ records, caption }: { records: readonly AuditRow[]; caption: string }) {
  if (records.length === 0) return <p className="muted">No changes recorded yet.</p>;
  // Long sentences and raw values can make it wider than the page: its scrolling box is
  // reachable by keyboard (axe scrollable-region-focusable) and named by the caption.
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What happened</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const changes = rawChanges(record.before, record.after);
            const links = record.links.flatMap((link) => {
              const base = isAuditedRecord(link.resource) ? RECORD_PATHS[link.resource] : undefined;
              return base ? [{ ...link, to: `${base}/${link.resourceId}` }] : [];
            });
            return (
              <tr key={record.id}>
                <td>
                  <time dateTime={record.createdAt}>{formatStamp(record.createdAt, record.timeZone)}</time>
                </td>
                <td>
                  <p className="admin-audit__summary">{record.summary}</p>
                  {links.length > 0 ? (
                    <ul className="admin-audit__links" aria-label="Records">
                      {links.map((link) => (
                        <li key={`${link.resource}:${link.resourceId}`}>
                          <Link to={link.to}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td>
                  <code>{record.action}</code>
                  <details className="admin-audit__details">
                    <summary>Changes</summary>
                    <p className="admin-changes__who">
                      By {record.actorEmail} · {record.resource} #{record.resourceId}
                    </p>
                    {changes.length > 0 ? (
                      <ul className="admin-changes">
                        {changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="muted">No fields recorded.</p>
                    )}
                  </details>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A record page's "History": its changes in sentences; nothing when the reader may not see them (null). */
export function RecordHistory({ records, caption }: { records: readonly AuditRow[] | null | undefined; caption: string }) {
  if (!records) return null;
  return (
    <>
      <h2>History</h2>
      <AuditTable records={records} caption={caption} />
    </>
  );
}
