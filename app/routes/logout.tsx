import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOut } from "~/lib/identity/auth.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";

/**
 * Sign out: POST only, with the anti-forgery field (a link or image elsewhere cannot sign
 * anyone out). The tokens go, the cart stays; then the menu, with an alert.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  signOut(context);
  flashAlert(context, { alertType: "success", title: "Signed out", message: "See you in the kitchen soon!" });
  return redirect("/choose-menu", 303);
}

export function loader() {
  throw new Response("Sign out with the button on your account page.", { status: 405, headers: { allow: "POST" } });
}
