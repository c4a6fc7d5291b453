import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { CalendarForm } from "~/components/admin/CalendarForm";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { saveCalendar } from "~/lib/admin/calendar-actions.server";
import { CalendarFormDocument, DeleteCalendarDocument } from "~/lib/admin/calendar-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formFailure, mutate, query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ calendar: { name: string } }>(({ calendar }) => ({ title: `Edit ${calendar.name}`, noindex: true }));

function calendarKey(value: string | undefined): string {
  if (!value || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || value.length > 60) throw new Response("Not found", { status: 404 });
  return value;
}

/** A calendar's name, description and location; deleting it (asked first). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.calendarsUpdate);
  const id = calendarKey(params.id);
  const data = await query(context, CalendarFormDocument, { id, withCalendar: true }).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsUpdate));
  if (!data.calendar) throw new Response("Not found", { status: 404 });
  return json({
    calendar: data.calendar,
    locations: data.adminLocations.map((row) => row.location),
    mayDelete: hasPermission(staff.permissions, PERMISSIONS.calendarsDelete),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = calendarKey(params.id);
  const form = await postedForm(request, context);
  if (form.get("intent") === "delete") {
    await requireStaff(request, context, PERMISSIONS.calendarsDelete);
    try {
      await mutate(context, DeleteCalendarDocument, { id });
    } catch (error) {
      const refused = formFailure(error, []);
      if (refused) return json({ errors: { form: Object.values(refused.errors).flat() }, values: {} }, { status: refused.status });
      throw error;
    }
    flashAlert(context, { alertType: "success", title: "Calendar deleted" });
    return redirect("/admin/calendars", 303);
  }
  return saveCalendar(request, context, form, id);
}

export default function EditCalendar() {
  const { calendar, locations, mayDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const here = `/admin/calendars/${calendar.id}/edit`;
  const crumbs = [
    { label: "Calendars", to: "/admin/calendars" },
    { label: calendar.name, to: `/admin/calendars/${calendar.id}` },
  ];
  const remove: ConfirmChoice = {
    intent: "delete",
    label: "Delete calendar",
    danger: true,
    consequence: (
      <p>
        The calendar and its {calendar.eventCount} {calendar.eventCount === 1 ? "event" : "events"} are deleted; its location has no calendar until it is given one.
      </p>
    ),
  };
  const confirm = useConfirmChoice([remove]);
  if (mayDelete && confirm) {
    return (
      <AdminPage title={`Edit ${calendar.name}`} crumbs={crumbs}>
        <ConfirmPanel choice={remove} action={here} backTo={here} />
      </AdminPage>
    );
  }
  const values = result?.values ?? { id: calendar.id, name: calendar.name, description: calendar.description, locationId: calendar.location?.id ?? "" };
  return (
    <AdminPage title={`Edit ${calendar.name}`} crumbs={crumbs} actions={mayDelete ? <ConfirmAction {...remove} confirmHref="?confirm=delete" action={here} /> : null}>
      <CalendarForm values={{ ...values, id: calendar.id }} errors={result?.errors ?? {}} locations={locations} isNew={false} submitLabel="Save calendar" />
    </AdminPage>
  );
}
