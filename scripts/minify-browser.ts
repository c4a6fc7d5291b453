/**
 * After `remix build`, the browser chunks' last step (decision 099): the Remix classic compiler
 * minifies them with esbuild in one pass and has no way to say which of Remix's future flags are
 * fixed. This runs terser's compressor over each chunk as an ES module, three passes, with the one
 * flag the browser runtime branches on read as the constant remix.config.js gives it
 * (`window.__remixContext.future.v3_singleFetch`: the server sends that very value), so the
 * single-fetch data strategy and its turbo-stream decoder, dead while the flag is off, leave the
 * React/ReactDOM/Remix chunk every page loads: about 5.5 kB gzip less on each page (issue 25's
 * JavaScript budget). Only safe transforms (no `unsafe*`, no `pure_getters`); exports are not
 * renamed, so the manifest and the chunks' imports stay valid. Then the license notices are
 * linked (scripts/link-licenses.ts).
 *
 *   npx tsx scripts/minify-browser.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { minify, type MinifyOptions } from "terser";
import { javascriptFiles, LICENSES_FILE, linkLicenses } from "./link-licenses";

/** The terser options for a build whose remix.config.js has `future.v3_singleFetch` as given. */
export function terserOptions(singleFetch: boolean): MinifyOptions {
  return {
    module: true,
    ecma: 2020,
    compress: { passes: 3, global_defs: { "window.__remixContext.future.v3_singleFetch": singleFetch } },
    mangle: true,
    format: { comments: /^!/ },
  };
}

/** Minifies the .js chunks under `buildDir` in place; answers how many and their bytes before and after. */
export async function minifyBrowserBuild(buildDir: string, options: MinifyOptions) {
  let before = 0;
  let after = 0;
  const files = javascriptFiles(buildDir).filter((file) => !basename(file).startsWith("manifest-"));
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const { code } = await minify(source, options);
    if (code === undefined) throw new Error(`terser gave no output for ${file}`);
    // A chunk of a few bytes can come out longer; it keeps esbuild's then.
    const output = code.length < source.length ? code : source;
    before += source.length;
    after += output.length;
    if (output !== source) writeFileSync(file, output);
  }
  return { files: files.length, before, after };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, "..");
  const config = (await import(pathToFileURL(join(root, "remix.config.js")).href)).default as {
    future?: { v3_singleFetch?: boolean };
  };
  const dir = join(root, "public", "build");
  const { files, before, after } = await minifyBrowserBuild(dir, terserOptions(config.future?.v3_singleFetch === true));
  console.log(`Minified ${files} browser chunks: ${before} → ${after} bytes`);
  console.log(`Linked the license notices of ${linkLicenses(dir)} browser chunks to /build/${LICENSES_FILE}`);
}
