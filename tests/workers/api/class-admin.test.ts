/**
 * The staff's classes calls (issue 8, decisions 019 and 020): who may call them, bad input that
 * changes nothing, creating and editing, every allowed and refused lifecycle action, and the
 * summary, attendees, forecast and grocery list of a class.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLASS_ACTIONS, refusal, type ClassAction, type ClassState } from "../../../workers/core/class-lifecycle";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";
import { cartWith, freshClass, run } from "./checkout-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");

interface Information {
  id: number;
  sku: string;
  name: string;
  date: string;
  published: boolean;
  class_is_public: boolean;
  state: string;
  actions: string[];
  registrations_count: number;
  revenue_cents: number;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const validClass = (changes: Record<string, unknown> = {}) => ({
  name: "Holiday Cookie Workshop",
  description: "Sugar cookies, royal icing and sprinkles.",
  class_type_id: 2,
  location_id: 1,
  fulfillment_id: 1,
  date: inDays(20),
  time: "18:30",
  duration_minutes: 120,
  reservation_size_id: 1,
  host_id: 2,
  menu_id: null,
  class_is_public: true,
  // Many tests share this day and time at one kitchen: the clash warning has its own tests (class-schedule.test.ts).
  allow_clash: true,
  ...changes,
});

/** POST classes/custom's body: a class (always private) and its organiser (decision 022). */
const customClass = (changes: Record<string, unknown> = {}) => {
  const { class_is_public: _private, ...fields } = validClass({ name: "Birthday Pasta Night", ...changes });
  return { ...fields, contact_name: "Kira Jensen", contact_email: `kira.${unique()}@example.com`, note: "A 40th birthday; one guest is vegetarian.", ...changes };
};

const outboxTo = (to: string) =>
  env.DB.prepare("select subject, text, html, kind, ref from outbox_emails where \"to\" = ?").bind(to).all<Record<string, string>>().then((answer) => answer.results);

/** The columns a test compares to prove a refused call changed nothing. */
const rowOf = (id: number) => env.DB.prepare("select * from classes where id = ?").bind(id).first<Record<string, unknown>>();
const countAudit = async () => (await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>())!.n;

const countClasses = async () => (await env.DB.prepare("select count(*) as n from classes").first<{ n: number }>())!.n;
const auditOf = async (id: number) =>
  (
    await env.DB.prepare("select action, before, after from audit_log where resource = 'classes' and resource_id = ? order by id").bind(String(id)).all<{
      action: string;
      before: string | null;
      after: string | null;
    }>()
  ).results;

async function created(changes: Record<string, unknown> = {}): Promise<Information> {
  const answer = await call<Information>("POST", "/classes", { token: MANAGER, body: validClass(changes) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("who may call the staff's classes routes", () => {
  const routes: Array<[string, (id: number) => string, unknown?]> = [
    ["POST", () => "/classes", validClass()],
    ["POST", () => "/classes/custom", customClass()],
    ["PUT", (id) => `/classes/${id}`, validClass()],
    ["DELETE", (id) => `/classes/${id}`],
    ["PUT", (id) => `/classes/${id}/complete`],
    ["PUT", (id) => `/classes/${id}/archive`],
    ["PUT", (id) => `/classes/${id}/publish`, { published: true }],
    ["PUT", (id) => `/classes/${id}/public`, { public: false }],
    ["GET", (id) => `/classes/${id}/information`],
    ["GET", (id) => `/classes/${id}/attendees`],
    ["GET", (id) => `/classes/${id}/forecast`],
    ["GET", (id) => `/classes/${id}/grocery`],
    ["GET", () => "/classes/staff"],
  ];

  it("answers 401 without a token and 403 to a customer, and changes nothing", async () => {
    const { id } = await freshClass();
    const customer = (await registerCustomer()).token;
    const before = await countClasses();
    for (const [method, path, body] of routes) {
      expectError(await call(method, path(id), { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path(id), { body, token: customer }), 403, "FORBIDDEN");
    }
    expect(await countClasses()).toBe(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it("lets the kitchen read a class but not change it, and staff edit but not create or delete", async () => {
    const { id } = await freshClass();
    expect((await call("GET", `/classes/${id}/grocery`, { token: KITCHEN })).status).toBe(200);
    expectError(await call("PUT", `/classes/${id}/publish`, { token: KITCHEN, body: { published: false } }), 403, "FORBIDDEN");
    expectError(await call("POST", "/classes", { token: STAFF, body: validClass() }), 403, "FORBIDDEN");
    expectError(await call("DELETE", `/classes/${id}`, { token: STAFF }), 403, "FORBIDDEN");
    expect((await call("PUT", `/classes/${id}/public`, { token: STAFF, body: { public: true } })).status).toBe(200);
  });

  it("refuses every change to the kitchen, which only reads, and changes nothing", async () => {
    const { id } = await freshClass();
    const before = await rowOf(id);
    const classesBefore = await countClasses();
    for (const [method, path, body] of routes.filter(([method]) => method !== "GET")) {
      expectError(await call(method, path(id), { body, token: KITCHEN }), 403, "FORBIDDEN");
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await countClasses()).toBe(classesBefore);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("POST and PUT classes", () => {
  it("creates a draft at the kitchen's local time, with an audit record", async () => {
    // A time no seeded class and no other test uses, so the readable sku is free (no -2 suffix).
    const info = await created({ time: "06:15" });
    expect(info).toMatchObject({ name: "Holiday Cookie Workshop", published: false, state: "draft", class_is_public: true });
    expect(info.actions).toContain("publish");
    // 06:15 in America/Denver is 13:15 (standard time) or 12:15 (daylight time) UTC.
    expect(info.date).toMatch(/T1[23]:15:00\.000Z$/);
    expect(info.sku).toMatch(/^LOG-\d{8}-0615-IP$/);
    const [record] = await auditOf(info.id);
    expect(record?.action).toBe("classes.create");
    expect(JSON.parse(record!.after!)).toMatchObject({ name: "Holiday Cookie Workshop", sku: info.sku });
    // Customers do not see a draft.
    expect((await call("GET", `/classes/${info.sku}`)).status).toBe(404);
  });

  it("gives a private class an unguessable sku", async () => {
    const info = await created({ class_is_public: false });
    expect(info.sku).toMatch(/-[A-HJ-NP-Z2-9]{10}$/);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ date: "2026-02-31" }, "date"],
    [{ date: "2020-01-01" }, "date"],
    [{ time: "25:00" }, "time"],
    [{ duration_minutes: 5 }, "duration_minutes"],
    [{ location_id: 99999 }, "location_id"],
    [{ location_id: 2, fulfillment_id: 4 }, "fulfillment_id"],
    [{ fulfillment_id: 9 }, "fulfillment_id"],
    [{ host_id: 99999 }, "host_id"],
    [{ class_type_id: "two" }, "class_type_id"],
  ])("refuses %j naming %s, and creates nothing", async (changes, field) => {
    const before = await countClasses();
    expectError(await call("POST", "/classes", { token: MANAGER, body: validClass(changes) }), 400, "BAD_REQUEST", field);
    expect(await countClasses()).toBe(before);
  });

  it("edits a class and records before and after; refuses too few seats for those taken", async () => {
    const info = await created();
    const answer = await call<Information>("PUT", `/classes/${info.id}`, { token: STAFF, body: validClass({ name: "Gingerbread Night", time: "17:00" }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.name).toBe("Gingerbread Night");
    const update = (await auditOf(info.id)).find((record) => record.action === "classes.update")!;
    expect(JSON.parse(update.before!).name).toBe("Holiday Cookie Workshop");
    expect(JSON.parse(update.after!).name).toBe("Gingerbread Night");

    await run("update classes set seats_taken = 11 where id = ?1", info.id);
    expectError(await call("PUT", `/classes/${info.id}`, { token: STAFF, body: validClass({ reservation_size_id: 1 }) }), 400, "BAD_REQUEST", "reservation_size_id");
  });

  it("refuses a bad edit naming each field, and changes nothing", async () => {
    const info = await created();
    const before = await rowOf(info.id);
    const audits = await countAudit();
    for (const [changes, field] of [
      [{ name: "" }, "name"],
      [{ date: "2020-01-01" }, "date"],
      [{ location_id: 2, fulfillment_id: 4 }, "fulfillment_id"],
      [{ reservation_size_id: 99 }, "reservation_size_id"],
    ] as const) {
      expectError(await call("PUT", `/classes/${info.id}`, { token: MANAGER, body: validClass(changes) }), 400, "BAD_REQUEST", field);
    }
    expect(await rowOf(info.id)).toEqual(before);
    expect(await countAudit()).toBe(audits);
  });

  it("deletes an unbooked class with its audit record, and refuses one with bookings, suggesting archive", async () => {
    const info = await created();
    expect((await call("DELETE", `/classes/${info.id}`, { token: MANAGER })).status).toBe(200);
    expect((await call("GET", `/classes/${info.id}/information`, { token: MANAGER })).status).toBe(404);
    const deleted = (await auditOf(info.id)).at(-1)!;
    expect(deleted.action).toBe("classes.delete");
    expect(JSON.parse(deleted.before!)).toMatchObject({ id: info.id, sku: info.sku });
    expect(deleted.after).toBeNull();

    // A class once published may sit in an open cart: deleting it takes the line out and moves the cart on.
    const carted = await freshClass();
    const uuid = await cartWith([carted]);
    await run("update carts set updated_at = '2000-01-01T00:00:00.000Z' where uuid = ?1", uuid);
    expect((await call("DELETE", `/classes/${carted.id}`, { token: MANAGER })).status).toBe(200);
    const cart = await env.DB.prepare("select updated_at, (select count(*) from cart_classes where cart_uuid = ?1) as lines from carts where uuid = ?1")
      .bind(uuid)
      .first<{ updated_at: string; lines: number }>();
    expect(cart).toMatchObject({ lines: 0 });
    expect(cart!.updated_at > "2000-01-01T00:00:00.000Z").toBe(true);

    const booked = await freshClass({ seatsLeft: 2 });
    const refused = await call<{ error: { message: string } }>("DELETE", `/classes/${booked.id}`, { token: MANAGER });
    expectError(refused, 409, "CLASS_IN_USE");
    expect(refused.body.error.message).toMatch(/archive/);
    expect(await rowOf(booked.id)).toBeTruthy();
    expect(await auditOf(booked.id)).toEqual([]);
  });
});

describe("POST classes/custom (decision 022)", () => {
  it("creates a published private class, e-mails its organiser the link, and records who asked", async () => {
    const body = customClass();
    const answer = await call<Information>("POST", "/classes/custom", {
      token: MANAGER,
      body,
      headers: { "x-shop-origin": "https://shop.example" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const info = answer.body;
    expect(info).toMatchObject({ name: "Birthday Pasta Night", published: true, class_is_public: false, state: "published" });
    expect(info.sku).toMatch(/-[A-HJ-NP-Z2-9]{10}$/);
    // Booked by its link, never listed.
    expect((await call("GET", `/classes/${info.sku}`)).status).toBe(200);
    const listed = await call<{ data: Array<{ id: number }> }>("GET", `/classes?location=1&after_date=${inDays(19)}`);
    expect(listed.body.data.map((row) => row.id)).not.toContain(info.id);

    const [email, ...more] = await outboxTo(body.contact_email);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ kind: "private_class", ref: `class:${info.sku}` });
    expect(email!.text).toContain(`https://shop.example/classes/${info.sku}`);
    expect(email!.text).toContain("Hi Kira Jensen");
    const [record] = await auditOf(info.id);
    expect(record?.action).toBe("classes.create_custom");
    expect(JSON.parse(record!.after!)).toMatchObject({ sku: info.sku, published: true, class_is_public: false, contact_email: body.contact_email });
  });

  it("refuses a kitchen that hosts no private classes and bad input, naming the fields, and changes nothing", async () => {
    const before = await countClasses();
    const audits = await countAudit();
    const atSmithfield = customClass({ location_id: 2 });
    const refused = expectError(await call("POST", "/classes/custom", { token: MANAGER, body: atSmithfield }), 400, "BAD_REQUEST");
    expect(refused.error.fields?.location_id?.[0]).toMatch(/does not host private classes/);
    const bad = await call("POST", "/classes/custom", {
      token: MANAGER,
      body: customClass({ contact_name: " ", contact_email: "not-an-address", date: "2026-02-30" }),
    });
    expect(Object.keys(expectError(bad, 400, "BAD_REQUEST").error.fields ?? {}).sort()).toEqual(["contact_email", "contact_name", "date"]);
    expect(await countClasses()).toBe(before);
    expect(await countAudit()).toBe(audits);
    expect(await outboxTo(atSmithfield.contact_email)).toEqual([]);
  });
});

describe("the lifecycle (decision 020)", () => {
  const put = (id: number, action: string, body?: unknown) => call<Information>("PUT", `/classes/${id}/${action}`, { token: MANAGER, body });

  it("publishes a draft, makes it public or private, unpublishes it; refuses what its state forbids", async () => {
    const info = await created();
    expectError(await put(info.id, "complete"), 409, "INVALID_TRANSITION");
    expectError(await put(info.id, "archive"), 409, "INVALID_TRANSITION");
    expectError(await put(info.id, "publish", { published: false }), 409, "INVALID_TRANSITION");
    expect((await put(info.id, "publish", { published: true })).body.state).toBe("published");
    expect((await call("GET", `/classes/${info.sku}`)).status).toBe(200);
    expectError(await put(info.id, "publish", { published: true }), 409, "INVALID_TRANSITION");
    expectError(await put(info.id, "complete"), 409, "INVALID_TRANSITION");
    expect((await put(info.id, "public", { public: false })).body.class_is_public).toBe(false);
    expect((await put(info.id, "public", { public: true })).body.class_is_public).toBe(true);
    expect((await put(info.id, "publish", { published: false })).body.state).toBe("draft");
    expect((await auditOf(info.id)).map((record) => record.action)).toEqual([
      "classes.create",
      "classes.publish",
      "classes.make-private",
      "classes.make-public",
      "classes.unpublish",
    ]);
  });

  it("completes a class that has started, then archives it; a completed class is never canceled or reopened", async () => {
    const { id } = await freshClass();
    await run("update classes set date = ?2 where id = ?1", id, new Date(Date.now() - 3_600_000).toISOString());
    expectError(await put(id, "publish", { published: false }), 409, "INVALID_TRANSITION");
    expect((await put(id, "complete")).body.state).toBe("completed");
    for (const [action, body] of [["complete"], ["publish", { published: true }], ["public", { public: false }]] as const) {
      expectError(await put(id, action, body), 409, "INVALID_TRANSITION");
    }
    expect((await put(id, "archive")).body.state).toBe("archived");
    expectError(await put(id, "archive"), 409, "INVALID_TRANSITION");
    expectError(await call("PUT", `/classes/${id}`, { token: MANAGER, body: validClass() }), 409, "INVALID_TRANSITION");
  });

  it("lets only one of five staff publishing at once win, with one audit record", async () => {
    const info = await created();
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(info.id, "publish", { published: true })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(["INVALID_TRANSITION", "CONFLICT"]).toContain((answer.body as unknown as { error: { code: string } }).error.code);
    }
    expect((await auditOf(info.id)).filter((record) => record.action === "classes.publish")).toHaveLength(1);
  });

  it("refuses bad action bodies with field messages, and changes nothing", async () => {
    const { id } = await freshClass();
    const before = await rowOf(id);
    expectError(await put(id, "publish", { published: "yes" }), 400, "BAD_REQUEST", "published");
    expectError(await put(id, "public", {}), 400, "BAD_REQUEST", "public");
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it("makes a class private with a link key, so its readable sku no longer opens it", async () => {
    const { id } = await freshClass();
    const readable = (await rowOf(id))!.sku as string;
    const made = await put(id, "public", { public: false });
    expect(made.body.sku).toBe(`${readable}-${made.body.sku.slice(-10)}`);
    expect(made.body.sku).toMatch(/-[A-HJ-NP-Z2-9]{10}$/);
    expect((await call("GET", `/classes/${readable}`)).status).toBe(404);
    expect((await call("GET", `/classes/${made.body.sku}`)).status).toBe(200);
    // Public again and private again: the host's link is the same.
    await put(id, "public", { public: true });
    expect((await put(id, "public", { public: false })).body.sku).toBe(made.body.sku);
  });
});

/** How each state is stored (decision 020), to put a class in it directly. */
const STORED: Record<ClassState, { published: number; canceled: number; status: string; startsInHours: number }> = {
  draft: { published: 0, canceled: 0, status: "scheduled", startsInHours: 48 },
  published: { published: 1, canceled: 0, status: "scheduled", startsInHours: 48 },
  started: { published: 1, canceled: 0, status: "scheduled", startsInHours: -1 },
  completed: { published: 1, canceled: 0, status: "completed", startsInHours: -24 },
  canceled: { published: 1, canceled: 1, status: "scheduled", startsInHours: 48 },
  archived: { published: 1, canceled: 0, status: "archived", startsInHours: -240 },
};

/** The route and body of each action built here (cancel is routes/class-cancel.ts's, with its refunds). */
const ROUTE: Record<Exclude<ClassAction, "cancel">, [string, unknown?]> = {
  publish: ["publish", { published: true }],
  unpublish: ["publish", { published: false }],
  "make-public": ["public", { public: true }],
  "make-private": ["public", { public: false }],
  complete: ["complete"],
  archive: ["archive"],
};

/** The state an allowed action leaves (setting public or private keeps the state). */
const AFTER: Record<Exclude<ClassAction, "cancel">, ClassState | "same"> = {
  publish: "published",
  unpublish: "draft",
  "make-public": "same",
  "make-private": "same",
  complete: "completed",
  archive: "archived",
};

describe("every state × action over REST (decision 020)", () => {
  const actions = CLASS_ACTIONS.filter((action): action is Exclude<ClassAction, "cancel"> => action !== "cancel");

  for (const state of Object.keys(STORED) as ClassState[]) {
    it(`from ${state}: does what the table allows, with its audit record, and refuses the rest saying why`, async () => {
      const { id } = await freshClass();
      for (const action of actions) {
        const stored = STORED[state];
        // Public for make-private, private for everything else, so each allowed action changes something.
        await run(
          "update classes set published = ?2, canceled = ?3, status = ?4, date = ?5, class_is_public = ?6 where id = ?1",
          id,
          stored.published,
          stored.canceled,
          stored.status,
          new Date(Date.now() + stored.startsInHours * 3_600_000).toISOString(),
          action === "make-private" ? 1 : 0,
        );
        const before = await rowOf(id);
        const audits = (await auditOf(id)).length;
        const [path, body] = ROUTE[action];
        const answer = await call<Information & { error: { code: string; message: string } }>("PUT", `/classes/${id}/${path}`, { token: MANAGER, body });
        const why = refusal(state, action);
        if (why === null) {
          expect(answer.status, `${state} ${action}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.body.state).toBe(AFTER[action] === "same" ? state : AFTER[action]);
          if (action === "make-public") expect(answer.body.class_is_public).toBe(true);
          if (action === "make-private") expect(answer.body.class_is_public).toBe(false);
          const records = await auditOf(id);
          expect(records).toHaveLength(audits + 1);
          expect(records.at(-1)!.action).toBe(`classes.${action}`);
        } else {
          expectError(answer, 409, "INVALID_TRANSITION");
          expect(answer.body.error.message, `${state} ${action}`).toBe(why);
          expect(await rowOf(id)).toEqual(before);
          expect(await auditOf(id)).toHaveLength(audits);
        }
      }
    });
  }
});

describe("reading one class", () => {
  async function booked() {
    const shopClass = await freshClass({ seatsLeft: 4 });
    const order = await env.DB.prepare(
      `insert into orders (number, checkout_id, email, first_name, last_name, subtotal_cents, discount_cents, tax_cents,
         donation_cents, gift_card_cents, total_cents, amount_paid_cents, payment_provider)
       values (?1, ?1, 'guest@example.com', 'Gail', 'Guest', 9000, 0, 0, 0, 0, 9000, 9000, 'sandbox') returning id`,
    )
      .bind(`T-${crypto.randomUUID()}`)
      .first<{ id: number }>();
    for (const [first, allergies, size, quantity] of [
      ["Priya", '["peanuts"]', 2, 1],
      ["Ben", "[]", 1, 2],
    ] as const) {
      await run(
        `insert into registrations (order_id, class_id, first_name, last_name, email, phone, allergies, allergy_notes, spice_tolerance,
           portion_size_id, portion_quantity_id, price_cents, discount_cents, tax_cents, total_cents)
         values (?1, ?2, ?3, 'Guest', 'guest@example.com', '4355550100', ?4, ?5, 'mild', ?6, ?7, 4500, 0, 0, 4500)`,
        order!.id,
        shopClass.id,
        first,
        allergies,
        first === "Priya" ? "Carries an EpiPen" : "",
        size,
        quantity,
      );
    }
    return shopClass;
  }

  it("lists attendees with allergies and portions, a forecast and a grocery list scaled to the kits sold", async () => {
    const shopClass = await booked();
    const attendees = await call<{ data: Array<{ first_name: string; allergies: string[]; allergy_notes: string; portion_size: string; meal_count: number }> }>(
      "GET",
      `/classes/${shopClass.id}/attendees`,
      { token: KITCHEN },
    );
    expect(attendees.body.data.map((row) => [row.first_name, row.allergies, row.allergy_notes, row.portion_size, row.meal_count])).toEqual([
      ["Ben", [], "", "Half", 6],
      ["Priya", ["Peanuts"], "Carries an EpiPen", "Full", 3],
    ]);
    const forecast = await call<{ sold: number; left: number; revenue_cents: number; by_day: unknown[] }>("GET", `/classes/${shopClass.id}/forecast`, { token: STAFF });
    expect(forecast.body).toMatchObject({ sold: 2, revenue_cents: 9000 });
    expect(forecast.body.by_day).toHaveLength(1);
    const grocery = await call<{ kits: number; menu_meals: number; aisles: Array<{ aisle: string; items: Array<{ name: string; quantity: number; shown: string }> }> }>(
      "GET",
      `/classes/${shopClass.id}/grocery`,
      { token: KITCHEN },
    );
    // Ben: 6 half kits = 3 kits; Priya: 3 full kits = 3 kits.
    expect(grocery.body.kits).toBe(6);
    expect(grocery.body.menu_meals).toBeGreaterThan(0);
    const aisles = grocery.body.aisles.map((aisle) => aisle.aisle);
    expect(aisles).toEqual([...aisles].sort());
    expect(aisles).toContain("produce");
    for (const item of grocery.body.aisles.flatMap((aisle) => aisle.items)) {
      expect(item.quantity).toBeGreaterThan(0);
      expect(item.shown).toMatch(/^\d+( \d\/\d)?$|^\d\/\d$/);
    }
    const information = await call<Information>("GET", `/classes/${shopClass.id}/information`, { token: STAFF });
    expect(information.body).toMatchObject({ registrations_count: 2, revenue_cents: 9000, state: "published" });
  });

  it("answers 404 for a class that does not exist", async () => {
    expectError(await call("GET", "/classes/999999/attendees", { token: MANAGER }), 404, "NOT_FOUND");
  });
});

describe("GET classes/staff", () => {
  it("lists drafts, private and archived classes to staff, filtered, sorted and paged, with the total", async () => {
    const draft = await created({ name: `Draft ${crypto.randomUUID().slice(0, 6)}` });
    const { body } = await call<{ data: Array<{ id: number; state: string }>; meta: { total: number } }>(
      "GET",
      `/classes/staff?status=draft&search=${encodeURIComponent(draft.name)}`,
      { token: STAFF },
    );
    expect(body.data.map((row) => [row.id, row.state])).toEqual([[draft.id, "draft"]]);
    expect(body.meta.total).toBe(1);
    const paged = await call<{ data: unknown[]; meta: { total: number } }>("GET", "/classes/staff?limit=5&offset=5&sort=-date", { token: STAFF });
    expect(paged.body.data).toHaveLength(5);
    expect(paged.body.meta.total).toBeGreaterThan(100);
    expectError(await call("GET", "/classes/staff?status=lost", { token: STAFF }), 400, "BAD_REQUEST", "status");
  });
});
