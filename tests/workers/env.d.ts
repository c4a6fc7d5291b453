import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      MEDIA: R2Bucket;
      EDGE_CACHE?: D1Database;
      ENVIRONMENT: "development" | "test" | "production";
      FIREBASE_PROJECT_ID: string;
      FIREBASE_AUTH_EMULATOR_HOST?: string;
      TEST_API_MIGRATIONS: D1Migration[];
      TEST_EDGE_MIGRATIONS?: D1Migration[];
      /** The `email` project only (decision 058). */
      EMAILS?: Queue<{ id: number }>;
      RESEND_API_KEY?: string;
      RESEND_API_BASE?: string;
      RESEND_WEBHOOK_SECRET?: string;
      EMAIL_RETRY_BASE_SECONDS?: string;
    }
  }
}

declare global {
  namespace Cloudflare {
    /** Both test projects' main modules export a fetch handler. */
    interface GlobalProps {
      mainModule: { default: ExportedHandler<Env> };
    }
  }
}
