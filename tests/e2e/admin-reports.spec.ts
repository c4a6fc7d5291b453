/**
 * The Reports area end to end (issue 10, decision 029), with JavaScript on and off: a manager
 * opens each report from the console's navigation, changes its dates through the GET form (bad
 * dates are named under their fields), sees the server-drawn chart, and downloads the CSV, which
 * holds exactly the rows of the table on screen.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { AFTER_SUBMIT, signInSeeded } from "./auth-support";
import { uniqueEmail } from "./cart-helpers";

const MANAGER = "daniel.olsen@cachevalleykitchen.com";

const shopDate = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Denver" }).format(date);
const shift = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** RFC 4180 as app/lib/admin/csv.ts writes it: quoted cells, doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

/** A table's header and body cells as text. */
async function tableCells(table: Locator): Promise<string[][]> {
  const header = (await table.locator("thead th").allInnerTexts()).map((text) => text.trim());
  const rows: string[][] = [];
  for (const row of await table.locator("tbody tr").all()) rows.push((await row.locator("th, td").allInnerTexts()).map((text) => text.trim()));
  return [header, ...rows];
}

/** Clicks "Download CSV" and reads the downloaded file. */
async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return parseCsv(await readFile((await download.path())!, "utf8"));
}

async function applyDates(page: Page, dates: Record<string, string>) {
  const form = page.getByRole("search", { name: "Report dates" });
  for (const [label, value] of Object.entries(dates)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Apply filters" }).click();
}

async function openReport(page: Page, name: string) {
  await signInSeeded(page, MANAGER);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin areas" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("the outstanding gift-card balance: as of a date, its trend, and a CSV equal to its table", async ({ page }) => {
  test.setTimeout(90_000);
  await openReport(page, "Outstanding gift-card balance");
  const today = shopDate(new Date());
  await expect(page.getByRole("img", { name: /^Outstanding gift-card balance, / })).toBeVisible();

  // The total is the sum of the table's balances.
  const table = page.getByRole("table", { name: `Gift-card balances on ${today}` });
  const cells = await tableCells(table);
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, "")) * 100);
  const sum = cells.slice(1).reduce((total, row) => total + cents(row[4]!), 0);
  expect(sum).toBeGreaterThanOrEqual(35_500);
  await expect(page.locator(".admin-facts")).toContainText(`$${(sum / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  expect(await downloadCsv(page)).toEqual(cells);

  // Bad dates are named; nothing is reported.
  await applyDates(page, { "As of": today, "Trend from": shift(today, 1) });
  await expect(page.getByText("must be on or before as of")).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);

  // Before the seed's cards were issued nothing was owed.
  await applyDates(page, { "As of": shift(today, -2), "Trend from": shift(today, -30) });
  await expect(page).toHaveURL(new RegExp(`asOf=${shift(today, -2)}`), AFTER_SUBMIT);
  await expect(page.getByText("No card had a balance at the end of that day.")).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText("$0.00");
  expect(await downloadCsv(page)).toEqual([["Card", "Status today", "Issued", "Initial", `Balance on ${shift(today, -2)}`]]);
});

test("management payroll: hours per host and week, a bar chart, and a CSV equal to its table", async ({ page }) => {
  test.setTimeout(90_000);
  await openReport(page, "Management payroll");
  const today = shopDate(new Date());
  await applyDates(page, { From: shift(today, -6), To: today });
  await expect(page).toHaveURL(new RegExp(`from=${shift(today, -6)}`), AFTER_SUBMIT);
  await expect(page.getByRole("img", { name: `Payroll hours by week, ${shift(today, -6)} to ${today}` })).toBeVisible();
  const table = page.getByRole("table", { name: `Payroll hours, ${shift(today, -6)} to ${today}` });
  const cells = await tableCells(table);
  expect(cells[0]).toEqual(["Week of", "Host", "Classes", "Class hours", "Prep hours", "Total hours"]);
  // Each line: class hours plus an hour per class make the total.
  for (const row of cells.slice(1)) expect(Number(row[3]) + Number(row[2])).toBeCloseTo(Number(row[5]), 2);
  expect(await downloadCsv(page)).toEqual(cells);

  await applyDates(page, { From: "2025-01-01", To: "2026-06-30" });
  await expect(page.getByText("must be at most 366 days before to")).toBeVisible(AFTER_SUBMIT);
});

/** An address inside each delivering kitchen's area (decision 083). */
const DELIVERY_ADDRESSES: Record<string, { city: string; zipcode: string }> = {
  Logan: { city: "Logan", zipcode: "84321" },
  Ogden: { city: "Ogden", zipcode: "84401" },
  "Salt Lake City — Sugar House": { city: "Salt Lake City", zipcode: "84106" },
  Provo: { city: "Provo", zipcode: "84601" },
};

/** A paid delivery order through the shop's GraphQL, to a unique name: the delivery's shop date and the address's line. */
async function bookDelivery(request: APIRequestContext, name: string): Promise<{ day: string; address: string }> {
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post("/graphql", { data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const today = shopDate(new Date());
  const { classSchedule } = await call(
    `query ($from: String!, $to: String!) { classSchedule(from: $from, to: $to, fulfillment: "delivery") { id date seatsLeft location { name } } }`,
    { from: shift(today, 3), to: shift(today, 60) },
  );
  const open = (classSchedule as Array<{ id: string; date: string; seatsLeft: number; location: { name: string } }>).find(
    (shopClass) => shopClass.seatsLeft >= 3 && DELIVERY_ADDRESSES[shopClass.location.name],
  );
  expect(open, "a delivery class with seats").toBeTruthy();
  const { city, zipcode } = DELIVERY_ADDRESSES[open!.location.name]!;
  const { class: detail } = await call(`query ($id: String!) { class(idOrSku: $id) { prices { portionSize { id } portionQuantity { id } } } }`, { id: open!.id });
  const price = detail.prices[0];
  const { createCart } = await call("mutation { createCart { uuid } }");
  await call(`mutation ($uuid: ID!, $classId: ID!, $size: ID!, $quantity: ID!) { addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $size, portionQuantityId: $quantity) { uuid } }`, {
    uuid: createCart.uuid,
    classId: open!.id,
    size: price.portionSize.id,
    quantity: price.portionQuantity.id,
  });
  const { startCheckout } = await call(`mutation ($uuid: ID!, $input: CheckoutInput!) { startCheckout(uuid: $uuid, input: $input) { checkout { paymentUrl } orderId } }`, {
    uuid: createCart.uuid,
    input: {
      idempotencyKey: `report-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      firstName: "Dana",
      lastName: "Driver",
      email: uniqueEmail("report-delivery"),
      phone: "(435) 555-0199",
      address: { name, street: "12 Canyon Rd", street2: "", city, state: "UT", zipcode, phone: "(435) 555-0199" },
      successUrl: "/checkout/success",
      cancelUrl: "/cart",
    },
  });
  if (!startCheckout.orderId) {
    const sessionId = String(startCheckout.checkout.paymentUrl).split("/").pop();
    const paid = await call(
      `mutation ($sessionId: ID!) { paySandboxSession(sessionId: $sessionId, card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 40, cvc: "123", name: "Dana Driver" }) { status } }`,
      { sessionId },
    );
    expect(paid.paySandboxSession.status).toBe("PAID");
  }
  return { day: shopDate(new Date(open!.date)), address: `12 Canyon Rd, ${city}, UT ${zipcode}` };
}

test("delivery addresses: a paid delivery on its day's run sheet, printable, with a CSV equal to the tables", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const name = `Dana Driver ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { day, address } = await bookDelivery(page.request, name);
  await openReport(page, "Delivery addresses");
  await applyDates(page, { From: day, To: day });
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`), AFTER_SUBMIT);
  const table = page.getByRole("table", { name: `Deliveries on ${day}` });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(address);
  await expect(row).toContainText("(435) 555-0199");
  await expect(row).toContainText(/1 × .+, \d+ meals?/);
  // One of the two from the first paint (both are in the HTML; the head's data-js picks).
  const printButton = page.getByRole("button", { name: "Print" });
  const printHint = page.getByText("Print with your browser (Ctrl+P)");
  await expect(javaScriptEnabled ? printButton : printHint).toBeVisible();
  await expect(javaScriptEnabled ? printHint : printButton).toBeHidden();

  const cells = await tableCells(table);
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(["Date", ...cells[0]!]);
  expect(csv.slice(1)).toEqual(cells.slice(1).map((cellsOfRow) => [day, ...cellsOfRow]));
});
