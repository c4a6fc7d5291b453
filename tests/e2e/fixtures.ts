/**
 * The end-to-end tests' `test`: Playwright's, with one change for the projects that run with
 * JavaScript — their actions wait until React has started on the page (decision 049).
 *
 * The shop starts its scripts after the first paint, so a navigation's `load` (what `goto` and a
 * click's navigation wait for) comes before React has started. Until then the page is the page
 * without JavaScript: its links and forms work, and the `no-js` projects test exactly that. The
 * `js` projects test what JavaScript adds (a dialog instead of a confirm page, a fetcher that keeps
 * the page, a select that submits on change), so each of their actions (click, fill, check…) first
 * waits until the shop's entry has started React: an init script shows a marker on a shop page
 * (one with Remix's deferred module script) until `window.__shopHydrating` is set, and a locator
 * handler waits for the marker to go before any action. Assertions do not wait: a test that looks
 * before acting sees the page as a visitor does.
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

const MARKER_ID = "e2e-before-react";

/** In the page, before its scripts: the marker, from DOMContentLoaded until entry.client starts React. */
function markUntilReactStarts(id: string): void {
  // Added once per page even when both its context and the page carry the script.
  const flags = window as unknown as Record<string, unknown>;
  if (flags.__e2eMarking) return;
  flags.__e2eMarking = true;
  let started = false;
  Object.defineProperty(window, "__shopHydrating", {
    configurable: true,
    get: () => started,
    set: (value: unknown) => {
      started = Boolean(value);
      if (started) document.getElementById(id)?.remove();
    },
  });
  document.addEventListener("DOMContentLoaded", () => {
    if (started || !document.getElementById("remix-modules")) return;
    const marker = document.createElement("div");
    marker.id = id;
    marker.textContent = "React has not started yet";
    marker.setAttribute("aria-hidden", "true");
    document.documentElement.appendChild(marker);
  });
}

/** Makes every action on `page` wait until React has started on the shop page it shows. */
export async function actAfterReactStarts(page: Page): Promise<void> {
  await page.addInitScript(markUntilReactStarts, MARKER_ID);
  await waitForMarker(page);
}

/** The same for every page of `context`, those opened later included. */
async function actAfterReactStartsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(markUntilReactStarts, MARKER_ID);
  context.on("page", (page) => void waitForMarker(page));
}

const waiting = new WeakSet<Page>();

function waitForMarker(page: Page): Promise<void> {
  if (waiting.has(page)) return Promise.resolve();
  waiting.add(page);
  // The handler has nothing to do: Playwright then waits for the marker to go before acting.
  return page.addLocatorHandler(page.locator(`#${MARKER_ID}`), async () => {});
}

// Playwright's fixture callback is named `use`; it is not a React hook, hence `provide`.
export const test = base.extend<{ otherVisitors: void }>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) await actAfterReactStartsIn(context);
    await provide(context);
  },
  // A second visitor (`browser.newContext()`, `browser.newPage()`) waits for React as well; without
  // JavaScript the init script does not run, so no marker shows and nothing waits.
  otherVisitors: [
    async ({ browser }, provide) => {
      const { newContext, newPage } = browser;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await actAfterReactStartsIn(context);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage.call(browser, options);
        await actAfterReactStarts(page);
        return page;
      };
      await provide();
      Object.assign(browser, { newContext, newPage });
    },
    { auto: true },
  ],
});
