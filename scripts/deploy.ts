/**
 * `npm run deploy`: builds the web worker, creates the queues the workers bind when the account
 * lacks them, applies the D1 migrations of both databases to Cloudflare, then deploys the three workers in the order their bindings need them: api (no
 * bindings to other workers), graphql (binds api), web (binds graphql and api). All with the
 * `production` environment of each wrangler.toml. The README lists what must exist first (the
 * account's token, the databases' ids, the R2 bucket, the secrets).
 *
 * `npm run deploy -- --dry-run` builds and bundles each worker with `wrangler deploy --dry-run`
 * and touches nothing remote: `npm test` runs it so a configuration mistake fails CI.
 * `--no-build` reuses the build already in build/ and public/build/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, log, ROOT, run } from "./stack";

const wrangler = join(ROOT, "node_modules/.bin/wrangler");

/** The workers in deployment order, each with its D1 databases (name as in its wrangler.toml). */
export const WORKERS = [
  { name: "api", config: "workers/api/wrangler.toml", databases: ["shop-api"] },
  { name: "graphql", config: "workers/graphql/wrangler.toml", databases: ["shop-edge-cache"] },
  { name: "web", config: "wrangler.toml", databases: [] },
] as const;

/** The queues the workers bind (decisions 053 and 058), made by the first deploy. */
export const QUEUES = ["shop-tracking", "shop-tracking-failed", "shop-emails", "shop-emails-failed"] as const;

/** Creates a queue unless the account has it already (wrangler then says it exists). */
function ensureQueue(name: string): void {
  const result = spawnSync(wrangler, ["queues", "create", name], { cwd: ROOT, encoding: "utf8" });
  const said = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status === 0) log(`Created the queue ${name}`);
  else if (/already (exists|taken)/i.test(said)) log(`The queue ${name} exists`);
  else throw new Error(`wrangler queues create ${name} failed:\n${said}`);
}

export function deploy({ dryRun, skipBuild }: { dryRun: boolean; skipBuild: boolean }): void {
  if (!skipBuild) build();
  if (dryRun) {
    const outdir = mkdtempSync(join(tmpdir(), "shop-deploy-"));
    try {
      for (const worker of WORKERS) {
        log(`Bundling the ${worker.name} worker (wrangler deploy --dry-run, production)`);
        run(wrangler, ["deploy", "--dry-run", "--env", "production", "-c", worker.config, "--outdir", join(outdir, worker.name)], {
          quiet: true,
        });
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
    return;
  }
  if (!process.env.CLOUDFLARE_API_TOKEN) {
    throw new Error("CLOUDFLARE_API_TOKEN is not set: see the README's Deploying section");
  }
  for (const queue of QUEUES) ensureQueue(queue);
  for (const worker of WORKERS) {
    for (const database of worker.databases) {
      log(`Applying the migrations of ${database}`);
      run(wrangler, ["d1", "migrations", "apply", database, "--remote", "--env", "production", "-c", worker.config]);
    }
  }
  for (const worker of WORKERS) {
    log(`Deploying the ${worker.name} worker`);
    run(wrangler, ["deploy", "--env", "production", "-c", worker.config]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  try {
    deploy({ dryRun: args.has("--dry-run"), skipBuild: args.has("--no-build") });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
