import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pendingIdentity, redirectSignedIn } from "~/lib/identity/auth.server";
import { loginHref } from "~/lib/identity/sign-in-paths";

/**
 * Spec §2: /register redirects to /login (signed in: /account). An identity that still has to
 * register lands on the registration screen, anyone else on the sign-up form.
 */
export function loader({ context }: LoaderFunctionArgs) {
  redirectSignedIn(context);
  return redirect(loginHref({ screen: pendingIdentity(context) ? "register" : "signup" }));
}
