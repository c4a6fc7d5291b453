/** Bindings and variables of the api worker (workers/api/wrangler.toml). */
export interface ApiEnv {
  DB: D1Database;
  ENVIRONMENT: "development" | "test" | "production";
  FIREBASE_PROJECT_ID: string;
  /** Set only where the Firebase Auth emulator stands in for Google (development, tests). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

/** The Hono environment every api route is typed with. */
export interface ApiContext {
  Bindings: ApiEnv;
}
