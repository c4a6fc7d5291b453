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

export const MODULES_SCRIPT_ID = "remix-modules";
export const INERT_MODULES_TYPE = "application/x-remix-modules";
/** Where the browser reports paints: the longest the scripts wait for the first contentful one. */
const SAFETY_MS = 3000;
/** Preload links added per task (see the loader). */
const PRELOADS_PER_TASK = 3;

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

/** The loader's source: classic, inline, run while the document is parsed. */
export function loaderSource(preloads: readonly string[], shared: readonly string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return [
    "(function(){",
    `var p=${json(preloads)},sh=${json(shared.map((href) => `import ${JSON.stringify(href)};`).join(""))};`,
    "function add(parent,tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];parent.appendChild(e);return e}",
    // The preload links a few at a time, then the scripts, each in a task of its own: a link
    // starts its fetch as it is added (about half a millisecond each on a fast machine, but 3-5 ms
    // when the machine is busy), and all of them with the scripts made one task of 15-25 ms, eight
    // at a time still up to 45 ms, which a phone's slower processor turns into a blocking one.
    // A message to itself ends the task without setTimeout's 4 ms once nested five deep.
    "var ch=new MessageChannel(),next;ch.port1.onmessage=function(){next()};function later(f){next=f;ch.port2.postMessage(0)}",
    `function go(){p.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){add(document.head,'link',{rel:'modulepreload',href:h})});`,
    "later(p.length?go:run)}",
    "function run(){",
    `var s=document.getElementById('${MODULES_SCRIPT_ID}');if(!s)return;`,
    // The shared modules first, as a task of their own (a module is evaluated once).
    "if(sh)add(document.body,'script',{type:'module',async:true,nonce:s.nonce,textContent:sh});",
    "add(document.body,'script',{type:'module',nonce:s.nonce,textContent:s.textContent})}",
    // After the first contentful paint has been presented (its entry is reported once the frame
    // is on screen; a frame drawn is not yet a frame shown on a busy phone), else after the first
    // frame where paint timing is missing, and at most 3 s after the first frame in any case.
    "var begun=false;function start(){if(!begun){begun=true;setTimeout(go,0)}}",
    "var paints=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;",
    "if(paints)new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true});",
    `requestAnimationFrame(function(){setTimeout(start,paints?${SAFETY_MS}:0)});`,
    "})()",
  ].join("");
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
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderSource([...new Set(out.preloads)], shared) }} />
    </>
  );
}
