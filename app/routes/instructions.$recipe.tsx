import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeCardUrl } from "~/lib/core/marketing.server";

/** Spec §2: /instructions/{recipe} leaves the app for the recipe card's PDF on the marketing site. */
export function loader({ params, context }: LoaderFunctionArgs) {
  const url = recipeCardUrl(context.config.marketingBaseUrl, params.recipe);
  if (!url) throw new Response("Not Found", { status: 404 });
  return redirect(url, 302);
}

// A UI route, so the 404 above renders the shop's not-found page.
export default function RecipeInstructions() {
  return null;
}
