import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterLinkPage } from "~/components/marketing/NewsletterLinkPage";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageMeta } from "~/lib/core/meta";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { followNewsletterForm, newsletterLinkData, type NewsletterLinkAnswer } from "~/lib/marketing/newsletter.server";

export const meta = pageMeta("Unsubscribe");

export const handle: ShopRouteHandle = { hideNewsletter: true };

/** The unsubscribe link of every newsletter e-mail (decision 030): no sign-in, a button to finish. */
export const loader = ({ request }: LoaderFunctionArgs) => json(newsletterLinkData(request));

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const { answer, status } = await followNewsletterForm(context, "unsubscribe", form);
  return json<NewsletterLinkAnswer>(answer, { status });
}

export default function NewsletterUnsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage link="unsubscribe" token={token} answer={useActionData<typeof action>()} />;
}
