import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MealPicture } from "~/components/catalog/MealPicture";
import { Pager } from "~/components/core/Pager";
import { pageLink, pageParam } from "~/components/core/PageLinks";
import { publicQuery } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";
import { formatNewsDate, NewsroomQuery } from "~/lib/newsroom/newsroom.server";

export const meta = pageMeta("Newsroom", "Press releases from Cache Valley Kitchen and what others wrote about the school.");

/** Press releases and in-the-news links per page (decision 044); `?releases=` and `?news=` page them. */
export const RELEASES_PER_PAGE = 12;
export const LINKS_PER_PAGE = 20;

/**
 * Spec §2 /newsroom: press releases and in-the-news links, newest first; drafts, archived and
 * later-dated items are not shown. Each list shows a page and links to older and newer ones.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const releasesPage = pageParam(params, "releases");
  const linksPage = pageParam(params, "news");
  // One more than shown: whether there is an older page.
  const { pressReleases, inTheNews } = await publicQuery(context, NewsroomQuery, {
    releases: RELEASES_PER_PAGE + 1,
    releasesOffset: (releasesPage - 1) * RELEASES_PER_PAGE,
    links: LINKS_PER_PAGE + 1,
    linksOffset: (linksPage - 1) * LINKS_PER_PAGE,
  });
  return {
    pressReleases: pressReleases.slice(0, RELEASES_PER_PAGE).map((release) => ({ ...release, date: formatNewsDate(release.publishedOn) })),
    inTheNews: inTheNews.slice(0, LINKS_PER_PAGE).map((link) => ({ ...link, date: formatNewsDate(link.publishedOn) })),
    releasePages: {
      newer: releasesPage > 1 ? pageLink(params, "releases", releasesPage - 1) : null,
      older: pressReleases.length > RELEASES_PER_PAGE ? pageLink(params, "releases", releasesPage + 1) : null,
    },
    linkPages: {
      newer: linksPage > 1 ? pageLink(params, "news", linksPage - 1) : null,
      older: inTheNews.length > LINKS_PER_PAGE ? pageLink(params, "news", linksPage + 1) : null,
    },
  };
}

export default function Newsroom() {
  const { pressReleases, inTheNews, releasePages, linkPages } = useLoaderData<typeof loader>();
  return (
    <div className="page newsroom-page">
      <h1>Newsroom</h1>
      <p className="lead">News from our kitchens, and what others have written about us.</p>

      <section className="section" aria-labelledby="press-releases-heading">
        <h2 id="press-releases-heading">Press releases</h2>
        {pressReleases.length === 0 ? (
          <p className="muted">No press releases yet.</p>
        ) : (
          <ul className="card-grid news-list">
            {pressReleases.map((release, index) => (
              <li key={release.id} className="card news-card">
                {/* The first row may be above the fold; the rest load as they come near. */}
                {release.image ? <MealPicture picture={release.image} className="news-card__picture" priority={index === 0} sizes="(min-width: 48rem) 22rem, 100vw" /> : null}
                <p className="eyebrow">
                  <time dateTime={release.publishedOn}>{release.date}</time>
                </p>
                <h3 className="card__title">
                  <Link to={`/newsroom/${release.slug}`}>{release.title}</Link>
                </h3>
                {release.summary ? <p className="muted">{release.summary}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Pager label="Pages of press releases" previous={releasePages.newer} next={releasePages.older} previousText="Newer press releases" nextText="Older press releases" />
      </section>

      <section className="section" aria-labelledby="in-the-news-heading">
        <h2 id="in-the-news-heading">In the news</h2>
        {inTheNews.length === 0 ? (
          <p className="muted">Nothing here yet.</p>
        ) : (
          <ul className="news-links">
            {inTheNews.map((link) => (
              <li key={link.id} className="news-link">
                {link.logo ? <MealPicture picture={link.logo} className="news-link__logo" /> : null}
                <div>
                  <p className="news-link__meta">
                    {link.outlet} · <time dateTime={link.publishedOn}>{link.date}</time>
                  </p>
                  <a href={link.url} rel="noopener" className="news-link__title">
                    {link.title}
                    <span className="visually-hidden"> (on {link.outlet}&apos;s site)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager label="Pages of news" previous={linkPages.newer} next={linkPages.older} previousText="Newer news" nextText="Older news" />
      </section>
    </div>
  );
}
