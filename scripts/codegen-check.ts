/**
 * Fails when graphql/generated/ is stale: regenerates it and compares with what was there.
 * Run by `npm test`; after a failure the fresh files are in place, ready to commit.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT, run } from "./stack";

const GENERATED = join(ROOT, "graphql/generated");

function snapshot(dir: string, files = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) snapshot(path, files);
    else files.set(relative(ROOT, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return files;
}

const before = snapshot(GENERATED);
run(join(ROOT, "node_modules/.bin/graphql-codegen"), ["--config", "codegen.ts", "--silent"], { quiet: true });
const after = snapshot(GENERATED);

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length > 0) {
  console.error(`Generated GraphQL files were stale: ${stale.join(", ")}.`);
  console.error("They have been regenerated (npm run codegen); review and commit them.");
  process.exit(1);
}
console.log(`Generated GraphQL files are up to date (${after.size} files).`);
