/** Bindings and variables of the graphql worker (workers/graphql/wrangler.toml). */
export interface GraphQLEnv {
  /** The api worker (service binding). */
  API: Fetcher;
  EDGE_CACHE: D1Database;
  ENVIRONMENT: "development" | "test" | "production";
  /** Where the REST api lives when it is not behind the API binding. */
  API_BASE_URL?: string;
  /*
   * Partner limits (decision 007, docs/partner-api.md): whole numbers as strings or numbers;
   * unset means the default in plugins/limits-config.ts.
   */
  /** Deepest field nesting of an operation (default 8). */
  GRAPHQL_MAX_DEPTH?: string | number;
  /** Aliased fields per operation (default 15). */
  GRAPHQL_MAX_ALIASES?: string | number;
  /** Static cost per operation (default 50000). */
  GRAPHQL_MAX_COST?: string | number;
  /** Bytes of the query text (default 10000). */
  GRAPHQL_MAX_QUERY_BYTES?: string | number;
  /** Operations per client and window (default 120). */
  GRAPHQL_RATE_LIMIT?: string | number;
  /** Length of the rate-limit window in seconds (default 60). */
  GRAPHQL_RATE_LIMIT_WINDOW_SECONDS?: string | number;
}
