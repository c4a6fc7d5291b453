import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

declare global {
  interface Window {
    /** Set once React has started: DeferredScripts' loader then lets forms sent before it through (decision 049). */
    __shopHydrating?: boolean;
  }
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
  window.__shopHydrating = true;
});
