/**
 * /sitemap.xml and /sitemap/{n}.xml (decision 071): one public GraphQL operation per file (the
 * records of that file and how many there are in all), read like the catalog's lists — through
 * the graphql worker's edge cache and this isolate's public answers, so a crawler's visits cost
 * no api call within 5 minutes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { publicQuery } from "../core/graphql.server";
import {
  recordUrl,
  SITEMAP_FILE_URLS,
  sitemapFileCount,
  sitemapFilePath,
  sitemapFileSlice,
  sitemapIndexXml,
  STATIC_PAGES,
  urlsetXml,
  type SitemapUrl,
} from "./sitemap";

const SitemapQuery = graphql(`
  query Sitemap($first: Int!, $offset: Int!) {
    sitemap(first: $first, offset: $offset) {
      total
      entries {
        kind
        id
        key
        path
        updatedAt
      }
    }
  }
`);

/** Public, the same for everyone: shared caches may keep it as long as its data is fresh. */
const XML_HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" };

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

/**
 * File `file` (1-based) of the sitemap, or the whole sitemap (`null`: /sitemap.xml) — which is the
 * index of the files when there are more than SITEMAP_FILE_URLS addresses.
 */
export async function sitemapResponse(request: Request, context: AppLoadContext, file: number | null): Promise<Response> {
  const origin = new URL(request.url).origin;
  const slice = sitemapFileSlice(file ?? 1, STATIC_PAGES.length);
  // At least one record is asked, so the answer always says how many there are.
  const { sitemap } = await publicQuery(context, SitemapQuery, { first: Math.max(1, slice.first), offset: slice.offset });
  const files = sitemapFileCount(STATIC_PAGES.length + sitemap.total);
  if (file !== null && file > files) return notFound();
  if (file === null && files > 1) {
    const index = Array.from({ length: files }, (_, at): SitemapUrl => ({ loc: `${origin}${sitemapFilePath(at + 1)}` }));
    return new Response(sitemapIndexXml(index), { headers: XML_HEADERS });
  }
  const urls: SitemapUrl[] = STATIC_PAGES.slice(slice.staticFrom, slice.staticTo).map((path) => ({ loc: `${origin}${path}` }));
  for (const record of slice.first > 0 ? sitemap.entries : []) {
    const url = recordUrl(origin, record);
    if (url) urls.push(url);
  }
  return new Response(urlsetXml(urls.slice(0, SITEMAP_FILE_URLS)), { headers: XML_HEADERS });
}

/** /sitemap/{n}.xml's file number, or null when the name is not one. */
export function sitemapFileNumber(name: string | undefined): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(name ?? "");
  return match ? Number(match[1]) : null;
}
