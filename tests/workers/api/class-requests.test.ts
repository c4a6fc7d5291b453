/**
 * Private-class requests (issue 9, decision 032): POST class-requests (no sign-in) stores the
 * request with the requester's and the kitchen's e-mails, GET class-requests/{token} shows it to
 * the holder of its link, and staff list, read and move it (401 signed out, 403 without
 * class-requests.*), each move audited and e-mailed in one batch, bad input changing nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ClassRequestJson } from "../../../workers/api/services/class-requests";
import { call, expectError, registerCustomer, seededToken, unique } from "../support/api";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const KITCHEN = seededToken("rosa.barlow@cachevalleykitchen.com");
const ORIGIN = { "x-shop-origin": "https://shop.example" };
/** Logan and Salt Lake City host private classes in the seed; Smithfield (2) does not. */
const LOGAN = 1;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const requestBody = (changes: Record<string, unknown> = {}) => ({
  location_id: LOGAN,
  preferred_dates: [inDays(30), inDays(37)],
  group_size: 14,
  occasion: "A 40th birthday <b>party</b>",
  menu_wishes: "Tacos; one guest is vegetarian.",
  name: "Kira Jensen",
  email: `kira.${unique()}@Example.com`,
  phone: "(435) 555-0199",
  ...changes,
});

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const mailAbout = async (id: number) =>
  (
    await env.DB.prepare(`SELECT "to", subject, text, html, kind FROM outbox_emails WHERE ref = ? ORDER BY id`)
      .bind(`class-request:${id}`)
      .all<{ to: string; subject: string; text: string; html: string; kind: string }>()
  ).results;
const auditOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT action, actor_email, before, after FROM audit_log WHERE resource = 'class-requests' AND resource_id = ? ORDER BY id")
      .bind(String(id))
      .all<{ action: string; actor_email: string; before: string; after: string }>()
  ).results;

async function requested(changes: Record<string, unknown> = {}): Promise<ClassRequestJson> {
  const answer = await call<ClassRequestJson>("POST", "/class-requests", { body: requestBody(changes), headers: ORIGIN });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A private class at the kitchen, created by the manager (POST classes/custom). */
async function privateClass(locationId = LOGAN): Promise<{ id: number; sku: string }> {
  const answer = await call<{ id: number; sku: string }>("POST", "/classes/custom", {
    token: MANAGER,
    body: {
      name: "Kira's Birthday Tacos",
      class_type_id: 2,
      location_id: locationId,
      fulfillment_id: 1,
      date: inDays(30),
      time: "18:30",
      duration_minutes: 120,
      reservation_size_id: 2,
      // The seed has classes then; the clash warning (decision 067) is not what this tests.
      allow_clash: true,
      host_id: null,
      menu_id: null,
      contact_name: "Kira Jensen",
      contact_email: `kira.${unique()}@example.com`,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const move = (id: number, body: Record<string, unknown>, token = STAFF) =>
  call<ClassRequestJson>("PUT", `/class-requests/${id}/status`, { token, body, headers: ORIGIN });

describe("POST class-requests", () => {
  it("stores the request and e-mails the requester their status link and the kitchen the request", async () => {
    const body = requestBody();
    const answer = await call<ClassRequestJson>("POST", "/class-requests", { body, headers: ORIGIN });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const request = answer.body;
    expect(request).toMatchObject({
      status: "received",
      group_size: 14,
      email: body.email.toLowerCase(),
      phone: "4355550199",
      preferred_dates: body.preferred_dates,
      class: null,
      location: { id: LOGAN, name: "Logan" },
    });
    expect(request.token).toMatch(/^[0-9a-f]{32}$/);
    const [toRequester, toKitchen, ...more] = await mailAbout(request.id);
    expect(more).toEqual([]);
    expect(toRequester).toMatchObject({ to: body.email.toLowerCase(), kind: "class_request" });
    expect(toRequester!.text).toContain(`https://shop.example/host-class-progress/${request.token}`);
    expect(toKitchen).toMatchObject({ to: "logan@cachevalleykitchen.com", kind: "class_request_kitchen" });
    expect(toKitchen!.text).toContain(`https://shop.example/admin/class-requests/${request.id}`);
    expect(toKitchen!.text).toContain("Group size: 14 people");
    expect(toKitchen!.html).toContain("&lt;b&gt;party&lt;/b&gt;");
    expect(toKitchen!.html).not.toContain("<b>party");
  });

  it("refuses bad input field by field and stores and sends nothing", async () => {
    const requests = await count("class_requests");
    const emails = await count("outbox_emails");
    const refused = async (changes: Record<string, unknown>, field: string) => expectError(await call("POST", "/class-requests", { body: requestBody(changes) }), 400, "BAD_REQUEST", field);
    await refused({ location_id: 2 }, "location_id");
    await refused({ location_id: 99999 }, "location_id");
    await refused({ preferred_dates: [] }, "preferred_dates");
    await refused({ preferred_dates: [inDays(10), inDays(11), inDays(12), inDays(13)] }, "preferred_dates");
    await refused({ preferred_dates: [inDays(10), inDays(10)] }, "preferred_dates");
    await refused({ preferred_dates: ["2026-02-30"] }, "preferred_dates");
    const past = await refused({ preferred_dates: [inDays(-2)] }, "preferred_dates");
    expect(past.error.fields?.preferred_dates).toEqual([`${inDays(-2)} is not in the future`]);
    await refused({ preferred_dates: [inDays(400)] }, "preferred_dates");
    await refused({ group_size: 7 }, "group_size");
    await refused({ group_size: 31 }, "group_size");
    await refused({ group_size: 12.5 }, "group_size");
    await refused({ name: " " }, "name");
    await refused({ email: "kira" }, "email");
    await refused({ phone: "12" }, "phone");
    await refused({ menu_wishes: "x".repeat(2001) }, "menu_wishes");
    expect(await count("class_requests")).toBe(requests);
    expect(await count("outbox_emails")).toBe(emails);
  });
});

describe("GET class-requests/{token}", () => {
  it("shows the request to the holder of its link, and nothing for any other token", async () => {
    const request = await requested();
    const answer = await call<ClassRequestJson>("GET", `/class-requests/${request.token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: request.id, status: "received", name: "Kira Jensen" });
    expect(answer.body.class_choices).toBeUndefined();
    expectError(await call("GET", `/class-requests/${"0".repeat(32)}`), 404, "NOT_FOUND");
    expectError(await call("GET", `/class-requests/${"Z".repeat(32)}`), 400, "BAD_REQUEST", "token");
  });
});

describe("staff's class-requests", () => {
  it("needs a sign-in and class-requests.view / .update", async () => {
    const request = await requested();
    const customer = await registerCustomer();
    expectError(await call("GET", "/class-requests"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/class-requests/${request.id}`), 401, "UNAUTHENTICATED");
    expectError(await move(request.id, { status: "contacted" }, ""), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/class-requests", { token: customer.token }), 403, "FORBIDDEN");
    expectError(await call("GET", `/class-requests/${request.id}`, { token: KITCHEN }), 403, "FORBIDDEN");
    expectError(await move(request.id, { status: "contacted" }, KITCHEN), 403, "FORBIDDEN");
    expect((await call("GET", `/class-requests/${request.id}`, { token: STAFF })).status).toBe(200);
    expect((await call("GET", `/class-requests/${request.token}`)).body).toMatchObject({ status: "received" });
  });

  it("lists requests newest first, filtered by status and kitchen", async () => {
    const atLogan = await requested();
    const atSaltLake = await requested({ location_id: 6 });
    const all = await call<{ data: ClassRequestJson[]; meta: { total: number } }>("GET", "/class-requests?limit=100", { token: STAFF });
    expect(all.status).toBe(200);
    expect(all.body.data[0]?.id).toBe(atSaltLake.id);
    const logan = await call<{ data: ClassRequestJson[] }>("GET", `/class-requests?location=${LOGAN}&status=received&limit=100`, { token: STAFF });
    expect(logan.body.data.map((row) => row.id)).toContain(atLogan.id);
    expect(logan.body.data.map((row) => row.id)).not.toContain(atSaltLake.id);
    expect(logan.body.data.every((row) => row.status === "received" && row.location.id === LOGAN)).toBe(true);
    expectError(await call("GET", "/class-requests?status=lost", { token: STAFF }), 400, "BAD_REQUEST", "status");
  });

  it("moves received → contacted → scheduled with the private class, audited and e-mailed each time", async () => {
    const request = await requested();
    const contacted = await move(request.id, { status: "contacted" });
    expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
    expect(contacted.body.status).toBe("contacted");

    const chosen = await privateClass();
    const detail = await call<ClassRequestJson>("GET", `/class-requests/${request.id}`, { token: STAFF });
    expect(detail.body.class_choices?.map((choice) => choice.id)).toContain(chosen.id);
    const scheduled = await move(request.id, { status: "scheduled", class_id: chosen.id });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", class: { id: chosen.id, sku: chosen.sku, path: `/classes/${chosen.sku}` } });
    expect((await call<ClassRequestJson>("GET", `/class-requests/${request.token}`)).body.class?.path).toBe(`/classes/${chosen.sku}`);

    const records = await auditOf(request.id);
    expect(records.map((record) => record.action)).toEqual(["class-requests.contact", "class-requests.schedule"]);
    expect(records[1]?.actor_email).toBe("ana.morales@cachevalleykitchen.com");
    expect(JSON.parse(records[1]!.before)).toMatchObject({ status: "contacted", class_id: null });
    expect(JSON.parse(records[1]!.after)).toMatchObject({ status: "scheduled", class_id: chosen.id });
    const mails = (await mailAbout(request.id)).filter((mail) => mail.kind === "class_request_status");
    expect(mails.map((mail) => mail.to)).toEqual([request.email, request.email]);
    expect(mails[1]!.text).toContain(`https://shop.example/classes/${chosen.sku}`);
    expect(mails[1]!.text).toContain(`https://shop.example/host-class-progress/${request.token}`);

    // Final: no move back, nothing recorded or sent.
    const emails = await count("outbox_emails");
    expectError(await move(request.id, { status: "contacted" }), 409, "CONFLICT");
    expect(await count("outbox_emails")).toBe(emails);
    // The class is taken: another request cannot name it.
    const other = await requested();
    expectError(await move(other.id, { status: "scheduled", class_id: chosen.id }), 400, "BAD_REQUEST", "class_id");
  });

  it("declines with a reason the requester reads, and refuses a bad move changing nothing", async () => {
    const request = await requested();
    const audits = await count("audit_log");
    expectError(await move(request.id, { status: "declined" }), 400, "BAD_REQUEST", "reason");
    expectError(await move(request.id, { status: "scheduled" }), 400, "BAD_REQUEST", "class_id");
    expectError(await move(request.id, { status: "scheduled", class_id: 999999 }), 400, "BAD_REQUEST", "class_id");
    const elsewhere = await privateClass(6);
    expectError(await move(request.id, { status: "scheduled", class_id: elsewhere.id }), 400, "BAD_REQUEST", "class_id");
    expectError(await move(request.id, { status: "received" }), 409, "CONFLICT");
    expectError(await move(request.id, { status: "lost" }), 400, "BAD_REQUEST", "status");
    expect(await count("audit_log")).toBe(audits + 1); // the class created above, nothing for the request
    expect((await call<ClassRequestJson>("GET", `/class-requests/${request.token}`)).body.status).toBe("received");

    const declined = await move(request.id, { status: "declined", reason: "Both kitchens are booked on those dates." }, MANAGER);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined", decline_reason: "Both kitchens are booked on those dates." });
    const [record] = await auditOf(request.id);
    expect(record?.action).toBe("class-requests.decline");
    const mail = (await mailAbout(request.id)).find((candidate) => candidate.kind === "class_request_status");
    expect(mail?.text).toContain("Why: Both kitchens are booked on those dates.");
  });
});
