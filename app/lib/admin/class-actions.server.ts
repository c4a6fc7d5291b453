/** The class form's save (new and edit) and its failures as field messages. */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { CreateClassDocument, CreateClassSeriesDocument, CreateCustomClassDocument, UpdateClassDocument } from "./class-documents.server";
import { classFormErrors, classFormValues, parseClassForm, parseCustomClassForm, parseRepeat } from "./class-forms.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

/** The other classes at the kitchen then, when that is why the save was refused (reason CLASS_CLASH). */
function classClashes(error: unknown): string[] | null {
  const failure = failureOf(error);
  return failure?.code === "CONFLICT" && failure.reason === "CLASS_CLASH" ? (failure.fields.allowClash ?? [failure.message]) : null;
}

/** "4 classes created as drafts", and the holidays skipped. */
function seriesTitle(count: number, skipped: readonly string[]): string {
  const made = `${count} ${count === 1 ? "class" : "classes"} created as drafts`;
  return skipped.length === 0 ? made : `${made}; skipped for holidays: ${skipped.join(", ")}`;
}

export interface ClassFormData {
  errors: FieldErrors;
  values: Record<string, string>;
}

/**
 * POST of the class form: 400 with field messages, or a 303 to the class's page. `kind` "custom"
 * is the private class for a group (decision 022), whose organiser is e-mailed its link.
 */
export async function saveClass(request: Request, context: AppLoadContext, id?: string, kind: "class" | "custom" = "class") {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.classesCreate : PERMISSIONS.classesUpdate);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const values = classFormValues(form);
  let savedId: string;
  try {
    if (kind === "custom") {
      const parsed = parseCustomClassForm(form);
      if (!parsed.ok) return json<ClassFormData>({ errors: parsed.errors, values }, { status: 400 });
      const headers = { "x-shop-origin": new URL(request.url).origin };
      savedId = (await mutate(context, CreateCustomClassDocument, { input: parsed.value }, { headers })).createCustomClass.class.id;
    } else {
      const parsed = parseClassForm(form);
      const repeat = id === undefined ? parseRepeat(form) : ({ ok: true, value: null } as const);
      if (!parsed.ok || !repeat.ok) return json<ClassFormData>({ errors: { ...(parsed.ok ? {} : parsed.errors), ...(repeat.ok ? {} : repeat.errors) }, values }, { status: 400 });
      if (repeat.value) {
        const series = (await mutate(context, CreateClassSeriesDocument, { input: parsed.value, repeat: repeat.value })).createClassSeries;
        flashAlert(context, { alertType: "success", title: seriesTitle(series.classIds.length, series.skippedDates) });
        return redirect(`/admin/classes?q=${encodeURIComponent(parsed.value.name)}&from=${parsed.value.date}`, 303);
      }
      savedId =
        id === undefined
          ? (await mutate(context, CreateClassDocument, { input: parsed.value })).createClass.class.id
          : (await mutate(context, UpdateClassDocument, { id, input: parsed.value })).updateClass.class.id;
    }
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ClassFormData>({ errors: classFormErrors(fields), values }, { status: 400 });
    const clashes = classClashes(error);
    // Decision 067: the clashes named, and "Schedule it anyway" offered (unticked) to save it all the same.
    if (clashes) return json<ClassFormData>({ errors: { form: [failureMessage(error)], allowClash: clashes }, values: { ...values, allowClash: "" } }, { status: 409 });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") {
      return json<ClassFormData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
    }
    throw error;
  }
  const title = kind === "custom" ? "Private class created: an e-mail with its link to the organiser is queued" : id === undefined ? "Class created as a draft" : "Class saved";
  flashAlert(context, { alertType: "success", title });
  return redirect(`/admin/classes/${savedId}`, 303);
}
