/**
 * A class's manifest (issue 27 part 3, decision 066): every guest grouped by order with the
 * booker's e-mail and phone once, allergies marked against the class's menu, check-in and no-show
 * per guest, and "message attendees". Plain POST forms (each answered with a redirect back, so
 * they work without JavaScript) that the page also sends through fetchers.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { isRecordId } from "../../../workers/core/field-rules";
import { hasPermission } from "../../../workers/core/permissions";
import type { Attendance } from "../../../graphql/generated/client/graphql";
import { recordId } from "./list-params";
import { ATTENDANCE_INTENT, MESSAGE_INTENT, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, type ManifestActionData } from "./manifest-form";
import { ClassManifestDocument, MessageAttendeesDocument, SetAttendanceDocument } from "./manifest-documents.server";
import { asPageError, requireStaff } from "./staff.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { formFailure, mutate, query } from "../core/graphql.server";

const MESSAGE_FIELDS = ["subject", "message"] as const;

export async function loadManifest(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(idParam);
  const data = await query(context, ClassManifestDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  if (!data.classInformation) throw new Response("Not found", { status: 404 });
  const info = data.classInformation;
  const guests = data.classAttendees;
  return json({
    id,
    name: info.class.name,
    when: `${info.localDate} ${info.localTime}`,
    kitchen: info.class.location.name,
    menu: info.class.menu?.name ?? null,
    // Decision 040: a class sold per guest or couple has no portions or meals to show.
    byPortions: info.class.classType.offer === "PORTIONS",
    mayMessage: hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate),
    counts: {
      booked: guests.length,
      checkedIn: guests.filter((guest) => guest.attendance === "CHECKED_IN").length,
      noShows: guests.filter((guest) => guest.attendance === "NO_SHOW").length,
      withAllergies: guests.filter((guest) => guest.allergies.length > 0 || guest.allergyNotes).length,
    },
    guests,
  });
}

const ATTENDANCE_VALUES: Record<string, Attendance | null> = { CHECKED_IN: "CHECKED_IN", NO_SHOW: "NO_SHOW", NONE: null };

/** POST: `intent=attendance` (registrationId, attendance CHECKED_IN, NO_SHOW or NONE) or `intent=message` (subject, message). */
export async function manifestAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/classes/${id}/attendees`;
  if (intent === ATTENDANCE_INTENT) {
    await requireStaff(request, context, PERMISSIONS.classesView);
    const registrationId = String(form.get("registrationId") ?? "");
    const value = String(form.get("attendance") ?? "");
    if (!isRecordId(registrationId) || !(value in ATTENDANCE_VALUES)) {
      return json<ManifestActionData>({ intent, errors: { form: ["Choose a guest and whether they came"] } }, { status: 400 });
    }
    try {
      await mutate(context, SetAttendanceDocument, { registrationId, attendance: ATTENDANCE_VALUES[value] ?? null });
    } catch (error) {
      const failed = formFailure(error, []);
      if (!failed) throw error;
      return json<ManifestActionData>({ intent, registrationId, errors: failed.errors }, { status: failed.status });
    }
    return redirect(`${here}#guest-${registrationId}`, 303);
  }
  if (intent === MESSAGE_INTENT) {
    await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
    const subject = String(form.get("subject") ?? "").trim();
    const message = String(form.get("message") ?? "").trim();
    const errors: Record<string, string[]> = {};
    if (!subject) errors.subject = ["Write a subject"];
    else if (subject.length > MESSAGE_SUBJECT_MAX) errors.subject = [`Keep the subject to ${MESSAGE_SUBJECT_MAX} characters`];
    if (!message) errors.message = ["Write the message"];
    else if (message.length > MESSAGE_TEXT_MAX) errors.message = [`Keep the message to ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`];
    if (Object.keys(errors).length > 0) return json<ManifestActionData>({ intent, errors }, { status: 400 });
    try {
      const { messageAttendees: sent } = await mutate(context, MessageAttendeesDocument, { classId: id, subject, message });
      const people = sent.recipients === 1 ? "1 person" : `${sent.recipients} people`;
      flashAlert(context, {
        alertType: "success",
        title: sent.queued > 0 ? `Message queued to ${people}` : `This message had already gone to ${people}; nothing was sent again`,
      });
    } catch (error) {
      const failed = formFailure(error, MESSAGE_FIELDS);
      if (!failed) throw error;
      return json<ManifestActionData>({ intent, errors: failed.errors }, { status: failed.status });
    }
    return redirect(here, 303);
  }
  return json<ManifestActionData>({ intent, errors: { form: ["That form is not on this page"] } }, { status: 400 });
}
