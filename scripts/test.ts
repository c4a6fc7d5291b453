/**
 * `npm test`: every check, on a fresh machine too. Installs Debian's Chromium when it is
 * missing, then runs lint, type-check, codegen staleness, unit tests, the web worker's build,
 * worker tests,
 * end-to-end tests against the shop started on free ports (and stops what it started), and
 * bundles each worker for production with `wrangler deploy --dry-run`.
 * Ends with one line "N passed, N failed" summing the test runners.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { loadAndJudge } from "../tests/load/run";
import { deploy } from "./deploy";
import { takeTurn } from "./machine-turn";
import {
  build,
  freePort,
  log,
  migrate,
  ROOT,
  run,
  runUntilExit,
  seed,
  startAuthEmulator,
  startWorkers,
  stopAll,
  stopOnSignals,
} from "./stack";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RESULTS = join(ROOT, "test-results");
/** What the shop's processes print during the end-to-end tests (shown for a failure). */
const STACK_LOG = join(RESULTS, "stack.log");
const bin = (name: string) => join(ROOT, "node_modules/.bin", name);

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];

function step(name: string, action: () => void | Promise<void>) {
  return async () => {
    const started = Date.now();
    log(name);
    await action();
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  log("Chromium is missing: installing Debian's chromium with apt-get");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const apt = (args: string[]) => {
    const [command, ...rest] = [...sudo, "apt-get", ...args];
    const result = spawnSync(command!, rest, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  };
  apt(["update"]);
  apt(["install", "-y", "--no-install-recommends", "chromium"]);
}

/** Adds a vitest JSON report's counts to the tally. */
function countVitest(report: string): void {
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  tally.passed += json.numPassedTests;
  tally.failed += json.numFailedTests;
  tally.skipped += json.numPendingTests + json.numTodoTests;
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: {
      projectName: string;
      status: "expected" | "unexpected" | "flaky" | "skipped";
      results: { attachments?: { name: string; path?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Every test of a Playwright JSON report with its full title. */
function* playwrightTests(suites: PlaywrightSuite[], path: string[] = []): Generator<{ title: string; test: NonNullable<PlaywrightSuite["specs"]>[number]["tests"][number] }> {
  for (const suite of suites) {
    const inner = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield { title: [`[${test.projectName}]`, ...inner, spec.title].join(" › "), test };
    }
    yield* playwrightTests(suite.suites ?? [], inner);
  }
}

/**
 * Adds a Playwright JSON report's counts to the tally and names what did not pass at once: a
 * test that passed only on its retry is listed as flaky; a failed one gets the page it saw
 * (Playwright's error context) and the errors the workers logged, since CI keeps only the output.
 */
function countPlaywright(report: string): void {
  const json = JSON.parse(readFileSync(report, "utf8")) as PlaywrightReport;
  tally.passed += json.stats.expected + json.stats.flaky;
  tally.failed += json.stats.unexpected;
  tally.skipped += json.stats.skipped;
  for (const { title, test } of playwrightTests(json.suites)) {
    if (test.status === "flaky") console.log(`⚠ flaky (passed on its retry): ${title}`);
    if (test.status !== "unexpected") continue;
    console.log(`✖ failed: ${title}`);
    const context = test.results.at(-1)?.attachments?.find((attachment) => attachment.name === "error-context")?.path;
    if (context && existsSync(context)) console.log(readFileSync(context, "utf8").split("\n").slice(0, 80).join("\n"));
  }
  if (json.stats.unexpected > 0 && existsSync(STACK_LOG)) {
    const errors = readFileSync(STACK_LOG, "utf8")
      .split("\n")
      .filter((line) => /error|exception|uncaught|✘/i.test(line));
    console.log(`The workers logged ${errors.length} error lines${errors.length ? "; the last ones:" : "."}`);
    for (const line of errors.slice(-40)) console.log(line);
  }
}

function vitest(config: string, report: string): void {
  try {
    run(bin("vitest"), ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile=${report}`]);
  } finally {
    if (existsSync(report)) countVitest(report);
  }
}

async function endToEnd(): Promise<void> {
  // One end-to-end layer at a time on this machine (scripts/machine-turn.ts).
  const giveBack = await takeTurn({ onWait: (pid) => log(`Waiting for the end-to-end tests of another copy of the shop (pid ${pid}) to finish`) });
  try {
    await endToEndInTurn();
  } finally {
    giveBack();
  }
}

async function endToEndInTurn(): Promise<void> {
  const persistDir = join(ROOT, ".wrangler", `test-state-${process.pid}`);
  rmSync(persistDir, { recursive: true, force: true });
  const report = join(RESULTS, "e2e.json");
  rmSync(report, { force: true });
  try {
    migrate(persistDir);
    seed(persistDir);
    const authPort = await freePort();
    await startAuthEmulator(authPort);
    const port = await freePort();
    const origin = await startWorkers({ port, persistDir, authEmulatorPort: authPort });
    const status = await runUntilExit(bin("playwright"), ["test", "--config", "tests/e2e/playwright.config.ts"], {
      BASE_URL: origin,
      CHROMIUM_PATH: CHROMIUM,
      AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    });
    if (existsSync(report)) countPlaywright(report);
    // Issue 31: the short concurrency load against the same stack, counted as one test.
    log("Concurrency load (tests/load, short)");
    const loadPassed = await loadAndJudge({ origin, persistDir, authEmulatorHost: `127.0.0.1:${authPort}` }, { seconds: 15, visitors: 20, burstSeconds: 3 });
    tally[loadPassed ? "passed" : "failed"] += 1;
    if (status !== 0) throw new Error("end-to-end tests failed");
    if (!loadPassed) throw new Error("the concurrency load failed");
  } finally {
    stopAll();
    rmSync(persistDir, { recursive: true, force: true });
  }
}

stopOnSignals();
mkdirSync(RESULTS, { recursive: true });
process.env.STACK_QUIET = "1";
process.env.STACK_LOG = STACK_LOG;
rmSync(STACK_LOG, { force: true });
const steps = [
  step("Chromium", ensureChromium),
  step("Lint (eslint)", () => run(bin("eslint"), ["--max-warnings", "0", "."])),
  step("Type-check (tsc)", () => run(bin("tsc"), ["--noEmit"])),
  step("Generated GraphQL files are fresh", () => run(bin("tsx"), ["scripts/codegen-check.ts"])),
  step("Unit tests", () => vitest("tests/unit/vitest.config.ts", join(RESULTS, "unit.json"))),
  // The worker tests run the built web worker; the end-to-end tests serve the same build.
  step("Build the web worker (remix build)", build),
  step("Worker tests (workerd + D1)", () => vitest("tests/workers/vitest.config.ts", join(RESULTS, "workers.json"))),
  step("End-to-end tests (Chromium, JavaScript on and off)", endToEnd),
  // After the end-to-end tests, on the same build: bundles the three for production.
  step("Deployable (wrangler deploy --dry-run of each worker)", () => deploy({ dryRun: true, skipBuild: true })),
];

let failure: unknown;
for (const runStep of steps) {
  try {
    await runStep();
  } catch (error) {
    failure = error;
    break;
  }
}
stopAll();
console.log(`\n${timings.join("\n")}`);
if (failure) console.error(`\n✖ ${failure instanceof Error ? failure.message : String(failure)}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`);
process.exit(failure || tally.failed > 0 ? 1 : 0);
