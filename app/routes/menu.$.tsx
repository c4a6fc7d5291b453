import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * Spec §2: /menu/* redirects to /menu. /menu itself is menu._index.tsx, which wins over this
 * splat; should an empty splat still arrive here, it must not redirect to itself, so it is a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!params["*"]) throw new Response("Not Found", { status: 404 });
  return redirect("/menu", 302);
}

// A UI route, so the 404 above renders the shop's not-found page.
export default function MenuSplat() {
  return null;
}
