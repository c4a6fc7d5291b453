import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/api/schema.ts",
  out: "./drizzle/api/migrations",
});
