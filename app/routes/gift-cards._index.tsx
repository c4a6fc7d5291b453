import { redirect } from "@remix-run/cloudflare";

/** Spec §2: the empty child of /gift-cards redirects to the purchase page. */
export const loader = () => redirect("/gift-cards/checkout");
