import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and the hydrating render, true afterwards: lets a component render
 * its no-JavaScript form first and enhance it once scripts run, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
