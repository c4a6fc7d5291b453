/**
 * The three workers as `wrangler dev -c web -c graphql -c api` runs them (one workerd, the first
 * config primary, service bindings, D1, R2 and queues between them), but without wrangler's
 * inspector proxy, which attaches to the workers' inspector, enables DevTools' Network domain
 * and relays each request's events to wrangler's node process (decision 090). Started by
 * startWorkers with `inspector: false` (the bench's stacks); its one argument is
 * WorkersDevOptions as JSON.
 *
 * `wrangler dev` has no flag for this. Its programmatic API has `dev.inspector: false`, but
 * `unstable_startWorker` runs one worker per workerd, and wrangler 4.86's multi-worker runtime
 * fails to start without an inspector ("Inspector not enabled in Miniflare instance"). So this
 * runs wrangler's own multi-config path — `unstable_dev` with the configs as a list reaches the
 * same `startDev` as the command — and turns off only the proxy's inspector: the workers'
 * workerd keeps an inspector port that nothing connects to.
 */
import { createRequire } from "node:module";
import type * as Wrangler from "wrangler";

export interface WorkersDevOptions {
  /** The primary (web) config first, as `-c` flags in this order. */
  configs: string[];
  port: number;
  persistTo: string;
  /** Variables of the primary worker (`--var`). */
  vars: Record<string, string>;
  compatibilityFlags: string[];
}

// The CommonJS module object itself: wrangler's startDev builds each environment from this
// module's `unstable_DevEnv` export, which the import() namespace would not let us replace.
const wrangler = createRequire(import.meta.url)("wrangler") as typeof Wrangler;
const DevEnv = wrangler.unstable_DevEnv;

/**
 * A development environment whose proxy runs no inspector proxy (what wrangler does in a VS Code
 * debug terminal): nothing attaches to the workers' inspector, so no DevTools events are made.
 * Only the primary environment has wrangler's ProxyController; the others' no-op proxy ignores it.
 */
class DevEnvWithoutInspector extends DevEnv {
  constructor(...args: ConstructorParameters<typeof DevEnv>) {
    super(...args);
    Object.defineProperty(this.proxy, "inspectorEnabled", { get: () => false });
  }
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? "") as WorkersDevOptions;
  (wrangler as { unstable_DevEnv: typeof DevEnv }).unstable_DevEnv = DevEnvWithoutInspector;
  const worker = await wrangler.unstable_dev("", {
    // A list, as the command's repeated -c: wrangler's multi-worker path (typed as one path).
    config: options.configs as unknown as string,
    ip: "127.0.0.1",
    port: options.port,
    persistTo: options.persistTo,
    vars: options.vars,
    compatibilityFlags: options.compatibilityFlags.length > 0 ? options.compatibilityFlags : undefined,
    logLevel: (process.env.WORKERS_DEV_LOG as "warn" | undefined) ?? "warn",
    experimental: { disableExperimentalWarning: true, showInteractiveDevSession: false },
  });
  console.log(`Ready on http://${worker.address}:${worker.port} (inspector off)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
