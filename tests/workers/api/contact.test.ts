/** The contact form (spec §7 POST contact-us, decision 030): stored and e-mailed to the kitchen. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOCATIONS } from "../../../drizzle/seed/data";
import { SHOP_CONTACT_EMAIL, UNKNOWN_KITCHEN } from "../../../workers/api/services/contact";
import { call, expectError, unique } from "../support/api";

interface Message {
  id: number;
  name: string;
  email: string;
  phone: string;
  topic: string;
  location_id: number | null;
  message: string;
  sent_to: string;
}

const send = (body: Record<string, unknown>) => call<{ id: number }>("POST", "/contact-us", { body });
const stored = (id: number) => env.DB.prepare("SELECT * FROM contact_messages WHERE id = ?").bind(id).first<Message>();
const mailAbout = (id: number) =>
  env.DB.prepare(`SELECT "to", subject, text, html, kind FROM outbox_emails WHERE ref = ?`).bind(`contact:${id}`).all<{ to: string; subject: string; text: string; html: string; kind: string }>();
const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>())!.n;

describe("POST contact-us", () => {
  it("stores the message and e-mails the chosen kitchen, escaping what was typed", async () => {
    const logan = LOCATIONS.find((location) => location.name === "Logan")!;
    const email = `writer-${unique()}@example.com`;
    const answer = await send({
      name: "Ada <b>Cook</b>",
      email: email.toUpperCase(),
      phone: "(435) 555-0142",
      topic: "private-class",
      location_id: logan.id,
      message: "A birthday for 12 on a Saturday?\n\n<script>alert(1)</script>",
    });
    expect(answer.status).toBe(201);
    const row = await stored(answer.body.id);
    expect(row).toMatchObject({ email, phone: "4355550142", topic: "private-class", location_id: logan.id, sent_to: logan.email });
    const { results } = await mailAbout(answer.body.id);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ to: logan.email, kind: "contact_message" });
    expect(results[0]!.subject).toBe("Contact form: A private class — Ada <b>Cook</b>");
    expect(results[0]!.text).toContain("Phone: (435) 555-0142");
    expect(results[0]!.text).toContain(`Reply to ${email}.`);
    expect(results[0]!.html).not.toContain("<script>");
    expect(results[0]!.html).toContain("&lt;script&gt;");
  });

  it("sends a message without a kitchen to the shop's address, and nothing to the writer", async () => {
    const email = `writer-${unique()}@example.com`;
    const answer = await send({ name: "Bo", email, topic: "other", message: "Do you sell aprons?" });
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toMatchObject({ phone: "", location_id: null, sent_to: SHOP_CONTACT_EMAIL });
    const toWriter = await env.DB.prepare(`SELECT count(*) AS n FROM outbox_emails WHERE "to" = ?`).bind(email).first<{ n: number }>();
    expect(toWriter!.n).toBe(0);
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const before = await count();
    const good = { name: "Bo", email: "bo@example.com", topic: "meals", message: "Hello" };
    expectError(await send({ ...good, name: "  " }), 400, "BAD_REQUEST", "name");
    expectError(await send({ ...good, email: "bo" }), 400, "BAD_REQUEST", "email");
    expectError(await send({ ...good, phone: "12" }), 400, "BAD_REQUEST", "phone");
    expectError(await send({ ...good, topic: "complaints" }), 400, "BAD_REQUEST", "topic");
    expectError(await send({ ...good, message: "" }), 400, "BAD_REQUEST", "message");
    expectError(await send({ ...good, message: "x".repeat(5001) }), 400, "BAD_REQUEST", "message");
    const unknownKitchen = expectError(await send({ ...good, location_id: 99999 }), 400, "BAD_REQUEST", "location_id");
    expect(unknownKitchen.error.fields?.location_id).toEqual([UNKNOWN_KITCHEN]);
    expect(await count()).toBe(before);
  });
});
