/**
 * The E-mail area's forms (issue 26 part 5): suppressing an address, letting mail go to it again,
 * and sending a message again. One zod schema per form; refusals come back through formFailure.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { requireStaff } from "./staff.server";
import { ResendEmailDocument, SuppressEmailAddressDocument, UnsuppressEmailAddressDocument } from "./email-documents.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import type { FieldErrors } from "../core/form-data";
import { emailField, optionalText, parseWith } from "../core/form-schema.server";
import { failureOf, formFailure, mutate } from "../core/graphql.server";

export const suppressSchema = z.object({ email: emailField("the e-mail address"), detail: optionalText("the note", 500) });

export type EmailActionData = { intent: string; errors: FieldErrors; values?: { email: string; detail: string } };

const refused = (intent: string, status: number, errors: FieldErrors, values?: EmailActionData["values"]) =>
  json<EmailActionData>({ intent, errors, values }, { status });

/** The list page's action: intent `suppress` (email, detail) or `unsuppress` (email). */
export async function suppressionAction(request: Request, context: AppLoadContext, backTo: string) {
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.ordersUpdate);
  const intent = String(form.get("intent") ?? "");
  const values = { email: String(form.get("email") ?? ""), detail: String(form.get("detail") ?? "") };
  if (intent === "suppress") {
    const parsed = parseWith(suppressSchema, values);
    if (!parsed.ok) return refused(intent, 400, parsed.errors, values);
    try {
      await mutate(context, SuppressEmailAddressDocument, { email: parsed.value.email, detail: parsed.value.detail });
    } catch (error) {
      const failure = formFailure(error, ["email", "detail"]);
      if (!failure) throw error;
      return refused(intent, failure.status, failure.errors, values);
    }
    flashAlert(context, { alertType: "success", title: `No more e-mail will go to ${parsed.value.email.toLowerCase()}` });
    return redirect(backTo, 303);
  }
  if (intent === "unsuppress") {
    try {
      await mutate(context, UnsuppressEmailAddressDocument, { email: values.email });
    } catch (error) {
      // Someone else let it go first: say so on the list rather than on an error page.
      if (failureOf(error)?.code === "NOT_FOUND") return refused(intent, 404, { form: [`${values.email} is not suppressed`] });
      const failure = formFailure(error, []);
      if (!failure) throw error;
      return refused(intent, failure.status, failure.errors);
    }
    flashAlert(context, { alertType: "success", title: `E-mail may go to ${values.email} again` });
    return redirect(backTo, 303);
  }
  return refused(intent, 400, { form: ["Choose what to do with the address"] });
}

/** The message page's action: intent `resend`; on success, the new copy's page. */
export async function resendAction(request: Request, context: AppLoadContext, id: string) {
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.ordersUpdate);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "resend") return refused(intent, 400, { form: ["Choose what to do with the e-mail"] });
  try {
    const { resendEmail } = await mutate(context, ResendEmailDocument, { id });
    flashAlert(context, { alertType: "success", title: `Queued again as e-mail ${resendEmail.id}` });
    return redirect(`/admin/emails/${resendEmail.id}`, 303);
  } catch (error) {
    const failure = formFailure(error, []);
    if (!failure) throw error;
    return refused(intent, failure.status, failure.errors);
  }
}
