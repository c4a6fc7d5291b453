import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { documentTitle } from "../../../../workers/core/titles";
import { canonicalUrl } from "~/lib/seo/canonical";
import { DEFAULT_CARD_PICTURE, type CardPicture } from "~/lib/seo/social-card";

interface RootMetaData {
  config: { brandName: string; brandTagline: string };
  /** The request's origin: canonical and card addresses are absolute (decision 071). */
  origin?: string;
}

type RouteTitle = string | ((brand: { name: string; tagline: string }) => string) | undefined;

export interface DataMeta {
  title: string;
  description?: string;
  /** Absolute URL of the page's preferred address; without it, the page's own (canonicalUrl). */
  canonical?: string;
  /** Kept out of search results (private classes). */
  noindex?: boolean;
  /** The link preview's picture (Open Graph, Twitter card); the shop's own card without one. */
  picture?: CardPicture | null;
  /** Open Graph's type: a press release is an article, every other page a website. */
  kind?: "website" | "article";
  /** The preview's title where the page's title is a fixed word (a meal's name on "Meal Details"). */
  cardTitle?: string;
}

type Described = Omit<DataMeta, "title"> & { title: RouteTitle };

/**
 * A page's tags: its title with the brand suffix of spec §2, a description, one canonical link
 * and the link preview's Open Graph and Twitter card tags (decision 071). An error page (404, 500)
 * names no canonical address and no preview: it is not a page to point at.
 */
function pageTags(args: Parameters<MetaFunction>[0], described: Described, isPage: boolean): MetaDescriptor[] {
  const root = args.matches.find((match) => match.id === "root")?.data as RootMetaData | undefined;
  const name = root?.config.brandName ?? "Cache Valley Kitchen";
  const routeTitle = typeof described.title === "function" ? described.title({ name, tagline: root?.config.brandTagline ?? "" }) : described.title;
  const description = described.description ?? [routeTitle, name].filter(Boolean).join(" · ");
  const tags: MetaDescriptor[] = [{ title: documentTitle(routeTitle, name) }, { name: "description", content: description }];
  if (described.noindex) tags.push({ name: "robots", content: "noindex" });
  const origin = root?.origin;
  if (!isPage || !origin) return tags;
  const canonical = described.canonical ?? canonicalUrl(origin, args.location.pathname, args.location.search);
  const picture = described.picture ?? DEFAULT_CARD_PICTURE;
  const image = new URL(picture.url, origin).href;
  const cardTitle = described.cardTitle ?? routeTitle ?? name;
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: name },
    { property: "og:type", content: described.kind ?? "website" },
    { property: "og:title", content: cardTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: picture.alt },
  );
  if (picture.width && picture.height) {
    tags.push({ property: "og:image:width", content: String(picture.width) }, { property: "og:image:height", content: String(picture.height) });
  }
  tags.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: cardTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: picture.alt },
  );
  return tags;
}

/**
 * A route's meta: its title with the brand suffix of spec §2 and a description. `title` may be
 * a function of the brand, for routes titled by configuration. Pages kept out of search (the
 * console, the account) may leave the description out: they get "{title} · {brand}".
 */
export function pageMeta(title: RouteTitle, description?: string): MetaFunction {
  return (args) => pageTags(args, { title, description }, true);
}

/** The error page's meta (404, 500): its title and description, no canonical link, no preview. */
export function errorMeta(title: string, description?: string): MetaFunction {
  return (args) => pageTags(args, { title, description }, false);
}

/**
 * Meta of a route titled by its loader data (a class's name). Without data — the loader threw,
 * e.g. a 404 — the title is the not-found page's.
 */
export function dataMeta<Data>(describe: (data: Data) => DataMeta): MetaFunction<unknown> {
  return (args) => {
    const data = args.data as Data | undefined;
    if (data === undefined) return errorMeta("Page Not Found")(args);
    return pageTags(args, describe(data), true);
  };
}
