/**
 * Guest orders attach to a later account (decision 033): at registration or sign-in with the
 * same e-mail verified (any letter case), once, audited; never with an unverified e-mail (they
 * attach at the first sign-in after verifying), never another account's order, never an order
 * with another e-mail.
 */
import { describe, expect, it } from "vitest";
import { call, registerCustomer, unique, uniquePhone } from "../support/api";
import { emulatorToken } from "../support/tokens";
import { all, first, run } from "./checkout-fixtures";
import { paidOrder } from "./paid-orders";

const owner = async (orderId: number) => (await first<{ user_id: number | null }>("SELECT user_id FROM orders WHERE id = ?1", orderId)).user_id;
const orderIds = async (userId: number, token: string) =>
  (await call<{ data: Array<{ id: number }> }>("GET", `/users/${userId}/orders`, { token })).body.data.map((order) => order.id);

/** A guest order (no account) placed with `email`. */
async function guestOrder(email: string) {
  const order = await paidOrder();
  await run("UPDATE orders SET email = ?2, user_id = NULL WHERE id = ?1", order.orderId, email);
  return order.orderId;
}

async function register(email: string, verified: boolean) {
  const identity = { uid: `uid-${unique()}`, email, email_verified: verified, name: "Guest Cook" };
  const token = emulatorToken(identity);
  const answer = await call<{ id: number }>("POST", "/users/register", {
    token,
    body: { first_name: "Guest", last_name: "Cook", email, phone: uniquePhone(), allergies: [] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, identity, token };
}

describe("guest orders", () => {
  it("become the account's at registration with the same verified e-mail, in any letter case, once and audited", async () => {
    const email = `guest-${unique()}@example.com`;
    const [a, b] = [await guestOrder(email.toUpperCase()), await guestOrder(email)];
    const other = await guestOrder(`someone-${unique()}@example.com`);
    const person = await register(email, true);
    expect(await orderIds(person.id, person.token)).toEqual(expect.arrayContaining([a, b]));
    expect(await owner(other)).toBeNull();
    // Signing in again attaches nothing twice.
    expect((await call("GET", "/users/login", { token: person.token })).status).toBe(200);
    const audits = await all<{ resource_id: string }>(
      "SELECT resource_id FROM audit_log WHERE action = 'orders.attach_guest' AND resource_id IN (?1, ?2)",
      String(a),
      String(b),
    );
    expect(audits.map((row) => Number(row.resource_id)).sort()).toEqual([a, b].sort());
  });

  it("wait for the e-mail to be verified: an unverified sign-up gets none, its first verified sign-in gets them", async () => {
    const email = `unverified-${unique()}@example.com`;
    const order = await guestOrder(email);
    const person = await register(email, false);
    expect(await owner(order)).toBeNull();
    expect((await call("GET", "/users/login", { token: person.token })).status).toBe(200);
    expect(await owner(order)).toBeNull();
    const verified = emulatorToken({ ...person.identity, email_verified: true });
    expect((await call("GET", "/users/login", { token: verified })).status).toBe(200);
    expect(await owner(order)).toBe(person.id);
  });

  it("never attach another account's order, even with the same e-mail", async () => {
    const someone = await registerCustomer();
    const email = `shared-${unique()}@example.com`;
    const theirs = await guestOrder(email);
    await run("UPDATE orders SET user_id = ?2 WHERE id = ?1", theirs, someone.id);
    const person = await register(email, true);
    expect(await owner(theirs)).toBe(someone.id);
    expect(await orderIds(person.id, person.token)).not.toContain(theirs);
  });
});
