import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutDetails, type CheckoutValues } from "~/components/checkout/CheckoutDetails";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { allergyChoices } from "~/lib/account/account.server";
import { cartView } from "~/lib/cart/cart-format";
import { loadSessionCart } from "~/lib/cart/cart.server";
import { addressValues, checkoutFieldName, parseCheckoutForm } from "~/lib/checkout/checkout-form.server";
import { checkoutPrefill, nextStep, rememberCheckout, startCartCheckout } from "~/lib/checkout/checkout.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, labelledMessage, type FieldErrors } from "~/lib/core/form-data";
import { newIdempotencyKey, postedIdempotencyKey } from "~/lib/checkout/idempotency";
import { GuestFieldsets } from "~/components/checkout/GuestFieldsets";
import { BUYER_ATTENDS_FIELD, guestAllergyFields, guestSlots, type GuestSlot } from "~/lib/checkout/guest-fields";
import { parseGuests, withBuyerAsFirstGuest } from "~/lib/checkout/guest-fields.server";
import { returningCheckout } from "~/lib/checkout/checkout-return.server";
import { pageMeta } from "~/components/core/layout-kit";
import type { ShopRouteHandle } from "~/lib/core/route-handle";
import { CHECKOUT_CHROME } from "~/components/checkout/CheckoutChrome";
import { trackEvent } from "~/lib/core/tracking.server";

/** Decision 069: a checkout's own header and footer, without the site menu and the newsletter. */
export const handle: ShopRouteHandle = { chrome: CHECKOUT_CHROME };

export const meta = pageMeta("Checkout", "Your details, your allergies and payment for your classes.");

/** The session's cart, ready to check out: anything else goes back to /cart, saying why. */
async function checkoutCart(context: LoaderFunctionArgs["context"]) {
  const cart = await loadSessionCart(context);
  if (!cart || cart.classes.length === 0) throw redirect("/cart", 303);
  const view = cartView(cart);
  if (view.hasProblems) {
    flashAlert(context, { alertType: "error", title: "Some classes can’t be booked", message: "Remove the classes marked in your cart to check out." });
    throw redirect("/cart", 303);
  }
  // Decision 083: the zip is asked first, on the cart, where an area that leaves it out says so.
  if (view.delivery && !view.delivery.zipcode) {
    flashAlert(context, { alertType: "error", title: "Where should we deliver?", message: "Enter your zip code under Delivery to check out.", duration: 8000 });
    throw redirect("/cart#delivery-heading", 303);
  }
  return { cart, view };
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { cart, view } = await checkoutCart(context);
  // Decision 069: back from the payment page, the form shows what was submitted.
  const [allergies, prefill, returning] = await Promise.all([allergyChoices(context), checkoutPrefill(context), returningCheckout(context)]);
  const address = cart.address;
  return json({
    cart: view,
    allergies,
    values: {
      ...prefill,
      ...(address && addressValues(address)),
      ...(!address && view.delivery?.zipcode && { zipcode: view.delivery.zipcode }),
      ...returning?.values,
    } satisfies CheckoutValues,
    guestValues: returning?.guestValues ?? {},
    // One key per render of the form: a double submit or a re-post sends the same key.
    idempotencyKey: newIdempotencyKey(),
  });
}

interface CheckoutActionData {
  errors: FieldErrors;
  formError: string | null;
  values: CheckoutValues;
  /** The guests' fields as posted (decision 040). */
  guestValues: Record<string, string | string[]>;
  idempotencyKey: string;
}

function guestEcho(slots: readonly GuestSlot[], values: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries([
    [BUYER_ATTENDS_FIELD, values[BUYER_ATTENDS_FIELD] ?? ""],
    ...slots.flatMap((slot) => Object.values(slot.fields).map((name) => [name, values[name] ?? ""])),
  ]);
}

const FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  allergies: "Allergies",
  allergyNotes: "Allergy notes",
  spiceTolerance: "Spice tolerance",
  addressName: "Name",
  street: "Street",
  street2: "Second line",
  city: "City",
  state: "State",
  zipcode: "Zip code",
  addressPhone: "Phone",
};

function echo(values: Record<string, string | string[]>): CheckoutValues {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    allergies: Array.isArray(values.allergies) ? values.allergies : [],
    allergyNotes: text("allergyNotes"),
    spiceTolerance: text("spiceTolerance"),
    addressName: text("addressName"),
    street: text("street"),
    street2: text("street2"),
    city: text("city"),
    state: text("state"),
    zipcode: text("zipcode"),
    addressPhone: text("addressPhone"),
  };
}

/**
 * Starts the checkout (decision 012): the api holds seats, gift card amounts and code uses, then
 * the browser goes to the payment page (303), or to the confirmation when gift cards paid it
 * all. A refusal (a class filled up, the total changed…) is shown here; the cart is untouched.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const { cart, view } = await checkoutCart(context);
  const slots = guestSlots(view.lines);
  const values = withBuyerAsFirstGuest(slots, formValues(form, ["allergies", ...guestAllergyFields(slots)]));
  const parsed = parseCheckoutForm(values, view.needsAddress);
  const guests = parseGuests(slots, values);
  if (!parsed.ok || !guests.ok) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(guests.ok ? {} : guests.errors) };
    return json<CheckoutActionData>(
      { errors, formError: null, values: echo(values), guestValues: guestEcho(slots, values), idempotencyKey: postedIdempotencyKey(values.idempotencyKey) ?? newIdempotencyKey() },
      { status: 400 },
    );
  }

  const started = await startCartCheckout(context, cart.uuid, parsed.value, new URL(request.url).origin, guests.value);
  if (started.failure) {
    const errors: FieldErrors = {};
    for (const [apiField, messages] of Object.entries(started.failure.fields)) {
      const field = checkoutFieldName(apiField);
      errors[field] = messages.map((message) => labelledMessage(FIELD_LABELS[field] ?? "This", message));
    }
    const hasFieldErrors = Object.keys(errors).length > 0;
    return json<CheckoutActionData>(
      {
        errors,
        formError: hasFieldErrors ? null : started.failure.message,
        values: echo(values),
        guestValues: guestEcho(slots, values),
        // The api answers a key the same way forever: the next attempt needs a new one.
        idempotencyKey: newIdempotencyKey(),
      },
      { status: started.failure.code === "BAD_USER_INPUT" ? 400 : 409 },
    );
  }

  rememberCheckout(context, started.value.checkoutId);
  const { email, firstName, lastName, phone } = parsed.value;
  trackEvent(context, request, "CHECKOUT", { cartUuid: cart.uuid, email, firstName, lastName, phone });
  return redirect(nextStep(started.value), 303);
}

export default function Checkout() {
  const { cart, allergies, values, guestValues, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const due = cart.totals.find((row) => row.key === "amountDue")?.amount ?? "";
  return (
    <div className="page checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-layout">
        {/* Phones read what they pay for before the pay button; wide screens keep it beside the form. */}
        <CheckoutSummary cart={cart} />
        <CheckoutDetails
          // A refused attempt renders the form again with what was typed and a new key.
          key={answer?.idempotencyKey ?? idempotencyKey}
          values={answer?.values ?? values}
          errors={answer?.errors ?? {}}
          formError={answer?.formError ?? null}
          allergies={allergies}
          needsAddress={cart.needsAddress}
          idempotencyKey={answer?.idempotencyKey ?? idempotencyKey}
          expectedAmountDueCents={cart.amountDueCents}
          submitLabel={cart.amountDueCents > 0 ? `Continue to payment · ${due}` : "Place order"}
          guests={<GuestFieldsets slots={guestSlots(cart.lines)} allergies={allergies} values={answer?.guestValues ?? guestValues} errors={answer?.errors ?? {}} />}
        />
      </div>
    </div>
  );
}
