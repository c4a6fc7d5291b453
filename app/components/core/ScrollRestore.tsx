/**
 * Remix's <ScrollRestoration> with a cheaper inline script (issue 12).
 *
 * Remix's script runs while the document is parsed: it gives a new history entry a key with
 * `history.replaceState({ key })`, then reads the saved positions from sessionStorage. Its router
 * then replaces the state once more while React hydrates, to add the entry's index (`idx`), since
 * the script left none. Each `replaceState` costs 3-7 ms here and the first sessionStorage read
 * up to 4 ms, the second `replaceState` inside hydration's longest task. This script writes the
 * whole state the router would (`usr`, `key`, `idx: 0`, the shape of @remix-run/router's
 * browser history, pinned in package-lock.json) in one call, and reads sessionStorage only for
 * an entry that has a key already (a reload, back or forward): a new entry has nothing saved.
 * The positions are still saved by Remix (its hook, called here) under the same storage key.
 */
import { ScrollRestoration } from "@remix-run/react";
import { cloneElement, isValidElement, type ReactElement } from "react";

/** Remix's sessionStorage key for the saved positions (its scroll-restoration.js). */
const STORAGE_KEY = "positions";

function restoreScrollSource(storageKey: string): string {
  return [
    "(function(k){var h=window.history,s=h.state;",
    // A new entry: the state the router would write, in one call, and nothing to restore.
    "if(!s||!s.key){h.replaceState({usr:s&&s.usr||null,key:Math.random().toString(32).slice(2),idx:0},'');return}",
    "try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[s.key];if(typeof y==='number')window.scrollTo(0,y)}",
    "catch(e){sessionStorage.removeItem(k)}",
    `})(${JSON.stringify(storageKey)})`,
  ].join("");
}

export function ScrollRestore({ nonce }: { nonce?: string }) {
  // Called, not rendered, to swap its script; it only uses hooks, always in the same order.
  const rendered = ScrollRestoration({ nonce }) as ReactElement | null;
  if (!isValidElement(rendered)) return null;
  return cloneElement(rendered as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
    dangerouslySetInnerHTML: { __html: restoreScrollSource(STORAGE_KEY) },
  });
}
