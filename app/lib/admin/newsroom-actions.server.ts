/**
 * The console's writes of written content (decision 028) — press releases, in-the-news links and
 * blog posts: the multipart form (fields and the picture, which goes on to GraphQL as it came and
 * is judged by its bytes in the api), archive and delete after a confirm step. Refusals come back
 * as field messages; a newsroom write forgets this isolate's public newsroom answers so /newsroom
 * shows it at once.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from "../../../workers/core/media";
import {
  ArchiveContentItemDocument,
  CreateBlogPostDocument,
  CreateNewsLinkDocument,
  CreatePressReleaseDocument,
  DeleteContentItemDocument,
  UpdateBlogPostDocument,
  UpdateNewsLinkDocument,
  UpdatePressReleaseDocument,
} from "./newsroom-documents.server";
import { newsroomFieldErrors, parseBlogPostForm, parseNewsLinkForm, parsePressReleaseForm } from "./newsroom-forms.server";
import { CONTENT_KINDS, contentPermission, type ContentKind } from "./newsroom-kinds";
import { requireStaff } from "./staff.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { forgetPublicAnswers, mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { pageCache } from "~/lib/core/page-cache.server";

export interface NewsroomActionData {
  errors: FieldErrors;
  values?: Record<string, string | string[]>;
}

/** The public newsroom pages' operations (app/lib/newsroom/newsroom.server.ts). */
const PUBLIC_OPERATIONS = ["Newsroom", "PressReleasePage"];

const refuse = (errors: FieldErrors, values?: NewsroomActionData["values"], status = 400) => json<NewsroomActionData>({ errors, values }, { status });

/** A chosen file, checked for size here (the api judges its bytes); undefined when none was chosen. */
function chosenPicture(form: FormData, field: string): { file?: File; error?: string } {
  const value = form.get(field);
  if (!(value instanceof File) || value.size === 0) return {};
  if (value.size > MAX_PICTURE_BYTES) return { error: PICTURE_TOO_LARGE };
  return { file: value };
}

function afterWrite(kind: ContentKind) {
  if (CONTENT_KINDS[kind].area !== "newsroom") return;
  forgetPublicAnswers(PUBLIC_OPERATIONS);
  pageCache.forget("/newsroom");
}

/** The GraphQL write of the parsed form, or the form's refusal. */
function prepare(context: AppLoadContext, kind: ContentKind, values: Record<string, string | string[]>, file: File | undefined, id?: string) {
  if (kind === "press-releases") {
    const parsed = parsePressReleaseForm(values);
    if (!parsed.ok) return { errors: parsed.errors };
    const variables = { input: parsed.value, image: file };
    return {
      send: async () =>
        id === undefined
          ? (await mutate(context, CreatePressReleaseDocument, variables)).createPressRelease.id
          : (await mutate(context, UpdatePressReleaseDocument, { id, ...variables })).updatePressRelease.id,
    };
  }
  if (kind === "blogs") {
    const parsed = parseBlogPostForm(values);
    if (!parsed.ok) return { errors: parsed.errors };
    const variables = { input: parsed.value, image: file };
    return {
      send: async () =>
        id === undefined
          ? (await mutate(context, CreateBlogPostDocument, variables)).createBlogPost.id
          : (await mutate(context, UpdateBlogPostDocument, { id, ...variables })).updateBlogPost.id,
    };
  }
  const parsed = parseNewsLinkForm(values);
  if (!parsed.ok) return { errors: parsed.errors };
  const variables = { input: parsed.value, logo: file };
  return {
    send: async () =>
      id === undefined
        ? (await mutate(context, CreateNewsLinkDocument, variables)).createNewsLink.id
        : (await mutate(context, UpdateNewsLinkDocument, { id, ...variables })).updateNewsLink.id,
  };
}

/** POST of the new or edit form: 400 with field messages, or a 303 to the item's page. */
export async function saveNewsroomItem(request: Request, context: AppLoadContext, form: FormData, kind: ContentKind, id?: string) {
  await requireStaff(request, context, contentPermission(kind, id === undefined ? "create" : "update"));
  const values = formValues(form);
  const names = CONTENT_KINDS[kind];
  const picture = chosenPicture(form, names.picture);
  const prepared = prepare(context, kind, values, picture.file, id);
  if (!prepared.send || picture.error) {
    return refuse({ ...(prepared.errors ?? {}), ...(picture.error ? { [names.picture]: [picture.error] } : {}) }, values);
  }
  let savedId: string;
  try {
    savedId = await prepared.send();
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return refuse(newsroomFieldErrors(kind, fields), values);
    const code = failureOf(error)?.code;
    if (code === "FORBIDDEN" || code === "CONFLICT") return refuse({ form: [failureMessage(error)] }, values, code === "FORBIDDEN" ? 403 : 409);
    throw error;
  }
  afterWrite(kind);
  flashAlert(context, { alertType: "success", title: id === undefined ? `${names.name} created` : `${names.name} saved` });
  return redirect(`${names.base}/${savedId}`, 303);
}

/** POST of the confirmed archive: off the public pages, kept here. */
export async function archiveNewsroomItem(request: Request, context: AppLoadContext, kind: ContentKind, id: string) {
  await requireStaff(request, context, contentPermission(kind, "update"));
  await mutate(context, ArchiveContentItemDocument, { kind: CONTENT_KINDS[kind].graphql, id });
  afterWrite(kind);
  flashAlert(context, { alertType: "success", title: `${CONTENT_KINDS[kind].name} archived` });
  return redirect(`${CONTENT_KINDS[kind].base}/${id}`, 303);
}

/** POST of the confirmed deletion: gone, back to the list. */
export async function deleteNewsroomItem(request: Request, context: AppLoadContext, kind: ContentKind, id: string) {
  await requireStaff(request, context, contentPermission(kind, "delete"));
  await mutate(context, DeleteContentItemDocument, { kind: CONTENT_KINDS[kind].graphql, id });
  afterWrite(kind);
  flashAlert(context, { alertType: "success", title: `${CONTENT_KINDS[kind].name} deleted` });
  return redirect(CONTENT_KINDS[kind].list, 303);
}
