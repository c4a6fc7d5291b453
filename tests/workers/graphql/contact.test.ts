/** The contact form over GraphQL (decision 030): topics, field names, the per-visitor limit. */
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_LIMIT } from "../../../workers/graphql/resolvers/marketing";
import { SHOP_CONTACT_EMAIL } from "../../../workers/api/services/contact";
import { data, expectBadUserInput, graphql, WEB_PAGE } from "./request";

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const visitor = (ip: string) => ({ ...WEB_PAGE, "x-shop-visitor": ip });
const message = (fields: Record<string, unknown> = {}) => ({
  name: "Robin Hale",
  email: "robin@example.com",
  topic: "PRIVATE_CLASS",
  message: `Twelve readers, no shellfish ${crypto.randomUUID()}`,
  ...fields,
});

describe("sendContactMessage", () => {
  it("stores the message and the shop's inbox gets it under its topic", async () => {
    const input = message();
    const sent = await graphql<{ sendContactMessage: { id: string } }>(SEND, { input }, visitor("192.0.2.10"));
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendContactMessage.id).toMatch(/^\d+$/);
    const { mailbox } = await data<{ mailbox: Array<{ subject: string; text: string }> }>(`query ($to: String) { mailbox(to: $to) { subject text } }`, { to: SHOP_CONTACT_EMAIL });
    const mail = mailbox.find((candidate) => candidate.text.includes(input.message));
    expect(mail?.subject).toBe("Contact form: A private class — Robin Hale");
  });

  it("names refused fields as GraphQL does", async () => {
    expectBadUserInput(await graphql(SEND, { input: message({ email: "robin" }) }, visitor("192.0.2.11")), "email");
    const unknownKitchen = await graphql(SEND, { input: message({ locationId: "99999" }) }, visitor("192.0.2.11"));
    expect(unknownKitchen.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(unknownKitchen.errors?.[0]?.extensions?.fields).toEqual({ locationId: ["is not one of our kitchens"] });
    expectBadUserInput(await graphql(SEND, { input: message({ locationId: "Logan" }) }, visitor("192.0.2.11")), "locationId");
  });

  it("limits messages per visitor", async () => {
    for (let i = 0; i < CONTACT_MESSAGE_LIMIT.limit; i++) {
      expect((await graphql(SEND, { input: message() }, visitor("192.0.2.12"))).errors).toBeUndefined();
    }
    const refused = await graphql(SEND, { input: message() }, visitor("192.0.2.12"));
    expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect((await graphql(SEND, { input: message() }, visitor("192.0.2.13"))).errors).toBeUndefined();
  });
});
