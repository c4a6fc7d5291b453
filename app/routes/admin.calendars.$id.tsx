import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatClassTime, isMonthKey, localDate, monthName, nextMonth } from "../../workers/core/dates";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { MonthTable } from "~/components/core/MonthTable";
import { CalendarEventForm, EVENT_KIND_LABELS, EVENT_STATUS_LABELS } from "~/components/admin/CalendarEventForm";
import { CalendarWindowDocument, CreateCalendarEventDocument } from "~/lib/admin/calendar-documents.server";
import { eventFieldErrors, parseEventForm } from "~/lib/admin/calendar-forms.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { buttonClassName, dataMeta } from "~/components/core/layout-kit";
import { mutate, query, failureOf, failureMessage } from "~/lib/core/graphql.server";

export const meta = dataMeta<{ calendar: { name: string }; monthTitle: string }>(({ calendar, monthTitle }) => ({ title: `${calendar.name}: ${monthTitle}`, noindex: true }));

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A calendar's key from the URL, or a 404. */
function calendarKey(value: string | undefined): string {
  if (!value || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || value.length > 60) throw new Response("Not found", { status: 404 });
  return value;
}

const shift = (ymd: string, days: number) => {
  const [year, month, day] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const weekday = (ymd: string) => new Date(`${ymd}T00:00:00Z`).getUTCDay();

function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

/** One month of a calendar as a grid of weeks (Sunday first), with its events and the location's classes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.calendarsView);
  const id = calendarKey(params.id);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = isMonthKey(asked) ? asked : localDate(new Date()).slice(0, 7);
  const first = `${month}-01`;
  const last = shift(`${nextMonth(month)}-01`, -1);
  const from = shift(first, -weekday(first));
  const to = shift(last, 6 - weekday(last));
  const { calendarWindow } = await query(context, CalendarWindowDocument, { id, from, to }).catch((error: unknown) => {
    if (failureOf(error)?.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    return asPageError(error, PERMISSIONS.calendarsView);
  });
  const { calendar, events, classes } = calendarWindow;
  const flaggedBy = new Map<string, string[]>();
  for (const event of events) for (const shopClass of event.overlappingClasses) flaggedBy.set(shopClass.id, [...(flaggedBy.get(shopClass.id) ?? []), event.title]);
  const days: Array<{
    date: string;
    inMonth: boolean;
    events: typeof events;
    classes: Array<(typeof classes)[number] & { time: string; conflicts: string[] }>;
  }> = [];
  for (let date = from; date <= to; date = shift(date, 1)) {
    days.push({
      date,
      inMonth: date.startsWith(month),
      events: events.filter((event) => event.startDate <= date && event.endDate >= date),
      classes: classes
        .filter((shopClass) => localDate(new Date(shopClass.date), calendar.timezone) === date)
        .map((shopClass) => ({ ...shopClass, time: formatClassTime(shopClass.date, calendar.timezone), conflicts: flaggedBy.get(shopClass.id) ?? [] })),
    });
  }
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  return json({
    calendar,
    month,
    monthTitle: monthName(month),
    previous: previousMonth(month),
    next: nextMonth(month),
    weeks,
    events: events.filter((event) => event.startDate <= last && event.endDate >= first),
    mayUpdate: hasPermission(staff.permissions, PERMISSIONS.calendarsUpdate),
  });
}

type ActionData = { errors: FieldErrors; values: Record<string, string | string[]> };

/** Adds an event; back on its month, which shows whether it overlaps a class. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = calendarKey(params.id);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.calendarsUpdate);
  const values = formValues(form);
  const parsed = parseEventForm(values);
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  let overlaps: number;
  try {
    overlaps = (await mutate(context, CreateCalendarEventDocument, { calendarId: id, input: parsed.value })).createCalendarEvent.overlappingClasses.length;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ errors: eventFieldErrors(fields), values }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "FORBIDDEN" || code === "CONFLICT") return json<ActionData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "FORBIDDEN" ? 403 : 409 });
    throw error;
  }
  flashAlert(context, {
    alertType: "success",
    title: "Event added",
    message: overlaps > 0 ? `It overlaps ${overlaps === 1 ? "a class" : `${overlaps} classes`}: see the flags on the month.` : undefined,
  });
  return redirect(`/admin/calendars/${id}?month=${parsed.value.startDate.slice(0, 7)}`, 303);
}

const timeOf = (event: { startTime?: string | null; endTime?: string | null }) => (event.startTime && event.endTime ? `${event.startTime}–${event.endTime}` : "All day");

export default function AdminCalendar() {
  const { calendar, month, monthTitle, previous, next, weeks, events, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const here = `/admin/calendars/${calendar.id}`;
  return (
    <AdminPage
      title={calendar.name}
      crumbs={[{ label: "Calendars", to: "/admin/calendars" }]}
      actions={
        mayUpdate ? (
          <Link to={`${here}/edit`} className={buttonClassName({ size: "sm", color: "white" })}>
            Edit calendar
          </Link>
        ) : null
      }
    >
      <p className="muted">
        {calendar.location ? (
          <>
            The calendar of <Link to={`/admin/locations/${calendar.location.id}`}>{calendar.location.name}</Link>.{" "}
          </>
        ) : null}
        Times in {calendar.timezone}.
      </p>
      <nav className="calendar-nav" aria-label="Months">
        <Link to={`${here}?month=${previous}`} rel="prev">
          ← {monthName(previous)}
        </Link>
        <h2 id="calendar-month">{monthTitle}</h2>
        <Link to={`${here}?month=${next}`} rel="next">
          {monthName(next)} →
        </Link>
      </nav>
      <MonthTable
        className="calendar-grid"
        aria-labelledby="calendar-month"
        weekdays={WEEKDAYS.map((day) => (
          <abbr key={day} title={day}>
            {day.slice(0, 3)}
          </abbr>
        ))}
        weeks={weeks}
        day={(day) => (
          <td key={day.date} className={day.inMonth ? "calendar-day" : "calendar-day calendar-day--outside"} data-date={day.date}>
            <span className="calendar-day__number">
              <span className="visually-hidden">{day.date}</span>
              <span aria-hidden="true">{Number(day.date.slice(8))}</span>
            </span>
            <ul className="calendar-day__items">
              {day.events.map((event) => (
                <li key={`event-${event.id}`} className={`calendar-item calendar-item--${event.kind.toLowerCase()}`}>
                  <Link to={`/admin/calendars/events/${event.id}`}>{event.title}</Link>{" "}
                  <span className="muted">
                    {EVENT_KIND_LABELS[event.kind]}
                    {event.status !== "CONFIRMED" ? `, ${EVENT_STATUS_LABELS[event.status].toLowerCase()}` : ""}
                  </span>
                  {event.overlappingClasses.length > 0 ? <span className="badge badge--danger">Overlaps a class</span> : null}
                </li>
              ))}
              {day.classes.map((shopClass) => (
                <li key={`class-${shopClass.id}`} className="calendar-item calendar-item--class">
                  <span className="muted">{shopClass.time}</span> <Link to={`/admin/classes/${shopClass.id}`}>{shopClass.name}</Link>
                  {shopClass.conflicts.length > 0 ? (
                    <span className="badge badge--danger" title={shopClass.conflicts.join(", ")}>
                      Conflict: {shopClass.conflicts.join(", ")}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </td>
        )}
      />

      <h2>Events in {monthTitle}</h2>
      {events.length === 0 ? (
        <p className="muted">No closures, holidays or private events this month.</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              <Link to={`/admin/calendars/events/${event.id}`}>{event.title}</Link> · {EVENT_KIND_LABELS[event.kind]} · {event.startDate}
              {event.endDate !== event.startDate ? ` to ${event.endDate}` : ""} · {timeOf(event)} · {EVENT_STATUS_LABELS[event.status]}
              {event.overlappingClasses.length > 0 ? ` · overlaps ${event.overlappingClasses.map((shopClass) => shopClass.name).join(", ")}` : ""}
            </li>
          ))}
        </ul>
      )}

      {mayUpdate ? (
        <>
          <h2>Add an event</h2>
          <CalendarEventForm
            label="Add an event"
            submitLabel="Add event"
            values={result?.values ?? { startDate: `${month}-01` }}
            errors={result?.errors ?? {}}
            timezone={calendar.timezone}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
