/**
 * /robots.txt (decision 071): everything may be crawled but the private areas — the console, the
 * account, the checkout and its payment pages, the local stack's tools, one-person links carrying
 * a token — and the sitemap is named by its absolute address on the request's origin. /cart and
 * /login stay crawlable: they carry no one's data, and Lighthouse's SEO audit of the customer pages
 * (tests/bench/audit-pages.ts) fails a page robots.txt blocks.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  "/admin",
  "/account",
  "/checkout",
  "/confirmation",
  "/pay/",
  "/dev/",
  "/__dev/",
  "/graphql",
  "/reviews/",
  "/waitlist/",
  "/host-class-progress/",
  "/newsletter/",
  "/login/",
  "/logout",
];

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""];
  return lines.join("\n");
}
