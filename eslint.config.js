import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      "**/.wrangler/",
      ".cache/",
      "graphql/generated/",
      "test-results/",
      "playwright-report/",
      "**/*.generated.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "info", "log"] }],
    },
  },
  {
    // Decision 017: what the browser must not load. zod and the generated graphql() document
    // map belong in *.server.ts modules; types may be imported anywhere.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/worker.ts", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "zod is server-only (decision 017): use it from a *.server.ts module.", allowTypeImports: true }],
          patterns: [
            {
              group: ["**/graphql/generated/client", "**/graphql/generated/client/index"],
              importNames: ["graphql"],
              message: "Define GraphQL documents in a *.server.ts module (decision 017); import only their types here.",
              allowTypeImports: true,
            },
            {
              group: ["**/workers/core/review-rules", "**/workers/core/field-schemas"],
              message: "These shared rules are zod, server-only (decisions 017, 097): use them from a *.server.ts module.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 055: the graphql worker knows the api only through its contract (the routes' type
    // for Hono's client, and the JSON rows it names), never its services, tables or helpers.
    files: ["workers/graphql/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/api/**", "!**/api/contract"],
              message: "The graphql worker imports the api only through workers/api/contract.ts (decision 055).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["tests/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
