import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { CalendarForm } from "~/components/admin/CalendarForm";
import { saveCalendar } from "~/lib/admin/calendar-actions.server";
import { CalendarFormDocument } from "~/lib/admin/calendar-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New calendar");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.calendarsCreate);
  const data = await query(context, CalendarFormDocument, { id: "new", withCalendar: false }).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsCreate));
  return json({ locations: data.adminLocations.map((row) => row.location) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveCalendar(request, context, await postedForm(request, context));
}

export default function NewCalendar() {
  const { locations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title="New calendar" crumbs={[{ label: "Calendars", to: "/admin/calendars" }]}>
      <CalendarForm values={result?.values ?? {}} errors={result?.errors ?? {}} locations={locations} isNew submitLabel="Create calendar" />
    </AdminPage>
  );
}
