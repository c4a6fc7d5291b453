import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterLinkPage } from "~/components/marketing/NewsletterLinkPage";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { followNewsletterForm, newsletterLinkData, type NewsletterLinkAnswer } from "~/lib/marketing/newsletter.server";

export const meta = pageMeta("Confirm Newsletter");

export const handle: ShopRouteHandle = { hideNewsletter: true };

/** The confirm link of every newsletter e-mail (decision 030): no sign-in, a button to finish. */
export const loader = ({ request }: LoaderFunctionArgs) => json(newsletterLinkData(request));

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const { answer, status } = await followNewsletterForm(context, "confirm", form);
  return json<NewsletterLinkAnswer>(answer, { status });
}

export default function NewsletterConfirm() {
  const { token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage link="confirm" token={token} answer={useActionData<typeof action>()} />;
}
