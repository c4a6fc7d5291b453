/**
 * The files of `public/` (Remix's /build, the favicon, the link-preview card) from the ASSETS binding.
 *
 * - Route modules named after a route file with a parameter (`classes.$sku-HASH.js`) are asked
 *   for with a `$`, as Remix writes them in the document; the assets server answers those with a
 *   307 to its canonical `%24` form. Asking it for the canonical form at once spares the browser
 *   that round trip on every class, meal and article page, where it came after the preload and
 *   before React could start (the preload was spent on the redirect).
 * - A /build file whose name carries its content hash never changes under that name: cached a
 *   year, `immutable`, so a returning visitor does not revalidate each module.
 */
const HASHED_BUILD_FILE = /^\/build\/.+-[A-Z0-9]{8}\.[a-z0-9]+$/;

export async function serveAsset(request: Request, assets: Fetcher): Promise<Response> {
  const url = new URL(request.url);
  const hashed = HASHED_BUILD_FILE.test(url.pathname);
  if (url.pathname.includes("$")) url.pathname = url.pathname.replaceAll("$", "%24");
  const response = await assets.fetch(url.href === request.url ? request : new Request(url, request));
  if (!hashed || response.status !== 200) return response;
  const immutable = new Response(response.body, response);
  immutable.headers.set("cache-control", "public, max-age=31536000, immutable");
  return immutable;
}
