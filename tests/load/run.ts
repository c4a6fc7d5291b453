/**
 * `npm run test:load`: the concurrency load of issue 31 (tests/load/concurrency.ts) against a
 * shop started here on free ports with a fresh, seeded database, stopped afterwards. Prints the
 * report and exits non-zero when the load failed.
 * LOAD_SECONDS (steady phase, default 60), LOAD_VISITORS (20), LOAD_BURST_SECONDS (5).
 * Against a shop already running instead: LOAD_ORIGIN, LOAD_PERSIST_DIR and LOAD_AUTH_HOST.
 * LOAD_STRICT=1 runs the workers without the runtime's rescue of promises resolved across
 * requests (`no_handle_cross_request_promise_resolution`): one request awaiting what another
 * started then fails loudly instead of being re-queued, as the runtime did before 2024 and as
 * deployed Workers still refuse its I/O.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build, freePort, log, migrate, ROOT, seed, startAuthEmulator, startWorkers, stopAll, stopOnSignals } from "../../scripts/stack";
import { concurrencyLoad, formatReport, judgeLoad } from "./concurrency";

const settings = {
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
  visitors: Number(process.env.LOAD_VISITORS ?? 20),
  burstSeconds: Number(process.env.LOAD_BURST_SECONDS ?? 5),
  log,
};

/** The compatibility flags of a strict run (LOAD_STRICT=1). */
function strictFlags(): string[] {
  return process.env.LOAD_STRICT === "1" ? ["no_handle_cross_request_promise_resolution"] : [];
}

async function main(): Promise<boolean> {
  if (process.env.LOAD_ORIGIN && process.env.LOAD_PERSIST_DIR && process.env.LOAD_AUTH_HOST) {
    return loadAndJudge({ origin: process.env.LOAD_ORIGIN, persistDir: process.env.LOAD_PERSIST_DIR, authEmulatorHost: process.env.LOAD_AUTH_HOST });
  }
  stopOnSignals();
  const persistDir = join(ROOT, ".wrangler", `load-state-${process.pid}`);
  rmSync(persistDir, { recursive: true, force: true });
  try {
    build();
    migrate(persistDir);
    seed(persistDir);
    const authPort = await freePort();
    await startAuthEmulator(authPort);
    const origin = await startWorkers({ port: await freePort(), persistDir, authEmulatorPort: authPort, compatibilityFlags: strictFlags() });
    return await loadAndJudge({ origin, persistDir, authEmulatorHost: `127.0.0.1:${authPort}` });
  } finally {
    stopAll();
    rmSync(persistDir, { recursive: true, force: true });
  }
}

/** Runs the load, prints its report and what failed; answers whether it passed. */
export async function loadAndJudge(stack: { origin: string; persistDir: string; authEmulatorHost: string }, overrides: Partial<typeof settings> = {}): Promise<boolean> {
  const report = await concurrencyLoad({ ...stack, ...settings, ...overrides });
  console.log(formatReport(report));
  const failures = judgeLoad(report);
  for (const failure of failures) console.log(`✖ ${failure}`);
  console.log(failures.length === 0 ? "✔ concurrency load passed" : "✖ concurrency load failed");
  return failures.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
