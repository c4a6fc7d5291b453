/**
 * The newsroom forms of the console (decision 028), parsed by one zod schema per kind into
 * GraphQL's PressReleaseInput and NewsLinkInput. The picture travels separately, as a File.
 */
import { z } from "zod";
import type { BlogPostInput, NewsLinkInput, PressReleaseInput } from "../../../graphql/generated/client/graphql";
import { apiFieldErrors, type FieldErrors } from "~/lib/core/form-data";
import { optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";
import type { ContentKind } from "./newsroom-kinds";

const status = z.enum(["draft", "published", "archived"], { message: "Choose a status" });

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the publication date, like 2026-11-25");

const pressReleaseSchema = z.object({
  title: requiredText("the title", 160),
  slug: z
    .string()
    .trim()
    .max(80, "Keep the slug to 80 characters or fewer")
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lowercase letters, digits and single dashes in the slug")
    .optional()
    .transform((value) => value || undefined),
  summary: optionalText("the summary", 500),
  body: optionalText("the body", 50_000),
  imageAlt: optionalText("what the image shows", 200),
  publishedOn: day,
  status,
});

const newsLinkSchema = z.object({
  outlet: requiredText("the outlet's name", 120),
  title: requiredText("the article's title", 200),
  url: requiredText("the article's address", 2000).regex(/^https?:\/\/\S+$/i, "Enter the article's address, starting with https://"),
  logoAlt: optionalText("what the logo shows", 200),
  publishedOn: day,
  status,
});

/** A blog post is a press release with its author's name. */
const blogPostSchema = pressReleaseSchema.extend({ author: requiredText("the author's name", 120) });

export function parseBlogPostForm(values: Record<string, unknown>) {
  return parseWith<BlogPostInput>(blogPostSchema, values);
}

export function parsePressReleaseForm(values: Record<string, unknown>) {
  return parseWith<PressReleaseInput>(pressReleaseSchema, values);
}

export function parseNewsLinkForm(values: Record<string, unknown>) {
  return parseWith<NewsLinkInput>(newsLinkSchema, values);
}

const ARTICLE_LABELS: Record<string, [string, string]> = {
  title: ["title", "The title"],
  slug: ["slug", "The slug"],
  summary: ["summary", "The summary"],
  body: ["body", "The body"],
  imageAlt: ["imageAlt", "What the image shows"],
  publishedOn: ["publishedOn", "The date"],
  status: ["status", "The status"],
  image: ["image", "The image"],
};

const LABELS: Record<ContentKind, Record<string, [string, string]>> = {
  blogs: { ...ARTICLE_LABELS, author: ["author", "The author's name"] },
  "press-releases": ARTICLE_LABELS,
  "in-the-news": {
    outlet: ["outlet", "The outlet"],
    title: ["title", "The title"],
    url: ["url", "The address"],
    logoAlt: ["logoAlt", "What the logo shows"],
    publishedOn: ["publishedOn", "The date"],
    status: ["status", "The status"],
    logo: ["logo", "The logo"],
  },
};

/** The api's field refusals under the form's fields. */
export function newsroomFieldErrors(kind: ContentKind, fields: Record<string, string[]>): FieldErrors {
  return apiFieldErrors(fields, LABELS[kind]);
}
