/** Markdown bodies of press releases and blog posts (decision 028): rendered, and hostile input made inert. */
import { describe, expect, it } from "vitest";
import { markdownExcerpt, renderMarkdown } from "../../workers/core/markdown";

/** Tags that would run or load something, event attributes, and addresses that are script. */
const ACTIVE = /<(script|iframe|object|embed|style|svg|math|form|base|meta|link)\b|<[a-z][^>]*\son[a-z]+\s*=|(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i;

describe("renderMarkdown", () => {
  it("renders headings, emphasis, lists, links and code", () => {
    const html = renderMarkdown("# Open house\n\nCome **hungry**, leave *happy*.\n\n- knives\n- aprons\n\n[Book](https://cachevalleykitchen.com/classes) `1 cup`");
    expect(html).toContain("<h1>Open house</h1>");
    expect(html).toContain("<strong>hungry</strong>");
    expect(html).toContain("<em>happy</em>");
    expect(html).toContain("<li>knives</li>");
    expect(html).toContain('<a href="https://cachevalleykitchen.com/classes">Book</a>');
    expect(html).toContain("<code>1 cup</code>");
  });

  it.each([
    ["a script block", "<script>alert(1)</script>"],
    ["a script inline", "Hello <script>alert(1)</script> there"],
    ["an event attribute", '<img src="x" onerror="alert(1)">'],
    ["an event attribute on a link", '<a href="https://x.test" onclick="alert(1)">x</a>'],
    ["an iframe", '<iframe src="https://evil.test"></iframe>'],
    ["an svg with script", "<svg onload=alert(1)><script>alert(2)</script></svg>"],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["a JaVaScRiPt: link", "[click](JaVaScRiPt:alert(1))"],
    ["an entity-encoded javascript: link", "[click](&#106;avascript:alert(1))"],
    ["a javascript: autolink", "<javascript:alert(1)>"],
    ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a data: image", "![x](data:image/svg+xml,<svg onload=alert(1)>)"],
    ["a vbscript: link", "[x](vbscript:msgbox(1))"],
    ["a javascript: reference link", "[x][1]\n\n[1]: javascript:alert(1)"],
    ["a style tag", "<style>body{display:none}</style>"],
    ["an html comment hiding a script", "<!-- --><script>alert(1)</script>"],
  ])("leaves %s inert", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(ACTIVE);
  });

  it("shows raw HTML as text rather than dropping it", () => {
    expect(renderMarkdown("<b>bold</b>")).toBe("<p>&lt;b&gt;bold&lt;/b&gt;</p>");
  });

  it("keeps safe addresses and loads pictures lazily", () => {
    const html = renderMarkdown("[mail](mailto:hello@cachevalleykitchen.com) ![Kitchen](/media/press-releases/abc.png)");
    expect(html).toContain('href="mailto:hello@cachevalleykitchen.com"');
    expect(html).toContain('<img loading="lazy" decoding="async" src="/media/press-releases/abc.png" alt="Kitchen" />');
  });
});

describe("markdownExcerpt", () => {
  it("is the body's text without marks, cut at a word with an ellipsis", () => {
    expect(markdownExcerpt("# Big *news*\n\nWe **open** <soon>.")).toBe("Big news We open <soon>.");
    expect(markdownExcerpt("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
