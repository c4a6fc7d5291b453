// The console's second factor for staff who can move money or reveal codes (issue 27 part 9,
// decision 078): a time-based one-time code (TOTP, RFC 6238) from an authenticator app, or one of
// ten recovery codes. The rules are here, pure; the api keeps the state in D1 and writes it back
// only if nobody changed it meanwhile, so two requests cannot both spend one code.
import { Secret, TOTP } from "otpauth";
import { PERMISSIONS } from "./admin-permissions";
import { hasPermission } from "./permissions";

/** Holding any of these asks for a second factor before the console opens (refunds, cancels, whole gift-card codes). */
export const SECOND_FACTOR_PERMISSIONS = [PERMISSIONS.paymentsRefund, PERMISSIONS.classesCancel, PERMISSIONS.giftCardsUpdate] as const;

export const needsSecondFactor = (permissions: readonly string[]): boolean =>
  SECOND_FACTOR_PERMISSIONS.some((permission) => hasPermission(permissions, permission));

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
export const CODE_PERIOD_SECONDS = 30;
export const CODE_DIGITS = 6;
/** A code of the step before or after now is accepted too: clocks drift and people type slowly. */
export const CODE_WINDOW_STEPS = 1;
/** Wrong codes in a row that lock the second factor, and for how long. */
export const WRONG_CODES_BEFORE_LOCK = 5;
export const LOCK_MINUTES = 15;
/** How long a passed second factor is remembered in the console session (until sign-out at the latest). */
export const PASS_HOURS = 12;
export const RECOVERY_CODE_COUNT = 10;

const ISSUER = "Cache Valley Kitchen";

/** A new secret: 20 random bytes (RFC 4226's recommended length), as base32 text. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account = ""): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: CODE_DIGITS, period: CODE_PERIOD_SECONDS });
}

/** The `otpauth://totp/…` address an authenticator app reads (typed in or from a QR code). */
export const secretUri = (secret: string, account: string): string => totp(secret, account).toString();

/** The secret in groups of four, as people type it. */
export const secretInGroups = (secret: string): string => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The code of `secret` at `at` (tests and the enrolment's own check use it). */
export const codeAt = (secret: string, at: Date): string => totp(secret).generate({ timestamp: at.getTime() });

/** The time step `at` falls in. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / CODE_PERIOD_SECONDS);

/** What the api keeps between checks. */
export interface CodeState {
  /** The step of the last code accepted: that code and older ones are never taken again. */
  lastStep: number | null;
  /** Wrong codes since the last right one. */
  failures: number;
  /** ISO instant until which no code is even looked at. */
  lockedUntil: string | null;
}

export const FRESH_STATE: CodeState = { lastStep: null, failures: 0, lockedUntil: null };

export type CodeCheck =
  | { result: "accepted"; step: number; state: CodeState }
  | { result: "wrong"; state: CodeState }
  | { result: "used"; state: CodeState }
  | { result: "locked"; lockedUntil: string; state: CodeState };

/** The code as typed: spaces and dashes go ("123 456" is 123456). */
export const cleanCode = (code: string): string => code.replace(/[\s-]/g, "");

export const lockedAt = (state: CodeState, now: Date): string | null =>
  state.lockedUntil !== null && Date.parse(state.lockedUntil) > now.getTime() ? state.lockedUntil : null;

/** A wrong code: one more in the row; the fifth locks for 15 minutes and starts the count again. */
export function afterWrongCode(state: CodeState, now: Date): CodeState {
  const failures = state.failures + 1;
  if (failures < WRONG_CODES_BEFORE_LOCK) return { ...state, failures };
  return { ...state, failures: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() };
}

/** A right code or recovery code: the row of wrong ones ends. */
export const afterRightCode = (state: CodeState, step: number | null = state.lastStep): CodeState => ({ lastStep: step, failures: 0, lockedUntil: null });

/**
 * Checks a six-digit code against `secret` at `now`: locked first (no code looked at), then the
 * code of the step before, of now or of the step after; a code of a step no later than the last
 * accepted one was used already (RFC 6238 §5.2: never accepted twice), and is not counted as a
 * guess. Anything else is a wrong code.
 */
export function checkCode(secret: string, code: string, state: CodeState, now: Date): CodeCheck {
  const lockedUntil = lockedAt(state, now);
  if (lockedUntil) return { result: "locked", lockedUntil, state };
  const token = cleanCode(code);
  const delta = /^\d{6}$/.test(token) ? totp(secret).validate({ token, timestamp: now.getTime(), window: CODE_WINDOW_STEPS }) : null;
  if (delta === null) {
    const next = afterWrongCode(state, now);
    return next.lockedUntil && lockedAt(next, now) ? { result: "locked", lockedUntil: next.lockedUntil, state: next } : { result: "wrong", state: next };
  }
  const step = stepAt(now) + delta;
  if (state.lastStep !== null && step <= state.lastStep) return { result: "used", state };
  return { result: "accepted", step, state: afterRightCode(state, step) };
}

// Recovery codes: ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as
// "abcde-fghjk"; about 50 bits each, stored only as hashes.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 10;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(RECOVERY_LENGTH));
    const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** A recovery code as typed, the way it is hashed: lower case, no spaces or dashes; null when it cannot be one. */
export function cleanRecoveryCode(code: string): string | null {
  const clean = cleanCode(code).toLowerCase();
  return clean.length === RECOVERY_LENGTH && [...clean].every((letter) => RECOVERY_ALPHABET.includes(letter)) ? clean : null;
}
