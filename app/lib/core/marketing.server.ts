import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * Spec §2: careers, our-story, contact-us, terms-and-conditions, liability-waiver, how-it-works,
 * privacy-policy, blog and /blog/{slug} leave the app for the marketing site at the same path.
 * The query string goes along (campaign tags, anchors picked by the marketing site).
 */
export function marketingRedirect({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { pathname, search } = new URL(request.url);
  return redirect(`${context.config.marketingBaseUrl}${pathname}${search}`, 302);
}

/** A route file's whole loader: `export { marketingLoader as loader } from "~/lib/core/marketing.server"`. */
export const marketingLoader = (args: LoaderFunctionArgs) => marketingRedirect(args);

/** Recipe-card slugs as the marketing site names its PDFs. */
const RECIPE_SLUG = /^[a-z0-9-]{1,100}$/;

/** Spec §2: /instructions/{recipe} leaves for the recipe-card PDF; anything else is not a recipe. */
export function recipeCardUrl(marketingBaseUrl: string, recipe: string | undefined): string | null {
  if (recipe === undefined || !RECIPE_SLUG.test(recipe)) return null;
  return `${marketingBaseUrl}/instructions/${encodeURIComponent(recipe)}.pdf`;
}
