import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatClassDate, formatClassTime } from "../../workers/core/dates";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { CalendarEventForm, EVENT_KIND_LABELS } from "~/components/admin/CalendarEventForm";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { CalendarDocument, CalendarEventDocument, DeleteCalendarEventDocument, UpdateCalendarEventDocument } from "~/lib/admin/calendar-documents.server";
import { eventFieldErrors, parseEventForm } from "~/lib/admin/calendar-forms.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { mutate, query, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ event: { title: string } }>(({ event }) => ({ title: event.title, noindex: true }));

/** One calendar event: the classes it overlaps, its form, removing it, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.calendarsView);
  const id = recordId(params.id);
  const { calendarEvent: event } = await query(context, CalendarEventDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsView));
  if (!event) throw new Response("Not found", { status: 404 });
  // Its own calendar by id, not the whole list (decision 045).
  const { calendar } = await query(context, CalendarDocument, { id: event.calendarId }).catch((error: unknown) => asPageError(error, PERMISSIONS.calendarsView));
  if (!calendar) throw new Response("Not found", { status: 404 });
  const history = await recordHistory(context, staff, "calendar-events", id);
  return json({ event, calendar, history, mayUpdate: hasPermission(staff.permissions, PERMISSIONS.calendarsUpdate) });
}

type ActionData = { errors: FieldErrors; values: Record<string, string | string[]> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.calendarsUpdate);
  const values = formValues(form);
  try {
    if (form.get("intent") === "delete") {
      const { calendarEvent } = await query(context, CalendarEventDocument, { id });
      await mutate(context, DeleteCalendarEventDocument, { id });
      flashAlert(context, { alertType: "success", title: "Event removed" });
      return redirect(calendarEvent ? `/admin/calendars/${calendarEvent.calendarId}?month=${calendarEvent.startDate.slice(0, 7)}` : "/admin/calendars", 303);
    }
    const parsed = parseEventForm(values);
    if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
    const saved = (await mutate(context, UpdateCalendarEventDocument, { id, input: parsed.value })).updateCalendarEvent;
    const overlaps = saved.overlappingClasses.length;
    flashAlert(context, { alertType: "success", title: "Event saved", message: overlaps > 0 ? `It overlaps ${overlaps === 1 ? "a class" : `${overlaps} classes`}.` : undefined });
    return redirect(`/admin/calendars/events/${id}`, 303);
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ errors: eventFieldErrors(fields), values }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "FORBIDDEN" || code === "CONFLICT" || code === "NOT_FOUND") {
      return json<ActionData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "FORBIDDEN" ? 403 : code === "NOT_FOUND" ? 404 : 409 });
    }
    throw error;
  }
}

const REMOVE: ConfirmChoice = {
  intent: "delete",
  label: "Remove event",
  danger: true,
  consequence: <p>The event goes off the calendar; the classes it overlapped are no longer flagged.</p>,
};

export default function AdminCalendarEvent() {
  const { event, calendar, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const here = `/admin/calendars/events/${event.id}`;
  const crumbs = [
    { label: "Calendars", to: "/admin/calendars" },
    { label: calendar.name, to: `/admin/calendars/${calendar.id}?month=${event.startDate.slice(0, 7)}` },
  ];
  const confirm = useConfirmChoice([REMOVE]);
  if (mayUpdate && confirm) {
    return (
      <AdminPage title={event.title} crumbs={crumbs}>
        <ConfirmPanel choice={REMOVE} action={here} backTo={here} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={event.title} crumbs={crumbs} actions={mayUpdate ? <ConfirmAction {...REMOVE} confirmHref="?confirm=delete" action={here} /> : null}>
      <dl className="admin-facts">
        <dt>Kind</dt>
        <dd>{EVENT_KIND_LABELS[event.kind]}</dd>
        <dt>When</dt>
        <dd>
          {event.startDate}
          {event.endDate !== event.startDate ? ` to ${event.endDate}` : ""}
          {event.startTime && event.endTime ? `, ${event.startTime}–${event.endTime}` : ", all day"} ({calendar.timezone})
        </dd>
        <dt>Overlaps</dt>
        <dd>
          {event.overlappingClasses.length === 0 ? (
            "No class"
          ) : (
            <ul className="admin-changes">
              {event.overlappingClasses.map((shopClass) => (
                <li key={shopClass.id}>
                  <Link to={`/admin/classes/${shopClass.id}`}>{shopClass.name}</Link>, {formatClassDate(shopClass.date, calendar.timezone)}{" "}
                  {formatClassTime(shopClass.date, calendar.timezone)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {mayUpdate ? (
        <>
          <h2>Edit</h2>
          <CalendarEventForm label="Event" submitLabel="Save event" values={result?.values ?? { ...event, overlappingClasses: null }} errors={result?.errors ?? {}} timezone={calendar.timezone} />
        </>
      ) : null}
      <RecordHistory records={history} caption={`Changes to ${event.title}`} />
    </AdminPage>
  );
}
