/**
 * Anti-forgery (spec §7: an anti-forgery cookie and header): a random token kept in the signed
 * session, sent back by every form as a hidden field and by scripts as the `x-csrf-token`
 * header; an action also refuses a post whose Origin is another site. A visitor without a token
 * yet (a session-less catalog page, decision 042) is let through on the browser's same-origin
 * word alone, once: the token is issued with that post.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CSRF_FIELD, CSRF_HEADER } from "./csrf";

export { CSRF_FIELD, CSRF_HEADER };

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The session's anti-forgery token, created on first use. */
export function csrfToken(context: AppLoadContext): string {
  let token = context.session.get("csrf");
  if (!token) {
    token = randomToken();
    context.session.set("csrf", token);
  }
  return token;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Throws a 403 unless the request comes from our own pages: same-origin (when the browser says)
 * and carrying the session's token in the form or the header. Call first in every action.
 */
export function assertAntiForgery(request: Request, context: AppLoadContext, form?: FormData): void {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) {
    throw new Response("This form came from another site.", { status: 403 });
  }
  const expected = context.session.get("csrf");
  if (!expected) {
    // The visitor's first form (decision 042): catalog pages are the same for every visitor
    // without a session, so they carry no token. The browser's word that the form is ours
    // (Origin, else Sec-Fetch-Site) is required instead, and the token is issued now, with the
    // session this post starts. Without that word: refused, with a token for the next try.
    csrfToken(context);
    if (!sameOrigin(request)) {
      throw new Response("Your session expired. Please reload the page and try again.", { status: 403 });
    }
    return;
  }
  const sent = request.headers.get(CSRF_HEADER) ?? form?.get(CSRF_FIELD);
  if (typeof sent !== "string" || !constantTimeEqual(sent, expected)) {
    throw new Response("Your session expired. Please reload the page and try again.", { status: 403 });
  }
}

/** The browser says the post came from one of our pages (the Origin check above ran first). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Reads the posted form once and checks its anti-forgery token. */
export async function postedForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  return form;
}
