/** Migrates and seeds the test databases once per test file (idempotent). */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../drizzle/api/schema";
import { isSeeded, seed } from "../../drizzle/seed/seed";
import { SEED_NOW, TEST_ZIPCODES } from "./fixtures";

await applyD1Migrations(env.DB, env.TEST_API_MIGRATIONS);
if (env.EDGE_CACHE && env.TEST_EDGE_MIGRATIONS) {
  await applyD1Migrations(env.EDGE_CACHE, env.TEST_EDGE_MIGRATIONS);
}
const db = drizzle(env.DB, { schema });
if (!(await isSeeded(db))) await seed(db, { now: SEED_NOW, zipcodes: TEST_ZIPCODES });
