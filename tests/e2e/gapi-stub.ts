import type { BrowserContext } from "./fixtures";

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, served by Playwright's router so
 * the tests never reach Google. The Firebase SDK's popup sign-in needs that script's
 * `gapi.iframes` even with the Auth emulator: the SDK opens the emulator's helper frame with it,
 * and that frame (the emulator's /emulator/auth/iframe page) talks back through it. This stub
 * implements just those calls with postMessage: load, getContext().open(), getParentIframe(),
 * and an iframe's ping, restyle, register and send.
 */
export const GAPI_STUB_SOURCE = String.raw`
(function () {
  var TAG = "__gapiStub";
  var handlers = {};
  var replies = {};
  var pongs = [];
  var sequence = 0;

  function post(target, message) {
    message[TAG] = true;
    target.postMessage(message, "*");
  }

  function channel(target) {
    return {
      register: function (type, handler) { handlers[type] = handler; },
      send: function (type, data, callback) {
        var id = "m" + (++sequence);
        replies[id] = callback || function () {};
        post(target, { kind: "send", id: id, type: type, data: data });
      },
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var timer = setInterval(function () { post(target, { kind: "ping" }); }, 100);
          pongs.push(function () {
            clearInterval(timer);
            if (callback) callback();
            resolve();
          });
          post(target, { kind: "ping" });
        });
      },
    };
  }

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    if (message.kind === "ping") post(event.source, { kind: "pong" });
    else if (message.kind === "pong") pongs.splice(0).forEach(function (resolve) { resolve(); });
    else if (message.kind === "send") {
      var handler = handlers[message.type];
      var result = handler ? handler(message.data) : { status: "ERROR" };
      post(event.source, { kind: "reply", id: message.id, responses: [result] });
    } else if (message.kind === "reply" && replies[message.id]) {
      replies[message.id](message.responses);
      delete replies[message.id];
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === "style") Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      return new Promise(function (resolve) {
        frame.addEventListener("load", function () {
          var wrapped = channel(frame.contentWindow);
          resolve(onOpen ? onOpen(wrapped) : wrapped);
        }, { once: true });
        (options.where || document.body).appendChild(frame);
      });
    },
    getParentIframe: function () { return channel(window.parent); },
  };

  window.gapi = {
    load: function (_name, options) { setTimeout(options.callback || options, 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: "*", Iframe: function () {}, getContext: function () { return context; } },
  };

  var onload = document.currentScript && new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
  if (typeof window.gapi_onload === "function") window.gapi_onload();
})();
`;

/**
 * Refuses every request to hosts other than the shop and the emulator, and answers Google's
 * iframe loader with the stand-in above: the popup sign-ins run against the emulator only.
 */
export async function stayOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
    const url = new URL(route.request().url());
    if (url.host === "apis.google.com" && url.pathname === "/js/api.js") {
      return route.fulfill({ contentType: "text/javascript", body: GAPI_STUB_SOURCE });
    }
    return route.abort("blockedbyclient");
  });
}
