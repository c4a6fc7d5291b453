import { redirect } from "@remix-run/cloudflare";

/** Spec §2: registrations are shown with their orders: /account/registrations → /account/orders. */
export const loader = () => redirect("/account/orders");
