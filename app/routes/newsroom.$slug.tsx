import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MealPicture } from "~/components/catalog/MealPicture";
import { publicQuery, failureOf } from "~/lib/core/graphql.server";
import { dataMeta, useNonce } from "~/components/core/layout-kit";
import type { CardPicture } from "~/lib/seo/social-card";
import { formatNewsDate, newsArticleJsonLd, PressReleasePageQuery } from "~/lib/newsroom/newsroom.server";

export const meta = dataMeta<{ title: string; summary: string; canonical: string; image?: CardPicture | null }>((release) => ({
  title: release.title,
  description: release.summary || release.title,
  canonical: release.canonical,
  // A press release's link preview is an article with its own image (decision 071).
  kind: "article",
  picture: release.image,
}));

/** Spec §2 /newsroom/{slug}: one press release; unknown, draft, archived or later-dated is the 404 page. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const notFound = new Response("Not Found", { status: 404 });
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw notFound;
  let pressRelease;
  try {
    ({ pressRelease } = await publicQuery(context, PressReleasePageQuery, { slug }));
  } catch (error) {
    if (failureOf(error)?.inputFields) throw notFound;
    throw error;
  }
  if (!pressRelease) throw notFound;
  const canonical = new URL(`/newsroom/${pressRelease.slug}`, request.url).href;
  return {
    ...pressRelease,
    canonical,
    date: formatNewsDate(pressRelease.publishedOn),
    jsonLd: newsArticleJsonLd({
      title: pressRelease.title,
      summary: pressRelease.summary,
      url: canonical,
      publishedOn: pressRelease.publishedOn,
      updatedAt: pressRelease.updatedAt,
      image: pressRelease.image,
      publisher: { name: context.config.brandName, url: context.config.marketingBaseUrl },
    }),
  };
}

export default function PressReleasePage() {
  const release = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <div className="page prose-page press-release-page">
      <p className="back-link">
        <Link to="/newsroom">
          <span aria-hidden="true">← </span>Newsroom
        </Link>
      </p>
      <article aria-labelledby="press-release-heading">
        <p className="eyebrow">
          Press release · <time dateTime={release.publishedOn}>{release.date}</time>
        </p>
        <h1 id="press-release-heading">{release.title}</h1>
        {release.summary ? <p className="lead">{release.summary}</p> : null}
        {release.image ? <MealPicture picture={release.image} className="meal-page__picture" priority /> : null}
        {/* Rendered by the graphql worker with micromark's safe defaults (decision 028): no raw HTML, no script addresses. */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: release.bodyHtml }} />
      </article>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: release.jsonLd }} />
    </div>
  );
}
