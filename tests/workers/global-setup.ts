/**
 * The worker tests' own Firebase Auth emulator (issue 13): started on a free port for this run
 * and stopped after it, never one found running (another copy of the shop may hold customers in
 * its emulator on 9099). The api reaches it through FIREBASE_AUTH_EMULATOR_HOST, which
 * vitest.config.ts reads from `inject("authEmulatorHost")`. The run's local e-mail provider
 * (decision 058) starts here too, for the `email` project.
 */
import type { TestProject } from "vitest/node";
import { startLocalResend } from "../../scripts/resend-local";
import { freePort, startAuthEmulator, stopAll } from "../../scripts/stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** 127.0.0.1:<port> of this run's own Auth emulator. */
    authEmulatorHost: string;
    /** http://127.0.0.1:<port> of this run's local e-mail provider (scripts/resend-local.ts). */
    emailProviderUrl: string;
  }
}

let stopProvider = () => {};

export default async function setup(project: TestProject): Promise<() => void> {
  process.env.STACK_QUIET = "1";
  try {
    const port = await freePort();
    await startAuthEmulator(port);
    project.provide("authEmulatorHost", `127.0.0.1:${port}`);
    const provider = await startLocalResend();
    stopProvider = () => void provider.close();
    project.provide("emailProviderUrl", provider.url);
  } catch (error) {
    stopAll();
    throw error;
  }
  return () => {
    stopProvider();
    stopAll();
  };
}
