/** The promotion pages' posts: save (new and edit), codes, retire, delete — with the api's refusals as messages. */
import { isRecordId } from "../../../workers/core/field-rules";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import {
  CreatePromotionCodesDocument,
  CreatePromotionDocument,
  DeletePromotionDocument,
  RetirePromotionDocument,
  UpdatePromotionCodeDocument,
  UpdatePromotionDocument,
} from "./promotion-documents.server";
import {
  codesFieldErrors,
  parseCodesForm,
  parsePromotionForm,
  promotionFieldErrors,
  promotionFormValues,
  type PromotionFormValues,
} from "./promotion-forms.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { failureOf, formFailure, mutate } from "~/lib/core/graphql.server";

export interface PromotionActionData {
  errors: FieldErrors;
  values?: PromotionFormValues;
  /** Which form on the page answered: the promotion form (absent), the codes' or a confirm step's. */
  intent?: "codes" | "single-code" | "confirm";
}

/**
 * A refusal the form shows (formFailure: bad input, a conflict, not allowed…) as the messages at
 * its top, with its status; anything else (not found, an outage) is not ours to word.
 */
function refusal(error: unknown, data: Omit<PromotionActionData, "errors">) {
  const refused = formFailure(error, []);
  if (!refused) return null;
  return json<PromotionActionData>({ ...data, errors: { form: Object.values(refused.errors).flat() } }, { status: refused.status });
}

/** POST of the promotion form: 400 with field messages, or a 303 to the promotion's page. */
export async function savePromotion(request: Request, context: AppLoadContext, form: FormData, id?: string) {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.promotionsCreate : PERMISSIONS.promotionsUpdate);
  const values = promotionFormValues(form);
  // A new promotion is active; the edit form has its own box.
  if (id === undefined) values.active = "on";
  const parsed = parsePromotionForm(values);
  if (!parsed.ok) return json<PromotionActionData>({ errors: parsed.errors, values }, { status: 400 });
  let savedId: string;
  try {
    savedId =
      id === undefined
        ? (await mutate(context, CreatePromotionDocument, { input: parsed.value })).createPromotion.id
        : (await mutate(context, UpdatePromotionDocument, { id, input: parsed.value })).updatePromotion.id;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<PromotionActionData>({ errors: promotionFieldErrors(fields), values }, { status: 400 });
    const refused = refusal(error, { values });
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: id === undefined ? "Promotion created" : "Promotion saved" });
  return redirect(`/admin/promotions/${savedId}`, 303);
}

/** POST of a codes form: a batch of random codes or one named code; 303 back to the codes. */
export async function createCodes(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.promotionsCreate);
  const values = promotionFormValues(form);
  const intent = values.mode === "single" ? "single-code" : "codes";
  const parsed = parseCodesForm(values);
  if (!parsed.ok) return json<PromotionActionData>({ errors: parsed.errors, values, intent }, { status: 400 });
  let made: number;
  try {
    made = (await mutate(context, CreatePromotionCodesDocument, { promotionId: id, input: parsed.value })).createPromotionCodes.length;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<PromotionActionData>({ errors: codesFieldErrors(fields), values, intent }, { status: 400 });
    const refused = refusal(error, { values, intent });
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: made === 1 ? "Code added" : `${made} codes made`, message: "Download them as CSV from the codes list." });
  return redirect(`/admin/promotions/${id}#codes`, 303);
}

/** POST of a code's switch: on or off (its uses stay). */
export async function switchCode(request: Request, context: AppLoadContext, form: FormData, id: string) {
  await requireStaff(request, context, PERMISSIONS.promotionsUpdate);
  const codeId = String(form.get("codeId") ?? "");
  if (!isRecordId(codeId)) return json<PromotionActionData>({ errors: { form: ["Choose a code from the list"] } }, { status: 400 });
  const active = form.get("active") === "true";
  try {
    await mutate(context, UpdatePromotionCodeDocument, { id: codeId, input: { active } });
  } catch (error) {
    const refused = refusal(error, { intent: "confirm" });
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: active ? "Code switched on" : "Code switched off" });
  return redirect(`/admin/promotions/${id}#codes`, 303);
}

/** POST of the confirmed retirement: customers can no longer use it; its orders stay. */
export async function retirePromotion(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.promotionsUpdate);
  try {
    await mutate(context, RetirePromotionDocument, { id });
  } catch (error) {
    const refused = refusal(error, { intent: "confirm" });
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Promotion retired", message: "Its codes no longer work; its orders keep their discount." });
  return redirect(`/admin/promotions/${id}`, 303);
}

/** POST of the confirmed deletion: refused for a used promotion (retire it instead). */
export async function deletePromotion(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.promotionsDelete);
  try {
    await mutate(context, DeletePromotionDocument, { id });
  } catch (error) {
    const refused = refusal(error, { intent: "confirm" });
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Promotion deleted" });
  return redirect("/admin/promotions", 303);
}
