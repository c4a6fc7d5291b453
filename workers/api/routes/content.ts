/**
 * Spec §7's newsroom and blogs calls (decision 028). Reads are public for published items dated
 * today or before; `?view=staff` (the area's `view`) shows every item. Writes are multipart
 * (`POST` creates, `POST {id}` updates) with an optional picture — `image` for a press release or
 * post, `logo` for an in-the-news link — judged by its bytes before anything is stored.
 */
import { Hono, type Context, type HonoRequest } from "hono";
import { z } from "zod";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { ApiError, type FieldErrors } from "../lib/errors";
import { idParam } from "../lib/params";
import { fieldErrors, validate } from "../lib/validate";
import {
  archiveArticle,
  archiveNewsLink,
  ARTICLE_KIND,
  CONTENT_STATUS_NAMES,
  deleteArticle,
  deleteNewsLink,
  findArticle,
  findNewsLink,
  listArticles,
  listNewsLinks,
  MAX_LIST_PAGE,
  NEWS_LINK,
  saveArticle,
  saveNewsLink,
  type ArticleKind,
  type ListFilter,
} from "../services/content";
import { checkUpload, refuseOversizedBody, type CheckedPicture } from "../services/media";

const text = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
const required = (max: number) => text(max).min(1, "is required");

const STATUSES = ["draft", "published", "archived"] as const;
const status = z.enum(STATUSES, { message: "must be draft, published or archived" });

/** A real calendar day, YYYY-MM-DD. */
const day = z
  .string({ error: "must be a date, YYYY-MM-DD" })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "must be a date, YYYY-MM-DD");

export const articleBody = z.object({
  title: required(160),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and single dashes")
    .max(80, "must be at most 80 characters")
    .optional(),
  summary: text(500).default(""),
  body: text(50_000).default(""),
  author: text(120).default(""),
  image_alt: text(200).default(""),
  published_on: day,
  status: status.default("draft"),
});

export const newsLinkBody = z.object({
  outlet: required(120),
  title: required(200),
  url: required(2000).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "must be a web address starting with https://"),
  logo_alt: text(200).default(""),
  published_on: day,
  status: status.default("draft"),
});

const listQuery = z.object({
  view: z.literal("staff").optional(),
  // A query value is text: any string, then one of the statuses.
  status: z.string().pipe(status).optional(),
  search: z.string().trim().max(200, "must be at most 200 characters").optional(),
  /** The one item of this slug (the public press-release page, decision 044). */
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, "must be a slug").optional(),
  // A page of the list (decision 044): without them every item, as the console reads it.
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number).refine((value) => value >= 1 && value <= MAX_LIST_PAGE, `must be between 1 and ${MAX_LIST_PAGE}`).optional(),
  offset: z.string().regex(/^\d{1,5}$/, "must be a whole number from 0 to 99999").transform(Number).optional(),
});

const idPath = z.object({ id: idParam });

/** A read's filter: staff (checked by the caller) or the public's published items. */
const filterOf = (query: z.infer<typeof listQuery>): ListFilter => ({
  ...(query.view === "staff" ? { view: "staff", status: query.status } : { view: "public" }),
  search: query.search || undefined,
  slug: query.slug,
  limit: query.limit,
  offset: query.offset,
  now: new Date(),
});

/** Runs `read` after the view permission when `?view=staff` asks for every item. */
async function readAs<Answer extends Response>(c: Context<ApiContext>, permission: string, read: () => Promise<Answer>): Promise<Answer> {
  if (c.req.query("view") !== "staff") return read();
  let answer: Answer | undefined;
  await requirePermission(permission)(c as never, async () => {
    answer = await read();
  });
  if (!answer) throw new Error("The permission check answered nothing");
  return answer;
}

/**
 * A multipart write: the fields through `schema`, the picture (if a file was chosen) through its
 * bytes; every refusal in one 400, before anything is stored.
 */
async function multipartInput<Schema extends z.ZodType>(
  req: HonoRequest,
  schema: Schema,
  pictureField: string,
): Promise<{ input: z.infer<Schema>; picture: CheckedPicture | undefined }> {
  refuseOversizedBody(req.header("content-length"));
  if (!/^multipart\/form-data/i.test(req.header("content-type") ?? "")) {
    throw new ApiError(400, "BAD_REQUEST", "Send the fields as multipart/form-data", { form: ["Send the fields as multipart/form-data."] });
  }
  const form = await req.formData().catch(() => {
    throw new ApiError(400, "BAD_REQUEST", "Send the fields as multipart/form-data", { form: ["Send the fields as multipart/form-data."] });
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name === "slug" && value.trim() === "")) fields[name] = value;
  }
  const errors: FieldErrors = {};
  const parsed = schema.safeParse(fields);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  const upload = form.get(pictureField);
  let picture: CheckedPicture | undefined;
  if (upload instanceof File && upload.size > 0) {
    try {
      picture = await checkUpload(upload, pictureField);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) throw error;
      Object.assign(errors, error.fields);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", errors);
  return { input: parsed.data, picture };
}

/** Press releases (newsroom.*) and blog posts (blogs.*): the same calls over one table. */
function articleRoutes(kind: ArticleKind) {
  const area = ARTICLE_KIND[kind].area;
  // A blog post names its author; a press release speaks for the school.
  const body = kind === "blog" ? articleBody.extend({ author: required(120) }) : articleBody;
  const may = (verb: string) => requirePermission(`${area}.${verb}`);
  return new Hono<ApiContext>()
    .get("/", validate("query", listQuery), (c) =>
      readAs(c, `${area}.view`, async () => {
        const list = await listArticles(c.var.db, kind, filterOf(c.req.valid("query")));
        return c.json({ data: list, meta: { count: list.length } });
      }),
    )
    .get("/:idOrSlug{[a-z0-9-]{1,80}}", validate("query", listQuery), (c) =>
      readAs(c, `${area}.view`, async () => c.json(await findArticle(c.var.db, kind, c.req.param("idOrSlug"), filterOf(c.req.valid("query"))))),
    )
    .post("/", may("create"), async (c) => {
      const { input, picture } = await multipartInput(c.req, body, "image");
      const db = c.var.db;
      const id = await saveArticle(db, c.env.MEDIA, c.var.caller, kind, undefined, input, picture);
      return c.json(await findArticle(db, kind, String(id), { view: "staff", now: new Date() }), 201);
    })
    .post("/:id{[0-9]+}", may("update"), validate("param", idPath), async (c) => {
      const db = c.var.db;
      const { id } = c.req.valid("param");
      await findArticle(db, kind, String(id), { view: "staff", now: new Date() });
      const { input, picture } = await multipartInput(c.req, body, "image");
      await saveArticle(db, c.env.MEDIA, c.var.caller, kind, id, input, picture);
      return c.json(await findArticle(db, kind, String(id), { view: "staff", now: new Date() }));
    })
    .put("/:id{[0-9]+}/archive", may("update"), validate("param", idPath), async (c) => {
      const db = c.var.db;
      const { id } = c.req.valid("param");
      await archiveArticle(db, c.var.caller, kind, id);
      return c.json(await findArticle(db, kind, String(id), { view: "staff", now: new Date() }));
    })
    .delete("/:id{[0-9]+}", may("delete"), validate("param", idPath), async (c) => {
      const { id } = c.req.valid("param");
      await deleteArticle(c.var.db, c.env.MEDIA, c.var.caller, kind, id);
      return c.json({ id, deleted: true });
    });
}

const linkRoutes = new Hono<ApiContext>()
  .get("/", validate("query", listQuery), (c) =>
    readAs(c, "newsroom.view", async () => {
      const list = await listNewsLinks(c.var.db, filterOf(c.req.valid("query")));
      return c.json({ data: list, meta: { count: list.length } });
    }),
  )
  .get("/:id{[0-9]+}", validate("param", idPath), validate("query", listQuery), (c) =>
    readAs(c, "newsroom.view", async () => c.json(await findNewsLink(c.var.db, c.req.valid("param").id, filterOf(c.req.valid("query"))))),
  )
  .post("/", requirePermission("newsroom.create"), async (c) => {
    const { input, picture } = await multipartInput(c.req, newsLinkBody, "logo");
    const db = c.var.db;
    const id = await saveNewsLink(db, c.env.MEDIA, c.var.caller, undefined, input, picture);
    return c.json(await findNewsLink(db, id, { view: "staff", now: new Date() }), 201);
  })
  .post("/:id{[0-9]+}", requirePermission("newsroom.update"), validate("param", idPath), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await findNewsLink(db, id, { view: "staff", now: new Date() });
    const { input, picture } = await multipartInput(c.req, newsLinkBody, "logo");
    await saveNewsLink(db, c.env.MEDIA, c.var.caller, id, input, picture);
    return c.json(await findNewsLink(db, id, { view: "staff", now: new Date() }));
  })
  .put("/:id{[0-9]+}/archive", requirePermission("newsroom.update"), validate("param", idPath), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    await archiveNewsLink(db, c.var.caller, id);
    return c.json(await findNewsLink(db, id, { view: "staff", now: new Date() }));
  })
  .delete("/:id{[0-9]+}", requirePermission("newsroom.delete"), validate("param", idPath), async (c) => {
    const { id } = c.req.valid("param");
    await deleteNewsLink(c.var.db, c.env.MEDIA, c.var.caller, id);
    return c.json({ id, deleted: true });
  });

export const newsroomRoutes = new Hono<ApiContext>()
  .get("/statuses", (c) => c.json({ data: CONTENT_STATUS_NAMES }))
  .route(`/${ARTICLE_KIND["press-release"].resource}`, articleRoutes("press-release"))
  .route(`/${NEWS_LINK.resource}`, linkRoutes);

export const blogsRoutes = articleRoutes("blog");
