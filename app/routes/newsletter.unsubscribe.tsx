import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterLinkPage } from "~/components/marketing/NewsletterLinkPage";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { followNewsletterForm, newsletterLinkData, type NewsletterLinkAnswer } from "~/lib/marketing/newsletter.server";

export const meta = pageMeta("Unsubscribe");

export const handle: ShopRouteHandle = { hideNewsletter: true };

/** The unsubscribe link of every newsletter e-mail (decision 030): no sign-in, a button to finish. */
export const loader = ({ request }: LoaderFunctionArgs) => json(newsletterLinkData(request));

/**
 * The page's button, or a mail program's one-click unsubscribe (RFC 8058, decision 058): a POST
 * of `List-Unsubscribe=One-Click` to the link itself, with no cookie and no form token. The
 * link's own token is what proves the right to unsubscribe, so that POST needs nothing else.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("List-Unsubscribe") === "One-Click") {
    form.set("token", new URL(request.url).searchParams.get("token") ?? "");
  } else {
    assertAntiForgery(request, context, form);
  }
  const { answer, status } = await followNewsletterForm(context, "unsubscribe", form);
  return json<NewsletterLinkAnswer>(answer, { status });
}

export default function NewsletterUnsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage link="unsubscribe" token={token} answer={useActionData<typeof action>()} />;
}
