/**
 * The customer pages a visitor reaches without an order or a sign-in: what `npm run audit`
 * (tests/bench/lighthouse.ts) checks, and what scripts/critical-css.ts reads the first screen of.
 * `{class}` is the first class of /classes (a class page), `{meal}` the first meal of /menu.
 */
export const CUSTOMER_PAGES = [
  "/choose-menu",
  "/choose-method",
  "/fulfillment",
  "/zip",
  "/classes",
  "/classes/{class}",
  "/pickup",
  "/delivery",
  "/menu",
  "/meals/{meal}",
  "/menu-options",
  "/newsroom",
  "/newsroom/cache-valley-kitchen-opens-ogden-kitchen",
  "/host-class-progress",
  "/storage-and-cooking-tips",
  "/thank-you",
  "/signup",
  "/cart",
  "/gift-cards/checkout",
  "/gift-cards/balance",
  "/login",
  "/not-found",
];
