/**
 * What each intent of the /cart action does (STYLE: Hydrogen's cart, one action switching on
 * the form's intent): the GraphQL change, the alert that says it worked, and on failure the
 * message placed under the field the customer can fix (promotion codes: the api's reason).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatUsd } from "../../../workers/core/money";
import type { ShopAlert } from "../core/alerts";
import type { CartIntent } from "./cart-forms";
import type { CartForm } from "./cart-forms.server";
export type { CartActionData } from "./cart-forms";
import { promotionAppliedTitle, type CartData } from "./cart-format";
import {
  addClass,
  addGuests,
  applyGiftCard,
  applyPromotion,
  changeSessionCart,
  removeClass,
  removeGiftCard,
  removePromotion,
  setDeliveryZip,
  setDonation,
  type CartChange,
} from "./cart.server";
import { type GraphQLFailure } from "../core/graphql.server";
import { labelledMessage, type FieldErrors } from "../core/form-data";
import { trackEvent } from "../core/tracking.server";

/** The field each intent's messages belong under. */
const MESSAGE_FIELD: Record<CartIntent, string> = {
  add: "form",
  "add-guests": "form",
  "update-portion": "form",
  remove: "form",
  "apply-promotion": "code",
  "remove-promotion": "form",
  "apply-gift-card": "code",
  "remove-gift-card": "form",
  "set-donation": "donation",
  "set-delivery-zip": "zipcode",
};

const FIELD_LABELS: Record<string, string> = { code: "The code", donationCents: "The donation", donation: "The donation", zipcode: "The zip code" };

/** The api's failure as messages under the intent's field. */
export function failureErrors(intent: CartIntent, failure: GraphQLFailure): FieldErrors {
  // The class page's meal choice has its own field message (decision 041): "Choose 3 meals".
  const meals = failure.fields.meals;
  if (intent === "add" && meals && meals.length > 0) return { meals };
  const field = MESSAGE_FIELD[intent];
  const messages = Object.entries(failure.fields).flatMap(([name, list]) =>
    list.map((message) => labelledMessage(FIELD_LABELS[name] ?? "This", message)),
  );
  return { [field]: messages.length > 0 ? messages : [failure.message] };
}

export function targetOf(form: CartForm): string | null {
  switch (form.intent) {
    case "add":
    case "add-guests":
    case "update-portion":
    case "remove":
      return form.classId;
    case "remove-promotion":
      return form.promotionId;
    case "remove-gift-card":
      return form.giftCardId;
    default:
      return null;
  }
}

function success(title: string, message?: string): ShopAlert {
  return { alertType: "success", title, message, duration: 4000 };
}

function lineOf(cart: CartData, classId: string) {
  return cart.classes.find((line) => line.class.id === classId);
}

/** Runs one intent against the session's cart. */
export async function runCartIntent(
  context: AppLoadContext,
  request: Request,
  form: CartForm,
  returnPath: string | null,
): Promise<{ change: CartChange; alert: ShopAlert | null }> {
  /** A class added (by portions or by guests): the add-to-cart event and the notice. */
  const added = (change: CartChange, classId: string) => {
    const line = change.cart && lineOf(change.cart, classId);
    if (!change.cart || !line) return { change, alert: null };
    trackEvent(context, request, "ADD_TO_CART", {
      productId: line.class.id,
      priceCents: line.priceCents ?? undefined,
      cartUuid: change.cart.uuid,
      path: returnPath ?? undefined,
    });
    return { change, alert: success(`Added ${line.class.name} to your cart`) };
  };
  switch (form.intent) {
    case "add": {
      const change = await changeSessionCart(
        context,
        (uuid) => addClass(context, uuid, form.classId, form.portionSizeId, form.portionQuantityId, form.sku, form.meals),
        { create: true },
      );
      return added(change, form.classId);
    }
    case "add-guests": {
      const change = await changeSessionCart(context, (uuid) => addGuests(context, uuid, form.classId, form.guests, form.sku), { create: true });
      return added(change, form.classId);
    }
    case "update-portion": {
      const change = await changeSessionCart(context, (uuid) =>
        addClass(context, uuid, form.classId, form.portionSizeId, form.portionQuantityId),
      );
      const line = change.cart && lineOf(change.cart, form.classId);
      return {
        change,
        alert: line ? success("Portions updated", `${line.class.name}: ${line.portionSize.name}, ${line.portionQuantity.mealCount} meals`) : null,
      };
    }
    case "remove": {
      const change = await changeSessionCart(context, (uuid) => removeClass(context, uuid, form.classId));
      return { change, alert: success("Removed from your cart") };
    }
    case "apply-promotion": {
      const change = await changeSessionCart(context, (uuid) => applyPromotion(context, uuid, form.code));
      const applied = change.cart?.promotions.find((promotion) => promotion.code === form.code);
      return { change, alert: success(promotionAppliedTitle(form.code, applied), applied?.message ?? undefined) };
    }
    case "remove-promotion": {
      const change = await changeSessionCart(context, (uuid) => removePromotion(context, uuid, form.promotionId));
      return { change, alert: success("Code removed") };
    }
    case "apply-gift-card": {
      const change = await changeSessionCart(context, (uuid) => applyGiftCard(context, uuid, form.code));
      const card = change.cart?.giftCards.find((giftCard) => giftCard.code.endsWith(form.code.slice(-4)));
      return {
        change,
        alert: success("Gift card applied", card ? `${card.code} pays ${formatUsd(card.appliedCents)} of your order.` : undefined),
      };
    }
    case "remove-gift-card": {
      const change = await changeSessionCart(context, (uuid) => removeGiftCard(context, uuid, form.giftCardId));
      return { change, alert: success("Gift card removed") };
    }
    case "set-delivery-zip": {
      const change = await changeSessionCart(context, (uuid) => setDeliveryZip(context, uuid, form.zipcode));
      const fee = change.cart?.delivery.feeCents ?? 0;
      return { change, alert: success(`We deliver to ${form.zipcode}`, fee > 0 ? `Delivery is ${formatUsd(fee)}.` : "Delivery is free.") };
    }
    case "set-donation": {
      const change = await changeSessionCart(context, (uuid) => setDonation(context, uuid, form.donation));
      const charity = change.cart?.charityWindow?.name;
      const alert =
        form.donation > 0
          ? success(`Thank you! ${formatUsd(form.donation)} goes to ${charity ?? "our charity drive"}`)
          : success("Donation removed");
      return { change, alert };
    }
  }
}
