import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { minifyBrowserBuild, terserOptions } from "../../scripts/minify-browser";

/** A chunk shaped like Remix's browser entry: a branch on the single-fetch flag, a licence, exports. */
const CHUNK = `import{a as shared}from"/build/_shared/chunk-A.js";
function decodeTurboStream(body){let parts=[];for(const line of body.split("\\n"))parts.push(JSON.parse(line));return parts}
function fetchData(url){return fetch(url+"?_data=routes/x").then(r=>r.json())}
function dataStrategy(){return window.__remixContext.future.v3_singleFetch?decodeTurboStream:fetchData}
var unusedLongName=1;
/*! Third-party licenses: /build/third-party-licenses.txt */
export{dataStrategy as d,shared as s};
`;

function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "minify-"));
  mkdirSync(join(dir, "_shared"));
  writeFileSync(join(dir, "_shared", "chunk-B.js"), CHUNK);
  writeFileSync(join(dir, "manifest-C.js"), "window.__remixManifest={\"version\":\"c\"};");
  return dir;
}

describe("minifyBrowserBuild", () => {
  it("drops the single-fetch branch when the config has the flag off, keeping imports, exports and notices", async () => {
    const dir = buildDir();
    const { files, before, after } = await minifyBrowserBuild(dir, terserOptions(false));
    const chunk = readFileSync(join(dir, "_shared", "chunk-B.js"), "utf8");
    expect(files).toBe(1);
    expect(after).toBeLessThan(before);
    expect(chunk).not.toContain("JSON.parse");
    expect(chunk).not.toContain("unusedLongName");
    expect(chunk).toContain("?_data=routes/x");
    expect(chunk).toContain('from"/build/_shared/chunk-A.js"');
    expect(chunk).toMatch(/export\{.* as d,.* as s\}/);
    expect(chunk).toContain("/*! Third-party licenses: /build/third-party-licenses.txt */");
  });

  it("keeps the single-fetch branch when the config turns the flag on", async () => {
    const dir = buildDir();
    await minifyBrowserBuild(dir, terserOptions(true));
    const chunk = readFileSync(join(dir, "_shared", "chunk-B.js"), "utf8");
    expect(chunk).toContain("JSON.parse");
    expect(chunk).not.toContain("?_data=routes/x");
  });

  it("leaves the manifest alone", async () => {
    const dir = buildDir();
    await minifyBrowserBuild(dir, terserOptions(false));
    expect(readFileSync(join(dir, "manifest-C.js"), "utf8")).toBe("window.__remixManifest={\"version\":\"c\"};");
  });
});
