/**
 * What a component knows about the render it is part of: the CSP nonce of the response, and
 * whether scripts have hydrated the page yet. One module, so every page loads one small chunk.
 */
import { createContext, useContext, useSyncExternalStore } from "react";

/** The CSP nonce of the current response, for Remix's inline scripts. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

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
