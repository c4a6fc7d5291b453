/**
 * A shared catalog page made a visitor's own (issue 29 part 1, decision 076).
 *
 * The page cache keeps catalog pages rendered for a visitor without a session (decision 042).
 * A visitor with a session (a cart, a sign-in) gets the same kept HTML, with only what is theirs
 * written in by HTMLRewriter as it streams: the cart link's count and words, the account link's
 * words and badge, "Console" for staff, the anti-forgery token of every form, and the same three
 * values in the root route's hydration data, so React hydrates to exactly what was written.
 * Nothing is kept of the result: the shared page never sees the visitor.
 */
import { accountLinkClass, accountLinkLabel, cartLinkLabel } from "./header-words";
import { CSRF_FIELD } from "./csrf";
import { ANONYMOUS_ROOT_DATA, type PersonalRootData } from "./root.server";

/** Remix's escaping of its hydration script (`escapeHtml` of @remix-run/react's markup). */
const HANDOFF_ESCAPES: Readonly<Record<string, string>> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** The root data's personal keys as the hydration script spells them: `"cartCount":0,"csrf":"","account":null`. */
export function handoffFragment(data: PersonalRootData): string {
  const { cartCount, csrf, account } = data;
  return JSON.stringify({ cartCount, csrf, account })
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (match) => HANDOFF_ESCAPES[match] ?? match);
}

const ANONYMOUS_FRAGMENT = handoffFragment(ANONYMOUS_ROOT_DATA);
const HANDOFF_START = "window.__remixContext = ";

/** The console link the header draws for staff (components/core/Header.tsx), as HTML. */
const CONSOLE_LINK = '<a class="console-link" href="/admin" data-discover="true">Console</a>';
const CONSOLE_MENU_ITEM = '<li><a href="/admin" data-discover="true">Console</a></li>';

/**
 * `page` (a shared page's 200 HTML response) with the visitor's own header, token and hydration
 * data; null when its hydration data does not hold the anonymous values to replace (then the
 * page must be rendered for the visitor instead).
 */
export async function personalPage(page: Response, data: PersonalRootData): Promise<Response | null> {
  let handoffFound = false;
  let script = "";
  const account = data.account;
  const rewriter = new HTMLRewriter()
    .on("a.cart-link", {
      element: (element) => {
        element.setAttribute("aria-label", cartLinkLabel(data.cartCount));
      },
    })
    .on("a.cart-link .cart-count", {
      element: (element) => {
        element.setInnerContent(String(data.cartCount));
      },
    })
    .on("a.account-link", {
      element: (element) => {
        element.setAttribute("class", accountLinkClass(account !== null));
        element.setAttribute("aria-label", accountLinkLabel(account));
        if (account) element.append('<span class="account-link__badge" aria-hidden="true"></span>', { html: true });
        if (account?.staff) element.before(CONSOLE_LINK, { html: true });
      },
    })
    .on('nav[aria-label="Mobile"] > ul', {
      element: (element) => {
        if (account?.staff) element.append(CONSOLE_MENU_ITEM, { html: true });
      },
    })
    .on(`input[name="${CSRF_FIELD}"]`, {
      element: (element) => {
        element.setAttribute("value", data.csrf);
      },
    })
    .on("script", {
      // A script's text comes in chunks: gathered, then written back once (the hydration
      // script with the visitor's values).
      text: (text) => {
        script += text.text;
        if (!text.lastInTextNode) {
          text.remove();
          return;
        }
        const at = script.startsWith(HANDOFF_START) ? script.indexOf(ANONYMOUS_FRAGMENT) : -1;
        if (at >= 0) {
          handoffFound = true;
          script = `${script.slice(0, at)}${handoffFragment(data)}${script.slice(at + ANONYMOUS_FRAGMENT.length)}`;
        }
        text.replace(script, { html: true });
        script = "";
      },
    });
  const body = await rewriter.transform(page).text();
  if (!handoffFound) return null;
  return new Response(body, { status: page.status, statusText: page.statusText, headers: page.headers });
}
