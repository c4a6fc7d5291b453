/**
 * Spec §9 "CPEmailForSignIn": the e-mail a sign-in link was sent to, remembered on this device
 * so the link signs in without asking again, and removed after success. The spec keeps it in
 * local storage; without JavaScript only a cookie can, so the /login action sets one (HttpOnly:
 * no script needs it) for the sign-in pages only. A link opened elsewhere — another browser, or
 * a mail scanner fetching it — has no cookie and asks for the e-mail instead (decision 014).
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";

export const EMAIL_FOR_SIGN_IN = "CPEmailForSignIn";

function emailCookie(context: AppLoadContext) {
  return createCookie(EMAIL_FOR_SIGN_IN, {
    httpOnly: true,
    secure: context.config.environment === "production",
    sameSite: "lax",
    path: "/login",
    // Firebase's sign-in links last at most a day (its default is much shorter).
    maxAge: 60 * 60 * 24,
  });
}

export async function rememberEmailForSignIn(context: AppLoadContext, email: string): Promise<string> {
  return emailCookie(context).serialize(email);
}

export async function emailForSignIn(request: Request, context: AppLoadContext): Promise<string | null> {
  const value: unknown = await emailCookie(context).parse(request.headers.get("cookie"));
  return typeof value === "string" && value.includes("@") ? value : null;
}

export async function forgetEmailForSignIn(context: AppLoadContext): Promise<string> {
  return emailCookie(context).serialize("", { maxAge: 0, expires: new Date(0) });
}
