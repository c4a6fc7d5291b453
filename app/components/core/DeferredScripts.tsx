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
 * loader that, once the first frame is drawn, adds the preload links, a module script that
 * evaluates the entry's shared modules (React, ReactDOM, Remix) as a task of their own, and a live
 * copy of Remix's module script (same nonce). Hydration then runs as before, after the paint.
 *
 * React 18 leaves extra nodes at the end of <head> and <body> alone while it hydrates, so the
 * loader's elements do not disturb it; after hydration Remix renders no scripts (as before).
 *
 * Nothing done before React starts is lost: a form submitted before entry.client has started React
 * (`window.__shopHydrating`) is held and submitted again once it has, so it goes through Remix as
 * it would with JavaScript; a GET filter form whose select, checkbox or radio changed meanwhile is
 * submitted then, as its onChange would. When the scripts have not started within 8 s, both go
 * as without JavaScript.
 */
import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { Children, cloneElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";

export const MODULES_SCRIPT_ID = "remix-modules";
export const INERT_MODULES_TYPE = "application/x-remix-modules";
/** How long a form sent before React starts is held before it goes as without JavaScript. */
const HOLD_MS = 8000;

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
    "function go(){",
    "p.forEach(function(h){add(document.head,'link',{rel:'modulepreload',href:h})});",
    `var s=document.getElementById('${MODULES_SCRIPT_ID}');if(!s)return;`,
    // The shared modules first, as a task of their own (a module is evaluated once).
    "if(sh)add(document.body,'script',{type:'module',async:true,nonce:s.nonce,textContent:sh});",
    "add(document.body,'script',{type:'module',nonce:s.nonce,textContent:s.textContent})}",
    "requestAnimationFrame(function(){setTimeout(go,0)});",
    "var q=null,ch=[],t=0;",
    "function started(){if(q){var f=q[0],b=q[1];q=null;f.requestSubmit(b&&b.form===f?b:undefined)}ch.splice(0).forEach(function(f){f.requestSubmit()})}",
    `function wait(){if(window.__shopHydrating||Date.now()-t>${HOLD_MS}){window.__shopHydrating=true;started()}else setTimeout(wait,50)}`,
    "function hold(){if(!t){t=Date.now();wait()}}",
    "document.addEventListener('submit',function(e){if(window.__shopHydrating||e.defaultPrevented)return;",
    "e.preventDefault();q=[e.target,e.submitter];ch=ch.filter(function(f){return f!==e.target});hold()},true);",
    "document.addEventListener('change',function(e){var c=e.target,f=c&&c.form;if(window.__shopHydrating||!f||f.method!=='get')return;",
    "if((c.tagName==='SELECT'||c.type==='checkbox'||c.type==='radio')&&ch.indexOf(f)<0)ch.push(f);hold()},true)",
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
