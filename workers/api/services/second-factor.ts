/**
 * Staff's second factor in D1 (issue 27 part 9, decision 078). The rules (window, replay, lock)
 * are workers/core/second-factor.ts; here the state is read, checked there, and written back only
 * if it is still what was read (so two requests never both spend one code, and the lock counts
 * every wrong code of every worker). Secrets are stored AES-GCM encrypted, recovery codes hashed.
 */
import {
  afterRightCode,
  afterWrongCode,
  checkCode,
  cleanRecoveryCode,
  lockedAt,
  needsSecondFactor,
  newRecoveryCodes,
  newSecret,
  secretUri,
  type CodeState,
} from "../../core/second-factor";
import { database } from "../db";
import { ApiError, notFound } from "../lib/errors";
import { decryptSecret, encryptSecret } from "../lib/second-factor-key";
import { auditStatement } from "./audit";
import { findUser, type Caller } from "./users";

interface FactorRow {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: string | null;
  last_step: number | null;
  failures: number;
  locked_until: string | null;
}

export interface SecondFactorStatusJson {
  /** The caller's roles hold a permission that asks for it (refunds, cancels, whole gift-card codes). */
  required: boolean;
  enrolled: boolean;
  confirmed_at: string | null;
  locked_until: string | null;
  recovery_codes_left: number;
}

const stateOf = (row: FactorRow): CodeState => ({ lastStep: row.last_step, failures: row.failures, lockedUntil: row.locked_until });

const rowOf = (d1: D1Database, userId: number) => d1.prepare(`SELECT * FROM staff_second_factors WHERE user_id = ?1`).bind(userId).first<FactorRow>();

async function codesLeft(d1: D1Database, userId: number): Promise<number> {
  const row = await d1.prepare(`SELECT count(*) AS n FROM staff_recovery_codes WHERE user_id = ?1 AND used_at IS NULL`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

async function recoveryHash(userId: number, clean: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${userId}:${clean}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Writes `next` only if the row still holds `read`; false when another request came first. */
async function saveState(d1: D1Database, userId: number, read: CodeState, next: CodeState): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE staff_second_factors SET last_step = ?2, failures = ?3, locked_until = ?4
       WHERE user_id = ?1 AND last_step IS ?5 AND failures = ?6 AND locked_until IS ?7`,
    )
    .bind(userId, next.lastStep, next.failures, next.lockedUntil, read.lastStep, read.failures, read.lockedUntil)
    .run();
  return result.meta.changes === 1;
}

const refused = (status: 400 | 429, reason: string, message: string) => new ApiError(status, reason, message, { code: [message] });

const WRONG = () => refused(400, "WRONG_CODE", "That code is not right. Type the 6 digits your authenticator app shows now.");
const USED = () => refused(400, "USED_CODE", "That code was used already. Wait for the next one your app shows.");
const WRONG_RECOVERY = () => refused(400, "WRONG_CODE", "That recovery code is not one of yours, or it was used already.");
function locked(until: string, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));
  return refused(429, "LOCKED", `Too many wrong codes in a row: try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
}

function mustNeed(caller: Caller): void {
  if (!needsSecondFactor(caller.permissions)) {
    throw new ApiError(403, "FORBIDDEN", "Your roles do not ask for a second factor");
  }
}

/** GET second-factor: where the caller stands. */
export async function secondFactorStatus(d1: D1Database, caller: Caller, now: Date): Promise<SecondFactorStatusJson> {
  const row = await rowOf(d1, caller.id);
  return {
    required: needsSecondFactor(caller.permissions),
    enrolled: Boolean(row?.confirmed_at),
    confirmed_at: row?.confirmed_at ?? null,
    locked_until: row ? lockedAt(stateOf(row), now) : null,
    recovery_codes_left: row?.confirmed_at ? await codesLeft(d1, caller.id) : 0,
  };
}

/**
 * POST second-factor/enrolment: the secret to put in an authenticator app. The same secret until
 * it is confirmed (a reload, or a second tab, shows the one the app may already hold); 409 once enrolled.
 */
export async function startEnrolment(d1: D1Database, key: CryptoKey, caller: Caller): Promise<{ secret: string; uri: string }> {
  mustNeed(caller);
  let row = await rowOf(d1, caller.id);
  if (row?.confirmed_at) throw new ApiError(409, "ENROLLED", "Your second factor is set up already");
  if (!row) {
    await d1
      .prepare(`INSERT INTO staff_second_factors (user_id, secret_encrypted) VALUES (?1, ?2) ON CONFLICT (user_id) DO NOTHING`)
      .bind(caller.id, await encryptSecret(key, newSecret()))
      .run();
    row = await rowOf(d1, caller.id);
  }
  const secret = await decryptSecret(key, row!.secret_encrypted);
  return { secret, uri: secretUri(secret, caller.user.email) };
}

/** A code checked against the caller's secret and the state written back; throws the refusal. */
async function spendCode(d1: D1Database, key: CryptoKey, row: FactorRow, code: string, now: Date): Promise<number> {
  const secret = await decryptSecret(key, row.secret_encrypted);
  for (let current: FactorRow | null = row, attempt = 0; current && attempt < 3; attempt++) {
    const read = stateOf(current);
    const check = checkCode(secret, code, read, now);
    if (check.result === "used") throw USED();
    if (check.result === "locked" && check.state === read) throw locked(check.lockedUntil, now);
    if (await saveState(d1, row.user_id, read, check.state)) {
      if (check.result === "accepted") return check.step;
      if (check.result === "locked") throw locked(check.lockedUntil, now);
      throw WRONG();
    }
    current = await rowOf(d1, row.user_id);
  }
  throw new ApiError(409, "CONFLICT", "Your second factor changed meanwhile: try again");
}

/**
 * POST second-factor/enrolment/confirm {code}: the first code proves the app holds the secret;
 * then ten recovery codes, answered this once (only their hashes are kept). Audited.
 */
export async function confirmEnrolment(d1: D1Database, key: CryptoKey, caller: Caller, code: string, now: Date): Promise<{ recovery_codes: string[] }> {
  mustNeed(caller);
  const row = await rowOf(d1, caller.id);
  if (!row) throw new ApiError(409, "NOT_STARTED", "Open the second factor page again to get your secret");
  if (row.confirmed_at) throw new ApiError(409, "ENROLLED", "Your second factor is set up already");
  await spendCode(d1, key, row, code, now);
  const confirmedAt = now.toISOString();
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((recovery) => recoveryHash(caller.id, cleanRecoveryCode(recovery)!)));
  const [confirmed] = await d1.batch([
    d1.prepare(`UPDATE staff_second_factors SET confirmed_at = ?2 WHERE user_id = ?1 AND confirmed_at IS NULL`).bind(caller.id, confirmedAt),
    auditStatement(
      d1,
      {
        actor: caller,
        action: "users.second-factor-enrol",
        resource: "users",
        resourceId: caller.id,
        before: { second_factor: "none" },
        after: { second_factor: "enrolled" },
      },
      "changes() = 1",
    ),
    d1
      .prepare(`DELETE FROM staff_recovery_codes WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM staff_second_factors WHERE user_id = ?1 AND confirmed_at = ?2)`)
      .bind(caller.id, confirmedAt),
    ...hashes.map((hash) =>
      d1
        .prepare(
          `INSERT INTO staff_recovery_codes (user_id, code_hash)
           SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM staff_second_factors WHERE user_id = ?1 AND confirmed_at = ?3)`,
        )
        .bind(caller.id, hash, confirmedAt),
    ),
  ]);
  if (confirmed!.meta.changes !== 1) throw new ApiError(409, "ENROLLED", "Your second factor is set up already");
  return { recovery_codes: codes };
}

/**
 * POST second-factor/verify {code} or {recovery_code}: the second factor of this sign-in. A
 * recovery code is used up by the statement that checks it was not; both count toward the lock.
 */
export async function verifySecondFactor(
  d1: D1Database,
  key: CryptoKey,
  caller: Caller,
  answer: { code: string } | { recovery_code: string },
  now: Date,
): Promise<{ method: "code" | "recovery_code"; recovery_codes_left: number }> {
  const row = await rowOf(d1, caller.id);
  if (!row?.confirmed_at) throw new ApiError(409, "NOT_ENROLLED", "Set up your second factor first");
  if ("code" in answer) {
    await spendCode(d1, key, row, answer.code, now);
    return { method: "code", recovery_codes_left: await codesLeft(d1, caller.id) };
  }
  const read = stateOf(row);
  const until = lockedAt(read, now);
  if (until) throw locked(until, now);
  const clean = cleanRecoveryCode(answer.recovery_code);
  const spent = clean
    ? await d1
        .prepare(`UPDATE staff_recovery_codes SET used_at = ?3 WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL`)
        .bind(caller.id, await recoveryHash(caller.id, clean), now.toISOString())
        .run()
    : null;
  if (spent?.meta.changes === 1) {
    await saveState(d1, caller.id, read, afterRightCode(read));
    return { method: "recovery_code", recovery_codes_left: await codesLeft(d1, caller.id) };
  }
  const next = afterWrongCode(read, now);
  await saveState(d1, caller.id, read, next);
  const lockedNow = lockedAt(next, now);
  throw lockedNow ? locked(lockedNow, now) : WRONG_RECOVERY();
}

/** GET second-factor/users/:id (users.view): whether that person has one, for their console page. */
export async function userSecondFactor(d1: D1Database, userId: number, now: Date) {
  if (!(await findUser(database(d1), userId))) throw notFound("User");
  const row = await rowOf(d1, userId);
  return {
    enrolled: Boolean(row?.confirmed_at),
    confirmed_at: row?.confirmed_at ?? null,
    locked_until: row ? lockedAt(stateOf(row), now) : null,
    recovery_codes_left: row?.confirmed_at ? await codesLeft(d1, userId) : 0,
  };
}

/**
 * DELETE second-factor/users/:id (users.roles): forgets the secret and the recovery codes (a lost
 * phone); the person enrols again at their next console visit. Audited in the same batch.
 */
export async function resetSecondFactor(d1: D1Database, caller: Caller, userId: number, now: Date) {
  const before = await userSecondFactor(d1, userId, now);
  const row = await rowOf(d1, userId);
  if (!row) return before;
  await d1.batch([
    d1.prepare(`DELETE FROM staff_recovery_codes WHERE user_id = ?1`).bind(userId),
    d1.prepare(`DELETE FROM staff_second_factors WHERE user_id = ?1`).bind(userId),
    auditStatement(
      d1,
      {
        actor: caller,
        action: "users.second-factor-reset",
        resource: "users",
        resourceId: userId,
        before: { second_factor: row.confirmed_at ? "enrolled" : "enrolling" },
        after: { second_factor: "none" },
      },
      "changes() = 1",
    ),
  ]);
  return userSecondFactor(d1, userId, now);
}
