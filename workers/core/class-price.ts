/**
 * A class's own price (issue 27 part 2, decision 079): a holiday or special date priced apart
 * from its class type. The bounds and the words the console's form and the api both use. Plain
 * values only, so browser code may import them.
 */

/** From free to $10,000 for one guest (or one couple); blank is the class type's price. */
export const CLASS_PRICE = Object.freeze({ minCents: 0, maxCents: 1_000_000 });

/** The form's message (the form adds ", or leave it blank"). */
export const CLASS_PRICE_MESSAGE = "Enter the class's price in dollars from 0 to 10,000, like 89.00";

/** The api's message for `price_cents`. */
export const CLASS_PRICE_CENTS_MESSAGE = "must be whole cents from 0 to 1,000,000 ($10,000), or null for its class type's price";

/** Why a portions class takes no price of its own: its type's portion grid prices each option. */
export const PORTIONS_PRICE_MESSAGE = "is its class type's portion prices for a class sold by portions: leave it blank";
