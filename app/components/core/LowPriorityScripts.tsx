/**
 * Remix's <Scripts>, with its module preloads asked for at low priority (issue 12, decision 048).
 *
 * Remix names every module of the page in a `<link rel="modulepreload">` (two dozen files, ~95 kB
 * gzip), which Chromium fetches at high priority, beside the document and its stylesheet. Every
 * page reads and works without JavaScript, so nothing on the first screen waits for them: with
 * `fetchpriority="low"` the browser fetches the document, the stylesheet and the first screen's
 * pictures first, and the scripts right after. The module script and what it runs are unchanged,
 * so hydration happens as before; only the order of the downloads changes.
 */
import { Scripts } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

type AnyElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

function lowered(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as AnyElement;
  if (element.type === Fragment) return <>{Children.map(element.props.children, lowered)}</>;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    // React 18 passes lower-case attributes it does not know through as they are.
    return cloneElement(element, { fetchpriority: "low" });
  }
  return element;
}

export function LowPriorityScripts({ nonce }: { nonce?: string }) {
  // <Scripts> is called, not rendered, to rework its elements; it only uses hooks, always in the same order.
  return <>{lowered(Scripts({ nonce }))}</>;
}
