/**
 * The sitemap (decision 071, sitemaps.org protocol 0.9): the shop's fixed catalog pages, then one
 * address per record with a public page, in the api's fixed order. At most SITEMAP_FILE_URLS
 * addresses a file: when there are more, /sitemap.xml is a sitemap index naming /sitemap/1.xml,
 * /sitemap/2.xml, … each holding the next SITEMAP_FILE_URLS. Pure: the unit tests page it with
 * small sizes.
 */

/** sitemaps.org: a file lists at most 50,000 URLs (and is at most 50 MB uncompressed). */
export const SITEMAP_FILE_URLS = 50_000;

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The catalog's own pages (spec §2) that are the same for every visitor and worth finding. */
export const STATIC_PAGES: readonly string[] = [
  "/choose-menu",
  "/choose-method",
  "/menu",
  "/classes",
  "/pickup",
  "/delivery",
  "/fulfillment",
  "/newsroom",
  "/gift-cards/checkout",
  "/gift-cards/balance",
  "/host-class-progress",
  "/storage-and-cooking-tips",
  "/contact",
];

export interface SitemapRecord {
  kind: string;
  id: string;
  key: string;
  path?: string | null;
  updatedAt?: string | null;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A record's public page, or null for a kind this shop has no page for. */
export function recordPath(record: SitemapRecord): string | null {
  switch (record.kind) {
    case "class":
      return record.path ? `${record.path}/${encodeURIComponent(record.key)}` : null;
    case "class-type":
      // A class type's page is the class list narrowed to it (only /classes has the type filter).
      return `/classes?type=${encodeURIComponent(record.id)}`;
    case "meal":
      return `/meals/${encodeURIComponent(record.key)}`;
    case "location":
      // A kitchen's page is each list it is on, narrowed to it.
      return record.path ? `${record.path}?location=${encodeURIComponent(record.id)}` : null;
    case "press-release":
      return `/newsroom/${encodeURIComponent(record.key)}`;
    default:
      return null;
  }
}

/** A W3C datetime (sitemaps.org lastmod) of an ISO instant; undefined when it is not one. */
export function lastmod(instant: string | null | undefined): string | undefined {
  if (!instant) return undefined;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function recordUrl(origin: string, record: SitemapRecord): SitemapUrl | null {
  const path = recordPath(record);
  if (!path) return null;
  return { loc: `${origin}${path}`, lastmod: lastmod(record.updatedAt) };
}

/** How many files `count` addresses take (at least one: an empty shop still has its pages). */
export function sitemapFileCount(count: number, perFile = SITEMAP_FILE_URLS): number {
  return Math.max(1, Math.ceil(count / perFile));
}

/**
 * What file `file` (1-based) of the paged sitemap holds: the fixed pages from index `staticFrom`
 * to `staticTo` (exclusive), then `first` records after skipping `offset` of them.
 */
export function sitemapFileSlice(file: number, staticCount: number, perFile = SITEMAP_FILE_URLS) {
  const start = (file - 1) * perFile;
  const end = file * perFile;
  const staticFrom = Math.min(start, staticCount);
  const staticTo = Math.min(end, staticCount);
  return { staticFrom, staticTo, offset: Math.max(0, start - staticCount), first: end - Math.max(start, staticCount) };
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function entry(tag: "url" | "sitemap", url: SitemapUrl): string {
  const lastmodTag = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(url.loc)}</loc>${lastmodTag}</${tag}>`;
}

/** A sitemap file: `<urlset>` of at most SITEMAP_FILE_URLS addresses. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.map((url) => entry("url", url)).join("\n")}\n</urlset>\n`;
}

/** The sitemap index: `<sitemapindex>` naming each file. */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${files
    .map((file) => entry("sitemap", file))
    .join("\n")}\n</sitemapindex>\n`;
}

/** Where file `file` of a paged sitemap is. */
export const sitemapFilePath = (file: number) => `/sitemap/${file}.xml`;
