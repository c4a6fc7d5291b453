/**
 * /account/my-meals pages its upcoming classes (decision 045), with JavaScript on and off: a new
 * customer books 11 classes through the shop's GraphQL (one cart, one paid checkout), then sees
 * 10 soonest first with a "Later classes" GET link to the 11th and "Sooner classes" back; a page
 * past the last lands on the first.
 */
import { expect, test, type APIRequestContext } from "./fixtures";
import { emailLinkTokens, establishSession, uniqueEmail, uniquePhone } from "./auth-support";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function gql(request: APIRequestContext, idToken: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post("/graphql", { headers: { authorization: `Bearer ${idToken}` }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

interface Offered {
  id: string;
  sku: string;
  date: string;
  seatsLeft: number;
  /** Where the class's page lives: /classes, /pickup or /delivery. */
  fulfillment: { path: string };
  location: { name: string };
  classType: { offer: string };
  prices: Array<{ portionSize: { id: string }; portionQuantity: { id: string } }>;
}

test("my meals shows 10 upcoming classes a page, soonest first, with Later and Sooner links", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("my-meals-pages", testInfo);
  const tokens = await emailLinkTokens(page.request, email);
  await gql(page.request, tokens.idToken, `mutation ($input: RegistrationInput!) { register(input: $input) { id } }`, {
    input: { firstName: "Paige", lastName: "Tester", email, phone: uniquePhone() },
  });

  // 11 public classes sold by portions, 5–9 weeks out (away from the specs that book the soonest),
  // each with seats to spare; the js and no-js projects take different ones.
  const { classes } = await gql(
    page.request,
    tokens.idToken,
    `query ($filter: ClassFilter) { classes(filter: $filter, first: 120) { id sku date seatsLeft fulfillment { path } location { name } classType { offer } prices { portionSize { id } portionQuantity { id } } } }`,
    { filter: { canceled: false, publicClass: true, seatsAvailable: true, afterDate: inDays(35), beforeDate: inDays(63) } },
  );
  // The order's one address is in Logan: a delivery only from a kitchen that delivers there (decision 083).
  const deliversHere = (shopClass: Offered) => shopClass.fulfillment.path !== "/delivery" || shopClass.location.name === "Logan";
  const offered = (classes as Offered[]).filter(
    (shopClass) => shopClass.classType.offer === "PORTIONS" && shopClass.seatsLeft >= 3 && shopClass.prices.length > 0 && deliversHere(shopClass),
  );
  const half = testInfo.project.name === "js" ? 0 : 1;
  const picked = offered.filter((_shopClass, index) => index % 2 === half).slice(0, 11);
  expect(picked).toHaveLength(11);

  const { createCart } = await gql(page.request, tokens.idToken, "mutation { createCart { uuid } }");
  for (const shopClass of picked) {
    await gql(
      page.request,
      tokens.idToken,
      `mutation ($uuid: ID!, $classId: ID!, $size: ID!, $quantity: ID!) { addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $size, portionQuantityId: $quantity) { uuid } }`,
      { uuid: createCart.uuid, classId: shopClass.id, size: shopClass.prices[0]!.portionSize.id, quantity: shopClass.prices[0]!.portionQuantity.id },
    );
  }
  const { startCheckout } = await gql(
    page.request,
    tokens.idToken,
    `mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { paymentUrl } orderId } }`,
    {
      uuid: createCart.uuid,
      input: {
        idempotencyKey: `my-meals-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        firstName: "Paige",
        lastName: "Tester",
        email,
        phone: "(435) 555-0199",
        address: { name: "Paige Tester", street: "95 W 100 S", city: "Logan", state: "UT", zipcode: "84321" },
        successUrl: "/checkout/success",
        cancelUrl: "/cart",
      },
    },
  );
  const sessionId = String(startCheckout.checkout.paymentUrl).split("/").pop();
  const paid = await gql(
    page.request,
    tokens.idToken,
    `mutation ($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Paige Tester" }) { status } }`,
    { sessionId },
  );
  expect(paid.paySandboxSession.status).toBe("PAID");

  const soonest = [...picked].sort((a, b) => a.date.localeCompare(b.date) || Number(a.id) - Number(b.id));
  await establishSession(page, tokens);
  await page.goto("/account/my-meals");
  const main = page.getByRole("main");
  await expect(main.getByText("Classes 1–10 of 11, soonest first.")).toBeVisible();
  const classLinks = main.locator(".order-class__name a");
  await expect(classLinks).toHaveCount(10);
  await expect(classLinks.first()).toHaveAttribute("href", `${soonest[0]!.fulfillment.path}/${soonest[0]!.sku}`);
  const pager = page.getByRole("navigation", { name: "Pages of classes" });
  await expect(pager.getByRole("link", { name: "Sooner classes" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Later classes" }).click();
  await expect(page).toHaveURL(/\/account\/my-meals\?page=2$/);
  await expect(main.getByText("Classes 11–11 of 11, soonest first.")).toBeVisible();
  await expect(classLinks).toHaveCount(1);
  await expect(classLinks.first()).toHaveAttribute("href", `${soonest[10]!.fulfillment.path}/${soonest[10]!.sku}`);
  await expect(pager.getByRole("link", { name: "Later classes" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Sooner classes" }).click();
  await expect(page).toHaveURL(/\/account\/my-meals$/);
  await expect(classLinks).toHaveCount(10);
  // Past the last page: the first.
  await page.goto("/account/my-meals?page=7");
  await expect(page).toHaveURL(/\/account\/my-meals$/);
  await expect(classLinks).toHaveCount(10);
});
