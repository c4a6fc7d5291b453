import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/edge/schema.ts",
  out: "./drizzle/edge/migrations",
});
