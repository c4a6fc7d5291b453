/**
 * Whole catalog pages for anonymous visitors, kept in the web isolate's memory (decision 042).
 *
 * A visitor without a session (no cookie but the privacy choice and the ad pixels' ids) sees the
 * same catalog HTML as every other such visitor: no cart count, no account, no anti-forgery token
 * (the first form post gets one, csrf.server.ts). Such a page is rendered once, kept by its URL
 * and whether the cookie banner asks, and served again while
 * - every answer it was built from is still fresh (`extensions.cache.maxAgeSeconds`, at most the
 *   5 minutes of spec §9), and
 * - the seat version it was built under is still current (decision 036): a page whose data showed
 *   seats is checked against a version this request reads itself, after it arrived, so no seat
 *   change that committed before the visitor asked is missed (decision 053: no read is shared
 *   between requests).
 * The cache holds plain data only (HTML text, headers, numbers): nothing of one request's I/O
 * outlives it.
 * Never kept: a response that sets a cookie, anything but a 200 HTML page, a render that used the
 * visitor's token (query/mutate instead of publicQuery) or answers of two seat versions.
 */
import { PRIVACY_COOKIE } from "../privacy/privacy-choice";
import { IsolateMemory } from "../../../workers/core/isolate-memory";

/** Catalog pages the same for every visitor without a session (spec §2 routes), and the newsroom's. */
const CACHEABLE_PATH =
  /^\/(choose-menu|classes|menu|menu-options|pickup|delivery|newsroom|classes\/[A-Za-z0-9_-]{1,80}|pickup\/[A-Za-z0-9_-]{1,80}|delivery\/[A-Za-z0-9_-]{1,80}|newsroom\/[a-z0-9-]{1,80})$/;

/** Whether the path is a catalog page's (kept for visitors without a session, decision 042). */
export function isCatalogPath(pathname: string): boolean {
  return CACHEABLE_PATH.test(pathname);
}

/** Cookies that do not change a catalog page: the privacy choice (part of the key) and ad ids. */
const NEUTRAL_COOKIES = new Set([PRIVACY_COOKIE, "_fbc", "_fbp"]);

/** Spec §9: nothing cached is older than 5 minutes. */
const LONGEST_SECONDS = 300;

/** A page's data showed seats of this version; or of two versions (never kept). */
export interface ProductView {
  productId: string;
  priceCents: number | null | undefined;
}

/** What a render of a candidate page used, filled by publicQuery, query and mutate. */
export class PageRecorder {
  readonly startedAt: number;
  /** Seconds the least fresh answer stays fresh; undefined until an answer came. */
  maxAgeSeconds: number | undefined;
  seatVersion: number | undefined;
  /** Not to be kept: personal data, mixed seat versions, an answer without freshness. */
  unfit = false;
  /** Product views the loaders sent: sent again when the kept page is served. */
  readonly productViews: ProductView[] = [];

  constructor(now = Date.now()) {
    this.startedAt = now;
  }

  /** A public answer: fresh this many more seconds, built under this seat version (if any). */
  answer(maxAgeSeconds: number, seatVersion: number | undefined): void {
    if (!(maxAgeSeconds > 0)) this.unfit = true;
    this.maxAgeSeconds = Math.min(this.maxAgeSeconds ?? LONGEST_SECONDS, Math.max(0, maxAgeSeconds));
    if (seatVersion === undefined) return;
    if (this.seatVersion !== undefined && this.seatVersion !== seatVersion) this.unfit = true;
    this.seatVersion = seatVersion;
  }

  /** The render read or wrote with the visitor's identity: the page is theirs alone. */
  personal(): void {
    this.unfit = true;
  }
}

export interface PageCandidate {
  key: string;
  /** A document request (kept and served); a data request only renders without a token. */
  document: boolean;
}

/** The cache key when the request may get (or fill) a kept page; null otherwise. */
export function pageCandidate(request: Request, url = new URL(request.url)): PageCandidate | null {
  if (request.method !== "GET" || !CACHEABLE_PATH.test(url.pathname)) return null;
  const cookies = request.headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name && !NEUTRAL_COOKIES.has(name)) return null;
  }
  return { key: pageKey(request, url, cookies), document: !url.searchParams.has("_data") };
}

/**
 * The kept page a visitor with a session may be served, made theirs (decision 076): a document
 * GET of a catalog path, whatever its cookies. Null otherwise.
 */
export function sharedPageKey(request: Request, url = new URL(request.url)): string | null {
  if (request.method !== "GET" || !CACHEABLE_PATH.test(url.pathname) || url.searchParams.has("_data")) return null;
  return pageKey(request, url, request.headers.get("cookie") ?? "");
}

/** The cookie banner asks until a choice (cookie) or Global Privacy Control: two versions of a page. */
function pageKey(request: Request, url: URL, cookies: string): string {
  const asks = !/(?:^|;\s*)cvk_privacy=/.test(cookies) && request.headers.get("sec-gpc")?.trim() !== "1";
  return `${asks ? "ask" : "no-ask"} ${url.origin}${url.pathname}${url.search}`;
}

/** The path a key of `pageKey` was made for: the one place besides it that knows the key's format. */
function pathOfKey(key: string): string {
  return new URL(key.slice(key.indexOf(" ") + 1)).pathname;
}

/** The request a shared page is rendered from: the visitor's, without any cookie but the neutral ones. */
export function anonymousRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  const neutral = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => NEUTRAL_COOKIES.has(part.split("=")[0] ?? ""));
  if (neutral.length > 0) headers.set("cookie", neutral.join("; "));
  else headers.delete("cookie");
  return new Request(request.url, { method: "GET", headers });
}

export interface KeptPage {
  body: string;
  headers: Array<[string, string]>;
  /** The nonce rendered into the page's scripts: replaced by each response's own. */
  nonce: string;
  expiresAt: number;
  seatVersion: number | undefined;
  productViews: ProductView[];
}

/** The longest wait for another request's render of the same page (then this one renders). */
const RENDER_WAIT_MS = 3_000;
/** The first look for that render's page, doubling up to the longest. */
const FIRST_POLL_MS = 25;
const LONGEST_POLL_MS = 400;

/** Reads the current seat version for this request (undefined when it cannot be read). */
export type SeatVersionRead = () => Promise<number | undefined>;

export class PageCache {
  private readonly pages: IsolateMemory<KeptPage>;
  /** Pages a request of this isolate is rendering now: key → when that render started. */
  private readonly renders = new Map<string, number>();

  constructor(
    budgetBytes = 8 * 1024 * 1024,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.pages = new IsolateMemory(budgetBytes);
  }

  /**
   * A kept page still fresh and of the current seat version, or undefined. `readSeatVersion`
   * is the request's own read, made only for a page whose data showed seats.
   * When another request of this isolate is rendering the page (its key stands in `renders`),
   * this one waits for that render's page instead of rendering too (see `waitForRender`).
   */
  async lookup(key: string, readSeatVersion: SeatVersionRead): Promise<KeptPage | undefined> {
    const page = this.pages.get(key);
    if (page && page.expiresAt <= this.now()) this.pages.delete(key);
    else if (page && page.seatVersion === undefined) return page;
    let current: number | undefined;
    if (page && page.expiresAt > this.now()) {
      current = await readSeatVersion().catch(() => undefined);
      // Not known now (a failed read): not served, but kept for a request that can read it.
      if (current === undefined) return undefined;
      if (current === page.seatVersion) return page;
      // Only forget what is older than what is kept now (another render may have replaced it).
      if (this.pages.get(key) === page) this.pages.delete(key);
    }
    return this.waitForRender(key, current, readSeatVersion);
  }

  /**
   * Marks `key` as being rendered by this request; call the answer when the render is done
   * (kept or not). Only plain data is shared: a key and when its render started.
   */
  rendering(key: string): () => void {
    const started = this.now();
    this.renders.set(key, started);
    return () => {
      if (this.renders.get(key) === started) this.renders.delete(key);
    };
  }

  /** Runs `render` marked as the render of `key` (see `rendering`), unmarked however it ends. */
  async renderOnce<T>(key: string, render: () => Promise<T>): Promise<T> {
    const rendered = this.rendering(key);
    try {
      return await render();
    } finally {
      rendered();
    }
  }

  /**
   * One render per page at a time: a burst of visitors after a seat change (or a page's expiry)
   * would otherwise render the same page once each. While another request renders `key`, this
   * one polls for its page on its own timers (it awaits nothing of the other request: decision
   * 053), for at most RENDER_WAIT_MS, and takes the page only if it was built under the seat
   * version this request read after it arrived, or a newer one. Else it renders itself.
   */
  private async waitForRender(key: string, known: number | undefined, readSeatVersion: SeatVersionRead): Promise<KeptPage | undefined> {
    const started = this.renders.get(key);
    if (started === undefined || this.now() - started > RENDER_WAIT_MS) return undefined;
    const version = known ?? (await readSeatVersion().catch(() => undefined));
    if (version === undefined) return undefined;
    const until = this.now() + RENDER_WAIT_MS;
    for (let pause = FIRST_POLL_MS; this.now() < until; pause = Math.min(pause * 2, LONGEST_POLL_MS)) {
      await this.sleep(pause);
      const page = this.pages.get(key);
      if (page && page.expiresAt > this.now() && (page.seatVersion === undefined || page.seatVersion >= version)) return page;
      if (!this.renders.has(key)) return undefined;
    }
    return undefined;
  }

  /**
   * Keeps a rendered page if it may be kept; answers the response to send (its body read once).
   * Call after the session cookie was written, so a response that sets one is seen.
   */
  async store(key: string, response: Response, recorder: PageRecorder, nonce: string): Promise<Response> {
    if (!keepable(response, recorder)) return response;
    const body = await response.text();
    const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
    const seconds = recorder.maxAgeSeconds ?? 60;
    this.pages.set(
      key,
      {
        body,
        headers,
        nonce,
        expiresAt: recorder.startedAt + seconds * 1000,
        seatVersion: recorder.seatVersion,
        productViews: [...recorder.productViews],
      },
      body.length + 512,
    );
    const sent = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    sent.headers.set("x-page-cache", "stored");
    return sent;
  }

  /**
   * Forgets this isolate's kept pages of `path` and below, after a write the writer must see at
   * once (the newsroom's, decision 028); other isolates' pages run out with their answers.
   */
  forget(path: string): void {
    this.pages.deleteWhere((key) => {
      const pathname = pathOfKey(key);
      return pathname === path || pathname.startsWith(`${path}/`);
    });
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * Whole pages kept for visitors without a session (decision 042) and shared with those with one
 * (decision 076): plain data only, shared by this isolate's requests. Each request reads the
 * seat version itself (decision 053).
 */
export const pageCache = new PageCache();

/** Headers each response makes anew (security headers with its nonce) or that are never kept. */
const UNKEPT_HEADERS = new Set(["set-cookie", "content-security-policy", "content-length"]);

/** A rendered page that may be the same for everyone: a 200 HTML page that sets no cookie. */
export function sharedPage(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie") && (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** Whether a rendered response may be kept for everyone. */
export function keepable(response: Response, recorder: PageRecorder): boolean {
  if (recorder.unfit || !sharedPage(response)) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/no-store/.test(cacheControl);
}

/** The response for a kept page, with this response's nonce in its scripts. */
export function keptResponse(page: KeptPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set("x-page-cache", "hit");
  return new Response(page.body.replaceAll(page.nonce, nonce), { status: 200, headers });
}
