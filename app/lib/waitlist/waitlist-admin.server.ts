/**
 * The console's view of a class's waitlist (decision 037): who holds a seat until when, who is
 * waiting in what order, and "remove from waitlist" (asks first; audited by the api in the same
 * batch). Everything goes through GraphQL.
 */
import { isRecordId } from "../../../workers/core/field-rules";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { hasPermission } from "../../../workers/core/permissions";
import { recordId } from "../admin/list-params";
import { asPageError, requireStaff } from "../admin/staff.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { mutate, query, failureOf, failureMessage } from "../core/graphql.server";
import { WAITLIST_REMOVE_INTENT as REMOVE_INTENT } from "./waitlist-form";
import { classWhen } from "./waitlist.server";

const STATUS_LABELS: Record<string, string> = {
  offered: "Offered a seat (claim link sent)",
  claimed: "Claimed: the seat is in their cart",
  checkout: "Paying for the seat",
  waiting: "Waiting",
};

export async function loadClassWaitlist(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(idParam);
  const data = await query(context, ClassWaitlistDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  if (!data.classInformation) throw new Response("Not found", { status: 404 });
  const info = data.classInformation;
  const timezone = info.class.location.timezone;
  return json({
    id,
    name: info.class.name,
    when: `${info.localDate} ${info.localTime}`,
    kitchen: info.class.location.name,
    seats: info.class.seats,
    seatsLeft: info.class.seatsLeft,
    mayRemove: hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate),
    entries: data.classWaitlist.map((entry) => ({
      id: entry.id,
      email: entry.email,
      status: entry.status,
      statusLabel: STATUS_LABELS[entry.status] ?? entry.status,
      position: entry.position ?? null,
      joined: classWhen(entry.createdAt, timezone),
      until: entry.claimExpiresAt ? classWhen(entry.claimExpiresAt, timezone) : null,
      /** A seat being paid for cannot be taken off the list (cancel the order instead). */
      removable: entry.status !== "checkout",
    })),
  });
}

export type WaitlistActionData = { errors: { form: string[] } };

/** POST ?confirm=remove-<entryId> (intent "remove", entryId): removes, then back to the list. */
export async function removeFromWaitlistAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
  const entryId = String(form.get("entryId") ?? "");
  if (form.get("intent") !== REMOVE_INTENT || !isRecordId(entryId)) {
    return json<WaitlistActionData>({ errors: { form: ["Choose who to take off the waitlist"] } }, { status: 400 });
  }
  try {
    const { removeWaitlistEntry } = await mutate(context, RemoveWaitlistEntryDocument, { classId: id, entryId });
    flashAlert(context, {
      alertType: "success",
      title: removeWaitlistEntry.seatFreed ? "Removed from the waitlist; the seat went to the next in line" : "Removed from the waitlist",
    });
  } catch (error) {
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "NOT_FOUND" || code === "FORBIDDEN" || code === "BAD_USER_INPUT") {
      const status = code === "FORBIDDEN" ? 403 : code === "NOT_FOUND" ? 404 : code === "BAD_USER_INPUT" ? 400 : 409;
      return json<WaitlistActionData>({ errors: { form: [failureMessage(error)] } }, { status });
    }
    throw error;
  }
  return redirect(`/admin/classes/${id}/waitlist`, 303);
}

const ClassWaitlistDocument = graphql(`
  query AdminClassWaitlist($id: ID!) {
    classInformation(id: $id) {
      localDate
      localTime
      class {
        name
        seats
        seatsLeft
        location {
          name
          timezone
        }
      }
    }
    classWaitlist(id: $id) {
      id
      email
      status
      position
      createdAt
      claimExpiresAt
    }
  }
`);

const RemoveWaitlistEntryDocument = graphql(`
  mutation AdminRemoveWaitlistEntry($classId: ID!, $entryId: ID!) {
    removeWaitlistEntry(classId: $classId, entryId: $entryId) {
      id
      seatFreed
    }
  }
`);
