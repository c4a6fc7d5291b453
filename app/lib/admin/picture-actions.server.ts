/**
 * The picture form's POST (PictureSection: meals, class types, kitchens): said here without a
 * round trip when no file or a too large one is sent (or no alt text where it is required), then
 * the file goes on to GraphQL as it came and the api judges its bytes. 400 with the field's
 * message, 403/409 with the api's words, or a 303 back to the record's page.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from "../../../workers/core/media";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { failureOf, failureMessage } from "~/lib/core/graphql.server";

export interface PictureActionData {
  errors: FieldErrors;
  /** Which form on the page answered. */
  intent: "picture";
  alt: string;
}

export const ALT_REQUIRED = "Say what the picture shows, for people who cannot see it.";

export async function savePicture(
  context: AppLoadContext,
  form: FormData,
  options: { send: (picture: File, alt: string) => Promise<unknown>; redirectTo: string; altRequired: boolean },
) {
  const picture = form.get("picture");
  const alt = String(form.get("alt") ?? "");
  const refuse = (errors: FieldErrors, status = 400) => json<PictureActionData>({ errors, intent: "picture", alt }, { status });
  const errors: FieldErrors = {};
  if (!(picture instanceof File) || picture.size === 0) errors.picture = ["Choose a picture to upload."];
  else if (picture.size > MAX_PICTURE_BYTES) errors.picture = [PICTURE_TOO_LARGE];
  if (options.altRequired && alt.trim() === "") errors.alt = [ALT_REQUIRED];
  if (Object.keys(errors).length > 0 || !(picture instanceof File)) return refuse(errors);
  try {
    await options.send(picture, alt);
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) {
      const { picture: pictureErrors, alt: altErrors } = fields;
      return refuse(pictureErrors || altErrors ? { ...(pictureErrors && { picture: pictureErrors }), ...(altErrors && { alt: altErrors }) } : { form: [failureMessage(error)] });
    }
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") return refuse({ form: [failureMessage(error)] }, code === "CONFLICT" ? 409 : 403);
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Picture saved" });
  return redirect(options.redirectTo, 303);
}

/** The confirmed removal: the record shows no picture. */
export async function removePicture(context: AppLoadContext, send: () => Promise<unknown>, redirectTo: string) {
  await send();
  flashAlert(context, { alertType: "success", title: "Picture removed" });
  return redirect(redirectTo, 303);
}
