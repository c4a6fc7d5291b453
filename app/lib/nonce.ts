import { createContext, useContext } from "react";

/** The CSP nonce of the current response, for Remix's inline scripts. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
