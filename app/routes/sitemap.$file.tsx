import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapFileNumber, sitemapResponse } from "~/lib/seo/sitemap.server";

/** /sitemap/{n}.xml: a file of the paged sitemap (decision 071); any other name is not found. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const file = sitemapFileNumber(params.file);
  if (file === null) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return sitemapResponse(request, context, file);
}
