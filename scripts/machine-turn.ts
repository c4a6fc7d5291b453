/**
 * One end-to-end layer at a time on a machine (issue 13). Two copies of the shop each run their
 * own workers, emulator, database and Chromium; on two cores, two such layers at once push every
 * page past its time budget. So `npm test` takes a turn for its end-to-end layer: a directory in
 * the OS temp dir made atomically (mkdir), holding the holder's pid. A turn whose holder is gone
 * (killed, crashed) is taken over; the other layers (lint, unit, worker tests) never wait.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TURN_DIR = join(tmpdir(), "cache-valley-kitchen-e2e-turn");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A turn without a pid this long after it was made lost its holder before it wrote one. */
const UNCLAIMED_MS = 30_000;
/** Longer than any end-to-end layer runs: a turn this old is a leftover. */
const LONGEST_TURN_MS = 60 * 60 * 1000;

function ageMs(dir: string): number {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

function holder(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, "pid"), "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Waits for the machine's turn and answers the function that gives it back (call it once, in a
 * finally). `onWait` is told, once, whose turn it is while waiting.
 */
export async function takeTurn({ dir = TURN_DIR, pollMs = 2_000, onWait = (_pid: number) => {} } = {}): Promise<() => void> {
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, "pid"), String(process.pid));
      return () => {
        if (holder(dir) === process.pid) rmSync(dir, { recursive: true, force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = holder(dir);
    const age = ageMs(dir);
    if (age > LONGEST_TURN_MS || (pid === null ? age > UNCLAIMED_MS : !alive(pid))) {
      // Its holder is gone (or died before it wrote its pid, or its pid now names some other
      // process: no end-to-end layer takes an hour): the turn is free.
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (pid !== null && !told) {
      onWait(pid);
      told = true;
    }
    // A pid not written yet (the holder is between mkdir and write): wait like any other.
    await new Promise((wait) => setTimeout(wait, pollMs));
  }
}
