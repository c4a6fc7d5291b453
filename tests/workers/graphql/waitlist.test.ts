/** The waitlist over GraphQL (decision 037): join (limited per visitor), offer, claim into a cart. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seatsChanged } from "../../../workers/api/services/seats";
import { WAITLIST_JOIN_LIMIT } from "../../../workers/graphql/resolvers/waitlist";
import { makeClass, operation, seededToken } from "./cart-fixtures";
import { expectBadUserInput, graphql, WEB_PAGE } from "./request";

const JOIN = `mutation ($sku: String!, $email: String!) { joinWaitlist(sku: $sku, email: $email) { email classSku alreadyOnList } }`;
const ENTRY = `query ($token: String!) { waitlistEntry(token: $token) { status classSku className locationName timezone } }`;
const LEAVE = `mutation ($token: String!) { leaveWaitlist(token: $token) { status classSku } }`;
const OFFER = `query ($token: String!) { waitlistOffer(token: $token) { status classSku } }`;
const CLAIM = `mutation ($token: String!, $cartId: ID!) { claimWaitlistSeat(token: $token, cartId: $cartId) }`;
const visitor = (ip: string) => ({ ...WEB_PAGE, "x-shop-visitor": ip });

const skuOf = async (id: number) =>
  (await env.DB.prepare(`SELECT sku FROM classes WHERE id = ?1`).bind(id).first<{ sku: string }>())!.sku;

describe("joinWaitlist, waitlistOffer, claimWaitlistSeat", () => {
  it("joins a full class, offers a freed seat and claims it into a cart", async () => {
    const id = await makeClass({ full: true });
    const sku = await skuOf(id);
    const joined = await graphql<{ joinWaitlist: { email: string; classSku: string } }>(JOIN, { sku, email: "Gq@Example.com" }, visitor("192.0.2.40"));
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.joinWaitlist).toEqual({ email: "gq@example.com", classSku: sku, alreadyOnList: false });
    const twice = await graphql<{ joinWaitlist: { alreadyOnList: boolean } }>(JOIN, { sku, email: "gq@example.com" }, visitor("192.0.2.40"));
    expect(twice.data?.joinWaitlist.alreadyOnList).toBe(true);
    await env.DB.prepare(`UPDATE classes SET seats_taken = seats_taken - 1 WHERE id = ?1`).bind(id).run();
    await seatsChanged(env, [id]);
    const mail = await env.DB.prepare(`SELECT text FROM outbox_emails WHERE "to" = 'gq@example.com' AND kind = 'waitlist_offer'`).first<{ text: string }>();
    const token = /\/waitlist\/claim\/([0-9a-f]{32})/.exec(mail!.text)![1]!;
    const offer = await graphql<{ waitlistOffer: { status: string; classSku: string } }>(OFFER, { token });
    expect(offer.data?.waitlistOffer).toEqual({ status: "offered", classSku: sku });
    const cartId = crypto.randomUUID();
    const at = new Date().toISOString();
    await env.DB.prepare(`INSERT INTO carts (uuid, created_at, updated_at) VALUES (?1, ?2, ?2)`).bind(cartId, at).run();
    const claimed = await graphql<{ claimWaitlistSeat: string }>(CLAIM, { token, cartId });
    expect(claimed.errors).toBeUndefined();
    const line = await env.DB.prepare(`SELECT class_id FROM cart_classes WHERE cart_uuid = ?1`).bind(cartId).first<{ class_id: number }>();
    expect(line?.class_id).toBe(id);
    const again = await graphql(CLAIM, { token, cartId });
    expect(again.errors?.[0]?.extensions?.code).toBeDefined();
  });

  it("shows a leave link's entry and takes it off the list; an unknown link is NOT_FOUND", async () => {
    const id = await makeClass({ full: true });
    const sku = await skuOf(id);
    expect((await graphql(JOIN, { sku, email: "leave@example.com" }, visitor("192.0.2.43"))).errors).toBeUndefined();
    const mail = await env.DB.prepare(`SELECT text FROM outbox_emails WHERE "to" = 'leave@example.com' AND kind = 'waitlist_join'`).first<{ text: string }>();
    const token = /\/waitlist\/leave\/([0-9a-f]{32})/.exec(mail!.text)![1]!;
    const shown = await graphql<{ waitlistEntry: { status: string; classSku: string; timezone: string } }>(ENTRY, { token });
    expect(shown.errors).toBeUndefined();
    expect(shown.data?.waitlistEntry).toMatchObject({ status: "waiting", classSku: sku });
    expect(shown.data?.waitlistEntry.timezone).toMatch(/\//);
    const left = await graphql<{ leaveWaitlist: { status: string } }>(LEAVE, { token });
    expect(left.data?.leaveWaitlist.status).toBe("left");
    const row = await env.DB.prepare(`SELECT status FROM waitlist_entries WHERE class_id = ?1`).bind(id).first<{ status: string }>();
    expect(row?.status).toBe("left");
    const unknown = await graphql(ENTRY, { token: "0".repeat(32) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("names a bad e-mail and limits joins per visitor", async () => {
    const sku = await skuOf(await makeClass({ full: true }));
    expectBadUserInput(await graphql(JOIN, { sku, email: "nope" }, visitor("192.0.2.41")), "email");
    for (let i = 0; i < WAITLIST_JOIN_LIMIT.limit; i++) {
      expect((await graphql(JOIN, { sku, email: `l${i}@example.com` }, visitor("192.0.2.42"))).errors).toBeUndefined();
    }
    const refused = await graphql(JOIN, { sku, email: "over@example.com" }, visitor("192.0.2.42"));
    expect(refused.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });
});

describe("classWaitlist, removeWaitlistEntry (staff)", () => {
  const STAFF = seededToken("ana.morales@cachevalleykitchen.com");
  const LIST = `query ($id: ID!) { classWaitlist(id: $id) { id email status position claimExpiresAt } }`;
  const REMOVE = `mutation ($classId: ID!, $entryId: ID!) { removeWaitlistEntry(classId: $classId, entryId: $entryId) { id seatFreed } }`;
  type Entry = { id: string; email: string; status: string; position: number | null; claimExpiresAt: string | null };

  it("lists the class's waitlist in order and removes an offered entry, its seat going to the next in line", async () => {
    const id = await makeClass({ full: true });
    const sku = await skuOf(id);
    for (const [index, email] of ["gs1@example.com", "gs2@example.com"].entries()) {
      expect((await graphql(JOIN, { sku, email }, visitor(`192.0.2.${60 + index}`))).errors).toBeUndefined();
    }
    await env.DB.prepare(`UPDATE classes SET seats_taken = seats_taken - 1 WHERE id = ?1`).bind(id).run();
    await seatsChanged(env, [id]);
    const listed = await operation<{ classWaitlist: Entry[] }>(LIST, { id: String(id) }, STAFF);
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.classWaitlist.map((entry) => [entry.email, entry.status, entry.position])).toEqual([
      ["gs1@example.com", "offered", null],
      ["gs2@example.com", "waiting", 1],
    ]);
    const removed = await operation<{ removeWaitlistEntry: { seatFreed: boolean } }>(REMOVE, { classId: String(id), entryId: listed.data!.classWaitlist[0]!.id }, STAFF);
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeWaitlistEntry.seatFreed).toBe(true);
    const after = await operation<{ classWaitlist: Entry[] }>(LIST, { id: String(id) }, STAFF);
    expect(after.data?.classWaitlist.map((entry) => [entry.email, entry.status])).toEqual([["gs2@example.com", "offered"]]);
    const again = await operation(REMOVE, { classId: String(id), entryId: listed.data!.classWaitlist[0]!.id }, STAFF);
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const bad = await operation(REMOVE, { classId: String(id), entryId: "x" }, STAFF);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
