/**
 * Remix's <Scripts>, with its module preloads asked for at low priority (issue 12, decision 048).
 *
 * Remix names every module of the page in a `<link rel="modulepreload">` (two dozen files, ~95 kB
 * gzip), which Chromium fetches at high priority, beside the document and its stylesheet. Every
 * page reads and works without JavaScript, so nothing on the first screen waits for them: with
 * `fetchpriority="low"` the browser fetches the document, the stylesheet and the first screen's
 * pictures first, and the scripts right after. The module script and what it runs are unchanged,
 * so hydration happens as before; only the order of the downloads changes.
 *
 * The entry's shared modules (React, ReactDOM, Remix: most of the code) are also evaluated by a
 * module script of their own, as soon as they have arrived: their evaluation is then a task of its
 * own instead of part of the one long task that evaluates the page's modules and starts hydration
 * (a phone's main thread is blocked in shorter pieces). Evaluating them first changes nothing else:
 * a module runs once, and the page's modules find it done.
 */
import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";

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
  const remix = useContext(UNSAFE_RemixContext);
  // <Scripts> is called, not rendered, to rework its elements; it only uses hooks, always in the same order.
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  const shared = remix?.manifest.entry.imports ?? [];
  return (
    <>
      {shared.length ? (
        <script
          type="module"
          async
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: shared.map((href) => `import ${JSON.stringify(href)};`).join("") }}
        />
      ) : null}
      {lowered(scripts)}
    </>
  );
}
