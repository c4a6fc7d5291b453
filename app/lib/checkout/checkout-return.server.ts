/**
 * Decision 069: "Back to checkout" from the payment page shows every field as it was submitted.
 * The details live on the api's checkout (server-side, found through the checkout id the session
 * remembers), never in the browser's storage or in module state, so it works with JavaScript off.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { formatPhone } from "../../../workers/core/input-formats";
import { query } from "../core/graphql.server";
import { rememberedCheckout } from "./checkout.server";
import { addressValues } from "./checkout-form.server";
import { BUYER_ATTENDS_FIELD, guestField } from "./guest-fields";
import type { CheckoutValues } from "~/components/checkout/CheckoutDetails";

export interface ReturningCheckout {
  /** The buyer's fields, as the checkout form names them. */
  values: CheckoutValues;
  /** The guests' fields by their form names (guest-fields.ts). */
  guestValues: Record<string, string | string[]>;
}

/** What this browser last submitted at checkout, while that checkout is unpaid; null otherwise. */
export async function returningCheckout(context: AppLoadContext): Promise<ReturningCheckout | null> {
  const checkoutId = rememberedCheckout(context);
  if (!checkoutId) return null;
  const answer = await query(context, CheckoutFormQuery, { id: checkoutId }, { silent: true }).catch((error: unknown) => {
    console.error("web: submitted checkout unavailable", error);
    return { checkout: null };
  });
  const form = answer.checkout?.form;
  if (!form) return null;
  const guestValues: Record<string, string | string[]> = {};
  for (const guest of form.guests) {
    guestValues[guestField(guest.classId, guest.number, "firstName")] = guest.firstName;
    guestValues[guestField(guest.classId, guest.number, "lastName")] = guest.lastName;
    guestValues[guestField(guest.classId, guest.number, "allergies")] = guest.allergies;
  }
  const first = form.guests[0];
  if (first && first.firstName === form.firstName && first.lastName === form.lastName) guestValues[BUYER_ATTENDS_FIELD] = "on";
  const address = form.address;
  return {
    values: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone ? formatPhone(form.phone) : "",
      allergies: form.allergies,
      allergyNotes: form.allergyNotes,
      spiceTolerance: form.spiceTolerance ?? "",
      ...(address && addressValues(address)),
    },
    guestValues,
  };
}

const CheckoutFormQuery = graphql(`
  query CheckoutForm($id: ID!) {
    checkout(id: $id) {
      id
      form {
        firstName
        lastName
        email
        phone
        allergies
        allergyNotes
        spiceTolerance
        address {
          ...PostalAddressFields
        }
        guests {
          classId
          number
          firstName
          lastName
          allergies
        }
      }
    }
  }
`);
