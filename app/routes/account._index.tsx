import { redirect } from "@remix-run/cloudflare";

/** Spec §2: /account redirects to /account/profile (which asks a signed-out person to sign in). */
export const loader = () => redirect("/account/profile");
