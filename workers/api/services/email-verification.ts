/**
 * Verifying the e-mail of a password sign-up (decision 068, issue 30 part 2). Firebase makes the
 * code (`accounts:sendOobCode`, requestType VERIFY_EMAIL, `returnOobLink`: it answers the code
 * instead of mailing it, which only a privileged caller may ask: the Auth emulator's owner, or in
 * production the service account of FIREBASE_SERVICE_ACCOUNT), and the shop writes the e-mail
 * through its outbox like every other (decisions 012, 058), linking its own page
 * /verify-email?oobCode=…, which applies the code. Guest orders placed with the e-mail wait for
 * it (decision 033): the account is told how many, never which.
 *
 * At most one e-mail per address per VERIFICATION_MAIL_INTERVAL_MS: the check before asking
 * Firebase, and the outbox insert's own condition for two requests at once.
 */
import type { FirebaseIdentity } from "../auth/firebase-token";
import { IDENTITY_TOOLKIT_SCOPES, parseServiceAccount, serviceAccountAccessToken, ServiceAccountError } from "../auth/google-service-account";
import type { ApiEnv } from "../env";
import { VerifyEmailEmail } from "../emails/account";
import { linkLine } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";
import { ApiError } from "../lib/errors";
import { queueOnceStatement } from "./outbox";
import { sendOobCodeUrl } from "./sign-in-email";
import type { Caller } from "./users";

export const VERIFICATION_MAIL_INTERVAL_MS = 5 * 60 * 1000;
export const VERIFICATION_EMAIL_KIND = "email_verification";
export const verifyEmailPath = (oobCode: string) => `/verify-email?oobCode=${encodeURIComponent(oobCode)}`;

const TIMEOUT_MS = 10_000;

export interface EmailVerificationJson {
  email: string;
  verified: boolean;
  /** Orders placed without an account with this e-mail, which attach once it is verified. */
  waiting_orders: number;
}

const normalized = (email: string | null | undefined) => email?.trim().toLowerCase() ?? "";

/** Whether the signed-in identity's e-mail is the account's and still unverified. */
function unverifiedOwnEmail(caller: Caller, identity: FirebaseIdentity): boolean {
  return !identity.email_verified && normalized(identity.email) !== "" && normalized(identity.email) === normalized(caller.user.email);
}

/** Where the account's e-mail stands, with the count of guest orders waiting for it (no details). */
export async function emailVerification(d1: D1Database, caller: Caller, identity: FirebaseIdentity): Promise<EmailVerificationJson> {
  const email = normalized(caller.user.email);
  // Only the identity's own unverified e-mail waits: another sign-in (a phone) has none to verify.
  const verified = !unverifiedOwnEmail(caller, identity);
  const row = await d1.prepare("SELECT count(*) AS waiting FROM orders WHERE user_id IS NULL AND lower(email) = ?1").bind(email).first<{ waiting: number }>();
  return { email: caller.user.email, verified, waiting_orders: row?.waiting ?? 0 };
}

/**
 * The words of the e-mail; `link` is the shop page with the code. Nothing the signer typed but
 * the address it goes to is in it.
 */
export function verificationEmail(link: string, waitingOrders: number): EmailBody {
  const words = {
    subject: "Verify your e-mail for Cache Valley Kitchen",
    ask: "Please verify that this is your e-mail address, so your Cache Valley Kitchen account can use it.",
    verify: { label: "Verify my e-mail", href: link },
    orders:
      waitingOrders > 0
        ? `${waitingOrders === 1 ? "An order" : `${waitingOrders} orders`} placed with this e-mail will appear in your account once you verify it.`
        : "Orders you placed with this e-mail before you had an account will appear in it once you verify it.",
    ignore: "If you did not create an account, ignore this e-mail.",
  };
  return emailBody(VerifyEmailEmail, words, ["Hi,", [words.ask, linkLine(words.verify)], words.orders, words.ignore]);
}

/** Where the privileged sendOobCode goes and who asks: the emulator's owner, or the service account. */
interface PrivilegedCaller {
  url: string;
  headers: Record<string, string>;
}

/**
 * The emulator's `Bearer owner`; elsewhere the service account's access token (secret
 * FIREBASE_SERVICE_ACCOUNT, decision 068) at the project's own address, as Firebase's Admin SDK
 * asks (it needs no API key). Null when neither is configured.
 */
async function privilegedCaller(env: ApiEnv): Promise<PrivilegedCaller | null> {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.ENVIRONMENT !== "production") {
    const url = sendOobCodeUrl(env);
    return url === null ? null : { url, headers: { authorization: "Bearer owner" } };
  }
  if (!env.FIREBASE_SERVICE_ACCOUNT) return null;
  const account = parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT);
  const token = await serviceAccountAccessToken(account, IDENTITY_TOOLKIT_SCOPES);
  return {
    url: `https://identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(env.FIREBASE_PROJECT_ID)}/accounts:sendOobCode`,
    headers: { authorization: `Bearer ${token}` },
  };
}

const unavailable = () => new ApiError(503, "EMAIL_VERIFICATION_UNAVAILABLE", "We could not send the link just now. Please try again later.");

/** A VERIFY_EMAIL code for the Firebase account of `email`, without Firebase mailing it. */
export async function verificationCode(env: ApiEnv, email: string): Promise<string> {
  let caller: PrivilegedCaller | null;
  try {
    caller = await privilegedCaller(env);
  } catch (error) {
    // Only our own words: nothing of the secret, nor of what jose or WebCrypto said about it.
    console.error("api: e-mail verification's service account failed:", error instanceof ServiceAccountError ? error.message : "unexpected error");
    throw unavailable();
  }
  if (caller === null) {
    console.error("api: e-mail verification needs a privileged Identity Toolkit caller (FIREBASE_SERVICE_ACCOUNT, or the Auth emulator)");
    throw unavailable();
  }
  let response: Response;
  try {
    response = await fetch(caller.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...caller.headers },
      body: JSON.stringify({ requestType: "VERIFY_EMAIL", email, returnOobLink: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error("api: sendOobCode VERIFY_EMAIL unreachable", error);
    throw unavailable();
  }
  const body = (await response.json().catch(() => null)) as { oobCode?: unknown; error?: { message?: unknown } } | null;
  if (response.ok && typeof body?.oobCode === "string" && body.oobCode) return body.oobCode;
  console.error("api: sendOobCode VERIFY_EMAIL failed", response.status, body?.error?.message);
  throw unavailable();
}

export type VerificationSent = { sent: true } | { sent: false; reason: "VERIFIED" | "RECENTLY_SENT"; retry_after_seconds: number };

/**
 * Queues the verification e-mail to the account's e-mail, unless it is verified or one went out
 * within the interval. `origin` makes the link absolute (decision 059: the path alone without one).
 */
export async function sendVerificationEmail(
  env: ApiEnv,
  caller: Caller,
  identity: FirebaseIdentity,
  origin: string | null,
  now: Date,
): Promise<VerificationSent> {
  if (!unverifiedOwnEmail(caller, identity)) return { sent: false, reason: "VERIFIED", retry_after_seconds: 0 };
  const d1 = env.DB;
  const to = normalized(caller.user.email);
  const cutoff = new Date(now.getTime() - VERIFICATION_MAIL_INTERVAL_MS).toISOString();
  const recentlySent = (stamp: string | null) => ({
    sent: false as const,
    reason: "RECENTLY_SENT" as const,
    retry_after_seconds: stamp ? Math.max(1, Math.ceil((Date.parse(stamp) + VERIFICATION_MAIL_INTERVAL_MS - now.getTime()) / 1000)) : 1,
  });
  const last = await d1
    .prepare(`SELECT max(created_at) AS at FROM outbox_emails WHERE kind = ?1 AND "to" = ?2 AND created_at > ?3`)
    .bind(VERIFICATION_EMAIL_KIND, to, cutoff)
    .first<{ at: string | null }>();
  if (last?.at) return recentlySent(last.at);
  const code = await verificationCode(env, to);
  const { waiting_orders } = await emailVerification(d1, caller, identity);
  const stamp = now.toISOString();
  const email = verificationEmail(`${origin ?? ""}${verifyEmailPath(code)}`, waiting_orders);
  const result = await queueOnceStatement(
    d1,
    to,
    email,
    VERIFICATION_EMAIL_KIND,
    `user:${caller.id}:${stamp}`,
    stamp,
    `NOT EXISTS (SELECT 1 FROM outbox_emails WHERE kind = ?5 AND "to" = ?1 AND created_at > ?8)`,
    cutoff,
  ).run();
  return result.meta.changes === 1 ? { sent: true } : recentlySent(null);
}
