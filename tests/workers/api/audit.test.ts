/** GET audit (decision 019): who may read the log, its filters, and its order. */
import { describe, expect, it } from "vitest";
import { auditInsert } from "../../../workers/api/services/audit";
import { database } from "../../../workers/api/db";
import { findUser } from "../../../workers/api/services/users";
import { env } from "cloudflare:workers";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";

interface AuditBody {
  data: Array<{ id: number; actor_email: string; action: string; resource: string; resource_id: string; before: unknown; after: unknown }>;
  meta: { count: number; total: number };
}

const ADMIN = "megan.larsen@cachevalleykitchen.com";
const MANAGER = "daniel.olsen@cachevalleykitchen.com";

async function writeRecords(resourceId: string) {
  const db = database(env.DB);
  const user = await findUser(db, 1);
  const actor = { id: 1, user: user!, roles: ["admin"], permissions: ["*"] };
  await db.batch([
    auditInsert(db, { actor, action: "classes.update", resource: "classes", resourceId, before: { seats: 10 }, after: { seats: 12 } }),
    auditInsert(db, { actor, action: "classes.publish", resource: "classes", resourceId, before: { published: false }, after: { published: true } }),
  ]);
}

describe("GET audit", () => {
  it("answers 401 without a token and 403 to a customer and to staff without audit.view", async () => {
    expectError(await call("GET", "/audit"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/audit", { token: (await registerCustomer()).token }), 403, "FORBIDDEN");
    expectError(await call("GET", "/audit", { token: seededToken("ana.morales@cachevalleykitchen.com") }), 403, "FORBIDDEN");
  });

  it("lists a record's history newest first, with before and after, to managers and admins", async () => {
    const resourceId = `9${Date.now() % 100_000_000}`;
    await writeRecords(resourceId);
    for (const email of [ADMIN, MANAGER]) {
      const { status, body } = await call<AuditBody>("GET", `/audit?resource=classes&resource_id=${resourceId}`, { token: seededToken(email) });
      expect(status).toBe(200);
      expect(body.meta.total).toBe(2);
      expect(body.data.map((record) => record.action)).toEqual(["classes.publish", "classes.update"]);
      expect(body.data[1]).toMatchObject({ actor_email: ADMIN, before: { seats: 10 }, after: { seats: 12 } });
    }
  });

  it("filters by action and actor, and pages", async () => {
    const resourceId = `8${Date.now() % 100_000_000}`;
    await writeRecords(resourceId);
    const token = seededToken(ADMIN);
    const { body: byAction } = await call<AuditBody>("GET", `/audit?resource_id=${resourceId}&action=classes.publish`, { token });
    expect(byAction.data.map((record) => record.action)).toEqual(["classes.publish"]);
    const { body: byStranger } = await call<AuditBody>("GET", `/audit?resource_id=${resourceId}&actor=nobody-${unique()}@example.com`, { token });
    expect(byStranger.meta.total).toBe(0);
    const { body: paged } = await call<AuditBody>("GET", `/audit?resource_id=${resourceId}&limit=1&offset=1`, { token });
    expect(paged.data.map((record) => record.action)).toEqual(["classes.update"]);
    expect(paged.meta.total).toBe(2);
  });

  it("refuses bad filters with field messages", async () => {
    const token = seededToken(ADMIN);
    expectError(await call("GET", "/audit?from=yesterday", { token }), 400, "BAD_REQUEST", "from");
    expectError(await call("GET", "/audit?resource=%3Cscript%3E", { token }), 400, "BAD_REQUEST", "resource");
    expectError(await call("GET", "/audit?limit=0", { token }), 400, "BAD_REQUEST", "limit");
    expectError(await call("GET", "/audit?records=classes", { token }), 400, "BAD_REQUEST", "records");
    const tooMany = Array.from({ length: 101 }, (_, index) => `classes:${index}`).join(",");
    expectError(await call("GET", `/audit?records=${tooMany}`, { token }), 400, "BAD_REQUEST", "records");
  });

  it("reads several records' histories at once (an order and its seats), and nothing of others", async () => {
    const first = `8${Date.now() % 100_000_000}`;
    const second = `7${Date.now() % 100_000_000}`;
    const other = `6${Date.now() % 100_000_000}`;
    await Promise.all([writeRecords(first), writeRecords(second), writeRecords(other)]);
    const { status, body } = await call<AuditBody>("GET", `/audit?records=classes:${first},classes:${second},orders:${other}`, { token: seededToken(ADMIN) });
    expect(status).toBe(200);
    expect(body.meta.total).toBe(4);
    expect(new Set(body.data.map((record) => record.resource_id))).toEqual(new Set([first, second]));
  });

  it("records a staff change to a user, before and after, and not a person's change to their own profile", async () => {
    const customer = await registerCustomer();
    const token = seededToken(ADMIN);
    expect((await call("PUT", `/users/${customer.id}`, { token: seededToken(MANAGER), body: { first_name: "Renamed" } })).status).toBe(200);
    expect((await call("PUT", `/users/${customer.id}`, { token, body: { roles: ["staff"] } })).status).toBe(200);
    expect((await call("PUT", `/users/${customer.id}`, { token: customer.token, body: { last_name: "Own" } })).status).toBe(200);
    const { body } = await call<AuditBody>("GET", `/audit?resource=users&resource_id=${customer.id}`, { token });
    expect(body.data.map((record) => [record.action, record.actor_email, record.before, record.after])).toEqual([
      ["users.update", ADMIN, { roles: ["customer"] }, { roles: ["staff"] }],
      ["users.update", MANAGER, { first_name: "Test" }, { first_name: "Renamed" }],
    ]);
  });
});
