import { redirect } from "@remix-run/cloudflare";

/** Spec §2: an order's own address redirects to the orders tab, where every order is shown in full. */
export const loader = () => redirect("/account/orders");
