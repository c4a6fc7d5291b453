/**
 * Worker tests: the api, graphql and (built) web workers inside workerd with migrated local D1
 * (@cloudflare/vitest-pool-workers). Each project seeds its own database in a setup file.
 * Everything a run reads is its own (issue 13): D1 lives in Miniflare's temporary storage of
 * this run, and global-setup.ts starts this run's own Auth emulator on a free port.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { LOCAL_WEBHOOK_SECRET } from "../../scripts/resend-local";

const root = resolve(import.meta.dirname, "../..");
const apiMigrations = await readD1Migrations(resolve(root, "drizzle/api/migrations"));
const edgeMigrations = await readD1Migrations(resolve(root, "drizzle/edge/migrations"));

const runtime = {
  compatibilityDate: "2026-04-20",
  compatibilityFlags: ["nodejs_compat"],
  // photon's WebAssembly (decision 031), imported as a compiled module as wrangler does.
  modulesRules: [{ type: "CompiledWasm" as const, include: ["**/*.wasm"] }],
};

/** The bindings of both projects; the emulator's address is known once global-setup.ts ran. */
const vars = (inject: (key: "authEmulatorHost" | "emailProviderUrl") => string) => ({
  ENVIRONMENT: "test",
  FIREBASE_PROJECT_ID: "demo-cache-valley-kitchen",
  // This run's own emulator (global-setup.ts), never 9099, where another copy of the shop may run
  // its own. Being set also makes the api accept the emulator's unsigned tokens the tests make.
  FIREBASE_AUTH_EMULATOR_HOST: inject("authEmulatorHost"),
});

/**
 * One project: its main module in workerd with both databases and the picture bucket (the api
 * raises the seat version in EDGE_CACHE, decision 036), the run's variables, and what else
 * its Miniflare needs.
 */
function project(
  name: string,
  main: string,
  extra: { miniflare?: Record<string, unknown>; bindings?: Record<string, string> | ((inject: (key: "emailProviderUrl") => string) => Record<string, string>); testTimeout?: number } = {},
) {
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        main: resolve(root, main),
        miniflare: {
          ...runtime,
          d1Databases: ["DB", "EDGE_CACHE"],
          r2Buckets: ["MEDIA"],
          ...extra.miniflare,
          bindings: { ...vars(inject), ...(typeof extra.bindings === "function" ? extra.bindings(inject) : extra.bindings), TEST_API_MIGRATIONS: apiMigrations, TEST_EDGE_MIGRATIONS: edgeMigrations },
        },
      })),
    ],
    test: {
      name,
      root,
      include: [`tests/workers/${name}/**/*.test.ts`],
      setupFiles: ["tests/workers/setup.ts"],
      // workerd and D1 share two cores with everything else a CI run does.
      testTimeout: extra.testTimeout ?? 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  root,
  test: {
    globalSetup: ["tests/workers/global-setup.ts"],
    projects: [
      project("api", "workers/api/index.ts"),
      // The api with its e-mail queue, its dead-letter queue and this run's local e-mail provider
      // (decision 058): what the api writes is really sent, so only these tests see it.
      project("email", "workers/api/index.ts", {
        miniflare: {
          queueProducers: { EMAILS: { queueName: "shop-emails" } },
          queueConsumers: {
            "shop-emails": { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 11, deadLetterQueue: "shop-emails-failed" },
            "shop-emails-failed": { maxBatchSize: 10, maxBatchTimeout: 1 },
          },
        },
        bindings: (inject) => ({
          RESEND_API_KEY: "re_test",
          RESEND_API_BASE: inject("emailProviderUrl"),
          RESEND_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
          EMAIL_RETRY_BASE_SECONDS: "0",
        }),
        testTimeout: 180_000,
      }),
      project("graphql", "tests/workers/graphql/test-worker.ts"),
      // The web worker as built: `npm test` builds it before the worker tests.
      project("web", "tests/workers/web/test-worker.ts", {
        miniflare: {
          // The tracking queue of decision 053, produced by web and consumed by this worker.
          queueProducers: { TRACKING: { queueName: "shop-tracking" } },
          queueConsumers: { "shop-tracking": { maxBatchSize: 50, maxBatchTimeout: 1, maxRetries: 5 } },
          // public/ as Workers Static Assets (root wrangler.toml): the link-preview card (decision 071).
          assets: { directory: resolve(root, "public"), binding: "ASSETS" },
        },
        bindings: { FIREBASE_API_KEY: "fake-api-key" },
        testTimeout: 60_000,
      }),
    ],
  },
});
