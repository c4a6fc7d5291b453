/**
 * CPU time of a running local stack, read from /proc: the bench prints it beside each latency
 * (issue 29), since CPU time per request barely moves with what else the machine runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The process that runs each stack's workers (the root of its tree), by origin. */
const workerProcesses = new Map<string, number>();

/** Remembers the process under which the stack at `origin` runs (startWorkers). */
export function trackStackProcess(origin: string, pid: number): void {
  workerProcesses.set(origin, pid);
}

/** Forgets every stack (stopAll). */
export function forgetStackProcesses(): void {
  workerProcesses.clear();
}

/** CPU time (ms) a stack has used: all its processes, and the workerd that runs the shop's workers. */
export interface StackCpu {
  total: number;
  /** The workerd running web, graphql, api and local D1; the rest is wrangler's node and its proxy. */
  shop: number;
}

/**
 * CPU time (user + system) used so far by the stack at `origin`: its `wrangler dev` (or
 * scripts/workers-dev.ts) and every process under it. `shop` is the workerd that runs the three
 * workers and local D1 (the one that does not listen on the stack's own port, where wrangler's
 * proxy workerd listens); the rest — wrangler's node process and its proxy — is local tooling
 * that production does not have (with the inspector on, its inspector proxy relays each
 * subrequest's DevTools events to node; decision 090 starts the bench's stacks without it).
 * Unlike a latency, CPU time barely moves with what else the machine runs, so the bench can tell
 * work a request does from time it waited for a core. Read from /proc (Linux, 100 clock ticks a
 * second); undefined elsewhere or for a stack this process did not start.
 */
export function stackCpuMilliseconds(origin: string): StackCpu | undefined {
  const root = workerProcesses.get(origin);
  if (root === undefined || !existsSync("/proc/self/stat")) return undefined;
  const proxyAddress = `entry=127.0.0.1:${new URL(origin).port} `;
  const processes: { pid: number; parent: number; milliseconds: number; shop: boolean }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      // The fields after the command name (which may hold spaces): state, ppid, …, utime (14th), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const shop = /\bworkerd serve\b/.test(command) && !command.includes(proxyAddress);
      processes.push({ pid: Number(entry), parent: Number(fields[1]), milliseconds: (Number(fields[11]) + Number(fields[12])) * 10, shop });
    } catch {
      // gone since the listing
    }
  }
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const { pid, parent } of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  const mine = processes.filter(({ pid }) => tree.has(pid));
  return {
    total: mine.reduce((sum, { milliseconds }) => sum + milliseconds, 0),
    shop: mine.filter(({ shop }) => shop).reduce((sum, { milliseconds }) => sum + milliseconds, 0),
  };
}
