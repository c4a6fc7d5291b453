/**
 * Canceling a class from its confirm step (issue 27 part 5, decision 077): the guests and the
 * money the cancel refunds, a message for the customers, and "move everyone to another date"
 * instead. Plain POST forms answered with a redirect and a notice (they work without JavaScript);
 * a refusal comes back to the same page with the class's guest list read again.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { MESSAGE_TEXT_MAX } from "../../../workers/core/class-message";
import { countOf } from "../../../workers/core/counts";
import { hasPermission } from "../../../workers/core/permissions";
import { CancelClassDocument, ClassCancelPlanDocument, MoveClassGuestsDocument } from "./class-documents.server";
import { recordId } from "./list-params";
import { asPageError, forbidden, requireStaff } from "./staff.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { formFailure, mutate, query } from "../core/graphql.server";

export const CANCEL_INTENT = "cancel";
export const MOVE_INTENT = "move";

export type ClassCancelActionData = {
  intent: string;
  errors: Record<string, string[]>;
  values: { message: string; toClassId: string };
};

export async function loadClassCancel(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesCancel);
  if (!hasPermission(staff.permissions, PERMISSIONS.paymentsRefund)) throw forbidden(PERMISSIONS.paymentsRefund);
  const id = recordId(idParam);
  const data = await query(context, ClassCancelPlanDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesCancel));
  if (!data.classInformation || !data.classCancelPlan) throw new Response("Not found", { status: 404 });
  const info = data.classInformation;
  const plan = data.classCancelPlan;
  return json({
    id,
    name: info.class.name,
    when: `${info.localDate} at ${info.localTime}`,
    kitchen: info.class.location.name,
    // A canceled (or archived, completed) class has nothing left to cancel here.
    cancelable: ["DRAFT", "PUBLISHED", "STARTED"].includes(info.state),
    mayMove: hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate),
    plan: {
      ...plan,
      moveDates: plan.moveDates.map((date) => ({
        id: date.class.id,
        seatsLeft: date.seatsLeft,
        class: {
          name: date.class.name,
          date: date.class.date,
          location: { name: date.class.locationName, city: date.class.locationCity, timezone: date.class.timezone },
        },
      })),
    },
  });
}

/** POST `intent=cancel` (message, guestsVersion) or `intent=move` (toClassId, message, guestsVersion). */
export async function classCancelAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  const intent = String(form.get("intent") ?? "");
  const message = String(form.get("message") ?? "").trim();
  const toClassId = String(form.get("toClassId") ?? "");
  const guestsVersion = String(form.get("guestsVersion") ?? "");
  const values = { message, toClassId };
  const refuse = (errors: Record<string, string[]>, status = 400) => json<ClassCancelActionData>({ intent, errors, values }, { status });
  if (intent !== CANCEL_INTENT && intent !== MOVE_INTENT) return refuse({ form: ["Choose whether to cancel the class or move its guests"] });
  const staff = await requireStaff(request, context, PERMISSIONS.classesCancel);
  const needed = intent === CANCEL_INTENT ? PERMISSIONS.paymentsRefund : PERMISSIONS.registrationsUpdate;
  if (!hasPermission(staff.permissions, needed)) throw forbidden(needed);
  if (message.length > MESSAGE_TEXT_MAX) return refuse({ message: [`Keep the message to ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`] });
  if (intent === MOVE_INTENT && !toClassId) return refuse({ toClassId: ["Choose the date everyone moves to"] });
  try {
    if (intent === CANCEL_INTENT) {
      const { cancelClass } = await mutate(context, CancelClassDocument, { id, message: message || null, guestsVersion: guestsVersion || null });
      const failed = cancelClass.failedRegistrations.length;
      flashAlert(context, {
        alertType: failed ? "error" : "success",
        title: "Class canceled",
        message: `${countOf(cancelClass.refundedRegistrations.length, "registration")} refunded, an e-mail to each customer queued${
          message ? " with your message" : ""
        }${failed ? `; ${countOf(failed, "refund")} failed: cancel again to retry them` : ""}.`,
      });
    } else {
      const { moveClassGuests } = await mutate(context, MoveClassGuestsDocument, { id, toClassId, guestsVersion, message: message || null });
      flashAlert(context, {
        alertType: "success",
        title: "Everyone moved; this date is canceled",
        message: `${countOf(moveClassGuests.movedRegistrations.length, "guest")} moved, each booking e-mailed the new date. Nothing was charged or refunded.`,
      });
    }
  } catch (error) {
    const failed = formFailure(error, ["message", "toClassId"]);
    if (!failed) throw error;
    return refuse(failed.errors, failed.status);
  }
  return redirect(`/admin/classes/${id}`, 303);
}
