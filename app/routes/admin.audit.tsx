import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AUDITED_RECORDS } from "../../workers/core/audited-records";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { ChoiceFilter, FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { AuditRecordsDocument } from "~/lib/admin/documents.server";
import { readAuditFilter } from "~/lib/admin/audit-filter.server";
import { pageInfo, pageWindow } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";

export const meta = pageMeta("Audit log");

/**
 * Every change made in the console, newest first, each in words with its time in its kitchen's
 * zone (decisions 019, 074), filtered by the URL; a filter the log cannot hold is a 400 with the
 * field's message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.auditView);
  const params = new URL(request.url).searchParams;
  const { typed, result } = readAuditFilter(params);
  if (!result.ok) return json({ typed, errors: result.errors, records: [], info: pageInfo(params, 0, 0) }, { status: 400 });
  const { auditRecords } = await query(context, AuditRecordsDocument, { filter: result.value, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.auditView),
  );
  return json({ typed, errors: null, records: auditRecords.records, info: pageInfo(params, auditRecords.total, auditRecords.records.length) });
}

export default function AuditLog() {
  const { typed, errors, records, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Audit log">
      <FilterForm label="Filter the audit log" clearTo="/admin/audit">
        <ChoiceFilter
          name="resource"
          label="Record kind"
          value={typed.resource}
          errors={errors?.resource}
          choices={Object.entries(AUDITED_RECORDS).map(([value, { many }]) => ({ value, label: many }))}
        />
        <Field name="resourceId" label="Record id" kind="numeric" defaultValue={typed.resourceId} errors={errors?.resourceId} />
        <Field name="actor" label="Who (e-mail)" kind="email" defaultValue={typed.actor} errors={errors?.actor} />
        <Field name="action" label="Action" defaultValue={typed.action} errors={errors?.action} hint="e.g. classes.publish" />
        <Field name="from" label="From" kind="date" defaultValue={typed.from} errors={errors?.from} />
        <Field name="to" label="Before" kind="date" defaultValue={typed.to} errors={errors?.to} />
      </FilterForm>
      {errors ? (
        <p className="muted">Correct the filter to see the log.</p>
      ) : (
        <>
          <AuditTable records={records} caption="Changes, newest first" />
          <Pagination info={info} noun="changes" />
        </>
      )}
    </AdminPage>
  );
}
