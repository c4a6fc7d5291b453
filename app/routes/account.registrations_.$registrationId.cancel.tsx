import { redirect } from "@remix-run/cloudflare";

/** Spec §2: /account/registrations/{id}/cancel redirects to /account/orders. */
export const loader = () => redirect("/account/orders");
