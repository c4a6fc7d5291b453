/**
 * A GraphQL Boolean as the api's query flag (`booleanParam`: "true" or "false"), typed as the
 * api's query is for `api.rpc`; null and undefined leave the flag out.
 */
export const flag = (value: boolean | null | undefined): "true" | "false" | undefined =>
  value === null || value === undefined ? undefined : value ? "true" : "false";
