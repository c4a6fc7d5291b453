/** Bindings and variables of the graphql worker (workers/graphql/wrangler.toml). */
export interface GraphQLEnv {
  /** The api worker (service binding). */
  API: Fetcher;
  EDGE_CACHE: D1Database;
  ENVIRONMENT: "development" | "test" | "production";
  /** Where the REST api lives when it is not behind the API binding. */
  API_BASE_URL?: string;
}
