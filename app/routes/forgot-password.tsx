import { redirect } from "@remix-run/cloudflare";
import { loginHref } from "~/lib/identity/sign-in-paths";

/** Spec §2: /forgot-password redirects to /login, on its reset screen. */
export const loader = () => redirect(loginHref({ screen: "forgot" }));
