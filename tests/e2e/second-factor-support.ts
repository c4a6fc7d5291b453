/**
 * The console's second factor in the end-to-end tests (decision 078), in one place: `signInSeeded`
 * (auth-support.ts) passes it for every spec that signs staff in.
 *
 * A code is taken once per person (RFC 6238 §5.2), one new step every 30 seconds, while dozens of
 * tests in parallel workers sign in as the same seeded manager. So the first test that signs a
 * person in for this run enrols them (or answers the code) through the real pages, computing the
 * code with otpauth, and keeps that browser's cookies — a session that passed the second factor —
 * for the run; every later sign-in of that person starts from those cookies. The secret and the
 * last step used are kept per shop (BASE_URL) in the machine's temporary directory, so a second
 * run against the same `npm start` still knows the secret of an account enrolled by the first.
 * A file lock per person keeps two workers from enrolling or spending a code at once.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { expect, type Page } from "./fixtures";

const PERIOD_SECONDS = 30;
const SUBMIT = { timeout: 15_000 };

const shop = () =>
  createHash("sha256")
    .update(process.env.BASE_URL ?? "http://localhost:8787")
    .digest("hex")
    .slice(0, 12);
const folder = () => join(tmpdir(), "cvk-e2e-second-factor");
const secretFile = (email: string) => join(folder(), `${shop()}-secret-${email}.json`);
// playwright.config.ts sets E2E_RUN_ID once in the runner; its workers inherit it.
const sessionFile = (email: string) => join(folder(), `${shop()}-run-${process.env.E2E_RUN_ID ?? "local"}`, `${email}.json`);

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
}

interface KeptSecret {
  secret: string;
  lastStep: number | null;
}

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/**
 * A code of `secret` no earlier than the step after `lastStep`: now's, or the next step's (the
 * shop takes one step either side); waits when even that one was used.
 */
export async function unusedCode(secret: string, lastStep: number | null): Promise<{ code: string; step: number }> {
  const step = Math.max(stepNow(), (lastStep ?? 0) + 1);
  while (step > stepNow() + 1) await sleep(500);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });
  return { code: totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 + 1 }), step };
}

/**
 * Enrols the signed-in person on /admin/security (the page they are on, or opened); answers the
 * secret, the step used and the recovery codes.
 */
export async function enrolOnPage(page: Page): Promise<KeptSecret & { recoveryCodes: string[] }> {
  if (!page.url().includes("/admin/security")) await page.goto("/admin/security");
  const secret = (await page.getByLabel("Key", { exact: true }).inputValue()).replace(/\s/g, "");
  const { code, step } = await unusedCode(secret, null);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Turn on the second factor" }).click();
  const list = page.getByRole("list", { name: "Your recovery codes" });
  await expect(list).toBeVisible(SUBMIT);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
  return { secret, lastStep: step, recoveryCodes };
}

/** Answers the code asked for on /admin/second-factor; answers the step used. */
export async function answerCodeOnPage(page: Page, kept: KeptSecret): Promise<number> {
  await page.goto("/admin/second-factor");
  const { code, step } = await unusedCode(kept.secret, kept.lastStep);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin$/, SUBMIT);
  return step;
}

async function withLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = join(folder(), `${shop()}-${email}.lock`);
  mkdirSync(folder(), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than two minutes was left by a killed run.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs `email` in with `signIn`, then passes the second factor if the console asks for it — or
 * starts from the cookies of this run's first sign-in of that person, which passed it already.
 */
export async function passSecondFactor(page: Page, email: string, signIn: () => Promise<void>): Promise<void> {
  const context = page.context();
  const kept = readJson<Parameters<typeof context.addCookies>[0]>(sessionFile(email));
  if (kept) return context.addCookies(kept);
  await signIn();
  const probe = await page.request.get("/admin/second-factor", { maxRedirects: 0 });
  const enrol = probe.status() >= 300 && probe.status() < 400 && (probe.headers().location ?? "").startsWith("/admin/security");
  // Customers (403) and staff whose roles ask for none (on to /admin) are done.
  if (probe.status() !== 200 && !enrol) return;
  await withLock(email, async () => {
    const keptMeanwhile = readJson<Parameters<typeof context.addCookies>[0]>(sessionFile(email));
    if (keptMeanwhile) return context.addCookies(keptMeanwhile);
    if (enrol) {
      const { secret, lastStep } = await enrolOnPage(page);
      writeJson(secretFile(email), { secret, lastStep });
    } else {
      const known = readJson<KeptSecret>(secretFile(email));
      if (!known) throw new Error(`${email} has a second factor these tests do not know: reset it on their console page, or npm run db:reset`);
      writeJson(secretFile(email), { ...known, lastStep: await answerCodeOnPage(page, known) });
    }
    writeJson(sessionFile(email), await context.cookies());
  });
}
