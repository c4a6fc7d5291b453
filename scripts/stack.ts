/**
 * Starting and stopping the local shop: D1 migrations and seed, the Firebase Auth emulator and
 * the three workers in one `wrangler dev`. Used by `npm start`, `npm test` and `npm run bench`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { linkLicenses } from "./link-licenses";

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
  linkLicenses(join(ROOT, "public", "build"));
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
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (process.env.STACK_QUIET === "1") return;
    for (const line of chunk.toString().split("\n")) if (line.trim()) stream.write(prefix + line + "\n");
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  child.on("exit", () => children.delete(child));
  return child;
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

/** The Auth emulator of firebase-tools on `port`, with a firebase.json written for it. */
export async function startAuthEmulator(port: number): Promise<void> {
  const dir = join(tmpdir(), `shop-firebase-${port}`);
  mkdirSync(dir, { recursive: true });
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
  spawnChild("auth", bin("firebase"), [
    "emulators:start",
    "--only",
    "auth",
    "--project",
    FIREBASE_PROJECT_ID,
    "--config",
    config,
  ]);
  await waitForHttp(`http://127.0.0.1:${port}/`, 90_000);
}

export interface WorkersOptions {
  port: number;
  persistDir: string;
  authEmulatorPort: number;
  /** Extra variables per worker, e.g. a higher partner rate limit for the bench. */
  vars?: Partial<Record<"graphql" | "api", Record<string, string>>>;
}

/** The three workers in one `wrangler dev` (web is the primary config). */
export async function startWorkers({ port, persistDir, authEmulatorPort, vars = {} }: WorkersOptions): Promise<string> {
  const inspectorPort = await freePort();
  // The api sends sign-in e-mails through the emulator too: it must know the emulator's port.
  const emulatorHost = `127.0.0.1:${authEmulatorPort}`;
  writeDevVars({ ...vars, api: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, ...vars.api } });
  log(`Starting web, graphql and api workers on http://localhost:${port}`);
  spawnChild("workers", bin("wrangler"), [
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "workers/graphql/wrangler.toml",
    "-c",
    "workers/api/wrangler.toml",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    persistDir,
    "--show-interactive-dev-session=false",
    "--var",
    `FIREBASE_AUTH_EMULATOR_HOST:${emulatorHost}`,
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ]);
  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/robots.txt`, 120_000);
  return origin;
}

/**
 * Extra variables for the workers (`{ graphql: { GRAPHQL_RATE_LIMIT: "…" } }`). `--var` and
 * `--env-file` reach only the primary worker of a multi-config `wrangler dev`; each worker reads
 * the `.dev.vars` beside its config, so they are written there (keeping what was there) and
 * restored by stopAll().
 */
function writeDevVars(vars: Partial<Record<"graphql" | "api", Record<string, string>>>): void {
  for (const [worker, values] of Object.entries(vars)) {
    const file = join(ROOT, "workers", worker, ".dev.vars");
    const previous = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    restoreDevVars.push(() => (previous === undefined ? rmSync(file, { force: true }) : writeFileSync(file, previous)));
    const lines = Object.entries(values).map(([name, value]) => `${name}=${value}`);
    writeFileSync(file, `${previous ?? ""}${previous && !previous.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  }
}
const restoreDevVars: Array<() => void> = [];

/** Stops every process this module started, with their children. */
export function stopAll(): void {
  for (const restore of restoreDevVars.splice(0)) restore();
  for (const child of children) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
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
