import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AUDITED_RECORDS } from "../../workers/core/audited-records";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field } from "~/components/core/Field";
import { SelectField } from "~/components/core/SelectField";
import { AuditRecordsDocument } from "~/lib/admin/documents.server";
import { dateParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta("Audit log");

/** Every change made in the console, newest first, filtered by the URL (decision 019). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.auditView);
  const params = new URL(request.url).searchParams;
  const filter = {
    resource: textParam(params, "resource", 40),
    resourceId: textParam(params, "resourceId", 40),
    actor: textParam(params, "actor", 254),
    action: textParam(params, "action", 60),
    from: dateParam(params, "from"),
    to: dateParam(params, "to"),
  };
  const { auditRecords } = await query(context, AuditRecordsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.auditView),
  );
  return json({ filter, records: auditRecords.records, info: pageInfo(params, auditRecords.total, auditRecords.records.length) });
}

export default function AuditLog() {
  const { filter, records, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Audit log">
      <FilterForm label="Filter the audit log" clearTo="/admin/audit">
        <SelectField
          name="resource"
          label="Record kind"
          defaultValue={filter.resource ?? ""}
          options={[{ value: "", label: "Any" }, ...Object.entries(AUDITED_RECORDS).map(([value, { many }]) => ({ value, label: many }))]}
        />
        <Field name="resourceId" label="Record id" kind="numeric" defaultValue={filter.resourceId ?? ""} />
        <Field name="actor" label="Who (e-mail)" kind="email" defaultValue={filter.actor ?? ""} />
        <Field name="action" label="Action" defaultValue={filter.action ?? ""} hint="e.g. classes.publish" />
        <Field name="from" label="From" kind="date" defaultValue={filter.from ?? ""} />
        <Field name="to" label="Before" kind="date" defaultValue={filter.to ?? ""} />
      </FilterForm>
      <AuditTable records={records} caption="Changes, newest first" />
      <Pagination info={info} noun="changes" />
    </AdminPage>
  );
}
