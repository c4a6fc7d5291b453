import { redirect } from "@remix-run/cloudflare";

/** Spec §2: /host-class redirects to /host-class-progress (Plan a Private Class). */
export const loader = () => redirect("/host-class-progress", 302);
