/**
 * The shop's public origin, for addresses the api writes (Stripe's return pages, links in
 * e-mails): PUBLIC_ORIGIN when configured (production: never taken from a header), else the
 * `x-shop-origin` the graphql worker passes on from the web request, else none.
 */
export function shopOrigin(c: { env: { PUBLIC_ORIGIN?: string }; req: { header(name: string): string | undefined } }): string | null {
  const candidate = c.env.PUBLIC_ORIGIN ?? c.req.header("x-shop-origin");
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}
