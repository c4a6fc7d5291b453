import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { idTokenClaims } from "~/lib/identity/id-token";
import { establishSession, outcomeRedirect } from "~/lib/identity/sign-in.server";
import { safeRedirectTo } from "~/lib/identity/sign-in-paths";

const MAX_TOKEN_LENGTH = 8192;

/**
 * POST /login/session: the Firebase web SDK signed someone in (Google, phone); its ID and
 * refresh tokens become the session, once GraphQL `me` has checked the ID token (the api
 * verifies its signature). Same outcomes as the server-side sign-ins, including spec §4's
 * re-login (an e-mail whose account signs in another way is linked to this sign-in).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const idToken = form.get("idToken");
  const refreshToken = form.get("refreshToken");
  const claims = typeof idToken === "string" && idToken.length <= MAX_TOKEN_LENGTH ? idTokenClaims(idToken) : null;
  if (!claims || typeof idToken !== "string" || typeof refreshToken !== "string" || !refreshToken || refreshToken.length > MAX_TOKEN_LENGTH) {
    return json({ formError: "That sign-in did not work. Please try again." }, { status: 400 });
  }
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  const outcome = await establishSession(context, { idToken, refreshToken, uid: claims.uid, email: claims.email });
  return (
    outcomeRedirect(context, outcome, redirectTo) ??
    json({ formError: outcome.kind === "error" ? outcome.message : "Please try again." }, { status: 400 })
  );
}

/** Nothing to show: the sign-in page is /login. */
export function loader() {
  return new Response("Not Found", { status: 404 });
}
