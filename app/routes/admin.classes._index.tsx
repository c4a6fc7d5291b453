import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { hasPermission } from "../../workers/core/permissions";
import type { AdminClassSort, AdminClassStatus } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ClassStateBadge } from "~/components/admin/ClassStateBadge";
import { DateFilters, FilterForm } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { AdminClassesDocument } from "~/lib/admin/class-documents.server";
import { choiceParam, dateParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { kitchenFilter } from "~/lib/admin/console-frame.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Classes");

const STATUSES = ["DRAFT", "PUBLISHED", "PUBLIC", "PRIVATE", "COMPLETED", "CANCELED", "ARCHIVED"] as const satisfies readonly AdminClassStatus[];
const SORTS = ["DATE", "DATE_DESC", "NAME", "SEATS_LEFT"] as const satisfies readonly AdminClassSort[];
const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  DATE: "Date, soonest first",
  DATE_DESC: "Date, latest first",
  NAME: "Name",
  SEATS_LEFT: "Fewest seats left",
};

/** Every class, drafts and archived ones too, filtered by the URL (permission classes.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesView);
  const params = new URL(request.url).searchParams;
  const location = kitchenFilter(params, "location", context);
  const classType = textParam(params, "type", 9);
  const filter = {
    locationIds: location ? [location] : undefined,
    classTypeId: classType && /^\d+$/.test(classType) ? classType : undefined,
    status: choiceParam(params, "status", STATUSES),
    search: textParam(params, "q"),
    from: dateParam(params, "from"),
    to: dateParam(params, "to"),
  };
  const sort = choiceParam(params, "sort", SORTS) ?? "DATE";
  const data = await query(context, AdminClassesDocument, { filter, sort, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classesView),
  );
  return json({
    filter: { ...filter, location, classType, sort },
    classes: data.adminClasses.classes,
    info: pageInfo(params, data.adminClasses.total, data.adminClasses.classes.length),
    choices: data.classFormChoices,
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.classesCreate),
  });
}

export default function AdminClasses() {
  const { filter, classes, info, choices, mayCreate } = useLoaderData<typeof loader>();
  const any = { value: "", label: "Any" };
  return (
    <AdminPage
      title="Classes"
      actions={
        mayCreate ? (
          <>
            <PageActionLink to="/admin/classes/custom" color="white">New private class</PageActionLink>
            <PageActionLink to="/admin/classes/new">New class</PageActionLink>
          </>
        ) : null
      }
    >
      <FilterForm label="Filter classes" clearTo="/admin/classes">
        <Field name="q" label="Name or sku" kind="search" defaultValue={filter.search ?? ""} />
        <SelectField name="location" label="Kitchen" defaultValue={filter.location ?? ""} key={filter.location ?? ""} options={[any, ...choices.locations.map((row) => ({ value: row.id, label: row.name }))]} />
        <SelectField name="type" label="Type" defaultValue={filter.classType ?? ""} options={[any, ...choices.classTypes.map((row) => ({ value: row.id, label: row.name }))]} />
        <SelectField
          name="status"
          label="Status"
          defaultValue={filter.status ?? ""}
          options={[any, ...STATUSES.map((status) => ({ value: status, label: status.charAt(0) + status.slice(1).toLowerCase() }))]}
        />
        <DateFilters from={filter.from} to={filter.to} />
        <SelectField name="sort" label="Sort by" defaultValue={filter.sort} options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))} />
      </FilterForm>
      <AdminTable caption="Classes" columns={["Class", "When", "Kitchen", "Type", { label: "Seats taken", numeric: true }, "Status"]}>
        {classes.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`/admin/classes/${row.id}`}>{row.name}</Link>
              <br />
              <span className="muted">{row.sku}</span>
            </th>
            <td>
              {row.localDate} {row.localTime}
            </td>
            <td>{row.locationName}</td>
            <td>{row.classType}</td>
            <td className="numeric">
              {row.seatsTaken} / {row.seats}
            </td>
            <td>
              <ClassStateBadge state={row.state} /> {row.classIsPublic ? null : <span className="badge badge--muted">Private</span>}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination info={info} noun="classes" />
    </AdminPage>
  );
}
