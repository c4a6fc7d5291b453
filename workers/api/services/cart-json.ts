/**
 * The cart as REST answers it (decision 012): its lines with their portion options, codes, gift
 * cards, donation and totals, all read from the database and computed on the server.
 */
import { promotionFailureMessage } from "../../core/promotions";
import type { Database } from "../db";
import { maskGiftCardCode } from "./gift-cards";
import { cartTotals, type CartWithTotals, type PortionQuantity, type PortionSize } from "./carts";
import { feeRuleWords } from "../../core/delivery-area";
import { portionPricesByClassType } from "./class-price";

export interface PortionOption {
  portion_size: PortionSize;
  portion_quantity: PortionQuantity;
  price_cents: number;
}

function deliveryJson(cart: CartWithTotals) {
  const kitchens = cart.input.deliveries ?? [];
  return {
    needed: kitchens.length > 0,
    zipcode: kitchens.length > 0 ? cart.cart.delivery_zipcode : null,
    fee_cents: cart.totals.delivery_fee_cents,
    kitchens: kitchens.map((delivery) => ({
      location_id: delivery.location_id,
      name: cart.lines.find((line) => line.class.location.id === delivery.location_id)?.class.location.name ?? "",
      fee_rule: feeRuleWords(delivery),
    })),
  };
}

/** GET carts/{id} and every change's answer: the cart page in one call (decision 011). */
export async function cartJson(db: Database, uuid: string, now = new Date()) {
  const cart = await cartTotals(db, uuid, now);
  const { totals } = cart;
  const classTypeIds = [...new Set(cart.lines.map((line) => line.class.class_type_id))];
  const options = classTypeIds.length === 0 ? new Map<number, PortionOption[]>() : await portionPricesByClassType(db, classTypeIds);
  const lineTotals = new Map(totals.lines.map((line) => [line.class_id, line]));
  const codeTotals = new Map(totals.promotions.map((code) => [code.code_id, code]));

  return {
    uuid: cart.cart.uuid,
    status: cart.cart.status,
    user_id: cart.cart.user_id,
    created_at: cart.cart.created_at,
    updated_at: cart.cart.updated_at,
    classes: cart.lines.map((line) => ({
      class: line.class,
      portion_variation: { portion_size: line.portion_size, portion_quantity: line.portion_quantity },
      price_cents: line.price_cents,
      // Decision 040: a seats/pairs line says its guests (couples), price per one and seats.
      offer: line.offer,
      guests: line.offer === "portions" ? null : line.guests,
      unit_price_cents: line.unit_price_cents,
      seats: line.seats,
      totals: lineTotals.get(line.class.id) ?? null,
      problem: line.problem,
      options: line.offer === "portions" ? (options.get(line.class.class_type_id) ?? []) : [],
      added_at: line.added_at,
      meals: line.meals,
    })),
    promotions: cart.promotions.map((code) => {
      const applied = codeTotals.get(code.code_id);
      const reason = code.failure ?? applied?.reason ?? null;
      return {
        code: code.code,
        code_id: code.code_id,
        promotion_id: code.promotion.id,
        name: code.promotion.name,
        description: code.promotion.description,
        discount_type: code.promotion.discount_type,
        discount_value: code.promotion.discount_value,
        applies_to: code.promotion.applies_to,
        discount_cents: applied?.discount_cents ?? 0,
        reason,
        message: reason === null ? null : promotionFailureMessage(reason, code.rules),
      };
    }),
    gift_cards: cart.gift_cards.map((card, index) => ({
      gift_card_id: card.gift_card_id,
      code: maskGiftCardCode(card.code),
      status: card.status,
      balance_cents: card.balance_cents,
      applied_cents: totals.gift_cards[index]?.applied_cents ?? 0,
    })),
    donation_cents: cart.input.donation_cents,
    charity_window: cart.charity_window,
    address: cart.address,
    // Decision 083: whether anything is delivered, the zip asked first, and each kitchen's fee rule.
    delivery: deliveryJson(cart),
    totals: {
      ...totals,
      gift_cards: totals.gift_cards.map((card) => ({ ...card, code: maskGiftCardCode(card.code) })),
    },
  };
}

export type CartJson = Awaited<ReturnType<typeof cartJson>>;
