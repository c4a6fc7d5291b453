/**
 * Issue 12's comparison (decision 042), for every kind of visitor since issue 29 (decision 076):
 * /classes, /pickup, /delivery, /menu, /choose-menu, /newsroom, a class page and a meal page
 * (issue 29 part 1's list), each alternated with a
 * static `/build/*.js` asset of the same running shop in one run, closed-loop at
 * `BENCH_STATIC_CONCURRENCY` (10) clients, as a visitor without a session (no cookie: the page
 * cache's case), as a customer with a class in the cart and as a signed-in customer. Each pair
 * runs asset, page, asset, page (`BENCH_SECONDS` / 2 each), so the machine's drift falls on both;
 * the target is each page ≥ 25 % of the asset's requests/s for each visitor.
 */
import { visitorRequestHeaders, type VisitorKind } from "../load/concurrency";
import { cookieHeader, cookieJarOf, keepSetCookies } from "../support/cookie-jar";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_STATIC_CONCURRENCY ?? 10);
const TARGET_PERCENT = 25;

interface Run {
  latencies: number[];
  errors: number;
  seconds: number;
}

async function closedLoop(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { redirect: "manual", headers });
        await response.arrayBuffer();
        if (response.status >= 400) errors += 1;
        else latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function summary(runs: Run[]) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(50), p99: at(99), errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

const fmt = (result: ReturnType<typeof summary>) =>
  `${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms${
    result.errors > 0 ? `  (${result.errors} errors)` : ""
  }`;

/** Folds a response's Set-Cookie values into the request headers' cookie, as a browser does. */
function keepResponseCookies(headers: Record<string, string>, response: Response): void {
  const jar = cookieJarOf(headers.cookie);
  keepSetCookies(jar, response);
  if (jar.size > 0) headers.cookie = cookieHeader(jar);
}

const VISITORS: ReadonlyArray<{ kind: VisitorKind; label: string }> = [
  { kind: "anonymous", label: "no session" },
  { kind: "cart", label: "a cart" },
  { kind: "signedIn", label: "signed in" },
];

export async function staticComparison(origin: string, authEmulatorHost: string, report: (line: string, met?: boolean) => void): Promise<void> {
  const classesHtml = await (await fetch(`${origin}/classes`)).text();
  // The entry module (a small file, as every run before decision 048 compared with): not the first
  // /build path the page names, which is now the 280 kB React chunk its own module script imports.
  const asset = /"(\/build\/entry\.client-[^"]+\.js)"/.exec(classesHtml)?.[1];
  const classPages = [...classesHtml.matchAll(/href="(\/classes\/[A-Za-z0-9_-]+)"/g)].map((match) => match[1]!);
  const classPage = classPages[0];
  if (!asset || !classPage) throw new Error("static comparison: no /build asset or class page found on /classes");
  const pickupHtml = await (await fetch(`${origin}/pickup`)).text();
  const mealPage = /href="(\/pickup\/[A-Za-z0-9_-]+)"/.exec(pickupHtml)?.[1];
  if (!mealPage) throw new Error("static comparison: no meal page found on /pickup");
  report(`Static comparison: c=${CONCURRENCY}, ${SECONDS} s per page and per asset (alternated), asset ${asset}, class page ${classPage}, meal page ${mealPage}`);
  for (const visitor of VISITORS) {
    // The anonymous visitor sends no cookie at all; the others their session's.
    const headers: Record<string, string> = visitor.kind === "anonymous" ? {} : await visitorRequestHeaders({ origin, authEmulatorHost }, classPages, visitor.kind);
    report(` visitor: ${visitor.label}`);
    for (const path of ["/classes", "/pickup", "/delivery", "/menu", "/choose-menu", "/newsroom", classPage, mealPage]) {
      // Warm: the first render is not measured. Its cookie is kept as a browser keeps it (a
      // visitor's session refreshes what it remembers, e.g. the cart count's time, decision 076).
      const warm = await fetch(`${origin}${path}`, { headers });
      await warm.arrayBuffer();
      keepResponseCookies(headers, warm);
      const assetRuns: Run[] = [];
      const pageRuns: Run[] = [];
      for (let round = 0; round < 2; round++) {
        assetRuns.push(await closedLoop(`${origin}${asset}`, SECONDS / 2));
        pageRuns.push(await closedLoop(`${origin}${path}`, SECONDS / 2, headers));
      }
      const still = summary(assetRuns);
      const page = summary(pageRuns);
      const percent = (page.rps / still.rps) * 100;
      const label = `${path === classPage ? "class page" : path === mealPage ? "meal page" : path}, ${visitor.label}`;
      report(`  static asset (vs ${label.padEnd(24)}) ${fmt(still)}`);
      report(`  ${label.padEnd(41)} ${fmt(page)}  = ${percent.toFixed(1)} % of the asset (target ≥ ${TARGET_PERCENT} %)`, percent >= TARGET_PERCENT);
    }
  }
}
