import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LICENSES_FILE, linkLicenses } from "../../scripts/link-licenses";

const LICENSED = `var a=1;export{a};
/*! Bundled license information:

react/cjs/react.production.min.js:
  (**
   * @license React
   *)
*/
`;

function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "licenses-"));
  mkdirSync(join(dir, "_shared"));
  writeFileSync(join(dir, "_shared", "chunk-A.js"), LICENSED);
  writeFileSync(join(dir, "root-B.js"), "export const b=2;\n");
  return dir;
}

describe("linkLicenses", () => {
  it("moves each chunk's license block into one file and leaves a pointer", () => {
    const dir = buildDir();
    expect(linkLicenses(dir)).toBe(1);
    const chunk = readFileSync(join(dir, "_shared", "chunk-A.js"), "utf8");
    expect(chunk).toBe(`var a=1;export{a};\n/*! Third-party licenses: /build/${LICENSES_FILE} */\n`);
    const notices = readFileSync(join(dir, LICENSES_FILE), "utf8");
    expect(notices).toContain("_shared/chunk-A.js\nreact/cjs/react.production.min.js:");
    expect(notices).toContain("@license React");
    expect(readFileSync(join(dir, "root-B.js"), "utf8")).toBe("export const b=2;\n");
  });

  it("changes nothing on a second run, so the notices are not lost", () => {
    const dir = buildDir();
    linkLicenses(dir);
    const notices = readFileSync(join(dir, LICENSES_FILE), "utf8");
    expect(linkLicenses(dir)).toBe(0);
    expect(readFileSync(join(dir, LICENSES_FILE), "utf8")).toBe(notices);
  });
});
