/**
 * Spec §2's account and sign-in routes and its Guard, row by row, signed out and signed in:
 * where each address ends up and with which status.
 */
import { expect, test, type Page } from "./fixtures";
import { accountLink, SEEDED_CUSTOMER, SEEDED_EMPLOYEE, signInSeeded } from "./auth-support";

interface Row {
  path: string;
  /** The final address (path and query) after every redirect. */
  lands: string;
  status?: number;
}

const login = (redirectTo: string) => `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

const SIGNED_OUT: Row[] = [
  { path: "/login", lands: "/login" },
  { path: "/register", lands: "/login?screen=signup" },
  { path: "/forgot-password", lands: "/login?screen=forgot" },
  { path: "/reset-password", lands: "/login?screen=forgot" },
  { path: "/account", lands: login("/account/profile") },
  { path: "/account/profile", lands: login("/account/profile") },
  { path: "/account/my-meals", lands: login("/account/my-meals") },
  { path: "/account/orders", lands: login("/account/orders") },
  { path: "/account/employee-links", lands: login("/account/employee-links") },
  { path: "/account/orders/42", lands: login("/account/orders") },
  { path: "/account/registrations", lands: login("/account/orders") },
  { path: "/account/registrations/7/cancel", lands: login("/account/orders") },
  { path: "/account/registrations/7/reschedule", lands: login("/account/orders") },
];

/** Signed in, /login and /register go to /account (→ /account/profile); the rest to their tab. */
const SIGNED_IN_CUSTOMER: Row[] = [
  { path: "/login", lands: "/account/profile" },
  { path: "/login?screen=email", lands: "/account/profile" },
  { path: "/register", lands: "/account/profile" },
  { path: "/forgot-password", lands: "/account/profile" },
  { path: "/reset-password", lands: "/account/profile" },
  { path: "/account", lands: "/account/profile" },
  { path: "/account/profile", lands: "/account/profile" },
  { path: "/account/my-meals", lands: "/account/my-meals" },
  { path: "/account/orders", lands: "/account/orders" },
  // Only staff hold employee-links.view: a customer is told so (decision 014).
  { path: "/account/employee-links", lands: "/account/employee-links", status: 403 },
  { path: "/account/orders/42", lands: "/account/orders" },
  { path: "/account/registrations", lands: "/account/orders" },
  { path: "/account/registrations/7/cancel", lands: "/account/orders" },
  { path: "/account/registrations/7/reschedule", lands: "/account/orders" },
];

async function expectLanding(page: Page, row: Row) {
  const response = await page.goto(row.path);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`, row.path).toBe(row.lands);
  expect(response?.status(), row.path).toBe(row.status ?? 200);
}

test.describe("signed out", () => {
  for (const row of SIGNED_OUT) {
    test(`${row.path} lands on ${row.lands}`, async ({ page }) => {
      await expectLanding(page, row);
      await expect(accountLink(page)).toHaveAccessibleName("Your account");
    });
  }

  test("/login is the sign-in page, titled Sign In", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Sign In | Cache Valley Kitchen");
  });

  test("signing out is POST only, and only from our own pages", async ({ page }) => {
    expect((await page.request.get("/logout")).status()).toBe(405);
    expect((await page.request.post("/logout", { form: { csrf: "forged" }, maxRedirects: 0 })).status()).toBe(403);
  });
});

test.describe("signed in as a customer", () => {
  test.beforeEach(async ({ page }) => {
    await signInSeeded(page, SEEDED_CUSTOMER.email);
  });

  test("every row of the guard table", async ({ page }) => {
    for (const row of SIGNED_IN_CUSTOMER) await expectLanding(page, row);
    await expect(accountLink(page)).toHaveAccessibleName(`Your account (signed in as ${SEEDED_CUSTOMER.email})`);
  });

  test("the account tabs leave out employee links", async ({ page }) => {
    await page.goto("/account/profile");
    const tabs = page.getByRole("navigation", { name: "Account" });
    await expect(tabs.getByRole("link")).toHaveText(["Profile", "My meals", "Orders"]);
    await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  });

  test("signing out keeps nothing of the sign-in", async ({ page }) => {
    await page.goto("/account/profile");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/choose-menu$/);
    await expectLanding(page, { path: "/account/orders", lands: login("/account/orders") });
  });
});

test.describe("signed in as an employee", () => {
  test("/account/employee-links opens its tab with the staff links", async ({ page }) => {
    await signInSeeded(page, SEEDED_EMPLOYEE.email);
    await expectLanding(page, { path: "/account/employee-links", lands: "/account/employee-links" });
    const tabs = page.getByRole("navigation", { name: "Account" });
    await expect(tabs.getByRole("link", { name: "Employee links" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Shift schedule" })).toBeVisible();
  });
});
