import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAccount } from "~/lib/account/account.server";
import { resendVerification } from "~/lib/account/email-verification.server";
import { postedForm } from "~/lib/core/csrf.server";

const RETURN_PAGES = new Set(["/account/orders", "/account/profile"]);

/**
 * POST /account/email-verification (decision 068): "Send the link again" from an account page;
 * back to that page (303) with an alert saying whether it was sent.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccount(request, context);
  const form = await postedForm(request, context);
  const returnTo = String(form.get("returnTo") ?? "");
  await resendVerification(context, request);
  return redirect(RETURN_PAGES.has(returnTo) ? returnTo : "/account/orders", 303);
}

/** Nothing to show: the notice is on the account's pages. */
export const loader = () => redirect("/account/orders");
