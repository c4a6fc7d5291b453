/**
 * Spec §7 addresses: POST addresses, GET and PUT addresses/{id}. Access (decision 011): a
 * signed-in user's own addresses; anyone else reaches an address only through the cart that
 * holds it (`?cart=<uuid>`). Anything else is the same 404 as an address that doesn't exist.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { phoneRule } from "../../core/field-schemas";
import { ZIP_RE } from "../../core/input-formats";
import { type Database } from "../db";
import { assertCartAccess, callerOf, type CallerContext } from "../lib/cart-access";
import { ApiError } from "../lib/errors";
import { idParam } from "../lib/params";
import { validate } from "../lib/validate";
import {
  addressNotFound,
  createAddress,
  findAddress,
  setCartAddress,
  updateAddress,
  type AddressRow,
} from "../services/addresses";
import { findCart } from "../services/carts";
import { cartUuidParam } from "./cart-inputs";

/** The states, districts and territories the US Postal Service addresses (spec: two letters). */
const US_STATES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY " +
    "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP"
  ).split(" "),
);

/** Printable text (no control characters), trimmed, 1 to `max` characters. */
const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

/** Spec §5/§9: a zip of 5 or 9 digits, kept as "84321" or "84321-1234". */
const zipcode = z
  .string({ error: "must be a zip code: 5 digits, optionally -4 more" })
  .trim()
  .max(10, "must be a zip code: 5 digits, optionally -4 more")
  .transform((value) => (/^\d{9}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value))
  .refine((value) => ZIP_RE.test(value), "must be a zip code: 5 digits, optionally -4 more");

/** Spec §5 tel: a US number, stored as its ten digits; "" when not given. */
const phone = phoneRule({ optional: true });

export const addressBody = z.object({
  name: text(100),
  street: text(200),
  street2: z.union([text(200), z.literal("")]).optional().transform((value) => value ?? ""),
  city: text(100),
  state: z
    .string({ error: "must be a two-letter US state, e.g. UT" })
    .trim()
    .toUpperCase()
    .refine((value) => US_STATES.has(value), "must be a two-letter US state, e.g. UT"),
  zipcode,
  phone,
});

const addressQuery = z.object({ cart: cartUuidParam.optional() });

/**
 * The address if the caller may see it: their own (signed in), or the one on the cart they
 * name and may use. Otherwise the 404 of a missing address.
 */
async function visibleAddress(c: Context<CallerContext>, db: Database, id: number, cartUuid?: string): Promise<AddressRow> {
  const address = await findAddress(db, id);
  if (!address) throw addressNotFound();
  if (address.user_id !== null) {
    const caller = await callerOf(c);
    if (caller?.id === address.user_id) return address;
  }
  if (cartUuid !== undefined) {
    const cart = await findCart(db, cartUuid).catch(() => null);
    if (cart?.address_id === address.id) {
      await assertCartAccess(c, cart);
      return address;
    }
  }
  throw addressNotFound();
}

export const addressesRoutes = new Hono<CallerContext>()
  // A signed-in user's address book, or (with ?cart=) the address of that cart.
  .post("/", validate("query", addressQuery), validate("json", addressBody), async (c) => {
    const db = c.var.db;
    const input = c.req.valid("json");
    const cartUuid = c.req.valid("query").cart;
    if (cartUuid !== undefined) {
      const cart = await findCart(db, cartUuid);
      await assertCartAccess(c, cart);
      return c.json(await setCartAddress(db, cart, input, new Date()), 201);
    }
    const caller = await callerOf(c);
    if (!caller) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to save an address, or add it to your cart");
    return c.json(await createAddress(db, input, caller.id), 201);
  })
  .get("/:id", validate("param", z.object({ id: idParam })), validate("query", addressQuery), async (c) => {
    const db = c.var.db;
    return c.json(await visibleAddress(c, db, c.req.valid("param").id, c.req.valid("query").cart));
  })
  .put(
    "/:id",
    validate("param", z.object({ id: idParam })),
    validate("query", addressQuery),
    validate("json", addressBody),
    async (c) => {
      const db = c.var.db;
      const address = await visibleAddress(c, db, c.req.valid("param").id, c.req.valid("query").cart);
      return c.json(await updateAddress(db, address.id, c.req.valid("json")));
    },
  );
