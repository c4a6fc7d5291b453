/**
 * Spec §7 carts: POST carts; GET, PUT, DELETE carts/{id}; PUT carts/{id}/charity (and, not in
 * the spec, PUT carts/{id}/delivery-zip: decision 083); POST/DELETE
 * carts/{id}/classes, /promotions, /giftCards, /address. Every answer but DELETE carts/{id} is
 * the whole cart as GET answers it (decision 011), so a page needs one call per action.
 * Ownership is checked by `assertCartAccess` alone (lib/cart-access.ts).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { type Database } from "../db";
import { assertCartAccess, callerOf, type CallerContext } from "../lib/cart-access";
import { validate } from "../lib/validate";
import { removeCartAddress, setCartAddress, useSavedAddress } from "../services/addresses";
import { addClassToCart, removeClassFromCart, replaceCartClasses } from "../services/cart-classes";
import { setLineMeals } from "../services/meal-choices";
import { seatsChanged } from "../services/seats";
import {
  addGiftCard,
  addPromotionCode,
  PROMOTION_CODE_MALFORMED,
  removeGiftCard,
  removePromotion,
} from "../services/cart-codes";
import { createCart, deleteCart, findCart, loadCartForTotals, setDonation, type CartRow } from "../services/carts";
import { setDeliveryZip } from "../services/delivery-areas";
import { cartJson } from "../services/cart-json";
import { GIFT_CARD_MALFORMED } from "../services/gift-cards";
import { addressBody } from "./addresses";
import {
  addressIdParams,
  cartClassBody,
  cartParams,
  cartReplaceBody,
  charityBody,
  classIdParams,
  deliveryZipBody,
  codeBody,
  giftCardIdParams,
  lineMealsBody,
  promotionIdParams,
  savedAddressBody,
} from "./cart-inputs";

/** The cart named by the path, if the caller may use it (404 unknown, 401/403 someone else's). */
async function accessibleCart(c: Context<CallerContext>, db: Database, uuid: string): Promise<CartRow> {
  const cart = await findCart(db, uuid);
  await assertCartAccess(c, cart);
  return cart;
}

/** The body of POST carts/{uuid}/address: a saved address's `address_id`, or the address fields. */
type CartAddressInput = z.input<typeof savedAddressBody> | z.input<typeof addressBody>;

/**
 * POST carts/{uuid}/address's body: `address_id` picks a saved address, anything else is checked
 * as a new address, each failure naming the fields of the one schema it was checked against.
 */
const cartAddressBody = z.custom<CartAddressInput>().transform((body, ctx) => {
  const saved = typeof body === "object" && body !== null && "address_id" in body;
  const result = saved ? savedAddressBody.safeParse(body) : addressBody.safeParse(body);
  if (!result.success) {
    for (const { path, message } of result.error.issues) ctx.addIssue({ code: "custom", path, message, input: body });
    return z.NEVER;
  }
  return result.data;
});

export const cartsRoutes = new Hono<CallerContext>()
  .post("/", async (c) => {
    const db = c.var.db;
    const now = new Date();
    const caller = await callerOf(c);
    const uuid = await createCart(db, caller?.id ?? null, now);
    return c.json(await cartJson(db, uuid, now), 201);
  })
  .get("/:uuid", validate("param", cartParams), async (c) => {
    const db = c.var.db;
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    return c.json(await cartJson(db, cart.uuid));
  })
  // Replaces the class lines (decision 011: how a cart built before it had a uuid is saved).
  .put("/:uuid", validate("param", cartParams), validate("json", cartReplaceBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    await seatsChanged(c.env, await replaceCartClasses(db, cart, c.req.valid("json").classes, now));
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .delete("/:uuid", validate("param", cartParams), async (c) => {
    const db = c.var.db;
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    await seatsChanged(c.env, await deleteCart(db, cart, new Date()));
    return c.body(null, 204);
  })
  .put("/:uuid/charity", validate("param", cartParams), validate("json", charityBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    await setDonation(db, cart, c.req.valid("json"), now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  // Decision 083: the zip a delivery goes to, refused outside the kitchens' areas.
  .put("/:uuid/delivery-zip", validate("param", cartParams), validate("json", deliveryZipBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    const { lines } = await loadCartForTotals(db, cart.uuid, now);
    await setDeliveryZip(db, cart, lines, c.req.valid("json").zipcode, now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  // Adds a class, or changes the portions of one already in the cart.
  .post("/:uuid/classes", validate("param", cartParams), validate("json", cartClassBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    await addClassToCart(db, cart, c.req.valid("json"), now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .delete("/:uuid/classes/:classId", validate("param", classIdParams), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const { uuid, classId } = c.req.valid("param");
    const cart = await accessibleCart(c, db, uuid);
    // A seat a waitlist claim held for the line goes to the next in line (decision 037).
    await seatsChanged(c.env, await removeClassFromCart(db, cart, classId, now));
    return c.json(await cartJson(db, cart.uuid, now));
  })
  // Which meals a line takes home (decision 041); [] goes back to the chef's choice.
  .put("/:uuid/classes/:classId/meals", validate("param", classIdParams), validate("json", lineMealsBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const { uuid, classId } = c.req.valid("param");
    const cart = await accessibleCart(c, db, uuid);
    await setLineMeals(db, cart, classId, c.req.valid("json").meals, now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .post(
    "/:uuid/promotions",
    validate("param", cartParams),
    validate("json", codeBody(PROMOTION_CODE_MALFORMED)),
    async (c) => {
      const db = c.var.db;
      const now = new Date();
      const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
      await addPromotionCode(db, cart, c.req.valid("json").code, now);
      return c.json(await cartJson(db, cart.uuid, now));
    },
  )
  .delete("/:uuid/promotions/:promotionId", validate("param", promotionIdParams), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const { uuid, promotionId } = c.req.valid("param");
    const cart = await accessibleCart(c, db, uuid);
    await removePromotion(db, cart, promotionId, now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .post("/:uuid/giftCards", validate("param", cartParams), validate("json", codeBody(GIFT_CARD_MALFORMED)), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    await addGiftCard(db, cart, c.req.valid("json").code, now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .delete("/:uuid/giftCards/:giftCardId", validate("param", giftCardIdParams), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const { uuid, giftCardId } = c.req.valid("param");
    const cart = await accessibleCart(c, db, uuid);
    await removeGiftCard(db, cart, giftCardId, now);
    return c.json(await cartJson(db, cart.uuid, now));
  })
  // The address fields (a new address, owned like the cart), or `address_id` of a saved one.
  .post("/:uuid/address", validate("param", cartParams), validate("json", cartAddressBody), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const cart = await accessibleCart(c, db, c.req.valid("param").uuid);
    const body = c.req.valid("json");
    if ("address_id" in body) {
      await useSavedAddress(db, cart, body.address_id, now);
    } else {
      await setCartAddress(db, cart, body, now);
    }
    return c.json(await cartJson(db, cart.uuid, now));
  })
  .delete("/:uuid/address/:addressId", validate("param", addressIdParams), async (c) => {
    const db = c.var.db;
    const now = new Date();
    const { uuid, addressId } = c.req.valid("param");
    const cart = await accessibleCart(c, db, uuid);
    await removeCartAddress(db, cart, addressId, now);
    return c.json(await cartJson(db, cart.uuid, now));
  });
