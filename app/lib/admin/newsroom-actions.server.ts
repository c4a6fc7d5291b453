/**
 * The newsroom console's writes (decision 028): the multipart form (fields and the picture, which
 * goes on to GraphQL as it came and is judged by its bytes in the api), archive and delete after
 * a confirm step. Refusals come back as field messages; a write forgets this isolate's public
 * newsroom answers so /newsroom shows it at once.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from "../../../workers/core/media";
import { errorMessage } from "./class-actions.server";
import {
  ArchiveNewsLinkDocument,
  ArchivePressReleaseDocument,
  CreateNewsLinkDocument,
  CreatePressReleaseDocument,
  DeleteNewsLinkDocument,
  DeletePressReleaseDocument,
  UpdateNewsLinkDocument,
  UpdatePressReleaseDocument,
} from "./newsroom-documents.server";
import { newsroomFieldErrors, parseNewsLinkForm, parsePressReleaseForm } from "./newsroom-forms.server";
import { NEWSROOM_KINDS, type NewsroomKind } from "./newsroom-kinds";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { badUserInputFields, graphqlErrorCode } from "~/lib/core/graphql-errors.server";
import { forgetPublicAnswers, mutate } from "~/lib/core/graphql.server";

export interface NewsroomActionData {
  errors: FieldErrors;
  values?: Record<string, string | string[]>;
}

/** The public pages' operations (app/lib/newsroom/newsroom.server.ts). */
const PUBLIC_OPERATIONS = ["Newsroom", "PressReleasePage"];

const refuse = (errors: FieldErrors, values?: NewsroomActionData["values"], status = 400) => json<NewsroomActionData>({ errors, values }, { status });

/** A chosen file, checked for size here (the api judges its bytes); undefined when none was chosen. */
function chosenPicture(form: FormData, field: string): { file?: File; error?: string } {
  const value = form.get(field);
  if (!(value instanceof File) || value.size === 0) return {};
  if (value.size > MAX_PICTURE_BYTES) return { error: PICTURE_TOO_LARGE };
  return { file: value };
}

/** POST of the new or edit form: 400 with field messages, or a 303 to the item's page. */
export async function saveNewsroomItem(request: Request, context: AppLoadContext, form: FormData, kind: NewsroomKind, id?: string) {
  await requireStaff(request, context, id === undefined ? PERMISSIONS.newsroomCreate : PERMISSIONS.newsroomUpdate);
  const values = formValues(form);
  const names = NEWSROOM_KINDS[kind];
  const picture = chosenPicture(form, names.picture);
  const pictureErrors: FieldErrors = picture.error ? { [names.picture]: [picture.error] } : {};
  let send: () => Promise<string>;
  if (kind === "press-releases") {
    const parsed = parsePressReleaseForm(values);
    if (!parsed.ok || picture.error) return refuse({ ...(parsed.ok ? {} : parsed.errors), ...pictureErrors }, values);
    const variables = { input: parsed.value, image: picture.file };
    send = async () =>
      id === undefined
        ? (await mutate(context, CreatePressReleaseDocument, variables)).createPressRelease.id
        : (await mutate(context, UpdatePressReleaseDocument, { id, ...variables })).updatePressRelease.id;
  } else {
    const parsed = parseNewsLinkForm(values);
    if (!parsed.ok || picture.error) return refuse({ ...(parsed.ok ? {} : parsed.errors), ...pictureErrors }, values);
    const variables = { input: parsed.value, logo: picture.file };
    send = async () =>
      id === undefined
        ? (await mutate(context, CreateNewsLinkDocument, variables)).createNewsLink.id
        : (await mutate(context, UpdateNewsLinkDocument, { id, ...variables })).updateNewsLink.id;
  }
  let savedId: string;
  try {
    savedId = await send();
  } catch (error) {
    const fields = badUserInputFields(error);
    if (fields) return refuse(newsroomFieldErrors(kind, fields), values);
    const code = graphqlErrorCode(error);
    if (code === "FORBIDDEN" || code === "CONFLICT") return refuse({ form: [errorMessage(error)] }, values, code === "FORBIDDEN" ? 403 : 409);
    throw error;
  }
  forgetPublicAnswers(PUBLIC_OPERATIONS);
  flashAlert(context, { alertType: "success", title: id === undefined ? `${names.name} created` : `${names.name} saved` });
  return redirect(`/admin/newsroom/${kind}/${savedId}`, 303);
}

/** POST of the confirmed archive: off the public pages, kept here. */
export async function archiveNewsroomItem(request: Request, context: AppLoadContext, kind: NewsroomKind, id: string) {
  await requireStaff(request, context, PERMISSIONS.newsroomUpdate);
  if (kind === "press-releases") await mutate(context, ArchivePressReleaseDocument, { id });
  else await mutate(context, ArchiveNewsLinkDocument, { id });
  forgetPublicAnswers(PUBLIC_OPERATIONS);
  flashAlert(context, { alertType: "success", title: `${NEWSROOM_KINDS[kind].name} archived` });
  return redirect(`/admin/newsroom/${kind}/${id}`, 303);
}

/** POST of the confirmed deletion: gone, back to the list. */
export async function deleteNewsroomItem(request: Request, context: AppLoadContext, kind: NewsroomKind, id: string) {
  await requireStaff(request, context, PERMISSIONS.newsroomDelete);
  if (kind === "press-releases") await mutate(context, DeletePressReleaseDocument, { id });
  else await mutate(context, DeleteNewsLinkDocument, { id });
  forgetPublicAnswers(PUBLIC_OPERATIONS);
  flashAlert(context, { alertType: "success", title: `${NEWSROOM_KINDS[kind].name} deleted` });
  return redirect("/admin/newsroom", 303);
}
