/**
 * The newsroom over GraphQL (decision 028). Public reads go through the edge cache like the
 * catalog's lists (a press release by slug is found in the cached list, so its page is cached
 * too); staff writes call REST with the caller's token, and every write forgets the cached
 * newsroom answers so /newsroom shows the change at once. Uploads pass on as multipart. Staff
 * reads, archiving and deleting are content.ts's, by kind (decision 093).
 */
import { renderMarkdown } from "../../core/markdown";
import type {
  MutationResolvers,
  NewsLinkInput,
  NewsLinkResolvers,
  PressReleaseInput,
  PressReleaseResolvers,
  QueryResolvers,
} from "../../../graphql/generated/resolvers.generated";
import { type ApiClient, params } from "../datasources/api";
import { badUserInput, type FieldMessages, numericId } from "./errors";
import { rest } from "./rest";

const releases = (api: ApiClient) => api.rpc.newsroom["press-releases"];
const links = (api: ApiClient) => api.rpc.newsroom["in-the-news"];

/** An item's path parameter, its id checked as the argument `id`. */
export const idParam = (id: string) => ({ param: { id: String(numericId(id, "id")) } });
/** One item by id for staff, whatever its status. */
export const staffItem = (id: string) => ({ param: { idOrSlug: String(numericId(id, "id")) }, query: { view: "staff" as const } });

/** The REST multipart body: each field as text, the picture (if any) as a file. */
function multipart(fields: Record<string, string | null | undefined>, picture?: { name: string; file: File | null | undefined }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.set(name, value);
  if (picture?.file) form.set(picture.name, picture.file, picture.file.name);
  return form;
}

/** A press release's or blog post's REST body, with its image when one was chosen. */
export const articleMultipart = (fields: Record<string, string | null | undefined>, image: File | null | undefined) => multipart(fields, { name: "image", file: image });

const releaseFields = (input: PressReleaseInput) => ({
  title: input.title,
  slug: input.slug,
  summary: input.summary,
  body: input.body,
  image_alt: input.imageAlt,
  published_on: input.publishedOn,
  status: input.status,
});

const linkFields = (input: NewsLinkInput) => ({
  outlet: input.outlet,
  title: input.title,
  url: input.url,
  logo_alt: input.logoAlt,
  published_on: input.publishedOn,
  status: input.status,
});

/** A newsroom write, then the cached newsroom answers forgotten. */
async function write<T>(api: ApiClient, answer: Promise<T>): Promise<T> {
  const written = await rest(answer);
  await api.forgetShared("newsroom/");
  return written;
}

/** The most items one page of a public newsroom list gives (decision 044; docs/partner-api.md). */
export const MAX_NEWSROOM_PAGE = 50;
const MAX_OFFSET = 10_000;

/** `first`/`offset` as the api's limit/offset (at most `max` a page), or BAD_USER_INPUT naming the argument. */
export function listPage(first: number | null | undefined, offset: number | null | undefined, max: number, fallback: number): { limit: number; offset: number } {
  const fields: FieldMessages = {};
  const limit = first ?? fallback;
  const skip = offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) fields.first = [`must be between 1 and ${max}`];
  if (!Number.isInteger(skip) || skip < 0 || skip > MAX_OFFSET) fields.offset = [`must be between 0 and ${MAX_OFFSET.toLocaleString("en-US")}`];
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
  return { limit, offset: skip };
}

/** The console's lists: a page of at most 100 at the database (decision 044). */
export const staffSearch = (status: string | null | undefined, search: string | null | undefined, first: number | null | undefined, offset: number | null | undefined) => ({
  query: { view: "staff" as const, ...params({ status: status || undefined, search: search || undefined, ...listPage(first, offset, 100, 100) }) },
});

export const newsroomQueries: Pick<
  QueryResolvers,
  "pressReleases" | "pressRelease" | "inTheNews" | "newsroomStatuses"
> = {
  pressReleases: async (_parent, { first, offset }, { api }) =>
    (await api.read(releases(api).$get({ query: params(listPage(first, offset, MAX_NEWSROOM_PAGE, 12)) }))).data,
  // One row by its slug at the database, not the whole list filtered here (decision 044); still a
  // cached public list, so a newsroom write forgets it with the others.
  pressRelease: async (_parent, { slug }, { api }) =>
    /^[a-z0-9-]{1,80}$/.test(slug) ? ((await api.read(releases(api).$get({ query: { slug } }))).data[0] ?? null) : null,
  inTheNews: async (_parent, { first, offset }, { api }) =>
    (await api.read(links(api).$get({ query: params(listPage(first, offset, MAX_NEWSROOM_PAGE, 20)) }))).data,
  newsroomStatuses: async (_parent, _args, { api }) => [...(await api.read(api.rpc.newsroom.statuses.$get())).data],
};

export const newsroomMutations: Pick<MutationResolvers, "createPressRelease" | "updatePressRelease" | "createNewsLink" | "updateNewsLink"> = {
  // The api reads these writes as multipart (fields and a picture), not through a validator: the
  // form goes as the request's body.
  createPressRelease: (_parent, { input, image }, { api }) =>
    write(api, api.read(releases(api).$post({}, { init: { body: articleMultipart(releaseFields(input), image) } }))),
  updatePressRelease: (_parent, { id, input, image }, { api }) =>
    write(api, api.read(releases(api)[":id{[0-9]+}"].$post(idParam(id), { init: { body: articleMultipart(releaseFields(input), image) } }))),
  createNewsLink: (_parent, { input, logo }, { api }) =>
    write(api, api.read(links(api).$post({}, { init: { body: multipart(linkFields(input), { name: "logo", file: logo }) } }))),
  updateNewsLink: (_parent, { id, input, logo }, { api }) =>
    write(api, api.read(links(api)[":id{[0-9]+}"].$post(idParam(id), { init: { body: multipart(linkFields(input), { name: "logo", file: logo }) } }))),
};

export const PressRelease: PressReleaseResolvers = {
  bodyHtml: (release) => renderMarkdown(release.body),
  publishedOn: (release) => release.published_on,
  updatedAt: (release) => release.updated_at,
};

export const NewsLink: NewsLinkResolvers = {
  publishedOn: (link) => link.published_on,
  updatedAt: (link) => link.updated_at,
};
