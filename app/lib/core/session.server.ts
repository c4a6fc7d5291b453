/**
 * The shop's session: one signed, HttpOnly, SameSite=Lax cookie holding the Firebase ID and
 * refresh tokens, the cart uuid and the anti-forgery token (ARCHITECTURE.md). `__Host-` and
 * Secure in production. Secrets rotate: SESSION_SECRETS is a comma-separated list, the first
 * signs, all verify. app/worker.ts reads it before Remix and writes it back when it changed.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";
import type { ShopConfig, WebEnv } from "./env.server";

export interface SessionData {
  /** Firebase ID token (JWT) and refresh token of the signed-in user. */
  idToken?: string;
  refreshToken?: string;
  /** The signed-in user's Firebase uid and the shop's user id. */
  uid?: string;
  userId?: string;
  /** The signed-in account opens at least one console area: the shop's header shows "Console". */
  staff?: boolean;
  /**
   * The console's second factor passed in this session (decision 078): whose, and when (ms).
   * Good for 12 hours; sign-out and a new sign-in forget it.
   */
  secondFactor?: { userId: string; at: number };
  /** The kitchen chosen in the console's header (a location id); lists start filtered to it. */
  consoleKitchen?: string;
  /** A token refresh that failed for our reasons waits this back-off (spec §9, decision 035). */
  refreshBackoff?: { waitMs: number; retryAt: number };
  /** A sign-in with an identity provider under way (decision 035): the redirect flow's state. */
  idpPending?: { state: string; provider: string; redirectTo: string; mode: "sign-in" | "link"; sessionId?: string };
  /** The cart of spec §3 and the time it last changed (ISO text). */
  cartUuid?: string;
  cartUpdatedAt?: string;
  /** The header's cart count as the api last said it, for that cart and updatedAt (decision 076). */
  cartCount?: { uuid: string; updatedAt?: string; count: number; at: number };
  /**
   * The last checkout this browser started or paid (decision 012: the checkout id is the
   * capability that shows its order's confirmation).
   */
  checkoutId?: string;
  /** The anti-forgery token every form and fetcher carries. */
  csrf?: string;
  /** When the contact form was last shown (ms): a message sent faster is a robot's (decision 030). */
  contactFormAt?: number;
  /** The last order whose "placed" tracking event this browser sent (decision 034). */
  trackedOrderId?: string;
  /**
   * The D1 bookmark the customer's last write answered (decision 080): their reads are sent with
   * it, so a read replica never shows them a shop from before their own change.
   */
  d1Bookmark?: string;
  /** When the private-class request form was last shown (ms), the same check (decision 032). */
  classRequestFormAt?: number;
}

export interface SessionFlashData {
  /** Alerts to show once on the next page (spec §4). */
  alerts: string;
}

export type ShopSession = Session<SessionData, SessionFlashData>;

/** Used only outside production, so a newcomer's `npm start` needs no secret. */
const DEVELOPMENT_SECRET = "development-only-session-secret-change-me";

export function sessionStorage(env: WebEnv, config: ShopConfig) {
  const production = config.environment === "production";
  const secrets = (env.SESSION_SECRETS ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (production && secrets.length === 0) {
    throw new Error("SESSION_SECRETS must be set in production");
  }
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: production ? "__Host-cvk_session" : "cvk_session",
      httpOnly: true,
      secure: production,
      sameSite: "lax",
      path: "/",
      maxAge: 60 * 60 * 24 * 30,
      secrets: secrets.length > 0 ? secrets : [DEVELOPMENT_SECRET],
    },
  });
}

/** The session's data as text, to tell after a request whether it changed. */
export function sessionFingerprint(session: ShopSession): string {
  return JSON.stringify(session.data);
}
