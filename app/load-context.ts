import type { ShopConfig, WebEnv } from "./lib/core/env.server";
import type { ShopSession } from "./lib/core/session.server";
import type { PageRecorder } from "./lib/core/page-cache.server";

/** The typed load context, built once per request in app/worker.ts. */
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: WebEnv;
    ctx: Pick<ExecutionContext, "waitUntil">;
    config: ShopConfig;
    /** The Content-Security-Policy nonce of this response's inline scripts. */
    nonce: string;
    /** The request's session; app/worker.ts writes it back when a loader or action changed it. */
    session: ShopSession;
    /** A catalog page for a visitor without a session (decision 042): rendered without a token. */
    anonymousPage?: boolean;
    /** Set while such a page is rendered to be kept: what its data was (page-cache.server.ts). */
    pageRecorder?: PageRecorder;
  }
}

export {};
