/**
 * End-to-end tests: Debian's Chromium against the running workers. `npm test` starts the shop
 * on free ports and sets BASE_URL; every spec runs with JavaScript on and with it off.
 */
import { defineConfig, devices } from "@playwright/test";

// One id for this run, set in the runner before its workers start (they inherit it): the staff
// sessions that passed the second factor are kept per run (tests/e2e/second-factor-support.ts).
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

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
      testIgnore: ["**/*.mobile.spec.ts", "**/*.a11y.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      // Google and phone sign-in are the Firebase web SDK's: JavaScript only.
      testIgnore: ["**/*.mobile.spec.ts", "**/*.a11y.ts", "**/auth-google.spec.ts", "**/auth-phone.spec.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      // axe-core runs inside the page, so these need JavaScript; they audit the same HTML.
      name: "a11y",
      testMatch: "**/*.a11y.ts",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "mobile-no-js",
      testMatch: "**/*.mobile.spec.ts",
      use: { ...devices["Pixel 7"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      name: "mobile-js",
      testMatch: "**/*.mobile.spec.ts",
      use: { ...devices["Pixel 7"], launchOptions: chromium, javaScriptEnabled: true },
    },
  ],
});
