/**
 * A browser's cookie jar for requests made by hand (the load test, the bench): what a response's
 * Set-Cookie lines set is kept, what they expire is dropped.
 */
export type CookieJar = Map<string, string>;

/** The jar of a Cookie request header ("a=1; b=2"). */
export function cookieJarOf(header = ""): CookieJar {
  const jar: CookieJar = new Map();
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

/** The Cookie request header of a jar (empty: no cookie). */
export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Folds a response's Set-Cookie lines into the jar, except the cookies named in `unkept`. */
export function keepSetCookies(jar: CookieJar, response: Response, unkept: ReadonlySet<string> = new Set()): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    if (at <= 0 || unkept.has(name)) continue;
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=.*19[67]\d/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
}
