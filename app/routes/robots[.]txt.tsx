import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt } from "~/lib/seo/robots";

/** Who may crawl what, and where the sitemap is (decision 071): the same for every visitor. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
