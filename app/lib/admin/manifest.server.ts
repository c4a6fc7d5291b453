/**
 * A class's manifest (issue 27 part 3, decision 066): every guest grouped by order with the
 * booker's e-mail and phone once, allergies marked against the class's menu, check-in and no-show
 * per guest (the registration's status: attended, no_show, back to registered, through the same
 * audited change as the registration's page), and "message attendees". Plain POST forms (each answered with a redirect back, so
 * they work without JavaScript) that the page also sends through fetchers.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { isRecordId } from "../../../workers/core/field-rules";
import { hasPermission } from "../../../workers/core/permissions";
import type { RegistrationStatus } from "../../../graphql/generated/client/graphql";
import { recordId } from "./list-params";
import { ATTENDANCE_INTENT, MESSAGE_INTENT, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, type ManifestActionData } from "./manifest-form";
import { ClassManifestDocument, MessageAttendeesDocument } from "./manifest-documents.server";
import { SetRegistrationStatusDocument } from "./registration-documents.server";
import { maysBookByPhone } from "./phone-booking.server";
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
    // Check-in, no-show and the message change registrations: registrations.update, like the registration's page.
    mayMark: hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate),
    // Decision 081: "Book by phone" for staff who may take a caller's booking.
    mayBook: maysBookByPhone(staff.permissions),
    counts: {
      booked: guests.length,
      checkedIn: guests.filter((guest) => guest.status === "ATTENDED").length,
      noShows: guests.filter((guest) => guest.status === "NO_SHOW").length,
      withAllergies: guests.filter((guest) => guest.allergies.length > 0 || guest.allergyNotes).length,
    },
    guests,
  });
}

/** What each attendance button asks for: the registration's status (workers/core/registration-status.ts). */
const ATTENDANCE_STATUSES: Record<string, RegistrationStatus> = { ATTENDED: "ATTENDED", NO_SHOW: "NO_SHOW", REGISTERED: "REGISTERED" };

/** POST: `intent=attendance` (registrationId, status ATTENDED, NO_SHOW or REGISTERED) or `intent=message` (subject, message). */
export async function manifestAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/classes/${id}/attendees`;
  if (intent === ATTENDANCE_INTENT) {
    await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
    const registrationId = String(form.get("registrationId") ?? "");
    const status = ATTENDANCE_STATUSES[String(form.get("status") ?? "")];
    if (!isRecordId(registrationId) || !status) {
      return json<ManifestActionData>({ intent, errors: { form: ["Choose a guest and whether they came"] } }, { status: 400 });
    }
    try {
      await mutate(context, SetRegistrationStatusDocument, { id: registrationId, status });
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
    const values = { subject, message };
    if (Object.keys(errors).length > 0) return json<ManifestActionData>({ intent, errors, values }, { status: 400 });
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
      return json<ManifestActionData>({ intent, errors: failed.errors, values }, { status: failed.status });
    }
    return redirect(here, 303);
  }
  return json<ManifestActionData>({ intent, errors: { form: ["That form is not on this page"] } }, { status: 400 });
}
