import { expect as baseExpect, test, type Page } from "./fixtures";

/** Actions wait on the workers; a busy machine (two projects at once) can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });
import { openClassWithSeats } from "./cart-helpers";

/** What the class page's add form would post, read from the page itself. */
async function addFormOf(page: Page): Promise<Record<string, string>> {
  const form = page.locator("form.add-to-cart");
  const value = (name: string) => form.locator(`[name="${name}"]`).first().inputValue();
  return {
    csrf: await value("csrf"),
    intent: "add",
    classId: await value("classId"),
    portion: await form.locator('[name="portion"]:checked').inputValue(),
  };
}

test.describe.configure({ timeout: 60_000 });

test.describe("the cart refuses forged posts (anti-forgery, spec §7)", () => {
  test("a cross-site POST is refused with 403 and changes nothing", async ({ page }) => {
    await openClassWithSeats(page);
    const form = await addFormOf(page);
    // A fetcher's post (Remix data request): assertAntiForgery answers it.
    const fetcherPost = await page.request.post("/cart?_data=routes%2Fcart", {
      form,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(fetcherPost.status()).toBe(403);
    expect(await fetcherPost.text()).toContain("another site");
    // A plain form post: app/worker.ts refuses it before Remix and any action runs.
    const documentPost = await page.request.post("/cart", {
      form,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(documentPost.status()).toBe(403);
    expect(await documentPost.text()).toContain("another site");
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
  });

  test("a POST without the anti-forgery field is refused", async ({ page }) => {
    // A visitor who holds a token (any page but the session-less catalog's gives one, decision
    // 042): the class page is then rendered for them, with the token in its form.
    await page.goto("/cart");
    await openClassWithSeats(page);
    const { csrf: _csrf, ...withoutToken } = await addFormOf(page);
    const origin = new URL(page.url()).origin;
    const response = await page.request.post("/cart", { form: withoutToken, headers: { origin }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    const forged = await page.request.post("/cart", { form: { ...withoutToken, csrf: "not-the-token" }, headers: { origin }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("the same form with its token and our origin is accepted (the refusals above are the checks)", async ({ page }) => {
    await page.goto("/cart");
    await openClassWithSeats(page);
    const form = await addFormOf(page);
    expect(form.csrf).not.toBe("");
    const origin = new URL(page.url()).origin;
    const response = await page.request.post("/cart", { form: { ...form, redirectTo: "/cart" }, headers: { origin }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/cart");
  });

  test("a first post without a session is refused unless the browser says it came from our page", async ({ page }) => {
    // The session-less class page carries no token (decision 042).
    await openClassWithSeats(page);
    const form = await addFormOf(page);
    expect(form.csrf).toBe("");
    // Neither Origin nor Sec-Fetch-Site: refused, and the token comes with the refusal.
    const unsaid = await page.request.post("/cart", { form, maxRedirects: 0 });
    expect(unsaid.status()).toBe(403);
    // The visitor now holds a token: the same-origin word alone no longer does.
    const origin = new URL(page.url()).origin;
    const tokenless = await page.request.post("/cart", { form, headers: { origin }, maxRedirects: 0 });
    expect(tokenless.status()).toBe(403);
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });
});
