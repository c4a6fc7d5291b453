/**
 * Staff's move of a registration or its party to another date of the same class (issue 27 part 4,
 * decision 082): the dates with their money and the self-service policy, and one POST form
 * answered with a redirect and a notice (it works without JavaScript); a refusal comes back to the
 * same page with the dates read again and the field's message.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ChangeScope, MoveSettlement } from "../../../graphql/generated/client/graphql";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { countOf } from "../../../workers/core/counts";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { STAFF_MOVE_REASON_MAX } from "../../../workers/core/staff-move";
import { RegistrationMovePlanDocument, StaffMoveRegistrationDocument } from "./registration-documents.server";
import { recordId } from "./list-params";
import { asPageError, requireStaff } from "./staff.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { formFailure, mutate, query } from "../core/graphql.server";

const SETTLEMENTS: readonly MoveSettlement[] = ["COUNTER", "WAIVE", "PAY_LINK"];

export const MOVE_FIELDS = ["toClassId", "settlement", "reason"] as const;

export type RegistrationMoveActionData = {
  errors: Record<string, string[]>;
  values: { toClassId: string; settlement: string; reason: string };
};

const scopeOf = (value: string | null): ChangeScope => (value === "guest" ? "GUEST" : "PARTY");

export async function loadRegistrationMove(request: Request, context: AppLoadContext, idParam: string | undefined) {
  await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
  const id = recordId(idParam);
  const scope = scopeOf(new URL(request.url).searchParams.get("scope"));
  const data = await query(context, RegistrationMovePlanDocument, { id, scope }).catch((error: unknown) => asPageError(error, PERMISSIONS.registrationsUpdate));
  if (!data.registrationMovePlan) throw new Response("Not found", { status: 404 });
  return json({ plan: data.registrationMovePlan });
}

/** POST toClassId, fromClassId, scope, settlement (COUNTER, WAIVE, PAY_LINK: decision 089) and reason. */
export async function registrationMoveAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values = { toClassId: text("toClassId"), settlement: text("settlement"), reason: text("reason") };
  const refuse = (errors: Record<string, string[]>, status = 400) => json<RegistrationMoveActionData>({ errors, values }, { status });
  if (!values.toClassId) return refuse({ toClassId: ["Choose the date to move to"] });
  if (values.reason.length > STAFF_MOVE_REASON_MAX) return refuse({ reason: [`Keep the reason to ${STAFF_MOVE_REASON_MAX} characters`] });
  const settlement: MoveSettlement | null = SETTLEMENTS.find((choice) => choice === values.settlement) ?? null;
  if (values.settlement && !settlement) return refuse({ settlement: ["Choose to collect the difference at the counter, to waive it or to send a pay link"] });
  try {
    const { staffMoveRegistration: moved } = await mutate(context, StaffMoveRegistrationDocument, {
      id,
      input: {
        toClassId: values.toClassId,
        fromClassId: text("fromClassId"),
        scope: scopeOf(text("scope").toLowerCase()),
        reason: values.reason || null,
        settlement,
      },
    });
    if (moved.payLinkPath) {
      const until = moved.holdExpiresAt ? ` until ${formatClassDate(moved.holdExpiresAt)} at ${formatClassTime(moved.holdExpiresAt)}` : "";
      flashAlert(context, {
        alertType: "success",
        title: `Pay link for ${formatUsd(moved.payLinkCents)} e-mailed`,
        message: `The new date's seats are held${until}; the booking moves when the link is paid. The link: ${moved.payLinkPath}`,
      });
      return redirect(`/admin/registrations/${id}`, 303);
    }
    const money =
      moved.refundCents > 0
        ? `${formatUsd(moved.refundCents)} refunded.`
        : moved.collectCents > 0
        ? `Collect ${formatUsd(moved.collectCents)} at the counter.`
        : moved.waivedCents > 0
        ? `${formatUsd(moved.waivedCents)} waived.`
        : "Nothing was charged or refunded.";
    const failed = moved.refundFailedRegistrations.length;
    flashAlert(context, {
      alertType: failed ? "error" : "success",
      title: `${countOf(moved.movedRegistrations.length, "seat")} moved`,
      message: `The customer is e-mailed the new date. ${money}${failed ? ` The refund did not go through: refund it from the order.` : ""}`,
    });
  } catch (error) {
    const failed = formFailure(error, [...MOVE_FIELDS, "fromClassId"]);
    if (!failed) throw error;
    const { fromClassId, ...errors } = failed.errors;
    // A stale page: the message goes on top, with the page read again.
    return refuse(
      fromClassId ? { ...errors, form: [...(errors.form ?? []), "The registration changed since this page was shown: look at it again."] } : errors,
      failed.status,
    );
  }
  return redirect(`/admin/registrations/${id}`, 303);
}
