/**
 * /sitemap.xml and /sitemap/{n}.xml (decision 071): public GraphQL operations of up to 5,000
 * records each (one for a shop of fewer; the first also says how many there are in all), read like
 * the catalog's lists — through the graphql worker's edge cache and this isolate's public
 * answers, so a crawler's visits cost no api call within 5 minutes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ResultOf } from "@graphql-typed-document-node/core";
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

/** The most records one operation asks (the graphql worker's bound): a file is read in up to ten. */
export const SITEMAP_QUERY_PAGE = 5_000;

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

type SitemapRecords = ResultOf<typeof SitemapQuery>["sitemap"];

/**
 * `first` records after `offset` and how many there are in all: the first operation says the
 * total, the rest of the file (if any) is asked at once in further pages.
 */
async function sitemapRecords(context: AppLoadContext, offset: number, first: number): Promise<SitemapRecords> {
  // At least one record is asked, so the answer always says how many there are.
  const { sitemap } = await publicQuery(context, SitemapQuery, { first: Math.min(SITEMAP_QUERY_PAGE, Math.max(1, first)), offset });
  const end = Math.min(offset + first, sitemap.total);
  const pages = [];
  for (let at = offset + SITEMAP_QUERY_PAGE; at < end; at += SITEMAP_QUERY_PAGE) {
    pages.push(publicQuery(context, SitemapQuery, { first: Math.min(SITEMAP_QUERY_PAGE, end - at), offset: at }));
  }
  const rest = await Promise.all(pages);
  return { total: sitemap.total, entries: [sitemap.entries, ...rest.map((page) => page.sitemap.entries)].flat().slice(0, Math.max(0, first)) };
}

/**
 * File `file` (1-based) of the sitemap, or the whole sitemap (`null`: /sitemap.xml) — which is the
 * index of the files when there are more than SITEMAP_FILE_URLS addresses.
 */
export async function sitemapResponse(request: Request, context: AppLoadContext, file: number | null): Promise<Response> {
  const origin = new URL(request.url).origin;
  const slice = sitemapFileSlice(file ?? 1, STATIC_PAGES.length);
  // /sitemap.xml asks one page first: enough to know whether it is the index.
  const head = file === null ? await sitemapRecords(context, 0, Math.min(slice.first, SITEMAP_QUERY_PAGE)) : null;
  const files = head ? sitemapFileCount(STATIC_PAGES.length + head.total) : 0;
  if (head && files > 1) {
    const index = Array.from({ length: files }, (_, at): SitemapUrl => ({ loc: `${origin}${sitemapFilePath(at + 1)}` }));
    return new Response(sitemapIndexXml(index), { headers: XML_HEADERS });
  }
  const records = head && head.entries.length >= head.total ? head : await sitemapRecords(context, slice.offset, slice.first);
  if (file !== null && file > sitemapFileCount(STATIC_PAGES.length + records.total)) return notFound();
  const urls: SitemapUrl[] = STATIC_PAGES.slice(slice.staticFrom, slice.staticTo).map((path) => ({ loc: `${origin}${path}` }));
  for (const record of records.entries) {
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
