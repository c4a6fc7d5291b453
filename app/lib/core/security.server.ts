/** The web worker's security baseline: headers on every response it sends. */
import type { ShopConfig } from "./env.server";

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, config: ShopConfig): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (config.environment === "production") directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Adds the baseline headers; a response that set its own CSP or framing rule keeps it (decision 061: the console's e-mail preview). */
export function withSecurityHeaders(response: Response, csp: string, config: ShopConfig): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", csp);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (!headers.has("x-frame-options")) headers.set("x-frame-options", "DENY");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  if (config.environment === "production") {
    headers.set("strict-transport-security", "max-age=63072000; includeSubDomains; preload");
  }
  return secured;
}
