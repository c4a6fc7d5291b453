/** scripts/machine-turn.ts: one end-to-end layer at a time on a machine (issue 13). */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { takeTurn } from "../../scripts/machine-turn";

const freshDir = () => join(mkdtempSync(join(tmpdir(), "turn-test-")), "turn");

describe("takeTurn", () => {
  it("lets one holder in at a time and the next in once it gives the turn back", async () => {
    const dir = freshDir();
    const first = await takeTurn({ dir, pollMs: 10 });
    const waitedFor: number[] = [];
    let secondIn = false;
    const second = takeTurn({ dir, pollMs: 10, onWait: (pid) => waitedFor.push(pid) }).then((giveBack) => {
      secondIn = true;
      return giveBack;
    });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(secondIn).toBe(false);
    expect(waitedFor).toEqual([process.pid]);
    first();
    (await second)();
    expect(secondIn).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });

  it("takes over a turn whose holder is gone", async () => {
    const dir = freshDir();
    // A process that has ended: its pid names no one now.
    const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    mkdirSync(dir);
    writeFileSync(join(dir, "pid"), ended.stdout);
    const giveBack = await Promise.race([takeTurn({ dir, pollMs: 10 }), new Promise<null>((done) => setTimeout(() => done(null), 1_000))]);
    expect(giveBack).not.toBeNull();
    giveBack!();
  });

  it("takes over a turn an hour old even when its pid names a live process (a reused pid)", async () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, "pid"), String(process.pid));
    const hourAgo = (Date.now() - 61 * 60_000) / 1000;
    utimesSync(dir, hourAgo, hourAgo);
    const giveBack = await Promise.race([takeTurn({ dir, pollMs: 10 }), new Promise<null>((done) => setTimeout(() => done(null), 1_000))]);
    expect(giveBack).not.toBeNull();
    giveBack!();
  });

  it("waits on a turn made a moment ago without a pid yet, and takes it over once it is old", async () => {
    const dir = freshDir();
    mkdirSync(dir);
    const turn = takeTurn({ dir, pollMs: 10 });
    const early = await Promise.race([turn.then(() => "in"), new Promise<string>((done) => setTimeout(() => done("waiting"), 200))]);
    expect(early).toBe("waiting");
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(dir, old, old);
    const giveBack = await Promise.race([turn, new Promise<null>((done) => setTimeout(() => done(null), 1_000))]);
    expect(giveBack).not.toBeNull();
    giveBack!();
    expect(existsSync(dir)).toBe(false);
  });
});
