/**
 * The public newsroom (spec §2, decision 028): its GraphQL reads, shared by every visitor through
 * the edge cache like the catalog's, and the schema.org NewsArticle markup of a press release.
 */
import { graphql } from "../../../graphql/generated/client";

/** /newsroom: press releases and in-the-news links, newest first (the api hides the rest). */
export const NewsroomQuery = graphql(`
  query Newsroom($releases: Int!, $releasesOffset: Int!, $links: Int!, $linksOffset: Int!) {
    pressReleases(first: $releases, offset: $releasesOffset) {
      id
      slug
      title
      summary
      publishedOn
      image {
        ...PictureFields
      }
    }
    inTheNews(first: $links, offset: $linksOffset) {
      id
      outlet
      title
      url
      publishedOn
      logo {
        ...PictureFields
      }
    }
  }
`);

/** /newsroom/{slug}: one published press release, its body as safe HTML. */
export const PressReleasePageQuery = graphql(`
  query PressReleasePage($slug: String!) {
    pressRelease(slug: $slug) {
      id
      slug
      title
      summary
      bodyHtml
      publishedOn
      updatedAt
      image {
        ...PictureFields
      }
    }
  }
`);

/** "November 2, 2026" from YYYY-MM-DD, read as a calendar day (no time zone shift). */
export function formatNewsDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export interface NewsArticleInput {
  title: string;
  summary: string;
  url: string;
  publishedOn: string;
  updatedAt: string;
  image: { url: string; width: number; height: number } | null | undefined;
  publisher: { name: string; url: string };
}

/** https://schema.org/NewsArticle, serialized safely for an inline <script> element. */
export function newsArticleJsonLd(input: NewsArticleInput): string {
  const origin = new URL(input.url).origin;
  const article = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: input.title,
    description: input.summary || undefined,
    url: input.url,
    mainEntityOfPage: input.url,
    datePublished: input.publishedOn,
    dateModified: input.updatedAt,
    image: input.image ? [{ "@type": "ImageObject", url: new URL(input.image.url, origin).href, width: input.image.width, height: input.image.height }] : undefined,
    author: { "@type": "Organization", name: input.publisher.name, url: input.publisher.url },
    publisher: { "@type": "Organization", name: input.publisher.name, url: input.publisher.url },
  };
  return JSON.stringify(article).replace(/</g, "\\u003c");
}
