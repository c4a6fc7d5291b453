import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapResponse } from "~/lib/seo/sitemap.server";

/** The sitemap (decision 071): every public page, or the index of its files past 50,000 addresses. */
export const loader = ({ request, context }: LoaderFunctionArgs) => sitemapResponse(request, context, null);
