/**
 * The checkout of a cart and what follows it (decisions 009 and 012): starting it (the api
 * takes the holds and opens the payment page), reading it, giving it up, and the order's
 * confirmation. The browser that starts or pays a checkout keeps its id in the session: that id
 * is the capability to see the order.
 */
import type { GuestValue } from "./guest-fields.server";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { customerDetails } from "../account/account.server";
import { optionalUser } from "../identity/auth.server";
import type { CheckoutForm } from "./checkout-form.server";
import { attempt, mutate, query, type Attempt } from "../core/graphql.server";

/** Where the payment page sends the customer back (the api adds checkout=<id>). */
export const SUCCESS_PATH = "/checkout/success";
export const CART_PATH = "/cart";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCheckoutId(value: unknown): value is string {
  return typeof value === "string" && UUID_RE.test(value);
}

export function rememberCheckout(context: AppLoadContext, checkoutId: string): void {
  context.session.set("checkoutId", checkoutId);
}

export function rememberedCheckout(context: AppLoadContext): string | null {
  const id = context.session.get("checkoutId");
  return isCheckoutId(id) ? id : null;
}

export type CheckoutPrefill = ReturnType<typeof customerDetails>;

const EMPTY_PREFILL: CheckoutPrefill = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  allergies: [],
  allergyNotes: "",
  spiceTolerance: "",
};

/** The signed-in customer's details for the checkout form; empty when signed out (or unreadable). */
export async function checkoutPrefill(context: AppLoadContext): Promise<CheckoutPrefill> {
  const user = await optionalUser(context);
  if (!user) return EMPTY_PREFILL;
  const { me } = await query(context, CheckoutMe, {}, { silent: true }).catch((error: unknown) => {
    console.error("web: checkout prefill unavailable", error);
    return { me: null };
  });
  if (!me) {
    const [firstName = "", ...rest] = (user.name ?? "").split(" ");
    return { ...EMPTY_PREFILL, firstName, lastName: rest.join(" "), email: user.email ?? "" };
  }
  return customerDetails(me);
}

export interface StartedCheckout {
  checkoutId: string;
  /** The payment page, or null when gift cards paid it all and the order exists already. */
  paymentUrl: string | null;
  amountDueCents: number;
}

/** Starts the checkout of the cart (holds for 15 minutes, then the payment page). */
export async function startCartCheckout(
  context: AppLoadContext,
  cartUuid: string,
  form: CheckoutForm,
  shopOrigin: string,
  guests: readonly GuestValue[] = [],
): Promise<Attempt<StartedCheckout>> {
  return attempt(async () => {
    const { startCheckout } = await mutate(
      context,
      StartCheckout,
      {
        uuid: cartUuid,
        input: {
          idempotencyKey: form.idempotencyKey,
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone,
          allergies: form.allergies,
          allergyNotes: form.allergyNotes || null,
          spiceTolerance: form.spiceTolerance,
          address: form.address
            ? { ...form.address, street2: form.address.street2 || null, phone: form.address.phone || null }
            : null,
          successUrl: SUCCESS_PATH,
          cancelUrl: CART_PATH,
          expectedAmountDueCents: form.expectedAmountDueCents,
          guests: guests.length > 0 ? guests.map((guest) => ({ ...guest })) : null,
        },
      },
      { shopOrigin },
    );
    const { checkout } = startCheckout;
    const paid = startCheckout.orderId != null || checkout.amountDueCents === 0;
    return {
      checkoutId: checkout.id,
      paymentUrl: paid ? null : (checkout.paymentUrl ?? null),
      amountDueCents: checkout.amountDueCents,
    };
  });
}

/** Where to send the browser once a checkout started: its payment page, or the confirmation. */
export function nextStep(started: StartedCheckout): string {
  return started.paymentUrl ?? `${SUCCESS_PATH}?checkout=${encodeURIComponent(started.checkoutId)}`;
}

export async function loadCheckout(context: AppLoadContext, checkoutId: string) {
  const { checkout } = await query(context, CheckoutById, { id: checkoutId });
  return checkout ?? null;
}

/** The order of a paid checkout, read with the checkout id as the capability (decision 012). */
export async function loadOrderConfirmation(context: AppLoadContext, orderId: string, checkoutId: string) {
  const { orderConfirmation } = await query(context, OrderConfirmationQuery, { orderId, checkoutId });
  return orderConfirmation ?? null;
}

/** "Back to the cart": the holds go back (decision 009 §4). A paid or gone checkout is left as it is. */
export async function cancelCheckout(context: AppLoadContext, checkoutId: string): Promise<void> {
  const result = await attempt(() => mutate(context, CancelCheckout, { id: checkoutId }));
  if (result.failure) console.warn("web: checkout not canceled", checkoutId, result.failure.reason ?? result.failure.code);
}

const CheckoutMe = graphql(`
  query CheckoutMe {
    me {
      ...CustomerDetails
    }
  }
`);

const StartCheckout = graphql(`
  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {
    startCheckout(uuid: $uuid, input: $input) {
      orderId
      checkout {
        id
        status
        amountDueCents
        paymentUrl
      }
    }
  }
`);

const CheckoutById = graphql(`
  query CheckoutById($id: ID!) {
    checkout(id: $id) {
      id
      kind
      status
      amountDueCents
      paymentUrl
      failureCode
      failureReason
      orderId
    }
  }
`);

const CancelCheckout = graphql(`
  mutation CancelCheckout($id: ID!) {
    cancelCheckout(id: $id) {
      id
      status
    }
  }
`);

const OrderConfirmationQuery = graphql(`
  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {
    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {
      ...OrderSummaryFields
      kind
      emailState
      registrations {
        id
        firstName
        lastName
        priceCents
        totalCents
        class {
          id
          sku
          name
          date
          durationMinutes
          location {
            id
            name
            city
            timezone
            street
            state
            zipcode
          }
        }
        portionSize {
          name
          serves
        }
        portionQuantity {
          mealCount
        }
        offer
        allergies
        meals {
          name
          quantity
        }
      }
      giftCard {
        ...PurchasedGiftCardFields
      }
      address {
        ...PostalAddressFields
      }
    }
  }
`);
