import type { ShopConfig, WebEnv } from "./lib/env.server";

/** The typed load context, built once per request in app/worker.ts. */
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: WebEnv;
    ctx: Pick<ExecutionContext, "waitUntil">;
    config: ShopConfig;
    /** The Content-Security-Policy nonce of this response's inline scripts. */
    nonce: string;
  }
}

export {};
