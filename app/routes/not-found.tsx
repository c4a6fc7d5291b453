import { json } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("Page Not Found", "This page isn’t on our menu. Find cooking classes, pickup kits and meal delivery from our Utah kitchens.");

/** Spec §2: the not-found page, answered with the status it describes. */
export const loader = () => json(null, { status: 404 });

export default function NotFoundPage() {
  return (
    <div className="page narrow error-page">
      <NotFound />
    </div>
  );
}
