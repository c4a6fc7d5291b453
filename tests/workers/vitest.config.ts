/**
 * Worker tests: the api and graphql workers inside workerd with migrated local D1
 * (@cloudflare/vitest-pool-workers). Each project seeds its own database in a setup file.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

const root = resolve(import.meta.dirname, "../..");
const apiMigrations = await readD1Migrations(resolve(root, "drizzle/api/migrations"));
const edgeMigrations = await readD1Migrations(resolve(root, "drizzle/edge/migrations"));

const runtime = {
  compatibilityDate: "2026-04-20",
  compatibilityFlags: ["nodejs_compat"],
};

const vars = {
  ENVIRONMENT: "test",
  FIREBASE_PROJECT_ID: "demo-cache-valley-kitchen",
  // Set, so the api accepts the emulator's unsigned tokens that the tests make; but an address
  // no emulator listens on (port 1), never 9099, where another copy of the shop may run its own:
  // the worker tests stub the few calls the api makes to the emulator (issue 13).
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1",
};

export default defineConfig({
  root,
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: resolve(root, "workers/api/index.ts"),
            miniflare: {
              ...runtime,
              d1Databases: ["DB"],
              bindings: { ...vars, TEST_API_MIGRATIONS: apiMigrations },
            },
          }),
        ],
        test: {
          name: "api",
          root,
          include: ["tests/workers/api/**/*.test.ts"],
          setupFiles: ["tests/workers/setup.ts"],
          // workerd and D1 share two cores with everything else a CI run does.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: resolve(root, "tests/workers/graphql/test-worker.ts"),
            miniflare: {
              ...runtime,
              d1Databases: ["DB", "EDGE_CACHE"],
              bindings: {
                ...vars,
                TEST_API_MIGRATIONS: apiMigrations,
                TEST_EDGE_MIGRATIONS: edgeMigrations,
              },
            },
          }),
        ],
        test: {
          name: "graphql",
          root,
          include: ["tests/workers/graphql/**/*.test.ts"],
          setupFiles: ["tests/workers/setup.ts"],
          // workerd and D1 share two cores with everything else a CI run does.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
