import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

const root = resolve(import.meta.dirname, "../..");

/** Plain unit tests: workers/core and other pure modules, in Node. */
export default defineConfig({
  root,
  resolve: { alias: { "~": resolve(root, "app") } },
  test: {
    name: "unit",
    include: ["tests/unit/**/*.test.ts", "workers/core/**/*.test.ts"],
    environment: "node",
    // The seed's 42,000 zip-code statements take a second alone, several when CI shares its two
    // cores with another run (issue 13): room for that, still a bound.
    testTimeout: 30_000,
  },
});
