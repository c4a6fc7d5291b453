import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/components/core/layout-kit";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
    </NonceContext.Provider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        console.error("web: render error", error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/** Logs server errors once; Remix itself answers with the ErrorBoundary, never a stack. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error("web: loader or action error", request.method, new URL(request.url).pathname, error);
};
