/** The calendar form's save (new and edit), with the api's refusals as messages (decision 027). */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { CreateCalendarDocument, UpdateCalendarDocument } from "./calendar-documents.server";
import { calendarFieldErrors, parseCalendarForm } from "./calendar-forms.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

export interface CalendarActionData {
  errors: FieldErrors;
  values: Record<string, string | string[]>;
}

/** POST of the calendar form: 400 with field messages, 409 when the key or the location is taken, or a 303 to its month. */
export async function saveCalendar(request: Request, context: AppLoadContext, form: FormData, id?: string) {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.calendarsCreate : PERMISSIONS.calendarsUpdate);
  const values = formValues(form);
  const parsed = parseCalendarForm(id === undefined ? values : { ...values, id });
  if (!parsed.ok) return json<CalendarActionData>({ errors: parsed.errors, values }, { status: 400 });
  const { id: key, name, description, locationId } = parsed.value;
  try {
    if (id === undefined) await mutate(context, CreateCalendarDocument, { id: key, input: { name, description, locationId } });
    else await mutate(context, UpdateCalendarDocument, { id, input: { name, description, locationId } });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<CalendarActionData>({ errors: calendarFieldErrors(fields), values }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") return json<CalendarActionData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: id === undefined ? "Calendar created" : "Calendar saved" });
  return redirect(`/admin/calendars/${key}`, 303);
}
