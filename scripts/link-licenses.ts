/**
 * The last step of the browser build (scripts/minify-browser.ts calls it after terser): esbuild
 * keeps the third-party license comments at the end of each browser chunk (its "eof" mode; the
 * Remix compiler does not expose "linked"). This moves them, as esbuild's "linked" mode would,
 * into one public/build/third-party-licenses.txt, leaving a short pointer in each chunk. About
 * 0.5 kB gzip less JavaScript on every page; the notices stay shipped.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

export const LICENSES_FILE = "third-party-licenses.txt";
const BLOCK_START = "/*! Bundled license information:";
const POINTER = `/*! Third-party licenses: /build/${LICENSES_FILE} */\n`;

/** The .js files under `dir`, at any depth. */
export function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** Moves the license blocks of the .js files under `buildDir`; answers how many files changed. */
export function linkLicenses(buildDir: string): number {
  const notices: string[] = [];
  let changed = 0;
  for (const file of javascriptFiles(buildDir).sort()) {
    const source = readFileSync(file, "utf8");
    const start = source.lastIndexOf(BLOCK_START);
    if (start === -1) continue;
    const end = source.indexOf("*/", start);
    if (end === -1) continue;
    notices.push(`${relative(buildDir, file)}\n${source.slice(start + BLOCK_START.length, end).trim()}\n`);
    writeFileSync(file, `${source.slice(0, start)}${POINTER}${source.slice(end + 2).replace(/^\n/, "")}`);
    changed += 1;
  }
  if (changed > 0) {
    const header = "Licenses of the third-party code in the shop's browser JavaScript, by file.\n\n";
    writeFileSync(join(buildDir, LICENSES_FILE), header + notices.join("\n"));
  }
  return changed;
}
