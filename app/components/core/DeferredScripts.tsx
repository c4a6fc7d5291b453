/**
 * Remix's <Scripts>, started after the first paint (issue 12, decision 049).
 *
 * Every page reads and works without JavaScript, so nothing on the first screen needs the two
 * dozen modules (~95 kB gzip) that Remix names in `<link rel="modulepreload">` links and imports
 * from an inline module script. Fetched while the document is parsed, they arrive and are
 * evaluated before the browser draws its first frame (the React chunk's evaluation and the start
 * of hydration hold the paint), and a phone on a slow connection downloads them beside the
 * document and its stylesheet. So this component renders the same scripts with the module script
 * inert (`type="application/x-remix-modules"`, the same text) and no preload links, and a small
 * loader that, once the first contentful paint is on screen, adds the preload links, a module
 * script that evaluates the entry's shared modules (React, ReactDOM, Remix) as a task of their
 * own, and a live copy of Remix's module script (same nonce). Hydration then runs as before,
 * after the paint. `entry.client` sets `window.__shopHydrating` once it has started React.
 *
 * React 18 leaves extra nodes at the end of <head> and <body> alone while it hydrates, so the
 * loader's elements do not disturb it; after hydration Remix renders no scripts (as before).
 *
 * Before React starts, the page is the page without JavaScript: a link or a form used in that
 * moment works as it does with JavaScript off (the `no-js` end-to-end projects prove every flow).
 */
import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { loaderSource } from "~/components/core/deferred-loader.server";

export const MODULES_SCRIPT_ID = "remix-modules";
export const INERT_MODULES_TYPE = "application/x-remix-modules";
type AnyElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

interface Collected {
  preloads: string[];
  nodes: ReactNode[];
}

/** Walks Remix's output: drops the modulepreload links (keeping their hrefs), makes the module script inert. */
function collect(node: ReactNode, out: Collected): void {
  if (!isValidElement(node)) {
    if (node !== null && node !== undefined && typeof node !== "boolean") out.nodes.push(node);
    return;
  }
  const element = node as AnyElement;
  if (element.type === Fragment) {
    Children.forEach(element.props.children, (child) => collect(child, out));
    return;
  }
  if (element.type === "link" && element.props.rel === "modulepreload" && typeof element.props.href === "string") {
    out.preloads.push(element.props.href);
    return;
  }
  if (element.type === "script" && element.props.type === "module") {
    out.nodes.push(cloneElement(element, { key: MODULES_SCRIPT_ID, id: MODULES_SCRIPT_ID, type: INERT_MODULES_TYPE, async: undefined }));
    return;
  }
  out.nodes.push(element.key === null ? cloneElement(element, { key: `script-${out.nodes.length}` }) : element);
}

export function DeferredScripts({ nonce }: { nonce?: string }) {
  const remix = useContext(UNSAFE_RemixContext);
  // <Scripts> is called, not rendered, to rework its elements; it only uses hooks, always in the same order.
  const rendered = Scripts({ nonce });
  if (!rendered) return null;
  const out: Collected = { preloads: [], nodes: [] };
  collect(rendered, out);
  const shared = remix?.manifest.entry.imports ?? [];
  return (
    <>
      {out.nodes}
      {/* The loader's text is made by the server only (its module stays out of the browser's
          JavaScript, decision 097): it has run by the time React hydrates, and React leaves a
          hydrated element's inner HTML as the server wrote it. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? loaderSource([...new Set(out.preloads)], shared, MODULES_SCRIPT_ID) : "" }}
      />
    </>
  );
}
