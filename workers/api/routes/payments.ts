/**
 * POST payments/webhook: Stripe's (and the sandbox's) signed payment events (decision 012).
 * GET and POST payments/sandbox/{session}: the sandbox's payment page, only where the sandbox
 * is the gateway (no STRIPE_SECRET_KEY, not production); elsewhere they do not exist (404).
 */
import { Hono, type Context } from "hono";
import type { ApiContext } from "../env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { paymentGateway, sandboxEnabled } from "../payments/gateway";
import { paySandboxSession, readSandboxSession } from "../payments/sandbox-session";
import { handlePaymentWebhook } from "../services/fulfilment";
import type { FulfilmentContext } from "../services/fulfilment-context";
import { sandboxCardBody, sandboxSessionParams } from "./checkout-inputs";

function fulfilmentContext(c: Context<ApiContext>): FulfilmentContext {
  return { db: c.var.db, now: new Date(), gateway: () => paymentGateway(c.env), seats: c.env };
}

function assertSandbox(c: Context<ApiContext>): void {
  if (!sandboxEnabled(c.env)) throw new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`);
}

export const paymentsRoutes = new Hono<ApiContext>()
  .use("/sandbox/*", async (c, next) => {
    assertSandbox(c);
    await next();
  })
  // The raw body, exactly as signed: never parsed before the signature is checked.
  .post("/webhook", async (c) => {
    const result = await handlePaymentWebhook(fulfilmentContext(c), await c.req.text(), c.req.header("stripe-signature"));
    return c.json({
      received: true,
      outcome: result.outcome,
      checkout_id: "checkoutId" in result ? result.checkoutId : null,
      order_id: "orderId" in result ? result.orderId : null,
      failure: "failure" in result ? result.failure : null,
      reason: "reason" in result ? result.reason : null,
    });
  })
  .get("/sandbox/:sessionId", validate("param", sandboxSessionParams), async (c) =>
    c.json(await readSandboxSession(c.var.db, c.req.valid("param").sessionId, new Date())),
  )
  .post("/sandbox/:sessionId", validate("param", sandboxSessionParams), validate("json", sandboxCardBody), async (c) => {
    const { sessionId } = c.req.valid("param");
    return c.json(await paySandboxSession(fulfilmentContext(c), sessionId, c.req.valid("json").card_number));
  });
