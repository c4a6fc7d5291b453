import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * Spec §2: /menu/* redirects to /menu. A splat also matches /menu itself (empty splat) while no
 * /menu route exists; that must not redirect to itself, so it is a 404 until /menu is built.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!params["*"]) throw new Response("Not Found", { status: 404 });
  return redirect("/menu", 302);
}

// A UI route, so the 404 above renders the shop's not-found page.
export default function MenuSplat() {
  return null;
}
