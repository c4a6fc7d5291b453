/**
 * Written content (decision 028): press releases and blog posts (`articles`, one frame told apart
 * by kind) and the newsroom's in-the-news links. Staff write them through multipart routes with
 * a picture judged by its bytes and stored in MEDIA; each change is one D1 batch with its audit
 * record. The public sees a published item from its date on (the school's calendar day);
 * drafts, archived and future-dated items stay with staff.
 */
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { localDate } from "../../core/dates";
import { type Database, schema } from "../db";
import { ApiError, notFound, type FieldErrors } from "../lib/errors";
import { auditInsert } from "./audit";
import { contains } from "../lib/sql";
import type { AuditedRecord } from "../../core/audited-records";
import { forgetPicture, putPicture, recordPicture, type CheckedPicture } from "./media";
import type { PictureJson } from "./meals";
import type { Caller } from "./users";

const { articles, newsLinks, media } = schema;

/** One D1 batch of a list of statements; answers each statement's result. */
function runBatch(db: Database, statements: Array<BatchItem<"sqlite">>): Promise<unknown[]> {
  return db.batch(statements as [BatchItem<"sqlite">, ...Array<BatchItem<"sqlite">>]);
}

/** The audit record of a create, naming the row the statement just before it inserted. */
function createdAudit(db: Database, actor: Caller, action: string, resource: AuditedRecord, after: unknown): BatchItem<"sqlite"> {
  return auditInsert(db, { actor, action, resource, resourceId: sql`cast(last_insert_rowid() AS text)`, before: null, after });
}

export type ArticleKind = (typeof schema.ARTICLE_KINDS)[number];
export type ContentStatus = (typeof schema.CONTENT_STATUSES)[number];

/** GET newsroom/statuses (spec §7: "statuses come from the server"). */
export const CONTENT_STATUS_NAMES: ReadonlyArray<{ key: ContentStatus; name: string }> = [
  { key: "draft", name: "Draft" },
  { key: "published", name: "Published" },
  { key: "archived", name: "Archived" },
];

/** How each kind is named in paths, audit records and messages. */
export const ARTICLE_KIND = {
  "press-release": { resource: "press-releases", area: "newsroom", folder: "press-releases", noun: "Press release" },
  blog: { resource: "blogs", area: "blogs", folder: "blogs", noun: "Blog post" },
} as const satisfies Record<ArticleKind, { resource: string; area: string; folder: string; noun: string }>;

export const NEWS_LINK = { resource: "in-the-news", area: "newsroom", folder: "in-the-news", noun: "In-the-news link" } as const;

/** What staff give for a press release or post (routes/content.ts validates the shape). */
export interface ArticleInput {
  title: string;
  /** Left out: made from the title (new) or kept (existing). */
  slug?: string;
  summary: string;
  body: string;
  author: string;
  image_alt: string;
  published_on: string;
  status: ContentStatus;
}

export interface NewsLinkInput {
  outlet: string;
  title: string;
  url: string;
  logo_alt: string;
  published_on: string;
  status: ContentStatus;
}

export interface ListFilter {
  /** Staff: any status, or the one named; public: published and dated today or before. */
  view: "public" | "staff";
  status?: ContentStatus;
  /** Words anywhere in the title (and outlet), case-insensitively. */
  search?: string;
  /** Press releases and blog posts: only the one of this slug. */
  slug?: string;
  /** A page (decision 044): at most this many items, after skipping `offset`; all without it. */
  limit?: number;
  offset?: number;
  now: Date;
}

/** The most items one page of a newsroom or blog list may ask for. */
export const MAX_LIST_PAGE = 100;

const badRequest = (fields: FieldErrors) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

function pictureOf(
  row: { key: string; content_type: string; width: number; height: number; widths: number[] } | null,
  alt: string,
  fallback: string,
): PictureJson | null {
  return row?.key ? { key: row.key, content_type: row.content_type, width: row.width, height: row.height, widths: row.widths, alt: alt || fallback } : null;
}

const mediaColumns = { key: media.key, content_type: media.content_type, width: media.width, height: media.height, widths: media.widths };

function visibility(table: typeof articles | typeof newsLinks, filter: ListFilter): SQL[] {
  if (filter.view === "public") return [sql`${table.status} = 'published'`, sql`${table.published_on} <= ${localDate(filter.now)}`];
  return filter.status ? [sql`${table.status} = ${filter.status}`] : [];
}

// ---------------------------------------------------------------------------------------------
// Press releases and blog posts

export async function listArticles(db: Database, kind: ArticleKind, filter: ListFilter, ids?: number[]) {
  const where = [eq(articles.kind, kind), ...visibility(articles, filter)];
  if (filter.search) where.push(contains(articles.title, filter.search));
  if (filter.slug) where.push(eq(articles.slug, filter.slug));
  if (ids) where.push(sql`${articles.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  const rows = await db
    .select({ article: articles, image: mediaColumns })
    .from(articles)
    .leftJoin(media, eq(media.key, articles.image_key))
    .where(and(...where))
    .orderBy(desc(articles.published_on), desc(articles.id))
    .limit(filter.limit ?? -1)
    .offset(filter.offset ?? 0);
  return rows.map(({ article, image }) => {
    const { image_key: _key, image_alt: alt, ...columns } = article;
    return { ...columns, image: pictureOf(image, alt, article.title) };
  });
}

export type ArticleJson = Awaited<ReturnType<typeof listArticles>>[number];

/** One by id or slug; the public sees only what it may. */
export async function findArticle(db: Database, kind: ArticleKind, idOrSlug: string, filter: ListFilter): Promise<ArticleJson> {
  const where = [eq(articles.kind, kind), ...visibility(articles, filter)];
  where.push(/^\d{1,9}$/.test(idOrSlug) ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug));
  const [row] = await db
    .select({ article: articles, image: mediaColumns })
    .from(articles)
    .leftJoin(media, eq(media.key, articles.image_key))
    .where(and(...where))
    .limit(1);
  if (!row) throw notFound(ARTICLE_KIND[kind].noun);
  const { image_key: _key, image_alt: alt, ...columns } = row.article;
  return { ...columns, image: pictureOf(row.image, alt, row.article.title) };
}

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "") || "news";

/** A slug no other item of the kind has: the one asked for must be free; a made one gets -2, -3 … */
async function freeSlug(db: Database, kind: ArticleKind, input: ArticleInput, id?: number): Promise<string> {
  const others = (condition: SQL) => and(eq(articles.kind, kind), condition, id === undefined ? undefined : ne(articles.id, id));
  if (input.slug !== undefined) {
    const [taken] = await db.select({ id: articles.id }).from(articles).where(others(eq(articles.slug, input.slug))).limit(1);
    if (taken) throw badRequest({ slug: [`is already used by another ${ARTICLE_KIND[kind].noun.toLowerCase()}`] });
    return input.slug;
  }
  const base = slugOf(input.title);
  const taken = new Set(
    (await db.select({ slug: articles.slug }).from(articles).where(others(sql`substr(${articles.slug}, 1, ${base.length}) = ${base}`))).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/** The same slug saved by someone else between the check and the batch: the unique index refuses it. */
async function slugRace<T>(kind: ArticleKind, batch: Promise<T>): Promise<T> {
  try {
    return await batch;
  } catch (error) {
    const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
    if (/UNIQUE constraint failed: articles\./i.test(text)) throw badRequest({ slug: [`is already used by another ${ARTICLE_KIND[kind].noun.toLowerCase()}`] });
    throw error;
  }
}

/** The record as its audit entry keeps it. */
function articleSnapshot(article: Omit<ArticleJson, "image" | "id" | "created_at" | "updated_at" | "kind"> & { image_key: string | null; image_alt: string }) {
  const { title, slug, summary, body, author, image_key, image_alt, published_on, status } = article;
  return { title, slug, summary, body, author, image_key, image_alt, published_on, status };
}

/**
 * POST (create) and POST {id} (update): every field; a checked picture, when given, becomes the
 * image (stored in MEDIA just before the batch; the one it replaces deleted after it).
 */
export async function saveArticle(
  db: Database,
  bucket: R2Bucket,
  actor: Caller,
  kind: ArticleKind,
  id: number | undefined,
  input: ArticleInput,
  image: CheckedPicture | undefined,
): Promise<number> {
  const names = ARTICLE_KIND[kind];
  const existing = id === undefined ? undefined : await findArticle(db, kind, String(id), { view: "staff", now: new Date() });
  const slug = existing && input.slug === undefined ? existing.slug : await freeSlug(db, kind, input, id);
  const stored = image ? await putPicture(bucket, names.folder, image) : undefined;
  const columns = {
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    author: input.author,
    image_key: stored?.key ?? existing?.image?.key ?? null,
    image_alt: input.image_alt,
    published_on: input.published_on,
    status: input.status,
  };
  const pictureRow = stored ? [recordPicture(db, stored)] : [];
  if (existing === undefined) {
    const results = await slugRace(
      kind,
      runBatch(db, [
        ...pictureRow,
        db.insert(articles).values({ kind, ...columns }).returning({ id: articles.id }),
        createdAudit(db, actor, `${names.area}.create`, names.resource, articleSnapshot(columns)),
      ]),
    );
    const created = (results[pictureRow.length] as Array<{ id: number }>)[0];
    if (!created) throw new Error(`The ${names.noun.toLowerCase()} was not created`);
    return created.id;
  }
  const before = articleSnapshot({ ...existing, image_key: existing.image?.key ?? null, image_alt: existing.image?.alt === existing.title ? "" : (existing.image?.alt ?? "") });
  await slugRace(
    kind,
    runBatch(db, [
      ...pictureRow,
      db.update(articles).set({ ...columns, updated_at: new Date().toISOString() }).where(eq(articles.id, existing.id)),
      auditInsert(db, { actor, action: `${names.area}.update`, resource: names.resource, resourceId: existing.id, before, after: articleSnapshot(columns) }),
    ]),
  );
  if (existing.image && existing.image.key !== columns.image_key) await forgetPicture(db, bucket, existing.image.key);
  return existing.id;
}

/** PUT {id}/archive: off public pages, kept for staff; audited. Archiving an archived item changes nothing. */
export async function archiveArticle(db: Database, actor: Caller, kind: ArticleKind, id: number): Promise<void> {
  const existing = await findArticle(db, kind, String(id), { view: "staff", now: new Date() });
  if (existing.status === "archived") return;
  const names = ARTICLE_KIND[kind];
  await db.batch([
    db.update(articles).set({ status: "archived", updated_at: new Date().toISOString() }).where(eq(articles.id, id)),
    auditInsert(db, { actor, action: `${names.area}.archive`, resource: names.resource, resourceId: id, before: { status: existing.status }, after: { status: "archived" } }),
  ]);
}

/** DELETE {id}: gone for good (its history stays in the audit log); its picture deleted if no one else shows it. */
export async function deleteArticle(db: Database, bucket: R2Bucket, actor: Caller, kind: ArticleKind, id: number): Promise<void> {
  const existing = await findArticle(db, kind, String(id), { view: "staff", now: new Date() });
  const names = ARTICLE_KIND[kind];
  const { image, id: _id, created_at: _c, updated_at: _u, kind: _k, ...rest } = existing;
  await db.batch([
    db.delete(articles).where(eq(articles.id, id)),
    auditInsert(db, { actor, action: `${names.area}.delete`, resource: names.resource, resourceId: id, before: { ...rest, image_key: image?.key ?? null }, after: null }),
  ]);
  if (image) await forgetPicture(db, bucket, image.key);
}

// ---------------------------------------------------------------------------------------------
// In the news

export async function listNewsLinks(db: Database, filter: ListFilter, ids?: number[]) {
  const where = visibility(newsLinks, filter);
  if (filter.search) {
    const words = filter.search.toLowerCase();
    where.push(sql`(instr(lower(${newsLinks.title}), ${words}) > 0 OR instr(lower(${newsLinks.outlet}), ${words}) > 0)`);
  }
  if (ids) where.push(sql`${newsLinks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  const rows = await db
    .select({ link: newsLinks, logo: mediaColumns })
    .from(newsLinks)
    .leftJoin(media, eq(media.key, newsLinks.logo_key))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(newsLinks.published_on), desc(newsLinks.id))
    .limit(filter.limit ?? -1)
    .offset(filter.offset ?? 0);
  return rows.map(({ link, logo }) => {
    const { logo_key: _key, logo_alt: alt, ...columns } = link;
    return { ...columns, logo: pictureOf(logo, alt, link.outlet) };
  });
}

export type NewsLinkJson = Awaited<ReturnType<typeof listNewsLinks>>[number];

export async function findNewsLink(db: Database, id: number, filter: ListFilter): Promise<NewsLinkJson> {
  const [row] = await listNewsLinks(db, filter, [id]);
  if (!row) throw notFound(NEWS_LINK.noun);
  return row;
}

function linkSnapshot(link: NewsLinkInput & { logo_key: string | null }) {
  const { outlet, title, url, logo_key, logo_alt, published_on, status } = link;
  return { outlet, title, url, logo_key, logo_alt, published_on, status };
}

export async function saveNewsLink(
  db: Database,
  bucket: R2Bucket,
  actor: Caller,
  id: number | undefined,
  input: NewsLinkInput,
  logo: CheckedPicture | undefined,
): Promise<number> {
  const existing = id === undefined ? undefined : await findNewsLink(db, id, { view: "staff", now: new Date() });
  const stored = logo ? await putPicture(bucket, NEWS_LINK.folder, logo) : undefined;
  const columns = { ...input, logo_key: stored?.key ?? existing?.logo?.key ?? null };
  const pictureRow = stored ? [recordPicture(db, stored)] : [];
  if (existing === undefined) {
    const results = await runBatch(db, [
      ...pictureRow,
      db.insert(newsLinks).values(columns).returning({ id: newsLinks.id }),
      createdAudit(db, actor, `${NEWS_LINK.area}.create`, NEWS_LINK.resource, linkSnapshot(columns)),
    ]);
    const created = results[pictureRow.length] as Array<{ id: number }>;
    const newId = created[0]?.id;
    if (newId === undefined) throw new Error("The link was not created");
    return newId;
  }
  const before = linkSnapshot({ ...existing, logo_key: existing.logo?.key ?? null, logo_alt: existing.logo?.alt === existing.outlet ? "" : (existing.logo?.alt ?? "") });
  await runBatch(db, [
    ...pictureRow,
    db.update(newsLinks).set({ ...columns, updated_at: new Date().toISOString() }).where(eq(newsLinks.id, existing.id)),
    auditInsert(db, { actor, action: `${NEWS_LINK.area}.update`, resource: NEWS_LINK.resource, resourceId: existing.id, before, after: linkSnapshot(columns) }),
  ]);
  if (existing.logo && existing.logo.key !== columns.logo_key) await forgetPicture(db, bucket, existing.logo.key);
  return existing.id;
}

export async function archiveNewsLink(db: Database, actor: Caller, id: number): Promise<void> {
  const existing = await findNewsLink(db, id, { view: "staff", now: new Date() });
  if (existing.status === "archived") return;
  await db.batch([
    db.update(newsLinks).set({ status: "archived", updated_at: new Date().toISOString() }).where(eq(newsLinks.id, id)),
    auditInsert(db, { actor, action: `${NEWS_LINK.area}.archive`, resource: NEWS_LINK.resource, resourceId: id, before: { status: existing.status }, after: { status: "archived" } }),
  ]);
}

export async function deleteNewsLink(db: Database, bucket: R2Bucket, actor: Caller, id: number): Promise<void> {
  const existing = await findNewsLink(db, id, { view: "staff", now: new Date() });
  const { logo, id: _id, created_at: _c, updated_at: _u, ...rest } = existing;
  await db.batch([
    db.delete(newsLinks).where(eq(newsLinks.id, id)),
    auditInsert(db, { actor, action: `${NEWS_LINK.area}.delete`, resource: NEWS_LINK.resource, resourceId: id, before: { ...rest, logo_key: logo?.key ?? null }, after: null }),
  ]);
  if (logo) await forgetPicture(db, bucket, logo.key);
}
