/**
 * End-to-end tests: Debian's Chromium against the running workers. `npm test` starts the shop
 * on free ports and sets BASE_URL; every spec runs with JavaScript on and with it off.
 *
 * Decision 098: a `*.serial.spec.ts` changes what the whole shop offers (a fulfillment withdrawn
 * at every kitchen), so it runs in a stage of its own after every other project has finished:
 * `settings-js` depends on all of them, and `settings-no-js` on `settings-js`. Run alone it needs
 * `--no-deps --workers 1` (with `--project settings-js --project settings-no-js`), or Playwright
 * runs every project it depends on first, whatever file is named.
 */
import { defineConfig, devices } from "@playwright/test";

// One id for this run, set in the runner before its workers start (they inherit it): the staff
// sessions that passed the second factor are kept per run (tests/e2e/second-factor-support.ts).
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

/** The serialized stage's specs (decision 098); every other project leaves them out. */
const SERIAL = "**/*.serial.spec.ts";

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: ["**/*.spec.ts", "**/*.a11y.ts"],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Under CI one retry, so a single hiccup of a loaded two-core machine does not fail the run;
  // `npm test` names every test that needed it ("flaky"), and one failing twice still fails.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  outputDir: "../../test-results/e2e",
  reporter: [["list"], ["json", { outputFile: "../../test-results/e2e.json" }]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:8787",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: ["**/*.mobile.spec.ts", "**/*.a11y.ts", SERIAL],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      // Google and phone sign-in are the Firebase web SDK's: JavaScript only.
      testIgnore: ["**/*.mobile.spec.ts", "**/*.a11y.ts", "**/auth-google.spec.ts", "**/auth-phone.spec.ts", SERIAL],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      // axe-core runs inside the page, so these need JavaScript; they audit the same HTML.
      name: "a11y",
      testMatch: "**/*.a11y.ts",
      testIgnore: SERIAL,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "mobile-no-js",
      testMatch: "**/*.mobile.spec.ts",
      testIgnore: SERIAL,
      use: { ...devices["Pixel 7"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      name: "mobile-js",
      testMatch: "**/*.mobile.spec.ts",
      testIgnore: SERIAL,
      use: { ...devices["Pixel 7"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      // Decision 098: only after every test above has finished, so no spec beside it books what it withdraws.
      name: "settings-js",
      testMatch: SERIAL,
      dependencies: ["js", "no-js", "a11y", "mobile-no-js", "mobile-js"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      // After settings-js, never beside it: the two withdraw the same fulfillment at the same kitchens.
      name: "settings-no-js",
      testMatch: SERIAL,
      dependencies: ["settings-js"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
});
