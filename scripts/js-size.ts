/**
 * The JavaScript a page makes the browser load, from the last `npm run build`'s manifest: the
 * entry module and its imports, then each matched route's imports and module — the files Remix's
 * <Scripts> names and the deferred loader fetches (decision 049) — each gzipped at level 9 and
 * summed, as `npm run bench` counts them from the served page (tests/bench/run.ts,
 * javascriptBytes). kB are 1,024 bytes, as there. `-v` lists each file.
 *
 *   npm run build && npx tsx scripts/js-size.ts [-v]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./stack";

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The customer pages the bench and issue 25 watch, by their route. */
const PAGES: Record<string, string> = {
  "/classes": "routes/classes._index",
  "/menu": "routes/menu._index",
  "/choose-menu": "routes/choose-menu",
  "/": "routes/_index",
  "a class page": "routes/classes.$sku",
  "/cart": "routes/cart",
};

const buildDir = join(ROOT, "public", "build");
const manifestFile = readdirSync(buildDir).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
if (!manifestFile) throw new Error("No build manifest: run `npm run build` first.");
const manifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
) as Manifest;
const verbose = process.argv.includes("-v");

for (const [page, routeId] of Object.entries(PAGES)) {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(manifest.routes[id]!);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [...(route.imports ?? []), route.module])]);
  const sizes = [...files].map((href) => {
    const body = readFileSync(join(ROOT, "public", href));
    return { href, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const gzip = sizes.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`${page.padEnd(14)} ${(gzip / 1024).toFixed(1).padStart(6)} kB gzip  (${files.size} files)`);
  if (verbose) for (const file of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${String(file.gzip).padStart(7)} B  ${file.href}`);
}
