/**
 * Who may see and change whose data (decision 010): every users route refuses another
 * customer's data, staff read with their permission, the administrator ("*") may do all,
 * and no one grants or overrules more than they hold.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { USERS } from "../../../drizzle/seed/data";
import { call, expectError, registerCustomer, seededToken, unique, uniquePhone, type Person } from "../support/api";
import { placeOrder, saveAddress } from "../support/orders";
import { emulatorToken } from "../support/tokens";

const email = (id: number) => USERS.find((user) => user.id === id)!.email;
const ADMIN = seededToken(email(1));
const MANAGER = seededToken(email(2)); // manager and staff: users.view, orders.view, registrations.*
const STAFF = seededToken(email(3)); // orders.view, registrations.*; not users.view
const EMPLOYEE = seededToken(email(7));

interface UserBody {
  id: number;
  email: string;
  first_name: string;
  phone: string | null;
  roles: string[];
  disabled: boolean;
  allergies: Array<{ key: string }>;
}

let a: Person;
let b: Person;
let bOrder: { orderId: number; registrationId: number; classId: number };
beforeAll(async () => {
  a = await registerCustomer();
  b = await registerCustomer({ allergies: ["shellfish"], allergy_notes: "Shellfish makes me ill." });
  bOrder = await placeOrder(b.id, b.email);
  await saveAddress(b.id, "95 W 100 S");
});

/** Every route that reads or changes one user's data, aimed at `id`. */
function routesOf(id: number, uid: string): Array<[string, string, unknown?]> {
  return [
    ["GET", `/users/${id}`],
    ["PUT", `/users/${id}`, { first_name: "Mallory" }],
    ["DELETE", `/users/${id}`],
    ["GET", `/users/${id}/orders`],
    ["GET", `/users/${id}/registrations`],
    ["GET", `/users/${id}/addresses/default`],
    ["PUT", `/accounts/${id}`, { first_name: "Mallory" }],
    ["DELETE", `/accounts/${id}`],
    ["GET", `/users/uid?uid=${uid}`],
  ];
}

describe("a customer's token on another customer's data", () => {
  it("is refused on every users and accounts route, and changes nothing", async () => {
    const before = await call<UserBody>("GET", `/users/${b.id}`, { token: b.token });
    for (const [method, path, body] of routesOf(b.id, b.uid)) {
      const answer = await call(method, path, { token: a.token, body });
      expect([403, 404], `${method} ${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    const after = await call<UserBody>("GET", `/users/${b.id}`, { token: b.token });
    expect(after).toEqual(before);
    expect((await call("GET", "/users/login", { token: b.token })).status).toBe(200);
  });

  it("is refused on the staff routes", async () => {
    const staffRoutes: Array<[string, string, unknown?]> = [
      ["GET", "/users"],
      ["GET", `/users?search=${encodeURIComponent(b.email)}`],
      ["POST", "/users", { first_name: "Eve", last_name: "Staff", email: `eve-${unique()}@example.com` }],
      ["GET", "/roles"],
      ["GET", "/employee-links"],
    ];
    for (const [method, path, body] of staffRoutes) {
      expectError(await call(method, path, { token: a.token, body }), 403, "FORBIDDEN");
    }
  });

  it("cannot take over another account through users/link", async () => {
    const registered = await call("POST", "/users/link", {
      token: a.token,
      body: { new_uid: a.uid, existing_uid: b.uid },
    });
    expectError(registered, 409, "ALREADY_REGISTERED");
    const mallory = { uid: `uid-${unique()}`, email: `mallory-${unique()}@example.com`, email_verified: true };
    const body = { new_uid: mallory.uid, existing_uid: b.uid };
    expectError(await call("POST", "/users/link", { token: emulatorToken(mallory), body }), 404, "NOT_FOUND");
    const unverified = emulatorToken({ ...mallory, email: b.email, email_verified: false });
    expectError(await call("POST", "/users/link", { token: unverified, body }), 403, "EMAIL_NOT_VERIFIED");
    const asSomeoneElse = await call("POST", "/users/link", {
      token: a.token,
      body: { new_uid: b.uid, existing_uid: a.uid },
    });
    expectError(asSomeoneElse, 403, "FORBIDDEN");
    expect((await call<UserBody>("GET", "/users/login", { token: b.token })).body.id).toBe(b.id);
  });

  it("learns nothing about ids that do not exist: 403 like any other's", async () => {
    for (const [method, path, body] of routesOf(999_999, "no-such-uid")) {
      const answer = await call(method, path, { token: a.token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it("without any token, every route answers 401", async () => {
    for (const [method, path, body] of [...routesOf(b.id, b.uid), ["GET", "/users"] as [string, string]]) {
      const answer = await call(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("the customer's own data", () => {
  it("is readable: profile, orders with registrations, registrations, default address", async () => {
    const profile = await call<UserBody>("GET", `/users/${b.id}`, { token: b.token });
    expect(profile.body).toMatchObject({ id: b.id, email: b.email, phone: b.phone, roles: ["customer"] });
    expect(profile.body.allergies.map((allergy) => allergy.key)).toEqual(["shellfish"]);

    const orders = await call<{
      data: Array<{
        id: number;
        total_cents: number;
        registrations: Array<{ id: number; class: { id: number; location: { timezone: string } } }>;
      }>;
      meta: { count: number; total: number };
    }>("GET", `/users/${b.id}/orders`, { token: b.token });
    expect(orders.status).toBe(200);
    expect(orders.body.meta).toEqual({ count: 1, total: 1 });
    expect(orders.body.data[0]).toMatchObject({ id: bOrder.orderId, total_cents: 9545 });
    expect(orders.body.data[0]!.registrations[0]).toMatchObject({
      id: bOrder.registrationId,
      class: { id: bOrder.classId },
    });
    expect(orders.body.data[0]!.registrations[0]!.class.location.timezone).toBe("America/Denver");

    const registrations = await call<{ data: Array<{ id: number; order_id: number }> }>(
      "GET",
      `/users/${b.id}/registrations`,
      {
        token: b.token,
      },
    );
    expect(registrations.body.data).toEqual([
      expect.objectContaining({ id: bOrder.registrationId, order_id: bOrder.orderId }),
    ]);

    await saveAddress(b.id, "150 N Main St");
    const address = await call<{ street: string; city: string }>("GET", `/users/${b.id}/addresses/default`, {
      token: b.token,
    });
    expect(address.body).toMatchObject({ street: "150 N Main St", city: "Logan" });
  });

  it("answers empty lists and a null default address for a new customer", async () => {
    const fresh = await registerCustomer();
    expect((await call("GET", `/users/${fresh.id}/orders`, { token: fresh.token })).body).toEqual({
      data: [],
      meta: { count: 0, total: 0 },
    });
    expect((await call("GET", `/users/${fresh.id}/addresses/default`, { token: fresh.token })).body).toBeNull();
  });

  it("is editable: name, allergies and notes, but not roles or the disabled flag", async () => {
    const me = await registerCustomer();
    const updated = await call<UserBody>("PUT", `/users/${me.id}`, {
      token: me.token,
      body: { first_name: "Avery", allergies: ["eggs", "soy"], allergy_notes: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.first_name).toBe("Avery");
    expect(updated.body.allergies.map((allergy) => allergy.key).sort()).toEqual(["eggs", "soy"]);

    expectError(
      await call("PUT", `/users/${me.id}`, { token: me.token, body: { roles: ["admin"] } }),
      403,
      "FORBIDDEN",
      "roles",
    );
    expectError(
      await call("PUT", `/users/${me.id}`, { token: me.token, body: { disabled: true } }),
      400,
      "BAD_REQUEST",
      "disabled",
    );
    expect((await call<UserBody>("GET", "/users/login", { token: me.token })).body.roles).toEqual(["customer"]);
  });

  it("changes its e-mail only to the one Firebase verified", async () => {
    const me = await registerCustomer();
    const elsewhere = `elsewhere-${unique()}@example.com`;
    expectError(
      await call("PUT", `/users/${me.id}`, { token: me.token, body: { email: elsewhere } }),
      400,
      "BAD_REQUEST",
      "email",
    );
    const changed = emulatorToken({ ...me.identity, email: elsewhere, email_verified: true });
    const answer = await call<UserBody>("PUT", `/users/${me.id}`, {
      token: changed,
      body: { email: elsewhere.toUpperCase() },
    });
    expect(answer.body.email).toBe(elsewhere);
  });

  it("refuses another account's phone number", async () => {
    const me = await registerCustomer();
    const answer = await call("PUT", `/users/${me.id}`, { token: me.token, body: { phone: a.phone } });
    expectError(answer, 409, "DUPLICATE", "phone");
    const own = await call<UserBody>("PUT", `/users/${me.id}`, { token: me.token, body: { phone: me.phone } });
    expect(own.status).toBe(200);
  });

  it.each([
    ["a 10,000-character first name", { first_name: "x".repeat(10_000) }, "first_name"],
    ["an empty first name", { first_name: "" }, "first_name"],
    ["a malformed phone", { phone: "555" }, "phone"],
    ["roles that are not a list", { roles: "admin" }, "roles"],
    ["a disabled flag that is not a boolean", { disabled: "yes" }, "disabled"],
  ])("answers 400 for %s", async (_what, body, field) => {
    expectError(await call("PUT", `/users/${a.id}`, { token: a.token, body }), 400, "BAD_REQUEST", field);
  });

  it("answers 400 for a path id too long to be one", async () => {
    expectError(await call("GET", "/users/12345678901", { token: ADMIN }), 400, "BAD_REQUEST", "id");
  });
});

describe("staff", () => {
  it("read a customer with users.view, and their orders and registrations with those permissions", async () => {
    const manager = await call<UserBody>("GET", `/users/${b.id}`, { token: MANAGER });
    expect(manager.body.email).toBe(b.email);
    expect((await call("GET", `/users/${b.id}/orders`, { token: MANAGER })).status).toBe(200);
    expect((await call("GET", `/users/${b.id}/addresses/default`, { token: MANAGER })).status).toBe(200);

    expect((await call("GET", `/users/${b.id}`, { token: STAFF })).status).toBe(200);
    expectError(await call("GET", `/users/${b.id}`, { token: EMPLOYEE }), 403, "FORBIDDEN");
    expect((await call("GET", `/users/${b.id}/orders`, { token: STAFF })).status).toBe(200);
    expect((await call("GET", `/users/${b.id}/registrations`, { token: STAFF })).status).toBe(200);
    expectError(await call("GET", `/users/${b.id}/orders`, { token: EMPLOYEE }), 403, "FORBIDDEN");
  });

  it("may not change or close a customer without users.update or users.delete", async () => {
    expectError(
      await call("PUT", `/users/${b.id}`, { token: STAFF, body: { first_name: "Mallory" } }),
      403,
      "FORBIDDEN",
    );
    expectError(await call("DELETE", `/users/${b.id}`, { token: MANAGER }), 403, "FORBIDDEN");
  });

  it("list and search users with users.view", async () => {
    const list = await call<{ data: UserBody[]; meta: { count: number; total: number } }>("GET", "/users?limit=5", {
      token: MANAGER,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(11);

    const byName = await call<{ data: UserBody[] }>("GET", "/users?search=kaylee", { token: MANAGER });
    expect(byName.body.data.map((user) => user.email)).toEqual(["kaylee.anderson@example.com"]);
    const byPhone = await call<{ data: UserBody[] }>("GET", `/users?search=${encodeURIComponent("(801) 555-0122")}`, {
      token: MANAGER,
    });
    expect(byPhone.body.data.map((user) => user.email)).toEqual(["kaylee.anderson@example.com"]);
    const wildcard = await call<{ data: UserBody[] }>("GET", "/users?search=%25", { token: MANAGER });
    expect(wildcard.body.data).toEqual([]);

    expectError(await call("GET", "/users?limit=0", { token: MANAGER }), 400, "BAD_REQUEST", "limit");
    expectError(await call("GET", "/users?limit=101", { token: MANAGER }), 400, "BAD_REQUEST", "limit");
    expectError(await call("GET", "/users?offset=-1", { token: MANAGER }), 400, "BAD_REQUEST", "offset");
    expectError(
      await call("GET", `/users?search=${"x".repeat(10_000)}`, { token: MANAGER }),
      400,
      "BAD_REQUEST",
      "search",
    );
  });
});

describe("the administrator", () => {
  it("creates staff accounts that bind to their owner's first verified sign-in", async () => {
    const newEmail = `chef-${unique()}@cachevalleykitchen.com`;
    const created = await call<UserBody>("POST", "/users", {
      token: ADMIN,
      body: { first_name: "Rosa", last_name: "Diaz", email: newEmail, phone: uniquePhone(), roles: ["staff"] },
    });
    expect(created.status).toBe(201);
    expect(created.body.roles).toEqual(["staff"]);
    const login = await call<UserBody>("GET", "/users/login", { token: seededToken(newEmail) });
    expect(login.body.id).toBe(created.body.id);

    const again = await call("POST", "/users", {
      token: ADMIN,
      body: { first_name: "R", last_name: "D", email: newEmail },
    });
    expectError(again, 409, "DUPLICATE", "email");
    expectError(
      await call("POST", "/users", {
        token: ADMIN,
        body: { first_name: "R", last_name: "D", email: `x-${unique()}@example.com`, roles: ["chef"] },
      }),
      400,
      "BAD_REQUEST",
      "roles",
    );
  });

  it("changes anyone's profile and roles, disables and closes accounts", async () => {
    const target = await registerCustomer();
    const updated = await call<UserBody>("PUT", `/users/${target.id}`, {
      token: ADMIN,
      body: { last_name: "Baker", roles: ["employee"], phone: `(385) 555-${uniquePhone().slice(6)}` },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.roles).toEqual(["employee"]);
    expect((await call("GET", "/employee-links", { token: target.token })).status).toBe(200);

    const disabled = await call<UserBody>("PUT", `/users/${target.id}`, { token: ADMIN, body: { disabled: true } });
    expect(disabled.body.disabled).toBe(true);
    expectError(await call("GET", "/users/login", { token: target.token }), 401, "USER_DISABLED");
    await call("PUT", `/users/${target.id}`, { token: ADMIN, body: { disabled: false } });
    expect((await call("GET", "/users/login", { token: target.token })).status).toBe(200);

    const closed = await call<{ id: number; closed_at: string }>("DELETE", `/users/${target.id}`, { token: ADMIN });
    expect(closed.status).toBe(200);
    expect(closed.body.id).toBe(target.id);
    expectError(await call("GET", "/users/login", { token: target.token }), 401, "NOT_REGISTERED");
    expectError(await call("GET", `/users/${target.id}`, { token: ADMIN }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/users/${target.id}`, { token: ADMIN }), 404, "NOT_FOUND");
  });

  it("cannot close or disable the last administrator", async () => {
    const [admins] = await env.DB.prepare(
      "SELECT count(*) AS n FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN role_permissions rp ON rp.role_id = ur.role_id WHERE rp.permission = '*' AND u.deleted_at IS NULL AND u.disabled = 0",
    )
      .all<{ n: number }>()
      .then((result) => result.results);
    expect(admins?.n).toBe(1);
    expectError(await call("DELETE", "/users/1", { token: ADMIN }), 409, "LAST_ADMINISTRATOR");
    expectError(
      await call("PUT", "/users/1", { token: ADMIN, body: { roles: ["manager"] } }),
      409,
      "LAST_ADMINISTRATOR",
    );
  });
});

describe("granting and overruling", () => {
  it("no one grants a role with permissions they do not hold, nor changes an account that outranks them", async () => {
    // A people-operations role: every users.* permission, nothing else.
    const roleKey = `people-ops-${unique()}`;
    const role = await env.DB.prepare("INSERT INTO roles (key, name) VALUES (?, 'People operations') RETURNING id")
      .bind(roleKey)
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO role_permissions (role_id, permission) VALUES (?, 'users.*')")
      .bind(role!.id)
      .run();
    const hr = await registerCustomer();
    await env.DB.prepare("INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)").bind(hr.id, role!.id).run();
    const target = await registerCustomer();

    expectError(
      await call("PUT", `/users/${target.id}`, { token: hr.token, body: { roles: ["admin"] } }),
      403,
      "FORBIDDEN",
      "roles",
    );
    expectError(
      await call("PUT", `/users/${target.id}`, { token: hr.token, body: { roles: ["staff"] } }),
      403,
      "FORBIDDEN",
      "roles",
    );
    expectError(
      await call("PUT", `/users/${hr.id}`, { token: hr.token, body: { roles: ["admin"] } }),
      403,
      "FORBIDDEN",
      "roles",
    );
    const ok = await call<UserBody>("PUT", `/users/${target.id}`, {
      token: hr.token,
      body: { roles: ["customer"], first_name: "Sky" },
    });
    expect(ok.status).toBe(200);

    expectError(await call("PUT", "/users/1", { token: hr.token, body: { first_name: "Mallory" } }), 403, "FORBIDDEN");
    expectError(await call("DELETE", "/users/1", { token: hr.token }), 403, "FORBIDDEN");
    expectError(
      await call("PUT", `/users/${target.id}`, { token: hr.token, body: { phone: "not a phone" } }),
      400,
      "BAD_REQUEST",
      "phone",
    );
  });
});

describe("GET users/{id}/registrations?upcoming=true (decision 045)", () => {
  it("answers only the booked registrations of classes to come, not canceled, soonest first, counted alike", async () => {
    const now = new Date().toISOString();
    const customer = await registerCustomer();
    const placed = await placeOrder(customer.id, customer.email);
    // One class a start time, so "soonest first" has one answer.
    const pick = async (where: string) =>
      (await env.DB.prepare(`SELECT min(id) AS id FROM classes WHERE ${where} GROUP BY date ORDER BY date LIMIT 3`).bind(now).all<{ id: number }>()).results.map((row) => row.id);
    const [past] = await pick("date < ?1 AND canceled = 0");
    const future = await pick("date >= ?1 AND canceled = 0");
    const [canceledClass] = await pick("date >= ?1 AND canceled = 1");
    expect(past).toBeDefined();
    expect(future).toHaveLength(3);
    // The order's registrations: a past class, three to come (one of them canceled by the
    // customer), and, when the seed has one, a canceled class to come.
    const copy = async (classId: number, status: string) =>
      env.DB.prepare(
        `INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id,
           price_cents, discount_cents, tax_cents, total_cents, status)
         SELECT order_id, ?1, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id, price_cents, discount_cents,
           tax_cents, total_cents, ?2 FROM registrations WHERE id = ?3 RETURNING id`,
      )
        .bind(classId, status, placed.registrationId)
        .first<{ id: number }>();
    await env.DB.prepare("UPDATE registrations SET class_id = ?1 WHERE id = ?2").bind(past!, placed.registrationId).run();
    const later = await copy(future[2]!, "registered");
    const sooner = await copy(future[0]!, "registered");
    await copy(future[1]!, "canceled");
    if (canceledClass !== undefined) await copy(canceledClass, "registered");

    const answer = await call<{ data: Array<{ id: number }>; meta: { total: number } }>("GET", `/users/${customer.id}/registrations?upcoming=true`, {
      token: customer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.id)).toEqual([sooner!.id, later!.id]);
    expect(answer.body.meta.total).toBe(2);
    const second = await call<{ data: Array<{ id: number }>; meta: { total: number } }>("GET", `/users/${customer.id}/registrations?upcoming=true&limit=1&offset=1`, {
      token: customer.token,
    });
    expect(second.body).toMatchObject({ data: [{ id: later!.id }], meta: { total: 2 } });
    // Without upcoming: every registration, latest class first.
    const all = await call<{ data: Array<{ id: number }>; meta: { total: number } }>("GET", `/users/${customer.id}/registrations`, { token: customer.token });
    expect(all.body.meta.total).toBe(canceledClass === undefined ? 4 : 5);
    expectError(await call("GET", `/users/${customer.id}/registrations?upcoming=soon`, { token: customer.token }), 400, "BAD_REQUEST", "upcoming");
  });
});
