/**
 * Seeds the local api database when it is empty: `tsx drizzle/seed/run.ts <persist-dir>`.
 * Runs in Node against the same local D1 that `wrangler dev --persist-to <persist-dir>` uses,
 * through wrangler's platform proxy, so rows go in as D1 batches.
 */
import { drizzle } from "drizzle-orm/d1";
import { resolve } from "node:path";
import { getPlatformProxy } from "wrangler";
import * as schema from "../api/schema";
import { seedNewsroom } from "./newsroom";
import { isSeeded, seed } from "./seed";
import { loadZipcodes } from "./zipcodes";

const persistDir = resolve(process.argv[2] ?? ".wrangler/state");

const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: resolve(import.meta.dirname, "../../workers/api/wrangler.toml"),
  persist: { path: resolve(persistDir, "v3") },
});

try {
  const db = drizzle(proxy.env.DB, { schema });
  if (await isSeeded(db)) {
    console.log("▸ The api database already has data; keeping it");
  } else {
    const started = Date.now();
    const summary = await seed(db, { now: new Date(), zipcodes: loadZipcodes() });
    const counts = Object.entries(summary)
      .map(([table, count]) => `${table} ${count}`)
      .join(", ");
    console.log(`▸ Seeded the api database in ${Date.now() - started} ms: ${counts}`);
  }
  // Its own check: a database seeded before the newsroom existed gets the newsroom's items too.
  const newsroom = await seedNewsroom(db, proxy.env.MEDIA, new Date());
  if (newsroom > 0) console.log(`▸ Seeded the newsroom: ${newsroom} items, their pictures in the local MEDIA bucket`);
} finally {
  await proxy.dispose();
}
