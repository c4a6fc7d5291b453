/**
 * The console's inbox and subscribers over GraphQL (decision 073): a message sent through the
 * public form is listed for staff, read, replied to (field messages for a bad reply), done; a
 * missing message is null; a subscriber is found and unsubscribed by a manager.
 */
import { describe, expect, it } from "vitest";
import { ok, operation, seededToken, unique } from "./cart-fixtures";

const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

const FIELDS = "id name email topic kitchenName message status readBy repliedBy doneBy replies { subject message repliedBy }";

describe("the inbox over GraphQL", () => {
  it("lists, reads, answers and closes a contact message; refuses an empty reply on its field; a missing message is null", async () => {
    const words = `Gluten-free options? ${unique()}`;
    const email = `gql-writer-${unique()}@example.com`;
    await ok(`mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`, {
      input: { name: "Gus Writer", email, topic: "MEALS", locationId: "1", message: words },
    });
    const listed = await ok<{ adminContactMessages: { total: number; unanswered: number; messages: Array<{ id: string; message: string; status: string }> } }>(
      `query ($filter: ContactMessageFilter) { adminContactMessages(filter: $filter) { total unanswered messages { ${FIELDS} } } }`,
      { filter: { status: "UNANSWERED", search: email } },
      STAFF,
    );
    expect(listed.adminContactMessages.total).toBe(1);
    const id = listed.adminContactMessages.messages[0]!.id;
    expect(listed.adminContactMessages.messages[0]).toMatchObject({ message: words, status: "OPEN" });

    const read = await ok<{ markContactMessageRead: { readBy: string; topic: string; kitchenName: string } }>(
      `mutation ($id: ID!) { markContactMessageRead(id: $id) { ${FIELDS} } }`,
      { id },
      STAFF,
    );
    expect(read.markContactMessageRead).toMatchObject({ readBy: "ana.morales@cachevalleykitchen.com", topic: "MEALS", kitchenName: expect.any(String) });

    const empty = await operation(`mutation ($id: ID!) { replyToContactMessage(id: $id, message: " ") { id } }`, { id }, STAFF);
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((empty.errors?.[0]?.extensions?.fields as Record<string, string[]>).message).toBeTruthy();

    const replied = await ok<{ replyToContactMessage: { repliedBy: string; replies: Array<{ subject: string }> } }>(
      `mutation ($id: ID!, $message: String!) { replyToContactMessage(id: $id, message: $message) { ${FIELDS} } }`,
      { id, message: "Yes: ask for the gluten-free kit." },
      STAFF,
    );
    expect(replied.replyToContactMessage.replies).toEqual([
      { subject: "Re: Meal kits, pickup and delivery", message: "Yes: ask for the gluten-free kit.", repliedBy: "ana.morales@cachevalleykitchen.com" },
    ]);

    const done = await ok<{ setContactMessageStatus: { status: string; doneBy: string } }>(
      `mutation ($id: ID!) { setContactMessageStatus(id: $id, status: DONE) { ${FIELDS} } }`,
      { id },
      STAFF,
    );
    expect(done.setContactMessageStatus).toMatchObject({ status: "DONE", doneBy: "ana.morales@cachevalleykitchen.com" });

    expect(await ok(`{ adminContactMessage(id: "999999999") { id } }`, {}, STAFF)).toEqual({ adminContactMessage: null });
    const malformed = await operation(`{ adminContactMessage(id: "abc") { id } }`, {}, STAFF);
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("finds a newsletter address and unsubscribes it for a manager; staff may not read the list", async () => {
    const email = `gql-reader-${unique()}@example.com`;
    await ok(`mutation ($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { email } }`, {
      input: { email, firstName: "Nell", subscribe: true },
    });
    const found = await ok<{ adminNewsletterSubscribers: { total: number; subscribers: Array<{ email: string; firstName: string; status: string }> } }>(
      `query ($filter: NewsletterSubscriberFilter) { adminNewsletterSubscribers(filter: $filter) { total subscribers { email firstName status } } }`,
      { filter: { search: email, status: "PENDING" } },
      MANAGER,
    );
    expect(found.adminNewsletterSubscribers.subscribers).toEqual([{ email, firstName: "Nell", status: "PENDING" }]);
    const gone = await ok<{ adminUnsubscribeNewsletter: { status: string } }>(
      `mutation ($email: String!) { adminUnsubscribeNewsletter(email: $email) { status } }`,
      { email },
      MANAGER,
    );
    expect(gone.adminUnsubscribeNewsletter.status).toBe("UNSUBSCRIBED");
    const staff = await operation(`{ adminNewsletterSubscribers { total } }`, {}, STAFF);
    expect(staff.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
