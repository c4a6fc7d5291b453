/**
 * The sitemaps.org 0.9 schema's rules (sitemap.xsd and siteindex.xsd, and the protocol page's
 * limits) as a checker, for tests that run offline and in workerd (no xmllint, no DOM):
 * - the document is well-formed XML (one root, tags nested and closed, attributes quoted, `&` only
 *   in the five predefined entities or a character reference) in UTF-8 with an XML declaration;
 * - the root is `urlset` (or `sitemapindex`) in the namespace http://www.sitemaps.org/schemas/sitemap/0.9;
 * - its children are `url` (`sitemap`) elements, at most 50,000, and the file at most 50 MB
 *   (52,428,800 bytes);
 * - each holds, in this order, `loc` (required), `lastmod`, `changefreq` and `priority` (each at most
 *   once; an index's entries only `loc` and `lastmod`), plus elements of other namespaces (a prefix);
 * - `loc` is an absolute http(s) URL of 12 to 2,048 characters; `lastmod` a W3C datetime (a date,
 *   or a date and time with a zone); `changefreq` one of always, hourly, daily, weekly, monthly,
 *   yearly, never; `priority` a decimal from 0.0 to 1.0.
 * Answers the list of what is wrong (empty: valid).
 */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][A-Za-z0-9._:-]*";
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, "g");
const ENTITY = /&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9A-Fa-f]{1,6});/g;

function decode(text: string, problems: string[]): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9A-Fa-f]{1,6});)/.test(text))
    problems.push(`not well-formed: a bare "&" in ${JSON.stringify(text.slice(0, 60))}`);
  return text.replace(ENTITY, (_all, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (named[entity]) return named[entity];
    return String.fromCodePoint(entity.startsWith("#x") ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

/** A strict parse of the small XML a sitemap is; null (and problems) when it is not well-formed. */
export function parseXml(xml: string, problems: string[]): XmlElement | null {
  let rest = xml.replace(/^\uFEFF/, "");
  const declaration = /^<\?xml\s+version\s*=\s*["']1\.0["'](\s+encoding\s*=\s*["']([A-Za-z0-9._-]+)["'])?(\s+standalone\s*=\s*["'](yes|no)["'])?\s*\?>/.exec(
    rest,
  );
  if (!declaration) problems.push('no XML declaration (<?xml version="1.0" encoding="UTF-8"?>)');
  else {
    if (declaration[2] && declaration[2].toUpperCase() !== "UTF-8") problems.push(`encoding ${declaration[2]}: sitemaps are UTF-8`);
    rest = rest.slice(declaration[0].length);
  }
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end === -1) return fail(problems, "an unclosed comment");
      rest = rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith("<")) {
      const tag = TAG.exec(rest);
      if (!tag) return fail(problems, `not well-formed near ${JSON.stringify(rest.slice(0, 40))}`);
      const [all, closing, name, attributeText, selfClosing] = tag as unknown as [string, string, string, string, string];
      rest = rest.slice(all.length);
      if (closing) {
        const open = stack.pop();
        if (!open || open.name !== name) return fail(problems, `</${name}> closes ${open ? `<${open.name}>` : "nothing"}`);
        if (stack.length === 0) root = open;
        continue;
      }
      if (root) return fail(problems, "more than one root element");
      const attributes: Record<string, string> = {};
      for (const match of attributeText.matchAll(ATTRIBUTE)) {
        if (match[1]! in attributes) problems.push(`<${name}> repeats the attribute ${match[1]}`);
        attributes[match[1]!] = decode(match[2] ?? match[3] ?? "", problems);
      }
      const element: XmlElement = { name, attributes, children: [], text: "" };
      stack[stack.length - 1]?.children.push(element);
      if (selfClosing) {
        if (stack.length === 0) root = element;
      } else stack.push(element);
      continue;
    }
    const next = rest.indexOf("<");
    const text = next === -1 ? rest : rest.slice(0, next);
    rest = next === -1 ? "" : rest.slice(next);
    const open = stack[stack.length - 1];
    if (!open) {
      if (text.trim()) return fail(problems, "text outside the root element");
      continue;
    }
    open.text += decode(text, problems);
  }
  if (stack.length > 0) return fail(problems, `<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) return fail(problems, "no root element");
  return root;
}

function fail(problems: string[], problem: string): null {
  problems.push(`not well-formed: ${problem}`);
  return null;
}

const CHANGEFREQ = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
/** xsd:date, or xsd:dateTime as W3C Datetime writes it (hours and minutes, optional seconds and fraction, a zone). */
const W3C_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const W3C_DATETIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

function validDate(value: string): boolean {
  if (!W3C_DATE.test(value) && !W3C_DATETIME.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkLoc(value: string, where: string, problems: string[]): void {
  if (value.length < 12 || value.length > 2048) problems.push(`${where}: loc is ${value.length} characters (12 to 2,048)`);
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${where}: loc ${JSON.stringify(value.slice(0, 80))} is not an absolute URL`);
    return;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") problems.push(`${where}: loc is not http(s)`);
  if (/\s/.test(value)) problems.push(`${where}: loc has white space`);
}

const CHILDREN = {
  urlset: { entry: "url", fields: ["loc", "lastmod", "changefreq", "priority"] },
  sitemapindex: { entry: "sitemap", fields: ["loc", "lastmod"] },
} as const;

/** Checks a sitemap or sitemap index against the sitemaps.org 0.9 rules; the problems found. */
export function checkSitemap(xml: string, expect?: "urlset" | "sitemapindex"): string[] {
  const problems: string[] = [];
  const bytes = new TextEncoder().encode(xml).byteLength;
  if (bytes > MAX_BYTES) problems.push(`${bytes} bytes: a sitemap is at most 50 MB (${MAX_BYTES} bytes) uncompressed`);
  const root = parseXml(xml, problems);
  if (!root) return problems;
  if (root.name !== "urlset" && root.name !== "sitemapindex") return [...problems, `the root is <${root.name}>, not <urlset> or <sitemapindex>`];
  if (expect && root.name !== expect) problems.push(`the root is <${root.name}>, expected <${expect}>`);
  if (root.attributes.xmlns !== SITEMAP_NAMESPACE) problems.push(`<${root.name}> is not in the namespace ${SITEMAP_NAMESPACE}`);
  if (root.text.trim()) problems.push(`<${root.name}> has text of its own`);
  const { entry, fields } = CHILDREN[root.name];
  const entries = root.children.filter((child) => child.name === entry);
  if (entries.length > MAX_URLS) problems.push(`${entries.length} <${entry}> entries: at most ${MAX_URLS}`);
  for (const child of root.children) if (child.name !== entry && !child.name.includes(":")) problems.push(`<${child.name}> is not allowed in <${root.name}>`);
  entries.forEach((item, index) => {
    const where = `<${entry}> ${index + 1}`;
    if (item.text.trim()) problems.push(`${where} has text of its own`);
    let position = -1;
    const seen = new Set<string>();
    for (const field of item.children) {
      if (field.name.includes(":")) continue;
      const at = (fields as readonly string[]).indexOf(field.name);
      if (at === -1) {
        problems.push(`${where}: <${field.name}> is not allowed`);
        continue;
      }
      if (seen.has(field.name)) problems.push(`${where}: <${field.name}> more than once`);
      else if (at < position) problems.push(`${where}: <${field.name}> out of order (${fields.join(", ")})`);
      seen.add(field.name);
      position = Math.max(position, at);
      if (field.children.length > 0) problems.push(`${where}: <${field.name}> holds elements`);
      const value = field.text.trim();
      if (field.name === "loc") checkLoc(value, where, problems);
      if (field.name === "lastmod" && !validDate(value)) problems.push(`${where}: lastmod ${JSON.stringify(value)} is not a W3C datetime`);
      if (field.name === "changefreq" && !CHANGEFREQ.has(value))
        problems.push(`${where}: changefreq ${JSON.stringify(value)} is not one of ${[...CHANGEFREQ].join(", ")}`);
      if (field.name === "priority" && !(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(value) && Number(value) >= 0 && Number(value) <= 1)) {
        problems.push(`${where}: priority ${JSON.stringify(value)} is not a decimal from 0.0 to 1.0`);
      }
    }
    if (!seen.has("loc")) problems.push(`${where} has no <loc>`);
  });
  return problems;
}
