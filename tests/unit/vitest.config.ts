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
  },
});
