/**
 * The deferred loader's source (decision 049), made on the server only: the browser runs it from
 * the document and never needs the code that writes it (decision 097). See DeferredScripts.
 */
/** Where the browser reports paints: the longest the scripts wait for the first contentful one. */
const SAFETY_MS = 3000;
/** Preload links added per task (see the loader). */
const PRELOADS_PER_TASK = 3;

/** The loader's source: classic, inline, run while the document is parsed. */
export function loaderSource(preloads: readonly string[], shared: readonly string[], modulesScriptId: string): string {
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
    `var s=document.getElementById('${modulesScriptId}');if(!s)return;`,
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
