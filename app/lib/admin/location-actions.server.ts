/** The location form's save (new and edit) and delete, with the api's refusals as messages. */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { CreateLocationDocument, DeleteLocationDocument, UpdateLocationDocument } from "./location-documents.server";
import { locationFieldErrors, locationFormValues, parseLocationForm, type LocationFormValues } from "./location-forms.server";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

export interface LocationActionData {
  intent: "save" | "delete";
  errors: FieldErrors;
  values?: LocationFormValues;
}

/** A CONFLICT (LOCATION_IN_USE, a taken slug) or FORBIDDEN as the form's message; null otherwise. */
function refusal(error: unknown, intent: LocationActionData["intent"], values?: LocationFormValues) {
  const code = failureOf(error)?.code;
  if (code !== "CONFLICT" && code !== "FORBIDDEN") return null;
  return json<LocationActionData>({ intent, errors: { form: [failureMessage(error)] }, values }, { status: code === "CONFLICT" ? 409 : 403 });
}

/** POST of the location form: 400 with field messages, or a 303 to the location's page. */
export async function saveLocation(request: Request, context: AppLoadContext, form: FormData, id?: string) {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.locationsCreate : PERMISSIONS.locationsUpdate);
  const values = locationFormValues(form);
  const parsed = parseLocationForm(values);
  if (!parsed.ok) return json<LocationActionData>({ intent: "save", errors: parsed.errors, values }, { status: 400 });
  let savedId: string;
  try {
    savedId =
      id === undefined
        ? (await mutate(context, CreateLocationDocument, { input: parsed.value })).createLocation.location.id
        : (await mutate(context, UpdateLocationDocument, { id, input: parsed.value })).updateLocation.location.id;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<LocationActionData>({ intent: "save", errors: locationFieldErrors(fields), values }, { status: 400 });
    const refused = refusal(error, "save", values);
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: id === undefined ? "Location created" : "Location saved" });
  return redirect(`/admin/locations/${savedId}`, 303);
}

/** POST intent=delete: refused with the api's reason while classes name the location. */
export async function removeLocation(request: Request, context: AppLoadContext, id: string) {
  await requireStaff(request, context, PERMISSIONS.locationsDelete);
  try {
    await mutate(context, DeleteLocationDocument, { id });
  } catch (error) {
    const refused = refusal(error, "delete");
    if (refused) return refused;
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Location deleted" });
  return redirect("/admin/locations", 303);
}

