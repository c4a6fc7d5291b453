/**
 * Starting and stopping the local shop: D1 migrations and seed, the Firebase Auth emulator and
 * the three workers in one `wrangler dev`. Used by `npm start`, `npm test` and `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LOCAL_WEBHOOK_SECRET, startLocalResend } from "./resend-local";
import { forgetStackProcesses, trackStackProcess } from "./stack-cpu";
import type { WorkersDevOptions } from "./workers-dev";

export const ROOT = resolve(import.meta.dirname, "..");
export const FIREBASE_PROJECT_ID = "demo-cache-valley-kitchen";

/** Keeps wrangler and firebase-tools from calling outside hosts (STACK-NOTES.md). */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: "warn",
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
  FIREBASE_CLI_EXPERIMENTS: "",
  NO_UPDATE_NOTIFIER: "1",
};

const children = new Set<ChildProcess>();

function bin(name: string): string {
  return join(ROOT, "node_modules", ".bin", name);
}

export function log(message: string): void {
  console.log(`\x1b[32m▸\x1b[0m ${message}`);
}

/** Runs a command to completion, failing loudly with its output. */
export function run(command: string, args: string[], options: { quiet?: boolean } = {}): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: options.quiet ? "pipe" : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
}

/**
 * Runs a command to its end without blocking this process (which may be serving: the local
 * e-mail provider answers from here, and the workers' output drains here); answers its exit code.
 */
export function runUntilExit(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolveCode) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV, ...env }, stdio: "inherit" });
    child.on("exit", (code) => resolveCode(code ?? 1));
    child.on("error", () => resolveCode(1));
  });
}

/** A TCP port nobody listens on right now. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", (error) => (preferred ? freePort(0).then(resolvePort, reject) : reject(error)));
    server.listen(preferred, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : preferred;
      server.close(() => resolvePort(port));
    });
  });
}

export function build(): void {
  log("Building the web worker (remix build)");
  run(bin("remix"), ["build"], { quiet: true });
  run(bin("tsx"), [join(ROOT, "scripts", "minify-browser.ts")], { quiet: true });
}

/** Applies the checked-in drizzle-kit migrations of both databases to local D1. */
export function migrate(persistDir: string): void {
  log(`Applying D1 migrations (${persistDir})`);
  for (const [binding, config] of [
    ["DB", "workers/api/wrangler.toml"],
    ["EDGE_CACHE", "workers/graphql/wrangler.toml"],
  ] as const) {
    run(bin("wrangler"), ["d1", "migrations", "apply", binding, "--local", "-c", config, "--persist-to", persistDir], {
      quiet: true,
    });
  }
}

/** Seeds the api database when it is empty (drizzle/seed/run.ts). */
export function seed(persistDir: string): void {
  run(bin("tsx"), [join(ROOT, "drizzle/seed/run.ts"), persistDir]);
}

function spawnChild(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  const prefix = `[${name}] `;
  // Quiet (under `npm test`): the lines go to STACK_LOG, read back when a test fails. Written
  // through one buffered stream: a burst of the workers' lines must not wait on this process.
  const quiet = process.env.STACK_QUIET === "1";
  const quietLog = quiet && process.env.STACK_LOG ? quietLogStream(process.env.STACK_LOG) : undefined;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (quiet && !quietLog) return;
    const lines = chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => prefix + line + "\n")
      .join("");
    if (lines) (quietLog ?? stream).write(lines);
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  child.on("exit", () => children.delete(child));
  return child;
}

/** One append stream per log file for all children (closed by stopAll). */
const quietLogs = new Map<string, WriteStream>();
function quietLogStream(path: string): WriteStream {
  let stream = quietLogs.get(path);
  if (!stream) {
    stream = createWriteStream(path, { flags: "a" });
    quietLogs.set(path, stream);
    const opened = stream;
    cleanups.push(() => {
      opened.end();
      quietLogs.delete(path);
    });
  }
  return stream;
}

/** Waits until `url` answers at all (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}

/**
 * Starts our own Auth emulator of firebase-tools on `port`, with a firebase.json written for it.
 * Resolves only once *this* emulator says it is ready: an emulator of another copy of the shop
 * that happens to answer on the port is never taken for ours (issue 13), and when the port was
 * taken in the meantime firebase-tools exits and this rejects.
 */
export async function startAuthEmulator(port: number, timeoutMs = 90_000): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `shop-firebase-${port}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const config = join(dir, "firebase.json");
  // The hub and logging ports default to 4400/4500: free ones let two shops run side by side.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        hub: { host: "127.0.0.1", port: hubPort },
        logging: { host: "127.0.0.1", port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  log(`Starting the Firebase Auth emulator on 127.0.0.1:${port}`);
  const child = spawnChild("auth", bin("firebase"), [
    "emulators:start",
    "--only",
    "auth",
    "--project",
    FIREBASE_PROJECT_ID,
    "--config",
    config,
  ]);
  await new Promise<void>((ready, fail) => {
    let output = "";
    const timer = setTimeout(() => {
      fail(new Error(`the Auth emulator on port ${port} was not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
      if (output.includes("All emulators ready")) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the Auth emulator on port ${port} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  // Ready by its own word; it answers HTTP on the port too.
  await waitForHttp(`http://127.0.0.1:${port}/`, 10_000);
}

export interface WorkersOptions {
  port: number;
  persistDir: string;
  authEmulatorPort: number;
  /** Extra variables per worker, e.g. a higher partner rate limit for the bench. */
  vars?: Partial<Record<"graphql" | "api", Record<string, string>>>;
  /** Extra compatibility flags for all three workers (the load test's strict run, issue 31). */
  compatibilityFlags?: string[];
  /**
   * false: without DevTools' inspector (scripts/workers-dev.ts, decision 090), for the bench,
   * whose CPU readings would otherwise hold the inspector proxy's relaying. Default: `wrangler dev`.
   */
  inspector?: boolean;
}

/** The three workers in one `wrangler dev` (web is the primary config). */
export async function startWorkers({
  port,
  persistDir,
  authEmulatorPort,
  vars = {},
  compatibilityFlags = [],
  inspector = true,
}: WorkersOptions): Promise<string> {
  // The api sends sign-in e-mails through the emulator too: it must know the emulator's port.
  const emulatorHost = `127.0.0.1:${authEmulatorPort}`;
  const email = await startEmailProvider(port);
  const configs = await runConfigs(port, { ...vars, api: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, ...email, ...vars.api } }, compatibilityFlags);
  log(`Starting web, graphql and api workers on http://localhost:${port}${inspector ? "" : " (no inspector)"}`);
  const workers = inspector
    ? spawnChild("workers", bin("wrangler"), [
        "dev",
        ...["wrangler.toml", configs.graphql, configs.api].flatMap((config) => ["-c", config]),
        "--port",
        String(port),
        "--ip",
        "127.0.0.1",
        "--inspector-port",
        String(await freePort()),
        "--persist-to",
        persistDir,
        "--show-interactive-dev-session=false",
        "--var",
        `FIREBASE_AUTH_EMULATOR_HOST:${emulatorHost}`,
        ...compatibilityFlags.flatMap((flag) => ["--compatibility-flag", flag]),
      ])
    : spawnChild("workers", bin("tsx"), [
        join(ROOT, "scripts", "workers-dev.ts"),
        JSON.stringify({
          configs: [join(ROOT, "wrangler.toml"), configs.graphql, configs.api],
          port,
          persistTo: persistDir,
          vars: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
          compatibilityFlags,
        } satisfies WorkersDevOptions),
      ]);
  const origin = `http://localhost:${port}`;
  if (workers.pid !== undefined) trackStackProcess(origin, workers.pid);
  await waitForHttp(`${origin}/robots.txt`, 120_000);
  tickScheduler(origin);
  return origin;
}

/** How often the local stack runs the scheduler's jobs (production's cron: every five minutes). */
const SCHEDULER_TICK_MS = 60_000;

/**
 * `wrangler dev` fires no cron trigger, and its trigger of scheduled handlers reaches only the
 * primary (web) worker: the stack posts to the web worker's development-only tick, which asks
 * the api for one run of the scheduler's jobs (decision 062), every minute.
 */
function tickScheduler(origin: string): void {
  const tick = () =>
    fetch(`${origin}/__dev/scheduler`, { method: "POST" })
      .then((answer) => answer.body?.cancel())
      .catch(() => undefined);
  const timer = setInterval(tick, SCHEDULER_TICK_MS);
  timer.unref();
  cleanups.push(() => clearInterval(timer));
}

/**
 * The local stand-in of the e-mail provider's API (decision 058), as the Stripe sandbox stands
 * in for payments: the api sends through it, and it calls the shop's webhook back with each
 * message's delivery, signed with the development secret. Returns the api's variables for it.
 */
async function startEmailProvider(shopPort: number): Promise<Record<string, string>> {
  const provider = await startLocalResend({ webhook: { url: `http://127.0.0.1:${shopPort}/emails/webhook`, secret: LOCAL_WEBHOOK_SECRET } });
  cleanups.push(() => void provider.close());
  log(`Local e-mail provider (Resend's API) on ${provider.url}`);
  // For the end-to-end tests (children of this process): what the provider received.
  process.env.SHOP_EMAIL_PROVIDER_URL = provider.url;
  return {
    RESEND_API_KEY: "re_local_development",
    RESEND_API_BASE: provider.url,
    RESEND_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
  };
}

/**
 * Variables per worker (`{ api: { FIREBASE_AUTH_EMULATOR_HOST: "…" } }`). `--var` and
 * `--env-file` reach only the primary worker of a multi-config `wrangler dev`, and each worker
 * reads the `.dev.vars` beside its config. Writing them into workers/<name>/.dev.vars let two
 * copies of the shop in one working tree read each other's emulator address (issue 13), so this
 * run gets its own copy of the graphql and api configs, under .wrangler/run-<pid>-<port>/, with
 * the paths made absolute and a `.dev.vars` beside each: the developer's workers/<name>/.dev.vars
 * (if any) followed by these variables, which win. Removed by stopAll().
 */
async function runConfigs(
  port: number,
  vars: Partial<Record<"graphql" | "api", Record<string, string>>>,
  compatibilityFlags: readonly string[] = [],
): Promise<Record<"graphql" | "api", string>> {
  const { experimental_readRawConfig } = await import("wrangler");
  const runDir = join(ROOT, ".wrangler", `run-${process.pid}-${port}`);
  rmSync(runDir, { recursive: true, force: true });
  cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));
  const configs = {} as Record<"graphql" | "api", string>;
  for (const worker of ["graphql", "api"] as const) {
    const workerDir = join(ROOT, "workers", worker);
    const { rawConfig } = experimental_readRawConfig({ config: join(workerDir, "wrangler.toml") });
    // Local development only: the top level, not the deploy environments.
    const { env: _environments, ...config } = rawConfig;
    const dir = join(runDir, worker);
    mkdirSync(dir, { recursive: true });
    const copy = {
      ...config,
      main: config.main ? resolve(workerDir, config.main) : undefined,
      d1_databases: config.d1_databases?.map((database: { migrations_dir?: string }) => ({
        ...database,
        migrations_dir: database.migrations_dir ? resolve(workerDir, database.migrations_dir) : undefined,
      })),
      vars: { ...config.vars, ...vars[worker] },
      compatibility_flags: [...(config.compatibility_flags ?? []), ...compatibilityFlags],
    };
    configs[worker] = join(dir, "wrangler.json");
    writeFileSync(configs[worker], JSON.stringify(copy, null, 2));
    const devVars = join(workerDir, ".dev.vars");
    const previous = existsSync(devVars) ? readFileSync(devVars, "utf8") : "";
    const lines = Object.entries(vars[worker] ?? {}).map(([name, value]) => `${name}=${value}`);
    // dotenv keeps the last of repeated names: ours.
    writeFileSync(join(dir, ".dev.vars"), `${previous}${previous && !previous.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  }
  return configs;
}
const cleanups: Array<() => void> = [];

/** Stops every process this module started, with their children. */
export function stopAll(): void {
  for (const child of children) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  for (const cleanup of cleanups.splice(0)) cleanup();
  forgetStackProcesses();
}

export function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
  process.on("exit", stopAll);
}
