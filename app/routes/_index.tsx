import { redirect } from "@remix-run/cloudflare";

/** Spec §2: / redirects to /choose-menu. */
export const loader = () => redirect("/choose-menu", 302);
