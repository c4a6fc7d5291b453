import { redirect } from "@remix-run/cloudflare";
import { HOME_PATH } from "~/lib/core/paths";

/** Spec §2: /maintenance always redirects to the route named home. */
export const loader = () => redirect(HOME_PATH, 302);
