import { redirect } from "@remix-run/cloudflare";
import { loginHref } from "~/lib/identity/sign-in-paths";

/**
 * Spec §2: /reset-password redirects to /login, on its reset screen. (A reset link itself
 * opens /login/reset with its code.)
 */
export const loader = () => redirect(loginHref({ screen: "forgot" }));
