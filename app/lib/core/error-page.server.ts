import type { ShopConfig } from "./env.server";

/** The last-resort page when even Remix failed: friendly, static, no details. */
export function errorPage(config: ShopConfig): Response {
  const brand = config.brandName.replace(/[<>&"]/g, "");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Something went wrong | ${brand}</title></head>
<body><main><h1>Something went wrong</h1>
<p>We could not load this page. Please try again in a moment.</p>
<p><a href="/">Back to ${brand}</a></p></main></body></html>`;
  return new Response(html, { status: 500, headers: { "content-type": "text/html; charset=utf-8" } });
}
