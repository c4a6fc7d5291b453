/**
 * GET /media/<key>: the pictures of the MEDIA bucket (decision 024), straight from R2. A key is
 * named by its bytes' hash, so an answer never changes: cached for a year, `immutable`, with an
 * ETag for the rare revalidation (304).
 */
export const MEDIA_PATH = /^\/media\/(.+)$/;

/**
 * Keys the api writes: `meals/12/<hash>.jpg`, `press-releases/<hash>.png` (decision 028) and their
 * smaller widths `meals/12/<hash>-480w.jpg` (decision 031's widthKey). Anything else is not ours to look up.
 */
const MEDIA_KEY = /^[a-z]+(-[a-z]+)*\/([0-9]+\/)?[0-9a-f]{32}(\.(jpg|png|webp)|-[0-9]{2,4}w\.jpg)$/;

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain", "cache-control": "public, max-age=60" } });

export async function serveMedia(request: Request, bucket: R2Bucket, key: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD", "content-type": "text/plain" } });
  }
  if (!MEDIA_KEY.test(key)) return notFound();
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // `onlyIf` matched the browser's If-None-Match: the object without a body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
