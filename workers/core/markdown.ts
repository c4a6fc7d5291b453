// Markdown bodies of press releases and blog posts (decision 028), rendered on the server with
// micromark's CommonMark defaults, which are safe: raw HTML is escaped as text (no <script>, no
// event attributes, no <iframe>), and a link or image whose address uses a protocol other than
// http, https, mailto, tel or irc(s) (javascript:, data:, vbscript:, any case, any entity trick)
// gets an empty address. Never turn `allowDangerousHtml` or `allowDangerousProtocol` on.
import { micromark } from "micromark";

/** A body's HTML, safe to insert into a page as it is. Pictures in it load lazily. */
export function renderMarkdown(markdown: string): string {
  return micromark(markdown).replace(/<img /g, '<img loading="lazy" decoding="async" ');
}

/** A body as plain text for a description: Markdown marks dropped, whitespace folded. */
export function markdownExcerpt(markdown: string, max = 200): string {
  const text = renderMarkdown(markdown)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
