/**
 * The web's tracking events (spec §3 payloads, §7 events/*, decision 034): sent only with the
 * visitor's consent, with the session's identity and the pixels' cookies, after the response
 * (waitUntil), and never failing or slowing the page when the tracking api is down or slow.
 */
import { createSession, type AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isNewView, trackEvent, trackKeptPage, trackOrderPlaced, trackPageView, trackProductView } from "~/lib/core/tracking.server";
import { privacyCookie, privacyState } from "~/lib/privacy/privacy.server";

const SHOP = "https://shop.example";

/** An unsigned token like the Auth emulator's. */
function idToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none" })}.${encode({ sub: "uid-1", exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.`;
}

interface Sent {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * A load context whose TRACKING queue records what it was sent: each event in `sent`, each
 * send (one request's events, decision 053) in `sends`. `refuse` makes the queue throw on the
 * first n sends.
 */
function setup(refuse = 0, session: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const sends: number[] = [];
  const waited: Array<Promise<unknown>> = [];
  let refused = 0;
  const context = {
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIREBASE_PROJECT_ID: "demo-test",
      FIREBASE_API_KEY: "fake-api-key",
      TRACKING: {
        sendBatch: async (messages: Array<{ body: Sent; contentType: string }>) => {
          if (refused < refuse) {
            refused += 1;
            throw new Error("queue unavailable");
          }
          sends.push(messages.length);
          for (const message of messages) sent.push(structuredClone(message.body));
        },
      },
    },
    ctx: { waitUntil: (promise: Promise<unknown>) => waited.push(promise) },
    config: { environment: "test" },
    session: createSession(session),
  } as unknown as AppLoadContext;
  return { context, sent, sends, waited, settled: () => Promise.all(waited) };
}

function page(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SHOP}${path}`, { headers });
}

const html = () => new Response("<!DOCTYPE html><html></html>", { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
const dataAnswer = () => Response.json({ ok: true });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("consent (decision 034)", () => {
  it.each([
    ["no choice yet (the US opt-out default)", {}, true],
    ["Allow", { cookie: "cvk_privacy=allow" }, true],
    ["No thanks", { cookie: "a=1; cvk_privacy=deny; b=2" }, false],
    ["Global Privacy Control", { "sec-gpc": "1" }, false],
    ["Global Privacy Control over an earlier Allow", { "sec-gpc": "1", cookie: "cvk_privacy=allow" }, false],
  ])("%s: sent = %s", async (_name, headers, expected) => {
    const { context, sent, settled } = setup();
    expect(trackEvent(context, page("/classes", headers), "CONTACT", { email: "cook@example.com" })).toBe(expected);
    await settled();
    expect(sent.length).toBe(expected ? 1 : 0);
  });

  it("says what the banner and the choices page show", () => {
    expect(privacyState(page("/classes"))).toEqual({ choice: null, gpc: false, allowed: true, ask: true });
    expect(privacyState(page("/classes", { cookie: "cvk_privacy=deny" }))).toEqual({ choice: "deny", gpc: false, allowed: false, ask: false });
    expect(privacyState(page("/classes", { "sec-gpc": "1" }))).toEqual({ choice: null, gpc: true, allowed: false, ask: false });
    expect(privacyState(page("/admin/orders")).ask).toBe(false);
    expect(privacyState(page("/privacy-choices")).ask).toBe(false);
    // Something else in the cookie is no choice.
    expect(privacyState(page("/", { cookie: "cvk_privacy=maybe" })).choice).toBeNull();
  });

  it("is stored for a year, site-wide, SameSite=Lax, and Secure on https only", () => {
    expect(privacyCookie(page("/"), "deny")).toBe("cvk_privacy=deny; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(privacyCookie(new Request("http://localhost:8803/"), "allow")).toBe("cvk_privacy=allow; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("the payload (spec §3)", () => {
  it("carries the event's fields, the pixels' cookies, the page without its query and a new event id; no token", async () => {
    const { context, sent, settled } = setup();
    const request = page("/checkout?checkout=secret", { cookie: "_fbc=fb.1.1700.AbC; _fbp=fb.1.1700.123; cvk_privacy=allow" });
    trackEvent(context, request, "CHECKOUT", { cartUuid: "0b9d3a0e-1111-4222-8333-444455556666", email: "jo@example.com", firstName: "Jo", phone: "" });
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe("CHECKOUT");
    expect(sent[0]!.payload).toEqual({
      cartUuid: "0b9d3a0e-1111-4222-8333-444455556666",
      email: "jo@example.com",
      firstName: "Jo",
      fbc: "fb.1.1700.AbC",
      fbp: "fb.1.1700.123",
      url: `${SHOP}/checkout`,
      eventId: expect.stringMatching(/^checkout-[0-9a-f-]{36}$/),
    });
  });

  it("fills a signed-in customer's e-mail, names and phone from the session; the event's own values win", async () => {
    const session = { userId: "9", uid: "uid-1", refreshToken: "r1", idToken: idToken({ email: "dana@example.com", name: "Dana Lee Marsh", phone_number: "+14355550188" }) };
    const { context, sent, settled } = setup(0, session);
    trackPageView(context, page("/menu"), html());
    trackEvent(context, page("/contact"), "CONTACT", { email: "other@example.com" });
    await settled();
    expect(sent[0]!.payload).toMatchObject({ email: "dana@example.com", firstName: "Dana", lastName: "Lee Marsh", url: `${SHOP}/menu` });
    expect(sent[0]!.payload.phone).toMatch(/4355550188/);
    expect(sent[1]!.payload).toMatchObject({ email: "other@example.com", firstName: "Dana" });
  });

  it("leaves out a session phone the api would refuse (not a US number) instead of losing the event", async () => {
    const session = { userId: "9", uid: "uid-1", refreshToken: "r1", idToken: idToken({ email: "sam@example.com", name: "Sam", phone_number: "+442071838750" }) };
    const { context, sent, settled } = setup(0, session);
    trackPageView(context, page("/menu"), html());
    await settled();
    expect(sent[0]!.payload).toMatchObject({ email: "sam@example.com", firstName: "Sam" });
    expect(sent[0]!.payload).not.toHaveProperty("phone");
  });

  it("sends a class view with its id and price", async () => {
    const { context, sent, settled } = setup();
    expect(trackProductView(context, page("/classes/LOG-1"), { productId: "42", priceCents: 4799 })).toBe(true);
    await settled();
    expect(sent[0]).toMatchObject({ type: "PRODUCT", payload: { productId: "42", priceCents: 4799, url: `${SHOP}/classes/LOG-1` } });
  });

  it("a class page served from the page cache sends its page view and product view in one send (decision 042)", async () => {
    const { context, sent, sends, settled } = setup();
    trackKeptPage(context, page("/classes/LOG-1"), html(), [{ productId: "42", priceCents: 4799 }]);
    await settled();
    expect(sends).toEqual([2]);
    expect(sent.map((event) => event.type)).toEqual(["PAGE_VIEW", "PRODUCT"]);
    expect(sent[0]!.payload).toMatchObject({ url: `${SHOP}/classes/LOG-1`, eventId: expect.stringMatching(/^page-view-/) });
    expect(sent[1]!.payload).toMatchObject({ productId: "42", priceCents: 4799, url: `${SHOP}/classes/LOG-1`, eventId: expect.stringMatching(/^product-/) });
  });

  it("each request sends its own events in its own waitUntil: nothing is shared between requests (decision 053)", async () => {
    const first = setup();
    const second = setup();
    trackPageView(first.context, page("/classes"), html());
    trackPageView(second.context, page("/menu"), html());
    await Promise.all([first.settled(), second.settled()]);
    expect(first.waited).toHaveLength(1);
    expect(second.waited).toHaveLength(1);
    expect(first.sent.map((event) => event.payload.url)).toEqual([`${SHOP}/classes`]);
    expect(second.sent.map((event) => event.payload.url)).toEqual([`${SHOP}/menu`]);
  });

  it("a served page without a product view sends its page view alone; nothing for a visitor who said no", async () => {
    const { context, sent, settled } = setup();
    trackKeptPage(context, page("/menu"), html(), []);
    trackKeptPage(context, page("/classes/LOG-1", { cookie: "cvk_privacy=deny" }), html(), [{ productId: "42", priceCents: 4799 }]);
    await settled();
    expect(sent.map((event) => event.type)).toEqual(["PAGE_VIEW"]);
  });

  it("sends an order placed once per order in this browser, with the stable event id order-<id>", async () => {
    const { context, sent, settled } = setup();
    const order = { id: "77", email: "jo@example.com", firstName: "Jo", lastName: "Smith", phone: "4355550188", zip: "84321" };
    expect(trackOrderPlaced(context, page("/confirmation"), order)).toBe(true);
    expect(trackOrderPlaced(context, page("/confirmation"), order)).toBe(false);
    expect(trackOrderPlaced(context, page("/confirmation"), { ...order, id: "78" })).toBe(true);
    await settled();
    expect(sent.map((event) => event.payload.eventId)).toEqual(["order-77", "order-78"]);
    expect(sent[0]).toMatchObject({ type: "ORDER", payload: { orderId: "77", zip: "84321", email: "jo@example.com", lastName: "Smith" } });
  });

  it("sends no order event, and remembers none, for a visitor who said no", async () => {
    const { context, sent, settled } = setup();
    expect(trackOrderPlaced(context, page("/confirmation", { cookie: "cvk_privacy=deny" }), { id: "77" })).toBe(false);
    await settled();
    expect(sent).toEqual([]);
    expect(context.session.get("trackedOrderId")).toBeUndefined();
  });
});

describe("page views", () => {
  it.each([
    ["a customer page's document", page("/classes?month=2026-12"), html(), true],
    ["a client-side navigation's root data", page("/menu?_data=root", { referer: `${SHOP}/classes` }), dataAnswer(), true],
    ["the root data after a form on the same page", page("/menu?_data=root", { referer: `${SHOP}/menu` }), dataAnswer(), false],
    ["another route's data of the same navigation", page("/menu?_data=routes%2Fmenu._index", { referer: `${SHOP}/classes` }), dataAnswer(), false],
    ["a prefetch", page("/menu?_data=root", { referer: `${SHOP}/classes`, "sec-purpose": "prefetch" }), dataAnswer(), false],
    ["a console page", page("/admin/orders"), html(), false],
    ["a development page", page("/dev/mailbox"), html(), false],
    ["a 404", page("/nowhere"), new Response("<html></html>", { status: 404, headers: { "content-type": "text/html" } }), false],
    ["a redirect", page("/"), new Response(null, { status: 302, headers: { location: "/choose-menu" } }), false],
    ["a CSV download", page("/account/orders.csv"), new Response("a,b", { headers: { "content-type": "text/csv" } }), false],
  ])("%s: counted = %s", async (_name, request, response, expected) => {
    const { context, sent, settled } = setup();
    expect(trackPageView(context, request, response)).toBe(expected);
    await settled();
    expect(sent.map((event) => event.type)).toEqual(expected ? ["PAGE_VIEW"] : []);
  });

  it("tells a loader's data request (Remix took `_data` off) from a document by Sec-Fetch-Dest", () => {
    const loaderRequest = (referer: string) => page("/classes/LOG-1", { "sec-fetch-dest": "empty", referer: `${SHOP}${referer}` });
    expect(isNewView(loaderRequest("/classes/LOG-1"))).toBe(false);
    expect(isNewView(loaderRequest("/classes"))).toBe(true);
    expect(isNewView(page("/classes/LOG-1", { "sec-fetch-dest": "document", referer: `${SHOP}/classes/LOG-1` }))).toBe(true);
  });

  it("sends no second class view for the revalidation after adding it to the cart", async () => {
    const { context, sent, settled } = setup();
    const headers = { "sec-fetch-dest": "empty", referer: `${SHOP}/classes/LOG-1` };
    expect(trackProductView(context, page("/classes/LOG-1", headers), { productId: "42", priceCents: 4799 })).toBe(false);
    await settled();
    expect(sent).toEqual([]);
  });

  it("counts a posted form's own request never", () => {
    expect(isNewView(new Request(`${SHOP}/cart`, { method: "POST" }))).toBe(false);
  });
});

describe("never slowing or failing a page (spec §8)", () => {
  it("a send the queue refuses is tried once more: the event is not lost", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { context, sent, settled } = setup(1);
    const response = html();
    expect(trackPageView(context, page("/menu"), response)).toBe(true);
    expect(response.status).toBe(200);
    await settled();
    expect(sent.map((event) => event.type)).toEqual(["PAGE_VIEW"]);
    expect(warned).toHaveBeenCalledTimes(1);
  });

  it("refused twice, the page still goes on and the loss is logged", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { context, sent, waited, settled } = setup(2);
    expect(trackPageView(context, page("/menu"), html())).toBe(true);
    expect(waited).toHaveLength(1);
    await expect(settled()).resolves.toBeDefined();
    expect(sent).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
