/**
 * The worker tests' own Firebase Auth emulator (issue 13): started on a free port for this run
 * and stopped after it, never one found running (another copy of the shop may hold customers in
 * its emulator on 9099). The api reaches it through FIREBASE_AUTH_EMULATOR_HOST, which
 * vitest.config.ts reads from `inject("authEmulatorHost")`.
 */
import type { TestProject } from "vitest/node";
import { freePort, startAuthEmulator, stopAll } from "../../scripts/stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** 127.0.0.1:<port> of this run's own Auth emulator. */
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  process.env.STACK_QUIET = "1";
  try {
    const port = await freePort();
    await startAuthEmulator(port);
    project.provide("authEmulatorHost", `127.0.0.1:${port}`);
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
