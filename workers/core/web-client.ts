/**
 * How the web worker's own GraphQL operations name themselves: `x-shop-client: web` (decision
 * 007). The web worker sets it on its operations and strips it from the partner requests it
 * forwards; the graphql worker exempts such operations from the partner limits.
 */
export const WEB_CLIENT_HEADER = "x-shop-client";
export const WEB_CLIENT = "web";

/** The web worker's own operations: headers to send with them. */
export const webClientHeaders = { [WEB_CLIENT_HEADER]: WEB_CLIENT } as const;

/** An operation of the web worker itself. */
export function fromWebClient(headers: Headers): boolean {
  return headers.get(WEB_CLIENT_HEADER) === WEB_CLIENT;
}

/**
 * The graphql worker's one path besides GraphQL: the current seat version for the web's page
 * cache (decision 053). The web forwards only /graphql from the outside, so no one else reaches it.
 */
export const SEAT_VERSION_PATH = "/internal/seat-version";
