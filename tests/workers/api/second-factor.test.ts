/**
 * Staff's second factor in the api (issue 27 part 9, decision 078): enrolment with a current code,
 * ten recovery codes answered once and kept only as hashes, the secret encrypted in D1, a code
 * taken once, a recovery code used up, five wrong codes in a row locking for 15 minutes (in D1),
 * and an admin's reset, audited.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { codeAt } from "../../../workers/core/second-factor";
import { call, expectError, registerCustomer, seededToken } from "../support/api";

const ADMIN = seededToken("megan.larsen@cachevalleykitchen.com");
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
// A manager no other test file enrols.
const TYLER_EMAIL = "tyler.christensen@cachevalleykitchen.com";
const TYLER = seededToken(TYLER_EMAIL);

async function tylerId(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(TYLER_EMAIL).first<{ id: number }>();
  return row!.id;
}

describe("the second factor", () => {
  it("is asked of those who may refund, cancel or reveal codes; others cannot enrol", async () => {
    const customer = await registerCustomer();
    expect((await call("GET", "/second-factor", { token: customer.token })).body).toMatchObject({ required: false, enrolled: false });
    expectError(await call("POST", "/second-factor/enrolment", { token: STAFF }), 403, "FORBIDDEN");
    expect((await call("GET", "/second-factor", { token: MANAGER })).body).toMatchObject({ required: true });
    expectError(await call("GET", "/second-factor"), 401, "UNAUTHENTICATED");
  });

  it("enrols with a current code, keeps the secret encrypted and the recovery codes hashed, takes a code once, uses a recovery code up, locks after five wrong codes, and an admin resets it", async () => {
    const id = await tylerId();
    await env.DB.prepare("DELETE FROM staff_second_factors WHERE user_id = ?1").bind(id).run();
    expect((await call("GET", "/second-factor", { token: TYLER })).body).toMatchObject({ required: true, enrolled: false });

    const started = await call<{ secret: string; uri: string }>("POST", "/second-factor/enrolment", { token: TYLER });
    expect(started.status).toBe(200);
    const { secret } = started.body;
    expect(started.body.uri).toContain(`secret=${secret}`);
    // A reload shows the same secret until it is confirmed.
    expect((await call<{ secret: string }>("POST", "/second-factor/enrolment", { token: TYLER })).body.secret).toBe(secret);
    const stored = await env.DB.prepare("SELECT secret_encrypted FROM staff_second_factors WHERE user_id = ?1").bind(id).first<{ secret_encrypted: string }>();
    expect(stored!.secret_encrypted).not.toContain(secret);

    expectError(await call("POST", "/second-factor/enrolment/confirm", { token: TYLER, body: { code: "000000" } }), 400, "WRONG_CODE", "code");
    const at = new Date();
    const seconds = (count: number) => new Date(at.getTime() + count * 1000);
    const confirmed = await call<{ recovery_codes: string[] }>("POST", "/second-factor/enrolment/confirm", {
      token: TYLER,
      body: { code: codeAt(secret, at) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const recovery = confirmed.body.recovery_codes;
    expect(recovery).toHaveLength(10);
    const hashes = await env.DB.prepare("SELECT code_hash FROM staff_recovery_codes WHERE user_id = ?1").bind(id).all<{ code_hash: string }>();
    expect(hashes.results).toHaveLength(10);
    for (const { code_hash } of hashes.results) expect(recovery.map((code) => code.replace("-", ""))).not.toContain(code_hash);
    expectError(await call("POST", "/second-factor/enrolment", { token: TYLER }), 409, "ENROLLED");

    // The code that enrolled is not taken again; the next step's is (one step either side).
    expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { code: codeAt(secret, at) } }), 400, "USED_CODE", "code");
    const next = await call("POST", "/second-factor/verify", { token: TYLER, body: { code: codeAt(secret, seconds(30)) } });
    expect(next.body).toMatchObject({ method: "code", recovery_codes_left: 10 });
    expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { code: codeAt(secret, seconds(90)) } }), 400, "WRONG_CODE", "code");

    const used = await call("POST", "/second-factor/verify", { token: TYLER, body: { recovery_code: recovery[3]!.toUpperCase() } });
    expect(used.body).toMatchObject({ method: "recovery_code", recovery_codes_left: 9 });
    expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { recovery_code: recovery[3] } }), 400, "WRONG_CODE", "code");

    // Wrong codes in a row since the last right one: the used-up recovery code, three more, and the fifth locks.
    for (let attempt = 0; attempt < 3; attempt++) {
      expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { code: "123456" } }), 400, "WRONG_CODE", "code");
    }
    expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { code: "123456" } }), 429, "LOCKED", "code");
    expectError(await call("POST", "/second-factor/verify", { token: TYLER, body: { recovery_code: recovery[4] } }), 429, "LOCKED", "code");
    const lock = await env.DB.prepare("SELECT locked_until FROM staff_second_factors WHERE user_id = ?1").bind(id).first<{ locked_until: string }>();
    expect(Date.parse(lock!.locked_until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await call("GET", `/second-factor/users/${id}`, { token: MANAGER })).body).toMatchObject({ enrolled: true, recovery_codes_left: 9 });

    // Only users.roles resets it; it is audited.
    expectError(await call("DELETE", `/second-factor/users/${id}`, { token: MANAGER }), 403, "FORBIDDEN");
    const reset = await call("DELETE", `/second-factor/users/${id}`, { token: ADMIN });
    expect(reset.body).toMatchObject({ enrolled: false, recovery_codes_left: 0 });
    expect((await call("GET", "/second-factor", { token: TYLER })).body).toMatchObject({ enrolled: false, locked_until: null });
    const audit = await env.DB.prepare("SELECT action, actor_email, after FROM audit_log WHERE resource = 'users' AND resource_id = ?1 ORDER BY id")
      .bind(String(id))
      .all<{ action: string; actor_email: string; after: string }>();
    expect(audit.results.map((row) => row.action).slice(-2)).toEqual(["users.second-factor-enrol", "users.second-factor-reset"]);
    expect(audit.results.at(-1)).toMatchObject({ actor_email: "megan.larsen@cachevalleykitchen.com", after: JSON.stringify({ second_factor: "none" }) });
    expectError(await call("DELETE", "/second-factor/users/999999", { token: ADMIN }), 404, "NOT_FOUND");
  });
});
