import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * Development and test only: a loader that fails unexpectedly, so tests can prove that an
 * unknown error renders the friendly 500 page without leaking details. 404 in production.
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.config.environment === "production") {
    throw new Response("Not Found", { status: 404 });
  }
  throw new Error("Deliberate failure at /__dev/error: secret-internal-detail");
}

export default function DevError() {
  return null;
}
