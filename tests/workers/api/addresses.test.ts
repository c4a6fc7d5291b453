/**
 * Addresses (spec §7 POST addresses, GET/PUT addresses/{id}, POST/DELETE carts/{id}/address;
 * decision 011): a user's own, or reached through the cart that holds it, never by id alone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, type CartBody, createCart, type ErrorBody, expectRefused, tokenFor } from "../support/cart";

const HOME = {
  name: "Jordan Thompson",
  street: "250 E 400 N",
  city: "Logan",
  state: "ut",
  zipcode: "843211234",
  phone: "(435) 555-0188",
};

type AddressBody = NonNullable<CartBody["address"]>;

const addressRow = (id: number) => env.DB.prepare("select * from addresses where id = ?").bind(id).first();

describe("POST carts/{uuid}/address", () => {
  it("puts a new address on the cart, normalised (state upper case, zip+4, ten-digit phone)", async () => {
    const cart = await createCart();
    const { status, body } = await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME });
    expect(status).toBe(200);
    expect(body.address).toMatchObject({
      user_id: null,
      name: "Jordan Thompson",
      street: "250 E 400 N",
      street2: "",
      city: "Logan",
      state: "UT",
      zipcode: "84321-1234",
      phone: "4355550188",
    });
    expect(body.updated_at > cart.updated_at).toBe(true);
  });

  it("replaces the cart's address and deletes the anonymous one it replaced", async () => {
    const cart = await createCart();
    const first = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME })).body.address!;
    const second = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: { ...HOME, street: "1 Main St" } })).body.address!;
    expect(second.id).not.toBe(first.id);
    expect(await addressRow(first.id)).toBeNull();
  });

  it.each([
    ["a state that is not a US state", { ...HOME, state: "ZZ" }, "state"],
    ["a state spelled out", { ...HOME, state: "Utah" }, "state"],
    ["a four-digit zip", { ...HOME, zipcode: "8432" }, "zipcode"],
    ["a zip with a short extension", { ...HOME, zipcode: "84321-12" }, "zipcode"],
    ["a phone that is not ten digits", { ...HOME, phone: "555-0188" }, "phone"],
    ["an empty name", { ...HOME, name: "  " }, "name"],
    ["a 10,000-character name", { ...HOME, name: "J".repeat(10_000) }, "name"],
    ["a control character", { ...HOME, street: "250 E\u0000400 N" }, "street"],
    ["no street", { name: HOME.name, city: HOME.city, state: HOME.state, zipcode: HOME.zipcode }, "street"],
    ["a city that is a number", { ...HOME, city: 84321 }, "city"],
    ["a zero address id", { address_id: 0 }, "address_id"],
  ])("refuses %s (400 naming the field)", async (_case, body, field) => {
    const cart = await createCart();
    await call("POST", `/carts/${cart.uuid}/address`, { body: HOME });
    const refused = await expectRefused(cart.uuid, () => call("POST", `/carts/${cart.uuid}/address`, { body }), 400, "BAD_REQUEST");
    expect(refused.error.fields?.[field]?.length).toBeGreaterThan(0);
  });

  it("uses one of the signed-in owner's saved addresses, and nobody else's", async () => {
    const kaylee = await tokenFor(10);
    const saved = await call<AddressBody>("POST", "/addresses", { body: { ...HOME, name: "Kaylee Anderson" }, token: kaylee });
    expect(saved.status).toBe(201);
    expect(saved.body.user_id).toBe(10);

    const hers = await createCart(kaylee);
    const used = await call<CartBody>("POST", `/carts/${hers.uuid}/address`, { body: { address_id: saved.body.id }, token: kaylee });
    expect(used.status).toBe(200);
    expect(used.body.address?.id).toBe(saved.body.id);

    const anonymous = await createCart();
    await expectRefused(anonymous.uuid, () => call("POST", `/carts/${anonymous.uuid}/address`, { body: { address_id: saved.body.id } }), 404);

    // Taking a saved address off the cart keeps it in the owner's address book.
    await call("DELETE", `/carts/${hers.uuid}/address/${saved.body.id}`, { token: kaylee });
    expect(await addressRow(saved.body.id)).not.toBeNull();
  });
});

describe("DELETE carts/{uuid}/address/{addressId}", () => {
  it("takes the address off the cart and deletes the anonymous row", async () => {
    const cart = await createCart();
    const address = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME })).body.address!;
    const { status, body } = await call<CartBody>("DELETE", `/carts/${cart.uuid}/address/${address.id}`);
    expect(status).toBe(200);
    expect(body.address).toBeNull();
    expect(await addressRow(address.id)).toBeNull();
  });

  it.each([
    ["an address that is not on the cart", (id: number) => String(id + 1000), 404],
    ["a non-numeric id", () => "home", 400],
  ])("refuses %s", async (_case, path, status) => {
    const cart = await createCart();
    const address = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME })).body.address!;
    await expectRefused(cart.uuid, () => call("DELETE", `/carts/${cart.uuid}/address/${path(address.id)}`), status);
  });
});

describe("POST addresses", () => {
  it("saves a signed-in user's address to their address book (201)", async () => {
    const { status, body } = await call<AddressBody>("POST", "/addresses", { body: HOME, token: await tokenFor(9) });
    expect(status).toBe(201);
    expect(body).toMatchObject({ user_id: 9, state: "UT", zipcode: "84321-1234" });
  });

  it("puts an anonymous caller's address on the cart named by ?cart=", async () => {
    const cart = await createCart();
    const { status, body } = await call<AddressBody>("POST", `/addresses?cart=${cart.uuid}`, { body: HOME });
    expect(status).toBe(201);
    expect(body.user_id).toBeNull();
    expect((await call<CartBody>("GET", `/carts/${cart.uuid}`)).body.address?.id).toBe(body.id);
  });

  it("refuses an anonymous caller without a cart (401) and bad input (400)", async () => {
    const anonymous = await call<ErrorBody>("POST", "/addresses", { body: HOME });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe("Sign in to save an address, or add it to your cart");
    expect((await call("POST", "/addresses", { body: { ...HOME, zipcode: "abc" }, token: await tokenFor(9) })).status).toBe(400);
    expect((await call("POST", "/addresses?cart=nope", { body: HOME })).status).toBe(400);
  });
});

describe("GET and PUT addresses/{id}", () => {
  it("answers an address through the cart that holds it, and to nobody without it", async () => {
    const cart = await createCart();
    const other = await createCart();
    const address = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME })).body.address!;

    const viaCart = await call<AddressBody>("GET", `/addresses/${address.id}?cart=${cart.uuid}`);
    expect(viaCart.status).toBe(200);
    expect(viaCart.body).toEqual(address);

    const missing = await call<ErrorBody>("GET", "/addresses/99999999");
    for (const path of [`/addresses/${address.id}`, `/addresses/${address.id}?cart=${other.uuid}`]) {
      const refused = await call<ErrorBody>("GET", path);
      expect(refused).toEqual(missing);
    }
    expect(missing.status).toBe(404);
    expect((await call("GET", `/addresses/${address.id}`, { token: await tokenFor(9) })).status).toBe(404);
  });

  it("answers a user's address to them only", async () => {
    const kaylee = await tokenFor(10);
    const address = (await call<AddressBody>("POST", "/addresses", { body: HOME, token: kaylee })).body;
    expect((await call("GET", `/addresses/${address.id}`, { token: kaylee })).status).toBe(200);
    expect((await call("GET", `/addresses/${address.id}`, { token: await tokenFor(9) })).status).toBe(404);
    expect((await call("GET", `/addresses/${address.id}`)).status).toBe(404);
  });

  it("updates an address its caller may see, with the same rules as creating one", async () => {
    const cart = await createCart();
    const address = (await call<CartBody>("POST", `/carts/${cart.uuid}/address`, { body: HOME })).body.address!;
    const updated = await call<AddressBody>("PUT", `/addresses/${address.id}?cart=${cart.uuid}`, {
      body: { ...HOME, street2: "Apt 3", zipcode: "84341" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: address.id, street2: "Apt 3", zipcode: "84341" });

    expect((await call("PUT", `/addresses/${address.id}`, { body: HOME })).status).toBe(404);
    expect((await call("PUT", `/addresses/${address.id}?cart=${cart.uuid}`, { body: { ...HOME, state: "XX" } })).status).toBe(400);
    expect(await addressRow(address.id)).toMatchObject({ street2: "Apt 3", zipcode: "84341" });
  });

  it.each([["abc"], ["-4"], ["1.5"], ["9".repeat(10_000)]])("refuses the id %s (400)", async (id) => {
    const { status, body } = await call<ErrorBody>("GET", `/addresses/${id}`);
    expect(status).toBe(400);
    expect(body.error.fields?.id?.length).toBeGreaterThan(0);
  });
});
